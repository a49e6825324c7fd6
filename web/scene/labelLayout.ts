// Places node labels so they do not collide: each label is tried beside its node in the preferred
// direction (away from the graph's centre), then turned a little either way, then pushed further
// out, and takes the first spot that touches no node and no label placed before it (and stays in
// the view). A label with no free spot takes the one that overlaps least and is marked `clash`.
export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}
export interface LabelRequest {
  id: number;
  /** Node centre and radius (px). */
  x: number;
  y: number;
  r: number;
  /** Label size (px). */
  w: number;
  h: number;
  /** Preferred direction from the node (unit vector). */
  ux: number;
  uy: number;
}
export interface LabelPlacement {
  id: number;
  cx: number;
  cy: number;
  box: Box;
  clash: boolean;
}

const TURNS_DEG = [0, 15, -15, 30, -30, 45, -45, 60, -60, 90, -90];
const LEVELS = [0, 1, 2, 3];

/** Labels keep this much space between each other (px). */
const PAD = 3;

export function placeLabels(
  reqs: readonly LabelRequest[],
  bounds: Box,
  obstacles: readonly Box[] = [],
  gap = 6,
): Map<number, LabelPlacement> {
  const discs = reqs.map((q) => ({ x: q.x, y: q.y, r: q.r }));
  const placed: Box[] = obstacles.map((b) => ({ x0: b.x0 - PAD, y0: b.y0 - PAD, x1: b.x1 + PAD, y1: b.y1 + PAD }));
  const out = new Map<number, LabelPlacement>();
  const candidates = LEVELS.flatMap((level) =>
    TURNS_DEG.map((deg) => ({ level, rad: (deg * Math.PI) / 180, cost: Math.abs(deg) / 15 + level * 2 })),
  ).sort((a, b) => a.cost - b.cost);
  for (const q of reqs) {
    let best: { box: Box; cx: number; cy: number; bad: number } | null = null;
    for (const c of candidates) {
      const cos = Math.cos(c.rad);
      const sin = Math.sin(c.rad);
      const ux = q.ux * cos - q.uy * sin;
      const uy = q.ux * sin + q.uy * cos;
      const d = q.r + gap + c.level * (q.h + 2);
      // The box touches the point at distance d: shifted by half its size along the direction.
      const cx = q.x + ux * d + (ux * q.w) / 2;
      const cy = q.y + uy * d + (uy * q.h) / 2;
      const box = { x0: cx - q.w / 2, y0: cy - q.h / 2, x1: cx + q.w / 2, y1: cy + q.h / 2 };
      let bad = 0;
      if (box.x0 < bounds.x0 || box.y0 < bounds.y0 || box.x1 > bounds.x1 || box.y1 > bounds.y1)
        bad += 1000 + outside(box, bounds);
      for (const p of placed) bad += area(box, p);
      for (const k of discs) if (boxHitsDisc(box, k)) bad += 50;
      if (bad === 0) {
        best = { box, cx, cy, bad };
        break;
      }
      if (!best || bad < best.bad) best = { box, cx, cy, bad };
    }
    if (!best) continue;
    placed.push({ x0: best.box.x0 - PAD, y0: best.box.y0 - PAD, x1: best.box.x1 + PAD, y1: best.box.y1 + PAD });
    out.set(q.id, { id: q.id, cx: best.cx, cy: best.cy, box: best.box, clash: best.bad > 0 });
  }
  return out;
}

function area(a: Box, b: Box): number {
  const w = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
  const h = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
  return w > 0 && h > 0 ? w * h : 0;
}

function outside(a: Box, b: Box): number {
  return Math.max(0, b.x0 - a.x0) + Math.max(0, a.x1 - b.x1) + Math.max(0, b.y0 - a.y0) + Math.max(0, a.y1 - b.y1);
}

function boxHitsDisc(b: Box, d: { x: number; y: number; r: number }): boolean {
  const nx = Math.max(b.x0, Math.min(d.x, b.x1));
  const ny = Math.max(b.y0, Math.min(d.y, b.y1));
  return Math.hypot(nx - d.x, ny - d.y) < d.r + 1;
}

/**
 * Which labels to show on a crowded picture: in the given order (most important first), each
 * label that touches none shown before it. Boxes in screen px; a grid keeps it fast for hundreds.
 */
export function thinLabels(items: readonly (Box & { id: number })[], cell = 64): Set<number> {
  const grid = new Map<string, Box[]>();
  const out = new Set<number>();
  for (const it of items) {
    const gx0 = Math.floor(it.x0 / cell),
      gx1 = Math.floor(it.x1 / cell);
    const gy0 = Math.floor(it.y0 / cell),
      gy1 = Math.floor(it.y1 / cell);
    let free = true;
    for (let gx = gx0; gx <= gx1 && free; gx++) {
      for (let gy = gy0; gy <= gy1 && free; gy++) {
        for (const b of grid.get(`${gx},${gy}`) ?? [])
          if (area(it, b) > 0) {
            free = false;
            break;
          }
      }
    }
    if (!free) continue;
    out.add(it.id);
    const padded = { x0: it.x0 - PAD, y0: it.y0 - PAD, x1: it.x1 + PAD, y1: it.y1 + PAD };
    for (let gx = Math.floor(padded.x0 / cell); gx <= Math.floor(padded.x1 / cell); gx++) {
      for (let gy = Math.floor(padded.y0 / cell); gy <= Math.floor(padded.y1 / cell); gy++) {
        const k = `${gx},${gy}`;
        const list = grid.get(k);
        if (list) list.push(padded);
        else grid.set(k, [padded]);
      }
    }
  }
  return out;
}
