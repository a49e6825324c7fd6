// The engine side of the worker protocol, kept apart from worker.ts so Node tests can drive it with
// the real wasm module and no Worker. It owns the one live EngineInstance and frees it on reload.

import type { EngineInstance, EngineModule } from '../../wasm/protoscope.mjs';
import type { BudgetLevel } from './budgetLevel';
import type { MetricInfo, TraceKindInfo } from './kinds';
import { ProbeEngine } from './probe';
import type {
  BatchReply,
  DescribeReply,
  EarlierReply,
  ExplainReply,
  InspectReply,
  LoadReply,
  MetricDelta,
  Reply,
  Request,
  Topology,
} from './protocol';
import { LOG_LINES_PER_BATCH } from './protocol';
import { RecordBatch } from './records';

/**
 * Most records in one advanceTo reply (6 MB): the reply's `now` then stops short of the requested
 * time and the page asks again. At 10x real time a busy run makes millions of records per
 * lookahead; one reply of them all would cost the page hundreds of milliseconds at once.
 */
export const MAX_RECORDS_PER_REPLY = 150_000;
/** Single steps tried before giving up on finding an event that leaves a trace record. */
const MAX_SILENT_STEPS = 10_000;
/** Most events one advanceTo reply runs, so a reply stays short even when events leave no records
 *  (issue 14 defect 6: a far target, such as a share link's playhead, takes several replies). */
export const MAX_REPLY_EVENTS = 5_000_000;
/**
 * A fast-forward reply (advanceTo with `fast`) ships at most this many of the newest records: the
 * page rebuilds its picture from them (packets in flight, queues, the log's last lines) instead of
 * applying every record of the stretch it jumps over.
 */
export const FAST_TAIL_RECORDS = 50_000;
/** Most events one fast-forward reply runs: about a second of the engine, so the page can still cancel between replies. */
export const FAST_REPLY_EVENTS = 8_000_000;

export class EngineHost {
  private engine: EngineInstance | null = null;
  private generation = 0;
  private metricNames: string[] = [];
  private metricFrom = new Map<string, number>();
  /** Records drained from the live engine so far (plus its overwritten count = global index). */
  private drained = 0;
  /** Global index just past the newest record sent to the page (what a fast reply skips from). */
  private sentEnd = 0;
  /** Records the trace ring overwrote while fast-forwarding: skipped on purpose, not lost. */
  private fastOverwritten = 0;
  private probe: ProbeEngine | null = null;

  /** `fastTail`: records a fast-forward reply keeps (FAST_TAIL_RECORDS; tests lower it to reach a skip with small runs). */
  constructor(
    private readonly module: EngineModule,
    private readonly fastTail = FAST_TAIL_RECORDS,
  ) {}

  handle(req: Request): { reply: Reply; transfer: Transferable[] } {
    try {
      switch (req.type) {
        case 'load':
          return { reply: this.load(req.id, req.json, req.budget ?? 'standard', req.lang ?? 'en'), transfer: [] };
        case 'advanceTo':
          if (req.fast) return this.fastForward(req.id, req.t, req.lang);
          return this.batch(req.id, req.lang, (e, collect) => this.advanceDraining(e, req.t, collect));
        case 'step':
          return this.batch(req.id, req.lang, (e, collect) => this.stepVisible(e, req.n, collect));
        case 'earlier': {
          const reply = this.earlier(req.id, req.before, req.count, req.lang ?? 'en');
          return { reply, transfer: [reply.records] };
        }
        case 'inspect':
          return { reply: this.inspect(req.id, req.index, req.entities), transfer: [] };
        case 'describe':
          return { reply: this.describeRecords(req.id, req.records, req.lang ?? 'en'), transfer: [] };
        case 'explain':
          return { reply: this.explainRecords(req.id, req.records, req.lang), transfer: [] };
        case 'capture': {
          const bytes = this.engine?.ok() ? this.engine.capturePcap() : new Uint8Array(0);
          const buffer = bytes.buffer as ArrayBuffer;
          return { reply: { type: 'capture', id: req.id, bytes: buffer }, transfer: [buffer] };
        }
        case 'recordOutput':
          return {
            reply: { type: 'recordOutput', id: req.id, text: this.engine?.ok() ? this.engine.recordOutput() : '' },
            transfer: [],
          };
      }
    } catch (err) {
      if (typeof err === 'number') {
        // The engine threw inside (out of memory): its state cannot be trusted, so drop it; the
        // next load starts afresh.
        this.engine = null;
        this.probe = null;
      }
      return { reply: { type: 'error', id: req.id, message: errorText(err) }, transfer: [] };
    }
  }

  private load(id: number, json: string, budget: BudgetLevel, lang: string): LoadReply {
    this.engine?.delete();
    this.engine = null;
    this.probe?.dispose();
    this.probe = null;
    this.drained = 0;
    this.sentEnd = 0;
    this.fastOverwritten = 0;
    this.generation++;
    this.metricFrom.clear();
    this.metricNames = [];
    const e = new this.module.Engine(json, budget, lang);
    this.engine = e;
    const ok = e.ok();
    if (ok) this.probe = new ProbeEngine(this.module, json, budget);
    const base = { type: 'loaded' as const, id, generation: this.generation, ok };
    if (!ok) {
      const errors = e
        .errors()
        .split('\n')
        .map((l) => l.trim())
        .filter((l) => l.length > 0);
      return {
        ...base,
        errors: errors.length ? errors : ['scenario rejected (no message)'],
        topology: { nodes: [], links: [] },
        traceKinds: [],
        metricNames: [],
        recordOutputLabel: '',
        stopTime: 0,
        now: 0,
      };
    }
    const metricNames = JSON.parse(e.metricNames()) as MetricInfo[];
    this.metricNames = metricNames.map((m) => m.name);
    for (const n of this.metricNames) this.metricFrom.set(n, 0);
    return {
      ...base,
      errors: [],
      topology: JSON.parse(e.topology()) as Topology,
      traceKinds: JSON.parse(e.traceKinds()) as TraceKindInfo[],
      metricNames,
      recordOutputLabel: e.recordOutputLabel(),
      stopTime: e.stopTime(),
      now: e.now(),
    };
  }

  /**
   * Step mode must show something: an event may leave no trace record (e.g. an internal
   * bookkeeping event), so keep stepping single events until one does or the run ends.
   */
  private stepVisible(e: EngineInstance, n: number, collect: () => number): void {
    if (n !== 1) {
      e.step(n);
      collect();
      return;
    }
    for (let i = 0; i < MAX_SILENT_STEPS && !e.finished(); i++) {
      if (e.step(1) === 0 || collect() > 0) return;
    }
  }

  /**
   * Advances to t in slices of at most half the trace ring, draining after each, so a busy model
   * (a million records per simulated second) never overwrites records the UI has not seen.
   */
  private advanceDraining(e: EngineInstance, t: number, collect: () => number): void {
    const slice = Math.max(1, Math.floor(e.traceCapacity() / 2));
    const recordBytes = this.module.recordBytes();
    let records = 0;
    let events = 0;
    for (;;) {
      const budget = Math.max(1, Math.min(slice, MAX_RECORDS_PER_REPLY - records));
      events += e.advanceToBounded(t, budget, MAX_REPLY_EVENTS - events);
      records += collect() / recordBytes;
      if (e.now() >= Math.min(t, e.stopTime()) || e.finished()) return;
      // A bounded reply: the page applies it within a few frames and asks again for the rest.
      if (records >= MAX_RECORDS_PER_REPLY || events >= MAX_REPLY_EVENTS) return;
    }
  }

  private batch(
    id: number,
    lang: string | undefined,
    run: (e: EngineInstance, collect: () => number) => void,
  ): { reply: Reply; transfer: Transferable[] } {
    const e = this.engine;
    if (!e?.ok()) throw new Error('no valid scenario is loaded');
    const pending: Uint8Array[] = [];
    // drainTrace() is a view over wasm memory that the next engine call may move: copy at once.
    const collect = () => {
      const v = e.drainTrace();
      if (v.byteLength) pending.push(v.slice());
      this.drained += v.byteLength / this.module.recordBytes();
      return v.byteLength;
    };
    run(e, collect);
    collect();
    return this.reply(id, e, concat(pending), lang, 0);
  }

  /**
   * Fast-forward (the page will not show each record: End, a far seek): runs the engine toward t
   * without draining as it goes, so the trace ring simply overwrites old records (as the run-end
   * scout's does; the records' hash is taken as they are appended, so results are unchanged), then
   * ships only the newest FAST_TAIL_RECORDS, their lines, the metric samples and the counters. The
   * reply's `skipped` says how many records it jumped over; the probe engine still reaches any of
   * them by re-execution (step back, panels, moment links).
   */
  private fastForward(id: number, t: number, lang: string | undefined): { reply: Reply; transfer: Transferable[] } {
    const e = this.engine;
    if (!e?.ok()) throw new Error('no valid scenario is loaded');
    const before = e.traceOverwritten();
    e.advanceToBounded(t, Number.MAX_SAFE_INTEGER, FAST_REPLY_EVENTS);
    this.fastOverwritten += e.traceOverwritten() - before;
    const recordBytes = this.module.recordBytes();
    const v = e.drainTrace();
    const count = v.byteLength / recordBytes;
    this.drained += count;
    const keep = Math.min(count, this.fastTail);
    // A copy of the tail only (the view over wasm memory moves with the next engine call).
    const tail = v.slice(v.byteLength - keep * recordBytes);
    const skipped = this.drained + e.traceOverwritten() - keep - this.sentEnd;
    return this.reply(id, e, tail, lang, skipped);
  }

  private reply(
    id: number,
    e: EngineInstance,
    records: Uint8Array,
    lang: string | undefined,
    skipped: number,
  ): { reply: Reply; transfer: Transferable[] } {
    const recordBytes = this.module.recordBytes();
    const { lineIndex, lines } = this.describe(e, records, recordBytes, lang ?? 'en');
    const metrics = this.metricDeltas(e);
    const endIndex = this.drained + e.traceOverwritten();
    this.sentEnd = endIndex;
    const reply: BatchReply = {
      type: 'batch',
      id,
      generation: this.generation,
      records: records.buffer as ArrayBuffer,
      recordBytes,
      lineIndex,
      lines,
      metrics,
      now: e.now(),
      eventsExecuted: e.eventsExecuted(),
      finished: e.finished(),
      stoppedBy: e.stoppedBy(),
      // Records the ring lost before the page could read them; those a fast-forward skipped on
      // purpose are counted in `skipped` instead.
      overwritten: e.traceOverwritten() - this.fastOverwritten,
      endIndex,
      skipped,
    };
    return { reply, transfer: [reply.records, ...metrics.map((m) => m.samples.buffer as ArrayBuffer)] };
  }

  private inspect(id: number, index: number, ids: number[]): InspectReply {
    const probe = this.probe;
    if (!probe) throw new Error('no valid scenario is loaded');
    // Only the entity list asked for (the panels' first question, collisions' naming): it is the
    // same at every moment, so the probe need not re-execute the run up to a far playhead for it.
    if (ids.length > 0) probe.seek(Math.max(0, Math.floor(index)));
    const states: Record<number, unknown> = {};
    for (const entity of ids) states[entity] = probe.inspect(entity);
    return {
      type: 'inspected',
      id,
      generation: this.generation,
      index: probe.position(),
      now: probe.now(),
      entities: probe.entities(),
      states,
    };
  }

  /** The records before `before` from the probe engine, which re-executes the run (host.ts fastForward never sent them). */
  private earlier(id: number, before: number, count: number, lang: string): EarlierReply {
    const e = this.engine;
    const probe = this.probe;
    if (!e?.ok() || !probe) throw new Error('no valid scenario is loaded');
    const to = Math.max(0, Math.floor(before));
    const n = Math.max(1, Math.min(LOG_LINES_PER_BATCH, Math.floor(count)));
    probe.seek(Math.max(0, to - n));
    const got = probe.collect(to);
    const recordBytes = this.module.recordBytes();
    const { lineIndex, lines } = this.describe(e, got.bytes, recordBytes, lang);
    const records = got.bytes.buffer as ArrayBuffer;
    return {
      type: 'earlier',
      id,
      generation: this.generation,
      start: got.start,
      records,
      recordBytes,
      lineIndex,
      lines,
    };
  }

  private describeRecords(id: number, records: ArrayBuffer, lang: string): DescribeReply {
    const e = this.engine;
    if (!e?.ok()) throw new Error('no valid scenario is loaded');
    const b = new RecordBatch(records, this.module.recordBytes());
    const lines: string[] = [];
    for (let i = 0; i < b.count; i++) lines.push(lineOf(e, b, i, lang));
    return { type: 'described', id, lines };
  }

  /** Why-texts of records: they depend on the record and the scenario's configuration only, so the live engine answers for any record of this run. */
  private explainRecords(id: number, records: ArrayBuffer, lang: string): ExplainReply {
    const e = this.engine;
    if (!e?.ok()) throw new Error('no valid scenario is loaded');
    const b = new RecordBatch(records, this.module.recordBytes());
    const texts: string[] = [];
    const explain = e.explain.bind(e);
    for (let i = 0; i < b.count; i++) texts.push(recordText(explain, b, i, lang));
    return { type: 'explained', id, texts };
  }

  /** Log lines for every record, or an even sample of LOG_LINES_PER_BATCH when the batch is larger. */
  private describe(e: EngineInstance, bytes: Uint8Array, recordBytes: number, lang: string) {
    const batch = new RecordBatch(bytes, recordBytes);
    const stride = Math.max(1, Math.ceil(batch.count / LOG_LINES_PER_BATCH));
    const lineIndex: number[] = [];
    const lines: string[] = [];
    // Walk back from the last record so the newest one always gets its line.
    for (let i = batch.count - 1; i >= 0; i -= stride) lineIndex.push(i);
    lineIndex.reverse();
    for (const i of lineIndex) lines.push(lineOf(e, batch, i, lang));
    return { lineIndex, lines };
  }

  private metricDeltas(e: EngineInstance): MetricDelta[] {
    const out: MetricDelta[] = [];
    for (const name of this.metricNames) {
      const from = this.metricFrom.get(name) ?? 0;
      const samples = e.metricSamples(name, from);
      if (samples.length < 2) continue;
      this.metricFrom.set(name, from + samples.length / 2);
      out.push({ name, samples: samples.slice() });
    }
    return out;
  }
}

/** Record i's event-log line in `lang` (English where the engine has no translation). */
function lineOf(e: EngineInstance, b: RecordBatch, i: number, lang: string): string {
  return recordText(e.describe.bind(e), b, i, lang);
}

/** The engine's describe and explain take a record as its nine fields, then the language. */
function recordText(text: EngineInstance['describe'], b: RecordBatch, i: number, lang: string): string {
  return text(b.time(i), b.kind(i), b.reason(i), b.node(i), b.peer(i), b.packet(i), b.seq(i), b.size(i), b.a(i), lang);
}

function concat(parts: Uint8Array[]): Uint8Array {
  // Always a fresh buffer of exactly the records' size, so it can be transferred whole.
  const out = new Uint8Array(parts.reduce((s, p) => s + p.byteLength, 0));
  let o = 0;
  for (const p of parts) {
    out.set(p, o);
    o += p.byteLength;
  }
  return out;
}

export function errorText(err: unknown): string {
  if (err instanceof Error) return err.message;
  // A C++ exception reaches JavaScript as a bare number (a pointer into wasm memory); in practice
  // it is std::bad_alloc (issue 14 defect 9). Say what it means instead of "error: 136053544".
  if (typeof err === 'number')
    return "the engine ran out of memory (or failed inside). Lower the scenario's sizes (nodes, queues, trace.capacity, metrics.cap, stopTime) and reload the page";
  return String(err);
}
