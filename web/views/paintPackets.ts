// Paints packets in flight and recent drops onto the canvas for time t. It only reads the scene
// and the layout (STYLE practice 13), and skips an item it cannot place instead of throwing.

import { NONE } from '../engine/records';
import { currentLanguage, t } from '../i18n/i18n';
import type { Ctx2D } from '../paint/ctx2d';
import type { InFlight } from '../scene/inFlight';
import { thinLabels } from '../scene/labelLayout';
import type { Role } from '../scene/roles';
import { extentAfter, type Scene } from '../scene/scene';
import { alongLink, type Layout, type Point, type TopologyIndex } from '../scene/topology';
import { canvasColors } from '../theme/canvasColors';
import { dropColor, nodeColor, roleColor } from './colors';
import { textWidth } from './textWidth';

export interface PaintInput {
  scene: Scene;
  topo: TopologyIndex;
  layout: Layout;
  t: number; // sim ns
  speed: number; // sim ns per wall second, for fading drops over wall time
  nodeIndex: Map<number, number>; // node id -> palette index
  /** Node glyph radius and packet bar width (smaller on large graphs). */
  nodeRadius?: number;
  packetWidth?: number;
  /** Zoom factor of the view: text and bars keep their screen size. */
  zoom?: number;
  /** Colour packets by role (data, ACK, ...) when the model names roles, else by sending node. */
  byRole?: boolean;
  /** Boxes (layout coordinates) that something is drawn over, e.g. the implosion meter: no queue label goes there. */
  avoid?: readonly LabelBox[];
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
/** Node radius of the frame being painted (set per call; the painter is single-threaded). */
let radius = NODE_RADIUS;

/**
 * Above this many packets on screen, each link direction is drawn as one aggregate bar (width and
 * a count grow with its packets) instead of one bar per packet: the frame rate holds.
 */
export const PACKET_BUDGET = 2500;

/** A queue label's box in layout coordinates (what paintPackets placed; tests check none overlap). */
export interface LabelBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** Queue labels drawn at most per frame: beyond a handful they stop being read, only piled up. */
export const MAX_QUEUE_LABELS = 12;

/** Slots (InFlight columns) of the transmissions on screen this frame (reused: no array per frame). */
let shown = new Int32Array(1024);

/** Paints a frame; returns the queue labels it placed. */
export function paintPackets(ctx: Ctx2D, p: PaintInput): LabelBox[] {
  ctx.save();
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.clearRect(0, 0, ctx.canvas.width, ctx.canvas.height);
  ctx.restore();
  radius = p.nodeRadius ?? NODE_RADIUS;
  ctx.lineCap = 'butt'; // square ends show where one frame stops and the next begins
  ctx.lineWidth = p.packetWidth ?? PACKET_WIDTH;
  const f = p.scene.inFlight;
  let n = 0;
  if (shown.length < f.length) shown = new Int32Array(f.length * 2);
  for (let k = 0; k < f.length; k++) {
    const s = f.slot(k);
    if (f.shows(s, p.t)) shown[n++] = s;
  }
  const visible = shown.subarray(0, n);
  if (n > PACKET_BUDGET) paintAggregate(ctx, p, f, visible);
  else paintEach(ctx, p, f, visible);
  const labels = paintQueues(ctx, p);
  paintDrops(ctx, p);
  return labels;
}

/** One path per colour: thousands of packets cost a handful of stroke() calls. */
function paintEach(ctx: Ctx2D, p: PaintInput, f: InFlight, visible: Int32Array): void {
  const paths = new Map<string, number[]>(); // per colour: tail x, tail y, head x, head y, ...
  for (const k of visible) {
    const ext = extentAfter(p.t - f.t0[k], f.duration[k], f.delay[k]);
    const ends = rimToRim(p.layout.pos.get(f.from[k]), p.layout.pos.get(f.to[k]));
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
    const color = p.byRole ? roleColor(f.role[k]) : nodeColor(p.nodeIndex.get(f.from[k]) ?? 0);
    let path = paths.get(color);
    if (!path) {
      path = [];
      paths.set(color, path);
    }
    path.push(tail.x, tail.y, head.x, head.y);
  }
  for (const [color, xy] of paths) {
    ctx.strokeStyle = color;
    ctx.beginPath();
    for (let k = 0; k < xy.length; k += 4) {
      ctx.moveTo(xy[k], xy[k + 1]);
      ctx.lineTo(xy[k + 2], xy[k + 3]);
    }
    ctx.stroke();
  }
}

/**
 * Level of detail: per link direction, one bar whose width grows with log(packets), and a count
 * on long links. Bars of the same colour and width share one path, so a frame costs a few strokes.
 */
function paintAggregate(ctx: Ctx2D, p: PaintInput, f: InFlight, visible: Int32Array): void {
  const groups = new Map<number, { from: number; to: number; n: number; role: Role }>();
  for (const k of visible) {
    const from = f.from[k];
    const to = f.to[k];
    const key = f.link[k] * 2 + (from < to ? 0 : 1);
    const g = groups.get(key);
    if (g) {
      g.n++;
      if (f.role[k] !== 'data') g.role = f.role[k];
    } else groups.set(key, { from, to, n: 1, role: f.role[k] });
  }
  const bars = new Map<string, number[]>(); // "colour|width" -> x0, y0, x1, y1, ...
  const labels: number[] = []; // n, x, y
  for (const g of groups.values()) {
    const ends = rimToRim(p.layout.pos.get(g.from), p.layout.pos.get(g.to));
    if (!ends) continue;
    const [a, b] = ends;
    const s = alongLink(a, b, 0, LANE_OFFSET);
    const e = alongLink(a, b, 1, LANE_OFFSET);
    const color = p.byRole ? roleColor(g.role) : nodeColor(p.nodeIndex.get(g.from) ?? 0);
    const width = Math.min(14, 2 + 2 * Math.round(Math.log2(1 + g.n)));
    const key = `${color}|${width}`;
    let xy = bars.get(key);
    if (!xy) {
      xy = [];
      bars.set(key, xy);
    }
    xy.push(s.x, s.y, e.x, e.y);
    if (g.n > 20 && Math.hypot(e.x - s.x, e.y - s.y) > 60) labels.push(g.n, (s.x + e.x) / 2, (s.y + e.y) / 2 - 8);
  }
  ctx.globalAlpha = 0.8;
  for (const [key, xy] of bars) {
    const [color, width] = key.split('|');
    ctx.strokeStyle = color;
    ctx.lineWidth = Number(width);
    ctx.beginPath();
    for (let k = 0; k < xy.length; k += 4) {
      ctx.moveTo(xy[k], xy[k + 1]);
      ctx.lineTo(xy[k + 2], xy[k + 3]);
    }
    ctx.stroke();
  }
  ctx.globalAlpha = 1;
  ctx.font = '600 11px system-ui, sans-serif';
  ctx.textAlign = 'center';
  ctx.fillStyle = canvasColors().ink;
  for (let k = 0; k < labels.length; k += 3) ctx.fillText(String(labels[k]), labels[k + 1], labels[k + 2]);
}

/**
 * Queue length as a fill bar beside the sending node, on the side of that direction's lane, and a
 * "queue 12/50" label where it fits: the fullest queues first, each label only where it touches
 * no label already placed, at most MAX_QUEUE_LABELS (on a 451-node graph under load, labels for
 * every queue piled into an unreadable heap; the bars still show every queue).
 */
function paintQueues(ctx: Ctx2D, p: PaintInput): LabelBox[] {
  const z = p.zoom ?? 1;
  const px = 12 / z;
  const bars: { q: number; capacity: number; start: Point; full: Point; fill: Point; label: Point }[] = [];
  p.scene.queues.forEach((q, node, link) => {
    if (q <= 0) return;
    const other = p.topo.otherEnd(link, node);
    const l = p.topo.links.get(link);
    if (other === undefined || !l) return;
    const ends = rimToRim(p.layout.pos.get(node), p.layout.pos.get(other));
    if (!ends) return;
    const [a, b] = ends;
    const linkLen = Math.hypot(b.x - a.x, b.y - a.y) || 1;
    const barLen = Math.min(QUEUE_BAR_PX / z, linkLen * 0.4);
    const limit = node === l.b ? (l.queueBA ?? l.queue) : l.queue;
    const capacity = limit > 0 ? limit : q;
    bars.push({
      q,
      capacity,
      start: alongLink(a, b, 0, QUEUE_OFFSET / z),
      full: alongLink(a, b, barLen / linkLen, QUEUE_OFFSET / z),
      fill: alongLink(a, b, (barLen / linkLen) * Math.min(1, q / capacity), QUEUE_OFFSET / z),
      label: alongLink(a, b, 0, (QUEUE_OFFSET + 16) / z),
    });
  });
  ctx.lineCap = 'butt';
  ctx.lineWidth = 8 / z;
  // Three strokes for all the bars (tracks, then fills, then full queues' fills), not two per bar:
  // hundreds of queues fill under an implosion, and each stroke is a rasterisation pass.
  const strokeAll = (color: string, which: (b: (typeof bars)[number]) => Point | null) => {
    ctx.strokeStyle = color;
    ctx.beginPath();
    for (const bar of bars) {
      const end = which(bar);
      if (!end) continue;
      ctx.moveTo(bar.start.x, bar.start.y);
      ctx.lineTo(end.x, end.y);
    }
    ctx.stroke();
  };
  if (bars.length > 0) {
    strokeAll(canvasColors().track, (b) => b.full);
    strokeAll(canvasColors().muted, (b) => (b.q >= b.capacity ? null : b.fill));
    strokeAll('#f07f09', (b) => (b.q >= b.capacity ? b.fill : null));
  }
  // Labels: fullest first, never on top of one another.
  const order = bars.map((_, i) => i).sort((i, j) => bars[j].q / bars[j].capacity - bars[i].q / bars[i].capacity);
  const lang = currentLanguage();
  const fillText = (b: (typeof bars)[number]) => queueFillText(lang, b.q, b.capacity);
  const boxes = order.map((i) => {
    const b = bars[i];
    const w = textWidth(fillText(b), 12, 600) / z;
    return { id: i, x0: b.label.x, y0: b.label.y - px * 0.6, x1: b.label.x + w, y1: b.label.y + px * 0.6 };
  });
  const keep = thinLabels(boxes, 64 / z);
  const placed: LabelBox[] = [];
  ctx.font = `600 ${px}px system-ui, sans-serif`;
  ctx.fillStyle = canvasColors().ink;
  ctx.textAlign = 'left';
  ctx.textBaseline = 'middle';
  const covered = (box: LabelBox) =>
    (p.avoid ?? []).some((a) => box.x0 < a.x1 && a.x0 < box.x1 && box.y0 < a.y1 && a.y0 < box.y1);
  for (const box of boxes) {
    if (!keep.has(box.id) || placed.length >= MAX_QUEUE_LABELS || covered(box)) continue;
    const b = bars[box.id];
    ctx.fillText(fillText(b), b.label.x, b.label.y);
    placed.push({ x0: box.x0, y0: box.y0, x1: box.x1, y1: box.y1 });
  }
  return placed;
}

/** "queue 12/50" texts by language and fill: translating one cost more than the rest of a frame's
 *  queue drawing (hundreds of queues a frame), and the same few fills recur frame after frame. */
const fillTexts = new Map<string, string>();
function queueFillText(lang: string, q: number, capacity: number): string {
  const key = `${lang}|${q}|${capacity}`;
  let text = fillTexts.get(key);
  if (text === undefined) {
    if (fillTexts.size > 5000) fillTexts.clear();
    text = t('topology.queueFill', { q, capacity });
    fillTexts.set(key, text);
  }
  return text;
}

function paintDrops(ctx: Ctx2D, p: PaintInput): void {
  const fade = Math.max(1, p.speed * DROP_FADE_WALL_S);
  const z = p.zoom ?? 1;
  ctx.lineWidth = 3 / z;
  ctx.lineCap = 'round';
  for (const d of p.scene.drops) {
    const age = p.t - d.time;
    if (age < 0 || age > fade) continue;
    const at = dropPoint(p, d.node, d.link, d.fraction);
    if (!at) continue;
    ctx.globalAlpha = 1 - (0.8 * age) / fade;
    ctx.strokeStyle = dropColor(d.reason);
    const r = 7 / z;
    ctx.beginPath();
    ctx.moveTo(at.x - r, at.y - r);
    ctx.lineTo(at.x + r, at.y + r);
    ctx.moveTo(at.x + r, at.y - r);
    ctx.lineTo(at.x - r, at.y + r);
    ctx.stroke();
  }
  ctx.globalAlpha = 1;
}

export function dropPoint(p: PaintInput, node: number, link: number, fraction: number): Point | undefined {
  const at = p.layout.pos.get(node);
  if (!at) return undefined;
  const other = link === NONE ? undefined : p.topo.otherEnd(link, node);
  if (other === undefined) return { x: at.x + radius, y: at.y - radius }; // at the node
  const ends = rimToRim(at, p.layout.pos.get(other));
  return ends ? alongLink(ends[0], ends[1], fraction, LANE_OFFSET) : undefined;
}

/** The link segment between the two node rims, so packets never hide under a node glyph. */
function rimToRim(a: Point | undefined, b: Point | undefined): [Point, Point] | undefined {
  if (!a || !b) return undefined;
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const len = Math.hypot(dx, dy);
  if (len <= 2 * radius) return [a, b];
  const ux = dx / len;
  const uy = dy / len;
  return [
    { x: a.x + ux * radius, y: a.y + uy * radius },
    { x: b.x - ux * radius, y: b.y - uy * radius },
  ];
}
