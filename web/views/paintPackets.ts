// Paints packets in flight and recent drops onto the canvas for time t. It only reads the scene
// and the layout (STYLE practice 13), and skips an item it cannot place instead of throwing.
import { NONE } from '../engine/records';
import { packetExtent, type Scene } from '../scene/scene';
import { alongLink, type Layout, type Point, type TopologyIndex } from '../scene/topology';
import { dropColor, nodeColor } from './colors';

export interface PaintInput {
  scene: Scene;
  topo: TopologyIndex;
  layout: Layout;
  t: number; // sim ns
  speed: number; // sim ns per wall second, for fading drops over wall time
  nodeIndex: Map<number, number>; // node id -> palette index
}

/** Radius of a node glyph; packets start and end at its rim. */
export const NODE_RADIUS = 20;
/** Sideways offset of each direction of a duplex link, px. */
const LANE_OFFSET = 6;
const PACKET_WIDTH = 7;
const MIN_PACKET_PX = 5;
/** Wall seconds a drop mark stays visible while playing. */
const DROP_FADE_WALL_S = 1.5;

export function paintPackets(ctx: CanvasRenderingContext2D, p: PaintInput): void {
  ctx.clearRect(0, 0, p.layout.width, p.layout.height);
  ctx.lineCap = 'round';
  ctx.lineWidth = PACKET_WIDTH;
  for (const tx of p.scene.inFlight) {
    const ext = packetExtent(tx, p.t);
    if (!ext) continue;
    const ends = rimToRim(p.layout.pos.get(tx.from), p.layout.pos.get(tx.to));
    if (!ends) continue;
    const [a, b] = ends;
    let tail = alongLink(a, b, ext.tail, LANE_OFFSET);
    const head = alongLink(a, b, ext.head, LANE_OFFSET);
    const len = Math.hypot(head.x - tail.x, head.y - tail.y);
    if (len < MIN_PACKET_PX) {
      // Keep very short frames visible: extend backwards from the head.
      const linkLen = Math.hypot(b.x - a.x, b.y - a.y) || 1;
      tail = alongLink(a, b, Math.max(0, ext.head - MIN_PACKET_PX / linkLen), LANE_OFFSET);
    }
    ctx.strokeStyle = nodeColor(p.nodeIndex.get(tx.from) ?? 0);
    ctx.beginPath();
    ctx.moveTo(tail.x, tail.y);
    ctx.lineTo(head.x, head.y);
    ctx.stroke();
  }
  paintDrops(ctx, p);
}

function paintDrops(ctx: CanvasRenderingContext2D, p: PaintInput): void {
  const fade = Math.max(1, p.speed * DROP_FADE_WALL_S);
  ctx.lineWidth = 3;
  for (const d of p.scene.drops) {
    const age = p.t - d.time;
    if (age < 0 || age > fade) continue;
    const at = dropPoint(p, d.node, d.link, d.fraction);
    if (!at) continue;
    ctx.globalAlpha = 1 - (0.8 * age) / fade;
    ctx.strokeStyle = dropColor(d.reason);
    const r = 7;
    ctx.beginPath();
    ctx.moveTo(at.x - r, at.y - r); ctx.lineTo(at.x + r, at.y + r);
    ctx.moveTo(at.x + r, at.y - r); ctx.lineTo(at.x - r, at.y + r);
    ctx.stroke();
  }
  ctx.globalAlpha = 1;
}

function dropPoint(p: PaintInput, node: number, link: number, fraction: number): Point | undefined {
  const at = p.layout.pos.get(node);
  if (!at) return undefined;
  const other = link === NONE ? undefined : p.topo.otherEnd(link, node);
  if (other === undefined) return { x: at.x + NODE_RADIUS, y: at.y - NODE_RADIUS }; // at the node
  const ends = rimToRim(at, p.layout.pos.get(other));
  return ends ? alongLink(ends[0], ends[1], fraction, LANE_OFFSET) : undefined;
}

/** The link segment between the two node rims, so packets never hide under a node glyph. */
function rimToRim(a: Point | undefined, b: Point | undefined): [Point, Point] | undefined {
  if (!a || !b) return undefined;
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const len = Math.hypot(dx, dy);
  if (len <= 2 * NODE_RADIUS) return [a, b];
  const ux = dx / len;
  const uy = dy / len;
  return [{ x: a.x + ux * NODE_RADIUS, y: a.y + uy * NODE_RADIUS }, { x: b.x - ux * NODE_RADIUS, y: b.y - uy * NODE_RADIUS }];
}
