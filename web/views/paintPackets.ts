// Paints packets in flight and recent drops onto the canvas for time t. It only reads the scene
// and the layout (STYLE practice 13), and skips an item it cannot place instead of throwing.
import { NONE } from '../engine/records';
import { packetExtent, type Scene } from '../scene/scene';
import { alongLink, type Layout, type Point, type TopologyIndex } from '../scene/topology';
import { dropColor, nodeColor, roleColor } from './colors';

export interface PaintInput {
  scene: Scene;
  topo: TopologyIndex;
  layout: Layout;
  t: number; // sim ns
  speed: number; // sim ns per wall second, for fading drops over wall time
  nodeIndex: Map<number, number>; // node id -> palette index
  /** Colour packets by role (data, ACK, ...) when the model names roles, else by sending node. */
  byRole?: boolean;
}

/** Radius of a node glyph; packets start and end at its rim. */
export const NODE_RADIUS = 20;
/** Sideways offset of each direction of a duplex link, px. */
const LANE_OFFSET = 6;
const PACKET_WIDTH = 7;
const MIN_PACKET_PX = 5;
const FRAME_GAP_PX = 3;
const QUEUE_BAR_PX = 60;
const QUEUE_OFFSET = 22;
/** Wall seconds a drop mark stays visible while playing. */
const DROP_FADE_WALL_S = 1.5;

export function paintPackets(ctx: CanvasRenderingContext2D, p: PaintInput): void {
  ctx.clearRect(0, 0, p.layout.width, p.layout.height);
  ctx.lineCap = 'butt'; // square ends show where one frame stops and the next begins
  ctx.lineWidth = PACKET_WIDTH;
  for (const tx of p.scene.inFlight) {
    const ext = packetExtent(tx, p.t);
    if (!ext) continue;
    const ends = rimToRim(p.layout.pos.get(tx.from), p.layout.pos.get(tx.to));
    if (!ends) continue;
    const [a, b] = ends;
    const linkLen = Math.hypot(b.x - a.x, b.y - a.y) || 1;
    // Back-to-back frames would merge into one bar: leave a small gap at each frame's tail, and
    // keep very short frames visible by giving them a minimum length behind the head.
    const lenPx = (ext.head - ext.tail) * linkLen;
    const gapPx = ext.tail > 0 ? Math.min(FRAME_GAP_PX, lenPx / 3) : 0;
    const tailF = lenPx < MIN_PACKET_PX ? Math.max(0, ext.head - MIN_PACKET_PX / linkLen) : ext.tail + gapPx / linkLen;
    const tail = alongLink(a, b, tailF, LANE_OFFSET);
    const head = alongLink(a, b, ext.head, LANE_OFFSET);
    ctx.strokeStyle = p.byRole ? roleColor(tx.role) : nodeColor(p.nodeIndex.get(tx.from) ?? 0);
    ctx.beginPath();
    ctx.moveTo(tail.x, tail.y);
    ctx.lineTo(head.x, head.y);
    ctx.stroke();
  }
  paintQueues(ctx, p);
  paintDrops(ctx, p);
}

/** Queue length as a fill bar beside the sending node, on the side of that direction's lane. */
function paintQueues(ctx: CanvasRenderingContext2D, p: PaintInput): void {
  ctx.font = '600 12px system-ui, sans-serif';
  for (const [key, q] of p.scene.queues) {
    if (q <= 0) continue;
    const [node, link] = key.split(':').map(Number);
    const other = p.topo.otherEnd(link, node);
    const l = p.topo.links.get(link);
    if (other === undefined || !l) continue;
    const ends = rimToRim(p.layout.pos.get(node), p.layout.pos.get(other));
    if (!ends) continue;
    const [a, b] = ends;
    const linkLen = Math.hypot(b.x - a.x, b.y - a.y) || 1;
    const barLen = Math.min(QUEUE_BAR_PX, linkLen * 0.4);
    const limit = node === l.b ? (l.queueBA ?? l.queue) : l.queue;
    const capacity = limit > 0 ? limit : q;
    const start = alongLink(a, b, 0, QUEUE_OFFSET);
    const full = alongLink(a, b, barLen / linkLen, QUEUE_OFFSET);
    const fill = alongLink(a, b, (barLen / linkLen) * Math.min(1, q / capacity), QUEUE_OFFSET);
    ctx.lineCap = 'butt';
    ctx.lineWidth = 8;
    ctx.strokeStyle = '#e3e7eb';
    ctx.beginPath(); ctx.moveTo(start.x, start.y); ctx.lineTo(full.x, full.y); ctx.stroke();
    ctx.strokeStyle = q >= capacity ? '#f07f09' : '#5b6b7a';
    ctx.beginPath(); ctx.moveTo(start.x, start.y); ctx.lineTo(fill.x, fill.y); ctx.stroke();
    const label = alongLink(a, b, 0, QUEUE_OFFSET + 16);
    ctx.fillStyle = '#1d2733';
    ctx.textAlign = 'left';
    ctx.textBaseline = 'middle';
    ctx.fillText(`queue ${q}/${capacity}`, label.x, label.y);
  }
}

function paintDrops(ctx: CanvasRenderingContext2D, p: PaintInput): void {
  const fade = Math.max(1, p.speed * DROP_FADE_WALL_S);
  ctx.lineWidth = 3;
  ctx.lineCap = 'round';
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
