// Topology lookups and screen layout shared by the SVG view, the packet canvas and the scene.
// Node x,y are layout hints in [0,1]; they are scaled into the view with a margin for labels.
import type { Topology, TopologyLink, TopologyNode } from '../engine/protocol';

export interface Point {
  x: number;
  y: number;
}

export class TopologyIndex {
  readonly nodes = new Map<number, TopologyNode>();
  readonly links = new Map<number, TopologyLink>();

  constructor(readonly topology: Topology) {
    for (const n of topology.nodes) this.nodes.set(n.id, n);
    for (const l of topology.links) this.links.set(l.id, l);
  }

  /** The far end of a link as seen from `node`, or undefined if node is not on it. */
  otherEnd(linkId: number, node: number): number | undefined {
    const l = this.links.get(linkId);
    if (!l) return undefined;
    if (l.a === node) return l.b;
    if (l.b === node) return l.a;
    return undefined;
  }
}

export interface Layout {
  width: number;
  height: number;
  pos: Map<number, Point>;
}

/**
 * Pixel positions for every node in a width x height view. The hints' bounding box is scaled
 * uniformly (so a ring stays round) to fill the view, and centred.
 */
export function layoutTopology(topology: Topology, width: number, height: number, margin = 70): Layout {
  const pos = new Map<number, Point>();
  let hints = topology.nodes.map((n) => ({ x: finite01(n.x), y: finite01(n.y) }));
  // Without usable hints (nodes on one spot) fall back to a circle so nothing overlaps.
  const distinct = new Set(hints.map((h) => `${h.x},${h.y}`)).size;
  if (topology.nodes.length > 1 && distinct < topology.nodes.length) {
    hints = topology.nodes.map((_, i) => {
      const angle = (2 * Math.PI * i) / topology.nodes.length - Math.PI / 2;
      return { x: 0.5 + 0.5 * Math.cos(angle), y: 0.5 + 0.5 * Math.sin(angle) };
    });
  }
  const xs = hints.map((h) => h.x);
  const ys = hints.map((h) => h.y);
  const [x0, x1] = [Math.min(...xs), Math.max(...xs)];
  const [y0, y1] = [Math.min(...ys), Math.max(...ys)];
  const w = Math.max(1, width - 2 * margin);
  const h = Math.max(1, height - 2 * margin);
  // A flat box (all nodes in a row) must not blow up the scale: give each side at least MIN_SPAN.
  const scale = Math.min(w / Math.max(x1 - x0, MIN_SPAN), h / Math.max(y1 - y0, MIN_SPAN));
  const cx = (x0 + x1) / 2;
  const cy = (y0 + y1) / 2;
  topology.nodes.forEach((n, i) => {
    pos.set(n.id, { x: width / 2 + (hints[i].x - cx) * scale, y: height / 2 + (hints[i].y - cy) * scale });
  });
  return { width, height, pos };
}

const MIN_SPAN = 0.25;

function finite01(v: number): number {
  return Number.isFinite(v) ? Math.max(0, Math.min(1, v)) : 0.5;
}

/** Point at fraction f from a to b, shifted sideways by `offset` px (duplex directions side by side). */
export function alongLink(a: Point, b: Point, f: number, offset = 0): Point {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const len = Math.hypot(dx, dy) || 1;
  return { x: a.x + dx * f - (dy / len) * offset, y: a.y + dy * f + (dx / len) * offset };
}
