// Core trace kind numbers fixed by the engine contract. Only the numbers live here: names and log
// text always come from the engine (traceKinds(), describe()), so protocol kinds (>= 100) and
// wording changes need no front-end edit.

export const Kind = {
  TX_START: 1, // node = sender, peer = link id, a = transmission duration (ns)
  TX_END: 2,
  ARRIVAL: 3, // node = receiver, peer = link id
  DROP: 4, // reason = DropReason, node = where, peer = link id or NONE
  ENQUEUE: 5, // a = queue length after
  APP_SEND: 6,
  APP_RECV: 7, // a = one-way delay (ns)
  TIMER_SET: 8,
  TIMER_FIRE: 9,
  TIMER_CANCEL: 10,
} as const;

export const DropReason = {
  LOSS: 1,
  QUEUE_OVERFLOW: 2,
  COLLISION: 3,
  RETRY_LIMIT: 4,
  TTL: 5,
  NO_ROUTE: 6,
  MAC_ERROR: 7,
} as const;

/** The role a record of a kind gives the packet it names (engine: core/trace_kinds.h PacketRole). */
export type PacketRole = 'none' | 'data' | 'retransmission' | 'ack' | 'nak' | 'poll' | 'response' | 'control';

/** Record fields a kind uses, with their meaning in plain words ("message", "latency ns"). */
export interface TraceFieldMeanings {
  peer?: string;
  packet?: string;
  seq?: string;
  size?: string;
  a?: string;
  reason?: string;
}

/** One trace kind as the engine declares it (engine.traceKinds()). */
export interface TraceKindInfo {
  kind: number;
  /** Stable identifier ("collision", "timeout"). */
  name: string;
  category: string;
  role: PacketRole;
  fields: TraceFieldMeanings;
  /** True when the engine can say why an event of this kind happened. */
  explains: boolean;
}
export interface MetricInfo {
  name: string;
  unit: string;
  help: string;
}
