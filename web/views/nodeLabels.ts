// Labels for the nodes of a small routed graph (a star, a dumbbell), laid out so none collide
// (placeLabels): names outside the node glyph, away from the centre, turned or pushed out where
// neighbours crowd. If full names ("R16 (H16)") cannot all be placed cleanly, the short form
// ("R16") is used for every node; the full name stays in the node's tooltip.

import type { Topology, TopologyNode } from '../engine/protocol';
import { t } from '../i18n/i18n';
import { type Box, type LabelRequest, placeLabels } from '../scene/labelLayout';
import type { Layout, Point } from '../scene/topology';
import { NODE_RADIUS } from './paintPackets';
import { textWidth } from './textWidth';

export interface LabelLine {
  text: string;
  px: number;
  weight: number;
  kind: boolean;
}
export interface NodeLabel {
  cx: number;
  cy: number;
  w: number;
  h: number;
  lines: LabelLine[];
  /** A thin line from the node's edge to its label, when the label had to move away from it. */
  leader?: { x1: number; y1: number; x2: number; y2: number };
}

/** Names this short fit inside the node glyph. */
export const NAME_INSIDE_CHARS = 3;
const LINE = 1.2;

export function shortName(name: string): string {
  const s = name.replace(/\s*\(.*\)\s*$/, '');
  return s.length > 0 ? s : name;
}

/** `view` is the whole drawing area (labels may use it all); `avoid` are boxes kept free (the implosion meter). */
export function nodeLabels(
  topology: Topology,
  layout: Layout,
  center: Point,
  presenting: boolean,
  view: { width: number; height: number } = layout,
  avoid: readonly Box[] = [],
): Map<number, NodeLabel> {
  const namePx = presenting ? 17 : 14;
  const kindPx = 12;
  // The kind under every name is clutter on a crowded graph and on a projector; kept where it says
  // something (a router among hosts) on a small one.
  const showKind = (n: TopologyNode) => !presenting && (topology.nodes.length <= 8 || n.kind !== 'host');
  const build = (short: boolean) => {
    const reqs: (LabelRequest & { lines: LabelLine[] })[] = [];
    for (const n of topology.nodes) {
      const p = layout.pos.get(n.id);
      if (!p) continue;
      const name = short ? shortName(n.name) : n.name;
      const lines: LabelLine[] = [
        ...(n.name.length <= NAME_INSIDE_CHARS ? [] : [{ text: name, px: namePx, weight: 700, kind: false }]),
        ...(showKind(n)
          ? [
              {
                text: t(`topology.kinds.${n.kind}` as 'topology.kinds.host', { defaultValue: n.kind }),
                px: kindPx,
                weight: 400,
                kind: true,
              },
            ]
          : []),
      ];
      if (lines.length === 0) continue;
      let ux = p.x - center.x;
      let uy = p.y - center.y;
      const len = Math.hypot(ux, uy);
      if (len < 1) {
        ux = 0;
        uy = 1;
      } else {
        ux /= len;
        uy /= len;
      }
      const w = Math.max(...lines.map((l) => textWidth(l.text, l.px, l.weight)));
      const h = lines.reduce((s, l) => s + l.px * LINE, 0);
      reqs.push({ id: n.id, x: p.x, y: p.y, r: NODE_RADIUS + 2, w, h, ux, uy, lines });
    }
    const placed = placeLabels(reqs, { x0: 2, y0: 2, x1: view.width - 2, y1: view.height - 2 }, avoid);
    const out = new Map<number, NodeLabel>();
    let clashes = 0;
    for (const q of reqs) {
      const pl = placed.get(q.id);
      if (!pl) continue;
      if (pl.clash) clashes++;
      const p = layout.pos.get(q.id)!;
      const nx = Math.max(pl.box.x0, Math.min(p.x, pl.box.x1)) - p.x;
      const ny = Math.max(pl.box.y0, Math.min(p.y, pl.box.y1)) - p.y;
      const d = Math.hypot(nx, ny);
      const leader = d > q.r + 10 ? { x1: (nx / d) * q.r, y1: (ny / d) * q.r, x2: nx, y2: ny } : undefined;
      out.set(q.id, { cx: pl.cx - p.x, cy: pl.cy - p.y, w: q.w, h: q.h, lines: q.lines, leader });
    }
    return { out, clashes };
  };
  const full = build(false);
  if (full.clashes === 0) return full.out;
  const short = build(true);
  return short.clashes < full.clashes ? short.out : full.out;
}
