// Members models add to topology(): the multicast tree (polling model) and roles of nodes. The
// tree may come as link ids, as {a, b} node pairs, or as `tree: true` on links; all are accepted.
import type { Topology } from '../engine/protocol';

/** Link ids on the multicast tree (empty when the model has none). */
export function treeLinks(t: Topology): Set<number> {
  const out = new Set<number>();
  const pairs = new Map<string, number>();
  for (const l of t.links) {
    pairs.set(`${l.a}:${l.b}`, l.id);
    pairs.set(`${l.b}:${l.a}`, l.id);
    if ((l as unknown as Record<string, unknown>).tree === true) out.add(l.id);
  }
  const raw = (t.tree ??
    (typeof t.multicast === 'object' && t.multicast !== null
      ? (t.multicast as Record<string, unknown>).tree
      : undefined)) as unknown;
  const list: unknown[] = Array.isArray(raw)
    ? [...raw]
    : typeof raw === 'object' && raw !== null && Array.isArray((raw as Record<string, unknown>).links)
      ? (raw as { links: unknown[] }).links
      : typeof raw === 'object' && raw !== null && Array.isArray((raw as Record<string, unknown>).edges)
        ? (raw as { edges: unknown[] }).edges
        : [];
  // Polling model: groups[].edges = [parent, child, link].
  const groups = Array.isArray(t.groups) ? (t.groups as unknown[]) : [];
  for (const g of groups) {
    const edges = typeof g === 'object' && g !== null ? (g as Record<string, unknown>).edges : undefined;
    if (Array.isArray(edges)) list.push(...edges.map((e) => (Array.isArray(e) && typeof e[2] === 'number' ? e[2] : e)));
  }
  for (const e of list) {
    if (typeof e === 'number') out.add(e);
    else if (Array.isArray(e) && e.length >= 2) {
      const id = pairs.get(`${e[0]}:${e[1]}`);
      if (id !== undefined) out.add(id);
    } else if (typeof e === 'object' && e !== null) {
      const o = e as Record<string, unknown>;
      if (typeof o.link === 'number') out.add(o.link);
      else if (typeof o.id === 'number' && o.a === undefined) out.add(o.id);
      else {
        const id = pairs.get(`${String(o.a ?? o.from ?? o.parent)}:${String(o.b ?? o.to ?? o.child)}`);
        if (id !== undefined) out.add(id);
      }
    }
  }
  return out;
}

/** Nodes worth a label even when zoomed out on a large graph: the sender / source. */
export function isProminent(node: { kind: string; role?: unknown }): boolean {
  return /sender|source/i.test(`${node.kind} ${typeof node.role === 'string' ? node.role : ''}`);
}
