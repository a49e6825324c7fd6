// Paints the Ethernet bus for time t: frames as coloured segments on the cable (spreading from the
// sender at the propagation speed on an 802.3 bus; filling the cable at once on the thesis's
// instantaneous bus), collisions as red flashes, and per-station jam/backoff counters. Reads the
// store's scene only; skips what it cannot place.
import type { Ctx2D } from '../paint/ctx2d';
import { formatTime } from '../playback/format';
import type { BusFrame, BusState } from '../scene/bus';
import type { BusLayout } from '../scene/busLayout';
import { COLLISION_COLOR, roleColor } from './colors';

export interface BusPaintInput { bus: BusState; layout: BusLayout; t: number; speed: number; drops: { time: number; node: number; reason: number }[] }

const LANE_PX = 9;
const MAX_LANES = 6;
/** Wall seconds a collision flash stays visible. */
const FLASH_WALL_S = 1.2;

export function paintBus(ctx: Ctx2D, p: BusPaintInput): void {
  const { layout: L, t } = p;
  ctx.clearRect(0, 0, L.width, L.height);
  const visible = p.bus.frames.filter((f) => f.t0 <= t && t < signalEnd(f, L));
  visible.forEach((f, k) => paintFrame(ctx, f, L, t, k % MAX_LANES, visible.length));
  paintCollisions(ctx, p);
  paintCounters(ctx, p);
}

/** When the last bit of the frame has left the cable. */
function signalEnd(f: BusFrame, L: BusLayout): number {
  if (!L.propagates) return f.end;
  return f.end + (L.info.length_m / L.info.propagation_mps) * 1e9;
}

function paintFrame(ctx: Ctx2D, f: BusFrame, L: BusLayout, t: number, lane: number, lanes: number): void {
  const st = L.stations.get(f.station);
  if (!st) return;
  const y = L.busY + (lane - (Math.min(lanes, MAX_LANES) - 1) / 2) * LANE_PX;
  ctx.lineCap = 'butt';
  ctx.lineWidth = LANE_PX - 2;
  ctx.strokeStyle = f.collided ? COLLISION_COLOR : roleColor(f.role);
  ctx.globalAlpha = f.collided ? 0.75 : 0.9;
  let left: number;
  let right: number;
  let innerL = st.x;
  let innerR = st.x;
  if (L.propagates) {
    const v = L.info.propagation_mps / 1e9; // m per ns
    const head = (t - f.t0) * v;
    const tail = t > f.end ? (t - f.end) * v : 0;
    left = L.xAt(st.pos_m - head); right = L.xAt(st.pos_m + head);
    innerL = L.xAt(st.pos_m - tail); innerR = L.xAt(st.pos_m + tail);
    left = Math.max(L.xAt(0), left); right = Math.min(L.xAt(L.info.length_m), right);
  } else {
    left = L.x0; right = L.x1; // instantaneous bus: every station hears the frame at once
  }
  ctx.beginPath();
  if (innerL > left) { ctx.moveTo(left, y); ctx.lineTo(innerL, y); }
  if (right > innerR) { ctx.moveTo(innerR, y); ctx.lineTo(right, y); }
  if (!L.propagates || t <= f.end) { ctx.moveTo(left, y); ctx.lineTo(right, y); }
  ctx.stroke();
  // The sender's stub glows while it transmits.
  if (t < f.end) {
    ctx.lineWidth = 5;
    ctx.beginPath(); ctx.moveTo(st.x, st.y + (st.above ? 24 : -24)); ctx.lineTo(st.x, L.busY); ctx.stroke();
  }
  ctx.globalAlpha = 1;
}

function paintCollisions(ctx: Ctx2D, p: BusPaintInput): void {
  const fade = Math.max(1, p.speed * FLASH_WALL_S);
  for (const c of p.bus.collisions) {
    const age = p.t - c.time;
    if (age < 0 || age > fade + c.duration) continue;
    const a = Math.max(0, 1 - Math.max(0, age - c.duration) / fade);
    ctx.globalAlpha = 0.25 * a;
    ctx.fillStyle = COLLISION_COLOR;
    ctx.fillRect(p.layout.x0, p.layout.busY - 30, p.layout.x1 - p.layout.x0, 60);
    ctx.globalAlpha = a;
    for (const id of [c.node, c.peer]) {
      const st = p.layout.stations.get(id);
      if (!st) continue;
      burst(ctx, st.x, p.layout.busY, 14 + 10 * (1 - a));
    }
    ctx.globalAlpha = 1;
  }
}

function burst(ctx: Ctx2D, x: number, y: number, r: number): void {
  ctx.strokeStyle = COLLISION_COLOR;
  ctx.lineWidth = 3;
  ctx.beginPath();
  for (let k = 0; k < 8; k++) {
    const ang = (k * Math.PI) / 4;
    ctx.moveTo(x + Math.cos(ang) * r * 0.4, y + Math.sin(ang) * r * 0.4);
    ctx.lineTo(x + Math.cos(ang) * r, y + Math.sin(ang) * r);
  }
  ctx.stroke();
}

/** Under (or over) each station: collisions it was in (jams), its backoff countdown, drops. */
function paintCounters(ctx: Ctx2D, p: BusPaintInput): void {
  ctx.font = '600 12px system-ui, sans-serif';
  ctx.textAlign = 'center';
  const dense = p.layout.stations.size > 12;
  for (const st of p.layout.stations.values()) {
    const lines: [string, string][] = [];
    const jams = p.bus.jams.get(st.id) ?? 0;
    const bo = p.bus.backoffs.get(st.id);
    if (bo && bo.until > p.t) {
      lines.push([dense ? `⟲${formatTime(bo.until - p.t, 0)}` : `backoff ${bo.slots} slots · ${formatTime(bo.until - p.t, 0)}`, '#b58a00']);
    }
    if (jams > 0) lines.push([dense ? `✸${jams}` : `✸ ${jams} collision${jams === 1 ? '' : 's'}`, COLLISION_COLOR]);
    const y0 = st.above ? st.y - 38 : st.y + 44;
    lines.forEach(([text, color], i) => {
      ctx.fillStyle = color;
      ctx.fillText(text, st.x, y0 + (st.above ? -i : i) * 15);
    });
  }
}
