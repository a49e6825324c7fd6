// Trace kind numbers looked up by name, for the kinds the views draw specially (the Ethernet bus).
// Models own their numbers; only names are assumed, so a renumbering needs no front-end change.
import type { TraceKindInfo } from '../engine/kinds';

export interface KindIds {
  frameStart?: number;
  frameEnd?: number;
  collision?: number;
  backoff?: number;
  discard?: number;
  /** A multicast message every receiver has (a = its latency, ns): the latency chart's samples. */
  messageDone?: number;
}

export function kindIds(kinds: Iterable<TraceKindInfo>): KindIds {
  const byName = new Map<string, number>();
  for (const k of kinds) byName.set(k.name, k.kind);
  return {
    frameStart: byName.get('frame-start'),
    frameEnd: byName.get('frame-end'),
    collision: byName.get('collision'),
    backoff: byName.get('backoff'),
    discard: byName.get('mac-discard'),
    messageDone: byName.get('message-done'),
  };
}
