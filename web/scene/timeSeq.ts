// The points of a time-sequence diagram (web/charts/timeseq.ts) for one TCP flow, collected from
// its sender's trace records as batches arrive: segments sent (first byte, length), retransmissions,
// cumulative ACKs received and duplicate ACKs.
import type { RecordBatch } from '../engine/records';

export const SEG_DATA = 0;
export const SEG_RETX = 1;
export const SEG_ACK = 2;
export const SEG_DUPACK = 3;

/** The points of one flow, in time order: t (ns), y (first byte or ack number), len (bytes), kind. */
export interface TimeSeq {
  t: number[];
  y: number[];
  len: number[];
  kind: number[];
}

export const emptyTimeSeq = (): TimeSeq => ({ t: [], y: [], len: [], kind: [] });

export interface TimeSeqKinds {
  tcpData?: number;
  tcpRetransmit?: number;
  tcpAckIn?: number;
  tcpDupAck?: number;
}

/** Appends the batch's records of flow `flow` (the record's peer) to `ts`; true if any. */
export function collectTimeSeq(ts: TimeSeq, batch: RecordBatch, ids: TimeSeqKinds, flow = 0): boolean {
  if (ids.tcpData === undefined) return false;
  const before = ts.t.length;
  for (let i = 0; i < batch.count; i++) {
    const k = batch.kind(i);
    let kind: number;
    if (k === ids.tcpData) kind = SEG_DATA;
    else if (k === ids.tcpRetransmit) kind = SEG_RETX;
    else if (k === ids.tcpAckIn) kind = SEG_ACK;
    else if (k === ids.tcpDupAck) kind = SEG_DUPACK;
    else continue;
    if (batch.peer(i) !== flow) continue;
    ts.t.push(batch.time(i));
    ts.y.push(batch.a(i));
    ts.len.push(kind <= SEG_RETX ? batch.size(i) : 0);
    ts.kind.push(kind);
  }
  return ts.t.length > before;
}
