// Trace kinds the views draw specially (the Ethernet bus, the latency chart), looked up by their
// stable names: the engine owns the numbers (engine/core/trace_kinds.h), so a renumbering needs no
// front-end change, and tests/wasm/names.test.ts checks these names are still declared.
import type { TraceKindInfo } from '../engine/kinds';

export const KIND_NAMES = {
  frameStart: 'frame-start',
  frameEnd: 'frame-end',
  collision: 'collision',
  backoff: 'backoff',
  discard: 'mac-discard',
  /** A station stops working (a literature protocol's crash, seed 001 §2.8-2.9): the bus marks it failed. */
  stationFailed: 'lit-crash',
  /** A multicast message every receiver has (a = its latency, ns): the latency chart's samples. */
  messageDone: 'message-done',
  /** A TCP sender's segments and the ACKs it receives: the time-sequence diagram's points. */
  tcpData: 'tcp-data',
  tcpRetransmit: 'tcp-retransmit',
  tcpAckIn: 'tcp-ack-in',
  tcpDupAck: 'tcp-dupack',
  /** AFDP's datagrams, new and resent (reason = the mode): the bus draws each mode apart (dataModes.ts). */
  afdpData: 'afdp-data',
  afdpRetransmit: 'afdp-retransmit',
} as const;

export type KindIds = { -readonly [K in keyof typeof KIND_NAMES]?: number };

export function kindIds(kinds: Iterable<TraceKindInfo>): KindIds {
  const byName = new Map<string, number>();
  for (const k of kinds) byName.set(k.name, k.kind);
  const out: KindIds = {};
  for (const [id, name] of Object.entries(KIND_NAMES) as [keyof typeof KIND_NAMES, string][])
    out[id] = byName.get(name);
  return out;
}
