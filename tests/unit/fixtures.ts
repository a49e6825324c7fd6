// Hand-made engine replies for front-end unit tests (no wasm involved).
import type { BatchReply, LoadReply, Topology } from '../../web/engine/protocol';
import { encodeRecords, NONE, RECORD_BYTES, type TraceRecord } from '../../web/engine/records';

/** Two hosts on one 10 Mb/s link with 1 ms propagation delay. */
export const TWO_HOSTS: Topology = {
  nodes: [
    { id: 0, name: 'A', kind: 'host', x: 0.1, y: 0.5 },
    { id: 1, name: 'B', kind: 'host', x: 0.9, y: 0.5 },
  ],
  links: [{ id: 0, a: 0, b: 1, bandwidth: 10e6, delay: 1_000_000, loss: 0, queue: 10 }],
};

export function loadReply(over: Partial<LoadReply> = {}): LoadReply {
  return {
    type: 'loaded',
    id: 1,
    generation: 1,
    ok: true,
    errors: [],
    topology: TWO_HOSTS,
    traceKinds: [
      { kind: 1, name: 'tx-start', category: 'link', role: 'none', fields: {}, explains: false },
      { kind: 3, name: 'arrival', category: 'link', role: 'none', fields: {}, explains: false },
      { kind: 4, name: 'drop', category: 'drop', role: 'none', fields: {}, explains: false },
    ],
    metricNames: [{ name: 'throughput', unit: 'bit/s', help: 'delivered bits per second' }],
    recordOutputLabel: '',
    stopTime: 10_000_000,
    now: 0,
    ...over,
  };
}

export function rec(p: Partial<TraceRecord> & Pick<TraceRecord, 'time' | 'kind'>): TraceRecord {
  return { reason: 0, node: 0, peer: NONE, packet: NONE, seq: 0, size: 0, a: 0, ...p };
}

/** A batch reply with a log line for every record ("line <i>"). */
export function batchReply(records: TraceRecord[], over: Partial<BatchReply> = {}): BatchReply {
  const bytes = encodeRecords(records);
  return {
    type: 'batch',
    id: 2,
    generation: 1,
    records: bytes.buffer,
    recordBytes: RECORD_BYTES,
    lineIndex: records.map((_, i) => i),
    lines: records.map((r, i) => `line ${i} kind ${r.kind}`),
    metrics: [],
    now: records.length ? records[records.length - 1].time : 0,
    eventsExecuted: records.length,
    finished: false,
    overwritten: 0,
    endIndex: records.length,
    ...over,
  };
}
