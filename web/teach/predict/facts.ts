// The run's facts a grade reads, taken from the scene store's history (every record the engine
// sent, binary, kept up to HISTORY_MAX_RECORDS) and an entity's inspect JSON.
import type { SceneStore } from '../../scene/store';
import type { EventFact } from './grade';

/** Records of the named kinds with fromNs < time <= toNs, in order, with their log line when known. */
export function historyEvents(
  store: SceneStore,
  kinds: readonly string[],
  fromNs: number,
  toNs: number,
  node?: string,
): EventFact[] {
  const numbers = new Map<number, string>();
  for (const k of store.kinds.values()) if (kinds.includes(k.name)) numbers.set(k.kind, k.name);
  const out: EventFact[] = [];
  if (numbers.size === 0) return out;
  let nodeId: number | undefined;
  if (node !== undefined) {
    nodeId = [...store.topo.nodes.values()].find((n) => n.name === node)?.id;
    if (nodeId === undefined) return out;
  }
  const h = store.history;
  for (let p = h.after(fromNs); h.valid(p); p = h.next(p)) {
    const chunk = h.chunks[p.c];
    const time = chunk.batch.time(p.i);
    if (time > toNs) break;
    const name = numbers.get(chunk.batch.kind(p.i));
    if (name !== undefined && (nodeId === undefined || chunk.batch.node(p.i) === nodeId))
      out.push({ kind: name, time, index: h.index(p), line: chunk.lines.get(p.i) });
  }
  return out;
}

/** A number at a dotted path ("link.queue_bytes", "timers.0.deadline_ns") of inspect JSON; booleans as 1/0. */
export function fieldOf(state: unknown, path: string): number | undefined {
  let v: unknown = state;
  for (const part of path.split('.')) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<string, unknown>)[part];
  }
  if (typeof v === 'boolean') return v ? 1 : 0;
  return typeof v === 'number' && Number.isFinite(v) ? v : undefined;
}
