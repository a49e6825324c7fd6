// Messages between the UI thread and the engine worker. Every reply carries the request id; batch
// replies also carry the load generation so the UI can drop answers about a scenario it has left.
import type { BudgetLevel } from './budgetLevel';
import type { MetricInfo, TraceKindInfo } from './kinds';

export interface TopologyNode {
  id: number;
  name: string;
  kind: string;
  x: number;
  y: number;
}
export interface TopologyLink {
  id: number;
  a: number;
  b: number;
  bandwidth: number; // bit/s
  delay: number; // ns
  loss: number;
  queue: number; // packets, a -> b
  queueBA?: number; // packets, b -> a (when the directions differ)
}
/**
 * Models add their own members: kind "bus" with a `bus` section (ethernet model), a multicast
 * `tree` (polling model) and a `protocol` summary. Views read them through scene/topologyExtras.ts.
 */
export interface Topology {
  nodes: TopologyNode[];
  links: TopologyLink[];
  kind?: string;
  [extra: string]: unknown;
}

export type Request =
  /** `lang` ('pt-BR') is the language of a refused scenario's errors; English when absent. */
  | { type: 'load'; id: number; json: string; budget?: BudgetLevel; lang?: string }
  /** `lang` (a BCP 47 tag, 'pt-BR') is the language of the reply's log lines; English when absent. */
  /**
   * `fast`: the page will not show each record on the way (End, a far seek), so the worker runs
   * ahead without shipping them: the reply holds only the newest records (host.ts FAST_TAIL_RECORDS)
   * and says in `skipped` how many it jumped over.
   */
  | { type: 'advanceTo'; id: number; t: number; lang?: string; fast?: boolean }
  | { type: 'step'; id: number; n: number; lang?: string }
  /** Engine state after the event that produced record `index - 1` (re-executed in a probe engine). */
  | { type: 'inspect'; id: number; index: number; entities: number[] }
  /**
   * The `count` records just before global index `before`, re-executed by the probe engine: what a
   * fast-forward never sent, for stepping back into that stretch. `lang` as for advanceTo.
   */
  | { type: 'earlier'; id: number; before: number; count: number; lang?: string }
  /** Log lines for records the live batches did not describe (sampled at high speed). */
  | { type: 'describe'; id: number; records: ArrayBuffer; lang?: string }
  /**
   * Why each record happened (its kind's why-text; "" for kinds that do not explain), in `lang`
   * (a BCP 47 tag, 'pt-BR') where the kind has a translation, in English otherwise.
   */
  | { type: 'explain'; id: number; records: ArrayBuffer; lang: string }
  /** The model's per-record output in its source's format (the thesis's per-packet file), "" if none. */
  | { type: 'recordOutput'; id: number }
  /** The whole run's packets as a pcapng file (issue 14), from a second engine. */
  | { type: 'capture'; id: number };

export interface LoadReply {
  type: 'loaded';
  id: number;
  generation: number;
  ok: boolean;
  errors: string[];
  topology: Topology;
  traceKinds: TraceKindInfo[];
  metricNames: MetricInfo[];
  /** Label of the model's own output file (RecordOutputReply), or "" when it has none. */
  recordOutputLabel: string;
  stopTime: number;
  now: number;
}

/** New metric samples of one series: [t0_ns, v0, t1_ns, v1, ...]. */
export interface MetricDelta {
  name: string;
  samples: Float64Array;
}

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
  /** Why the run ended before its stop time ("event budget": the browser's), or "". */
  stoppedBy?: string;
  overwritten: number;
  /** Records appended by the engine so far (drained + overwritten): global index just past this batch. */
  endIndex: number;
  /**
   * Records a fast-forward ran past without sending (they precede this batch's records): the page
   * cannot apply them, so it rebuilds its picture from this batch alone. 0 or absent otherwise.
   */
  skipped?: number;
}

export interface EarlierReply {
  type: 'earlier';
  id: number;
  generation: number;
  /** Global index of the first record; the last one is just before the requested index. */
  start: number;
  records: ArrayBuffer;
  recordBytes: number;
  /** Log lines of the records (every one: the count asked for stays under LOG_LINES_PER_BATCH). */
  lineIndex: number[];
  lines: string[];
}

export interface EntityInfo {
  id: number;
  name: string;
  kind: string;
}

export interface InspectReply {
  type: 'inspected';
  id: number;
  generation: number;
  /** Records the probe engine had produced when inspected (>= the requested index). */
  index: number;
  now: number;
  entities: EntityInfo[];
  /** Parsed inspect() JSON per requested entity id. */
  states: Record<number, unknown>;
}

export interface DescribeReply {
  type: 'described';
  id: number;
  lines: string[];
}

export interface ExplainReply {
  type: 'explained';
  id: number;
  /** One why-text per record, in order ("" where the kind does not explain). */
  texts: string[];
}

export interface RecordOutputReply {
  type: 'recordOutput';
  id: number;
  text: string;
}

export interface CaptureReply {
  type: 'capture';
  id: number;
  /** pcapng bytes (empty when no scenario is loaded). */
  bytes: ArrayBuffer;
}

export interface ErrorReply {
  type: 'error';
  id: number;
  message: string;
}

export type Reply =
  | LoadReply
  | BatchReply
  | EarlierReply
  | InspectReply
  | DescribeReply
  | ExplainReply
  | RecordOutputReply
  | CaptureReply
  | ErrorReply;

/** Most log lines described per batch: beyond it the log shows an even sample, not every event. */
export const LOG_LINES_PER_BATCH = 2000;
