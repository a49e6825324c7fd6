// Where things go in the Ethernet bus view: the bus as a horizontal line, stations along it at
// their position (alternately above and below), and a metres-to-pixels map for propagation.
import type { Topology } from '../engine/protocol';

export interface BusInfo {
  variant: string;
  length_m: number;
  propagation_mps: number;
  bitRate: number;
  slot_bits: number;
}
export interface BusStation {
  id: number;
  name: string;
  kind: string;
  x: number;
  y: number;
  above: boolean;
  pos_m: number;
}
/** One cable of an internetwork (AFDP's segments joined by routers), in pixels. */
export interface BusSegment {
  name: string;
  x0: number;
  x1: number;
}
export interface BusLayout {
  /** The cables when the model has several segments (topology "segments"); empty: one bus. */
  segments: BusSegment[];
  width: number;
  height: number;
  busY: number;
  x0: number;
  x1: number;
  stations: Map<number, BusStation>;
  info: BusInfo;
  /** Pixel x of a point `m` metres along the bus. */
  xAt(m: number): number;
  /** True when signals take visible time to travel (802.3); false = the thesis's instantaneous bus. */
  propagates: boolean;
}

const MARGIN_X = 60;

export function readBusInfo(t: Topology): BusInfo {
  const b = (typeof t.bus === 'object' && t.bus !== null ? t.bus : {}) as Record<string, unknown>;
  const n = (k: string, d: number) => (typeof b[k] === 'number' ? (b[k] as number) : d);
  return {
    variant: typeof b.variant === 'string' ? b.variant : 'thesis',
    length_m: n('length_m', 0),
    propagation_mps: n('propagation_mps', 0),
    bitRate: n('bitRate', 1e7),
    slot_bits: n('slot_bits', 512),
  };
}

export function layoutBus(t: Topology, width: number, height: number): BusLayout {
  const info = readBusInfo(t);
  const busY = Math.round(height * 0.5);
  const x0 = MARGIN_X;
  const x1 = Math.max(x0 + 1, width - MARGIN_X);
  const xs = t.nodes.map((n) => (Number.isFinite(n.x) ? n.x : 0.5));
  const lo = Math.min(...xs, 0.05);
  const hi = Math.max(...xs, 0.95);
  const stations = new Map<number, BusStation>();
  // Leaves room beyond the stations for their counters; a crowded bus (dots, counters as bars
  // and a summary line) needs more of it and gains nothing from long stubs.
  const arm = t.nodes.length > 24 ? Math.min(80, height * 0.2) : Math.min(110, height * 0.27);
  t.nodes.forEach((n, i) => {
    const f = (xs[i] - lo) / Math.max(1e-9, hi - lo);
    const above = Number.isFinite(n.y) ? n.y < 0.5 : i % 2 === 0;
    const pos =
      typeof (n as unknown as Record<string, unknown>).position_m === 'number'
        ? (n as unknown as { position_m: number }).position_m
        : f * info.length_m;
    stations.set(n.id, {
      id: n.id,
      name: n.name,
      kind: n.kind,
      x: x0 + f * (x1 - x0),
      y: busY + (above ? -arm : arm),
      above,
      pos_m: pos,
    });
  });
  const positions = [...stations.values()].map((s) => s.pos_m);
  const m0 = Math.min(...positions, 0);
  const m1 = Math.max(...positions, info.length_m);
  const firstX = Math.min(...[...stations.values()].map((s) => s.x), x0);
  const lastX = Math.max(...[...stations.values()].map((s) => s.x), x1);
  const xAt = (m: number) => (m1 > m0 ? firstX + ((m - m0) / (m1 - m0)) * (lastX - firstX) : (x0 + x1) / 2);
  const px = (x: number) => x0 + ((x - lo) / Math.max(1e-9, hi - lo)) * (x1 - x0);
  const segments: BusSegment[] = Array.isArray(t.segments)
    ? (t.segments as { name?: unknown; x0?: unknown; x1?: unknown }[]).map((sg) => ({
        name: typeof sg.name === 'string' ? sg.name : '',
        x0: px(typeof sg.x0 === 'number' ? sg.x0 : lo),
        x1: px(typeof sg.x1 === 'number' ? sg.x1 : hi),
      }))
    : [];
  return {
    segments,
    width,
    height,
    busY,
    x0,
    x1,
    stations,
    info,
    xAt,
    propagates: info.propagation_mps > 0 && info.length_m > 0,
  };
}

/**
 * Which stations keep a visible label when a row is too tight for all of them: per row (above /
 * below the bus), in x order, the stations in `keep` (the sender) first, then every k-th station
 * (k from the widest label over the row's spacing), then the row's last one, each only if its
 * label does not touch a label already placed. `width` is a label's width in px.
 */
export function labelledStations(
  stations: Iterable<BusStation>,
  width: (s: BusStation) => number,
  keep: ReadonlySet<number>,
  gap = 8,
): Set<number> {
  const rows = new Map<boolean, BusStation[]>();
  for (const s of stations) {
    const r = rows.get(s.above) ?? [];
    r.push(s);
    rows.set(s.above, r);
  }
  const out = new Set<number>();
  for (const row of rows.values()) {
    row.sort((a, b) => a.x - b.x);
    const spacing = row.length > 1 ? (row[row.length - 1].x - row[0].x) / (row.length - 1) : Infinity;
    const widest = Math.max(...row.map(width));
    const k = Math.max(1, Math.ceil((widest + gap) / spacing));
    const order = [...row.filter((s) => keep.has(s.id)), ...row.filter((_, i) => i % k === 0), row[row.length - 1]];
    const placed: [number, number][] = [];
    for (const s of order) {
      if (out.has(s.id)) continue;
      const half = width(s) / 2 + gap / 2;
      if (placed.some(([a, b]) => s.x - half < b && a < s.x + half)) continue;
      placed.push([s.x - half, s.x + half]);
      out.add(s.id);
    }
  }
  return out;
}
