// Messages between the UI thread and the engine worker. Every reply carries the request id; batch
// replies also carry the load generation so the UI can drop answers about a scenario it has left.
import type { MetricInfo, TraceKindInfo } from './kinds';

export interface TopologyNode { id: number; name: string; kind: string; x: number; y: number }
export interface TopologyLink {
  id: number; a: number; b: number;
  bandwidth: number; // bit/s
  delay: number; // ns
  loss: number;
  queue: number; // packets, a -> b
  queueBA?: number; // packets, b -> a (when the directions differ)
}
export interface Topology { nodes: TopologyNode[]; links: TopologyLink[] }

export type Request =
  | { type: 'load'; id: number; json: string }
  | { type: 'advanceTo'; id: number; t: number }
  | { type: 'step'; id: number; n: number };

export interface LoadReply {
  type: 'loaded';
  id: number;
  generation: number;
  ok: boolean;
  errors: string[];
  topology: Topology;
  traceKinds: TraceKindInfo[];
  metricNames: MetricInfo[];
  stopTime: number;
  now: number;
}

/** New metric samples of one series: [t0_ns, v0, t1_ns, v1, ...]. */
export interface MetricDelta { name: string; samples: Float64Array }

export interface BatchReply {
  type: 'batch';
  id: number;
  generation: number;
  /** Copied trace records (transferred), RECORD_BYTES each. */
  records: ArrayBuffer;
  recordBytes: number;
  /** Log lines for some of the records: lineIndex[k] is the record index of lines[k]. */
  lineIndex: number[];
  lines: string[];
  metrics: MetricDelta[];
  now: number;
  eventsExecuted: number;
  finished: boolean;
  overwritten: number;
}

export interface ErrorReply { type: 'error'; id: number; message: string }

export type Reply = LoadReply | BatchReply | ErrorReply;

/** Most log lines described per batch: beyond it the log shows an even sample, not every event. */
export const LOG_LINES_PER_BATCH = 2000;
