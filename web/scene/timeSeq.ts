// The points of a time-sequence diagram (web/charts/timeseq.ts) for each TCP flow, collected from
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

/**
 * Appends the batch's records to the diagram of their flow (the record's peer), creating a flow's
 * diagram when its first record arrives; true if any point was added. One pass serves every flow,
 * so the chart can switch flows without re-reading the records.
 */
export function collectTimeSeqs(flows: Map<number, TimeSeq>, batch: RecordBatch, ids: TimeSeqKinds): boolean {
  if (ids.tcpData === undefined) return false;
  let added = false;
  for (let i = 0; i < batch.count; i++) {
    const k = batch.kind(i);
    let kind: number;
    if (k === ids.tcpData) kind = SEG_DATA;
    else if (k === ids.tcpRetransmit) kind = SEG_RETX;
    else if (k === ids.tcpAckIn) kind = SEG_ACK;
    else if (k === ids.tcpDupAck) kind = SEG_DUPACK;
    else continue;
    const flow = batch.peer(i);
    let ts = flows.get(flow);
    if (!ts) {
      ts = emptyTimeSeq();
      flows.set(flow, ts);
    }
    ts.t.push(batch.time(i));
    ts.y.push(batch.a(i));
    ts.len.push(kind <= SEG_RETX ? batch.size(i) : 0);
    ts.kind.push(kind);
    added = true;
  }
  return added;
}
