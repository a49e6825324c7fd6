// Topology lookups and screen layout shared by the SVG view, the packet canvas and the scene.
// Node x,y are layout hints in [0,1]; they are scaled into the view with a margin for labels.
import type { Topology, TopologyLink, TopologyNode } from '../engine/protocol';

export interface Point { x: number; y: number }

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

/** Pixel positions for every node in a width x height view. */
export function layoutTopology(topology: Topology, width: number, height: number, margin = 70): Layout {
  const pos = new Map<number, Point>();
  const hints = topology.nodes.map((n) => ({ x: finite01(n.x), y: finite01(n.y) }));
  // Without usable hints (all nodes on one spot) fall back to a circle so nothing overlaps.
  const distinct = new Set(hints.map((h) => `${h.x},${h.y}`)).size;
  const useCircle = topology.nodes.length > 1 && distinct < topology.nodes.length;
  const w = Math.max(1, width - 2 * margin);
  const h = Math.max(1, height - 2 * margin);
  topology.nodes.forEach((n, i) => {
    let { x, y } = hints[i];
    if (useCircle) {
      const angle = (2 * Math.PI * i) / topology.nodes.length - Math.PI / 2;
      x = 0.5 + 0.5 * Math.cos(angle);
      y = 0.5 + 0.5 * Math.sin(angle);
    }
    pos.set(n.id, { x: margin + x * w, y: margin + y * h });
  });
  return { width, height, pos };
}

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
