// Paints the Ethernet bus for time t: frames as coloured segments on the cable (spreading from the
// sender at the propagation speed on an 802.3 bus; filling the cable at once on the thesis's
// instantaneous bus), collisions as red flashes, per-station jam/backoff counters, and a cross
// over a station that has failed. Reads the
// store's scene only; skips what it cannot place.

import { count } from '../i18n/format';
import { t as say } from '../i18n/i18n';
import type { Ctx2D } from '../paint/ctx2d';
import { formatTime } from '../playback/format';
import type { BusCollision, BusFrame, BusState } from '../scene/bus';
import type { BusLayout } from '../scene/busLayout';
import { DATA_MODES, type DataMode } from '../scene/dataModes';
import { canvasColors } from '../theme/canvasColors';
import { COLLISION_COLOR, MODE_STYLES, ROLE_COLORS, roleColor } from './colors';
import { dashedSpan } from './dashedSpan';
import { textWidth } from './textWidth';

export interface BusPaintInput {
  bus: BusState;
  layout: BusLayout;
  t: number;
  speed: number;
  drops: { time: number; node: number; reason: number }[];
  /** Station under the mouse: its counters are shown in full. */
  hover?: number | null;
  /** Counter type size in px (larger in presenter mode). */
  fontPx?: number;
  /** Size of the dense bus's station labels in px; 0 = not dense (boxes with names inside). */
  labelPx?: number;
  /** Every station of a collision when known (collisionParties.ts); else the record's two are marked. */
  parties?: (c: BusCollision) => number[] | undefined;
}

/** The stations a collision flash marks: all of them when known, else the two its record names. */
export function collisionStations(c: BusCollision, parties?: BusPaintInput['parties']): number[] {
  return parties?.(c) ?? (c.peer === c.node ? [c.node] : [c.node, c.peer]);
}

/** The newest collision flash visible at time t (the one the picture is about), if any. */
export function visibleCollision(p: Pick<BusPaintInput, 'bus' | 't' | 'speed'>): BusCollision | undefined {
  const fade = Math.max(1, p.speed * FLASH_WALL_S);
  for (let k = p.bus.collisions.length - 1; k >= 0; k--) {
    const c = p.bus.collisions[k];
    const age = p.t - c.time;
    if (age >= 0 && age <= fade + c.duration) return c;
  }
  return undefined;
}

/** The modes (AFDP's multicast, broadcast, unicast) of the frames on the cable at time t, in DATA_MODES order. */
export function visibleModes(p: Pick<BusPaintInput, 'bus' | 'layout' | 't'>): DataMode[] {
  const on = new Set<DataMode>();
  for (const f of p.bus.frames) if (f.mode && f.t0 <= p.t && p.t < signalEnd(f, p.layout)) on.add(f.mode);
  return DATA_MODES.filter((m) => on.has(m));
}

const LANE_PX = 9;
const MAX_LANES = 6;
/** Wall seconds a collision flash stays visible. */
const FLASH_WALL_S = 1.2;

export function paintBus(ctx: Ctx2D, p: BusPaintInput): void {
  const { layout: L, t } = p;
  ctx.clearRect(0, 0, L.width, L.height);
  const visible = p.bus.frames.filter((f) => f.t0 <= t && t < signalEnd(f, L));
  for (const [k, f] of visible.entries()) paintFrame(ctx, f, L, t, k % MAX_LANES, visible.length);
  paintCollisions(ctx, p);
  paintCounters(ctx, p);
  paintFailed(ctx, p);
}

/** A failed station (a crash the scenario injects) is crossed out: it sends and hears nothing more. */
function paintFailed(ctx: Ctx2D, p: BusPaintInput): void {
  if (p.bus.failed.size === 0) return;
  const dense = (p.labelPx ?? 0) > 0;
  const hw = dense ? 10 : 24;
  const hh = dense ? 10 : 15;
  ctx.strokeStyle = canvasColors().muted; // the theme's secondary ink: legible in light and dark
  ctx.lineWidth = 3;
  ctx.lineCap = 'round';
  ctx.beginPath();
  for (const id of p.bus.failed) {
    const st = p.layout.stations.get(id);
    if (!st) continue;
    ctx.moveTo(st.x - hw, st.y - hh);
    ctx.lineTo(st.x + hw, st.y + hh);
    ctx.moveTo(st.x + hw, st.y - hh);
    ctx.lineTo(st.x - hw, st.y + hh);
  }
  ctx.stroke();
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
  const mode = f.mode ? MODE_STYLES[f.mode] : undefined;
  ctx.lineCap = 'butt';
  ctx.lineWidth = LANE_PX - 2;
  ctx.strokeStyle = f.collided ? COLLISION_COLOR : (mode?.color ?? roleColor(f.role));
  ctx.globalAlpha = f.collided ? 0.75 : 0.9;
  let left: number;
  let right: number;
  let innerL = st.x;
  let innerR = st.x;
  if (L.propagates) {
    const v = L.info.propagation_mps / 1e9; // m per ns
    const head = (t - f.t0) * v;
    const tail = t > f.end ? (t - f.end) * v : 0;
    left = L.xAt(st.pos_m - head);
    right = L.xAt(st.pos_m + head);
    innerL = L.xAt(st.pos_m - tail);
    innerR = L.xAt(st.pos_m + tail);
    left = Math.max(L.xAt(0), left);
    right = Math.min(L.xAt(L.info.length_m), right);
  } else {
    left = L.x0;
    right = L.x1; // instantaneous bus: every station hears the frame at once
  }
  const spans: [number, number][] = [];
  if (!L.propagates || t <= f.end) spans.push([left, right]);
  else {
    if (innerL > left) spans.push([left, innerL]);
    if (right > innerR) spans.push([innerR, right]);
  }
  const dash = mode?.dash ?? [];
  ctx.beginPath();
  for (const [a, b] of spans) dashedSpan(ctx, a, b, y, dash);
  ctx.stroke();
  // A resent datagram of a mode keeps the retransmission cue: a thin line along the middle.
  if (mode && f.role === 'retransmission' && !f.collided) {
    ctx.strokeStyle = ROLE_COLORS.retransmission;
    ctx.lineWidth = 2;
    ctx.beginPath();
    for (const [a, b] of spans) dashedSpan(ctx, a, b, y, []);
    ctx.stroke();
    ctx.strokeStyle = mode.color;
  }
  // The sender's stub glows while it transmits.
  if (t < f.end) {
    ctx.lineWidth = 5;
    ctx.beginPath();
    ctx.moveTo(st.x, st.y + (st.above ? 24 : -24));
    ctx.lineTo(st.x, L.busY);
    ctx.stroke();
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
    const marked = collisionStations(c, p.parties);
    for (const id of marked) {
      const st = p.layout.stations.get(id);
      if (!st) continue;
      burst(ctx, st.x, p.layout.busY, 14 + 10 * (1 - a));
    }
    // Until the medium has named the others, say how many the record counts beyond the two marked.
    if (c.stations > marked.length) {
      const st = p.layout.stations.get(c.peer) ?? p.layout.stations.get(c.node);
      if (st) {
        ctx.fillStyle = COLLISION_COLOR;
        ctx.font = `700 ${p.fontPx ?? 13}px ${FAMILY}`;
        ctx.textAlign = 'left';
        ctx.textBaseline = 'middle';
        ctx.fillText(say('bus.more', { n: c.stations - marked.length }), st.x + 18, p.layout.busY - 22);
      }
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

const FAMILY = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'DejaVu Sans', sans-serif";
const BACKOFF_COLOR = '#b58a00';
/** The caption line at the bottom of the view (SVG) that counters must stay above. */
const CAPTION_PX = 28;
/** The dense bus's summary line at the top of the view. */
const SUMMARY_PX = (px: number) => px + 12;

/** Under (or over) each station: collisions it was in (jams), its backoff countdown (● as in the legend). */
function paintCounters(ctx: Ctx2D, p: BusPaintInput): void {
  if ((p.labelPx ?? 0) > 0) {
    paintDenseCounters(ctx, p);
    return;
  }
  const compact = p.layout.stations.size > 12;
  const all = [...p.layout.stations.values()].map((st) => [st, counterLines(p, st.id, compact)] as const);
  // Counters of neighbours must not run into each other: where the widest does not fit a row's
  // spacing at this type size (20 stations in presenter mode), they are drawn as bars instead.
  const perRow = Math.max(1, Math.ceil(p.layout.stations.size / 2));
  const spacing = (p.layout.x1 - p.layout.x0) / perRow - 6;
  const px = p.fontPx ?? 12;
  const widest = Math.max(0, ...all.flatMap(([, lines]) => lines.map(([t]) => textWidth(t, px, 600))));
  if (widest > spacing) {
    paintDenseCounters(ctx, { ...p, labelPx: 0 });
    return;
  }
  const lineH = px + 3;
  ctx.font = `600 ${px}px ${FAMILY}`;
  ctx.textAlign = 'center';
  for (const [st, lines] of all) {
    if (lines.length === 0) continue;
    // Kept inside the view: lines over the top row stay below its edge, lines under the bottom
    // row end above the caption.
    const y0 = st.above
      ? Math.max(st.y - 38, px + 2 + (lines.length - 1) * lineH)
      : Math.min(st.y + 44, p.layout.height - CAPTION_PX - (lines.length - 1) * lineH);
    lines.forEach(([text, color], i) => {
      ctx.fillStyle = color;
      ctx.fillText(text, st.x, y0 + (st.above ? -i : i) * lineH);
    });
  }
}

function counterLines(p: BusPaintInput, id: number, compact: boolean): [string, string][] {
  const lines: [string, string][] = [];
  if (p.bus.failed.has(id)) lines.push([compact ? '✕' : `✕ ${say('bus.failed')}`, canvasColors().muted]);
  const jams = p.bus.jams.get(id) ?? 0;
  const bo = p.bus.backoffs.get(id);
  if (bo && bo.until > p.t) {
    lines.push([
      compact
        ? `●${formatTime(bo.until - p.t, 0)}`
        : say('bus.backoff', { slots: bo.slots, time: formatTime(bo.until - p.t, 0) }),
      BACKOFF_COLOR,
    ]);
  }
  if (jams > 0)
    lines.push([compact ? `✸${jams}` : `✸ ${say('bus.collisions', { count: jams, n: jams })}`, COLLISION_COLOR]);
  return lines;
}

/**
 * A crowded bus: each station's collisions as a bar pointing away from the cable (longest = the
 * station with most), numbers only where they fit (largest first), a dot in the station while it
 * backs off, one summary line, and everything about the station under the mouse in a callout.
 */
function paintDenseCounters(ctx: Ctx2D, p: BusPaintInput): void {
  const L = p.layout;
  const px = p.fontPx ?? 12;
  const lp = p.labelPx ?? 12;
  const stations = [...L.stations.values()];
  if (stations.length === 0) return;
  const top = stations.filter((s) => s.above);
  const bottom = stations.filter((s) => !s.above);
  const rowY = (row: typeof stations) => row[0]?.y;
  // Bars start beyond the label and leave room for a number at their tip.
  const aboveBase = rowY(top) !== undefined ? rowY(top)! - 13 - lp - 5 : 0;
  const belowBase = rowY(bottom) !== undefined ? rowY(bottom)! + 13 + lp + 6 : 0;
  const rooms = [
    ...(top.length ? [aboveBase - (px + 4) - SUMMARY_PX(px)] : []),
    ...(bottom.length ? [L.height - CAPTION_PX - (px + 4) - belowBase] : []),
  ];
  const barMax = Math.max(4, Math.min(26, ...rooms));
  const spacing = Math.min(...[top, bottom].filter((row) => row.length > 0).map((row) => (L.x1 - L.x0) / row.length));
  const barW = Math.max(2, Math.min(8, spacing * 0.45));
  let maxJ = 0;
  let busiest = '';
  let backingOff = 0;
  for (const st of stations) {
    const j = p.bus.jams.get(st.id) ?? 0;
    if (j > maxJ) {
      maxJ = j;
      busiest = st.name;
    }
  }
  const bar = (st: (typeof stations)[number]) => {
    const j = p.bus.jams.get(st.id) ?? 0;
    return j > 0 ? Math.max(2, (j / Math.max(1, maxJ)) * barMax) : 0;
  };
  ctx.fillStyle = COLLISION_COLOR;
  ctx.globalAlpha = 0.85;
  for (const st of stations) {
    const h = bar(st);
    if (h > 0) ctx.fillRect(st.x - barW / 2, st.above ? aboveBase - h : belowBase, barW, h);
  }
  ctx.globalAlpha = 1;
  // Backing off now: a filled dot inside the station's circle.
  ctx.fillStyle = BACKOFF_COLOR;
  for (const st of stations) {
    const bo = p.bus.backoffs.get(st.id);
    if (!bo || bo.until <= p.t) continue;
    backingOff++;
    // In the station's circle; a boxed station (its name inside) gets it on its stub instead.
    dot(ctx, st.x, lp > 0 ? st.y : st.y + (st.above ? 22 : -22), lp > 0 ? 5 : 6);
  }
  // Numbers at the bar tips, largest counts first, never touching each other.
  ctx.font = `600 ${px}px ${FAMILY}`;
  ctx.textAlign = 'center';
  ctx.fillStyle = COLLISION_COLOR;
  for (const row of [top, bottom]) {
    const placed: [number, number][] = [];
    const byCount = row
      .filter((st) => (p.bus.jams.get(st.id) ?? 0) > 0)
      .sort((a, b) => (p.bus.jams.get(b.id) ?? 0) - (p.bus.jams.get(a.id) ?? 0));
    for (const st of byCount) {
      const text = String(p.bus.jams.get(st.id));
      const half = textWidth(text, px, 600) / 2 + 3;
      if (placed.some(([a, b]) => st.x - half < b && a < st.x + half)) continue;
      placed.push([st.x - half, st.x + half]);
      const h = bar(st);
      ctx.fillText(text, st.x, st.above ? aboveBase - h - 3 : belowBase + h + px);
    }
  }
  // One summary line along the top (the caption is at the bottom).
  ctx.textAlign = 'left';
  ctx.fillStyle = canvasColors().ink;
  const base = `✸ ${say('bus.collisions', { count: p.bus.collisionCount, n: count(p.bus.collisionCount) })}${busiest ? say('bus.most', { name: busiest, n: maxJ }) : ''} · ● ${say('bus.backingOff', { n: backingOff })}`;
  const room = L.width - (L.x0 - 20) - 8;
  const summary =
    [`${base}${say('bus.hoverStation')}`, `${base}${say('bus.hoverMore')}`, base].find(
      (line) => textWidth(line, px, 600) <= room,
    ) ?? base;
  ctx.fillText(summary, L.x0 - 20, px + 6);
  paintHoverCallout(ctx, p, px);
}

function dot(ctx: Ctx2D, x: number, y: number, r: number): void {
  // Ctx2D has no arc: a zero-length line with round caps is a filled circle.
  ctx.lineCap = 'round';
  ctx.lineWidth = 2 * r;
  ctx.strokeStyle = ctx.fillStyle;
  ctx.beginPath();
  ctx.moveTo(x, y);
  ctx.lineTo(x + 0.01, y);
  ctx.stroke();
  ctx.lineCap = 'butt';
}

/** Everything about the station under the mouse, in a box beside it on the cable's side. */
function paintHoverCallout(ctx: Ctx2D, p: BusPaintInput, px: number): void {
  if (p.hover === null || p.hover === undefined) return;
  const st = p.layout.stations.get(p.hover);
  if (!st) return;
  const { ink, panel } = canvasColors();
  const kind = say(`topology.kinds.${st.kind}` as 'topology.kinds.host', { defaultValue: st.kind });
  const lines: [string, string][] = [[`${st.name} (${kind})`, ink]];
  lines.push(...counterLines(p, st.id, false));
  if (lines.length === 1) lines.push([say('bus.noCollisions'), ink]);
  const lineH = px + 5;
  const w = Math.max(...lines.map(([t], i) => textWidth(t, px, i === 0 ? 700 : 600))) + 16;
  const h = lines.length * lineH + 8;
  const x = Math.max(4, Math.min(p.layout.width - w - 4, st.x - w / 2));
  const y = st.above ? st.y + 16 : st.y - 16 - h;
  ctx.globalAlpha = 1;
  ctx.fillStyle = ink;
  ctx.fillRect(x - 1.5, y - 1.5, w + 3, h + 3);
  ctx.fillStyle = panel;
  ctx.fillRect(x, y, w, h);
  ctx.textAlign = 'left';
  lines.forEach(([text, color], i) => {
    ctx.font = `${i === 0 ? 700 : 600} ${px}px ${FAMILY}`;
    ctx.fillStyle = color;
    ctx.fillText(text, x + 8, y + 4 + (i + 1) * lineH - 5);
  });
}
