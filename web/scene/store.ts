// The one writer of what the screen shows (STYLE practice 13). Worker batches are kept in a
// History and applied to the Scene as the playback clock passes their times, so the picture, the
// log and the charts always agree with the clock. Going back (step back, seek, scrub) rebuilds the
// scene from the kept records; no engine is needed for the picture. Every change bumps `version`.
import type { MetricInfo, TraceKindInfo } from '../engine/kinds';
import type { BatchReply, LoadReply, Topology } from '../engine/protocol';
import { RecordBatch } from '../engine/records';
import { SceneCheckpoints } from './checkpoints';
import { History, type Pos } from './history';
import { type KindIds, kindIds } from './kindIds';
import { type Role, roleTable } from './roles';
import { type ApplyContext, applyRecord, cloneScene, pruneScene, Scene } from './scene';
import { collectTimeSeq, emptyTimeSeq, type TimeSeq } from './timeSeq';
import { TopologyIndex } from './topology';

export type Status = 'empty' | 'loading' | 'ready' | 'invalid' | 'failed';

export interface LogEntry {
  seq: number;
  time: number;
  kind: number;
  text: string;
  index: number;
}
export interface Series {
  t: number[];
  v: number[];
}

/** Log lines kept for the event log view. */
export const LOG_KEEP = 400;
/** Records applied between prunes while rebuilding the scene (step back, seek back). */
const PRUNE_EVERY = 1024;

export class SceneStore {
  version = 0;
  logVersion = 0;
  /** Bumped when samples arrive; charts track how many are revealed at shownTime themselves. */
  metricsVersion = 0;

  status: Status = 'empty';
  scenarioName = '';
  /** Label of the model's own output file for the export menu ("" when it has none). */
  recordOutputLabel = '';
  errors: string[] = [];
  topology: Topology = { nodes: [], links: [] };
  topo = new TopologyIndex(this.topology);
  kinds = new Map<number, TraceKindInfo>();
  roleOfKind = new Map<number, Role>();
  ids: KindIds = {};
  metricInfo: MetricInfo[] = [];
  stopTime = 0;

  /** Engine clock: everything up to here has been simulated and sent. */
  horizon = 0;
  finished = false;
  eventsExecuted = 0;
  overwritten = 0;
  /** Time up to which records have been applied to the scene. */
  shownTime = 0;

  scene = new Scene();
  log: LogEntry[] = [];
  /** Records applied that had no log line (the worker samples lines in very large batches). */
  unlisted = 0;
  series = new Map<string, Series>();
  /** Message latencies (t = completion time, v = latency ns) from "message-done" records, in order. */
  latency: Series = { t: [], v: [] };
  /** The first flow's segments and ACKs at its TCP sender (the time-sequence diagram), in order. */
  timeSeq: TimeSeq = emptyTimeSeq();

  readonly history = new History();
  private base = new Scene(); // the scene before the first record kept in history
  private readonly checkpoints = new SceneCheckpoints();
  private logSeq = 0;
  private listeners = new Set<() => void>();

  subscribe = (fn: () => void): (() => void) => {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  };

  beginLoad(name: string): void {
    this.resetRun();
    this.status = 'loading';
    this.scenarioName = name;
    this.errors = [];
    this.setTopology({ nodes: [], links: [] });
    this.setKinds([]);
    this.metricInfo = [];
    this.recordOutputLabel = '';
    this.stopTime = 0;
    this.emit(true, true);
  }

  loaded(reply: LoadReply): void {
    this.resetRun();
    this.status = reply.ok ? 'ready' : 'invalid';
    this.errors = reply.errors;
    this.setTopology(reply.topology);
    this.setKinds(reply.traceKinds);
    this.metricInfo = reply.metricNames;
    this.recordOutputLabel = reply.recordOutputLabel;
    for (const m of reply.metricNames) this.series.set(m.name, { t: [], v: [] });
    this.stopTime = reply.stopTime;
    this.horizon = reply.now;
    this.shownTime = reply.now;
    this.emit(true, true);
  }

  /** The engine could not even start (wasm missing, exception): shown like validation errors. */
  failed(message: string): void {
    this.resetRun();
    this.status = 'failed';
    this.errors = [message];
    this.setTopology({ nodes: [], links: [] });
    this.emit(true, true);
  }

  addBatch(reply: BatchReply): void {
    const batch = new RecordBatch(reply.records, reply.recordBytes);
    const lines = new Map<number, string>();
    for (const [k, idx] of reply.lineIndex.entries()) lines.set(idx, reply.lines[k]);
    this.history.push(batch, lines, reply.endIndex ?? batch.count);
    for (const ch of this.history.trim()) {
      for (let i = 0; i < ch.batch.count; i++) applyRecord(this.base, ch.batch, i, this.ctx());
      if (ch.batch.count > 0) pruneScene(this.base, ch.batch.time(ch.batch.count - 1));
    }
    for (const m of reply.metrics) {
      const s = this.series.get(m.name) ?? { t: [], v: [] };
      for (let k = 0; k + 1 < m.samples.length; k += 2) {
        s.t.push(m.samples[k]);
        s.v.push(m.samples[k + 1]);
      }
      this.series.set(m.name, s);
    }
    const latencyAdded = this.collectLatency(batch);
    const timeSeqAdded = collectTimeSeq(this.timeSeq, batch, this.ids);
    this.horizon = reply.now;
    this.finished = reply.finished;
    this.eventsExecuted = reply.eventsExecuted;
    this.overwritten = reply.overwritten;
    this.emit(false, reply.metrics.length > 0 || latencyAdded || timeSeqAdded);
  }

  hasPending(): boolean {
    return this.history.hasNext();
  }

  /** Time of the next record not yet shown, or undefined. */
  nextPendingTime(): number | undefined {
    const h = this.history;
    return h.hasNext() ? h.time(h.cursor) : undefined;
  }

  /** Global index just past the last record on screen (what the probe engine re-executes to). */
  shownIndex(): number {
    return this.history.shownIndex();
  }

  /** Applies every queued record with time <= t and moves the shown time to t. */
  advance(t: number): number {
    if (t < this.shownTime) {
      this.seekTime(t);
      return 0;
    }
    let applied = 0;
    let logged = false;
    const h = this.history;
    while (h.hasNext() && h.time(h.cursor) <= t) {
      logged = this.applyAt(h.cursor) || logged;
      h.cursor = h.next(h.cursor);
      applied++;
    }
    const moved = t !== this.shownTime;
    this.shownTime = t;
    pruneScene(this.scene, this.shownTime);
    if (applied > 0 || moved) this.emit(logged, false);
    return applied;
  }

  /** Step mode: applies exactly the next queued record and returns its time. */
  stepOne(): number | undefined {
    const h = this.history;
    if (!h.hasNext()) return undefined;
    const time = h.time(h.cursor);
    const logged = this.applyAt(h.cursor);
    h.cursor = h.next(h.cursor);
    this.shownTime = Math.max(this.shownTime, time);
    pruneScene(this.scene, this.shownTime);
    this.emit(logged, false);
    return time;
  }

  /** Un-shows the newest shown record; returns the new shown time, or undefined at the start. */
  stepBack(): number | undefined {
    const h = this.history;
    const last = h.prev(h.cursor);
    if (!last) return undefined;
    const before = h.prev(last);
    this.rebuild(last, before ? h.time(before) : 0);
    return this.shownTime;
  }

  /** Shows exactly the records with time <= t (forward or back). */
  seekTime(t: number): void {
    if (t >= this.shownTime) {
      this.advance(t);
      return;
    }
    this.rebuild(this.history.after(t), t);
  }

  /** Shows records up to and including `pos`; returns its time. */
  showThrough(pos: Pos): number {
    const h = this.history;
    const time = h.time(pos);
    const end = h.next(pos);
    if (h.index(pos) < h.index(h.cursor)) {
      this.rebuild(end, time);
      return time;
    }
    let logged = false;
    while (h.hasNext() && h.index(h.cursor) < h.index(end)) {
      logged = this.applyAt(h.cursor) || logged;
      h.cursor = h.next(h.cursor);
    }
    this.shownTime = Math.max(this.shownTime, time);
    pruneScene(this.scene, this.shownTime);
    this.emit(logged, false);
    return time;
  }

  /** Next not-yet-shown record whose kind is in `kinds`. */
  findNext(kinds: ReadonlySet<number>): Pos | undefined {
    const h = this.history;
    return h.find(h.cursor, (b, i) => kinds.has(b.kind(i)));
  }

  /** The newest log line (what step mode just showed). */
  lastLine(): LogEntry | undefined {
    return this.log[this.log.length - 1];
  }

  /** Fills in a log line the worker did not describe (records sampled at high speed). */
  setLine(index: number, text: string): void {
    const h = this.history;
    const p = h.at(index);
    if (!h.valid(p)) return;
    h.chunks[p.c].lines.set(p.i, text);
    const entry = { seq: ++this.logSeq, time: h.time(p), kind: h.chunks[p.c].batch.kind(p.i), text, index };
    if (!this.log.some((l) => l.index === index)) this.log.push(entry);
    this.log.sort((a, b) => a.index - b.index);
    this.emit(true, false);
  }

  /** The record just shown, if it has no log line yet (step back into a sampled stretch). */
  lastShownUnlisted(): { index: number; bytes: ArrayBuffer } | undefined {
    const h = this.history;
    const p = h.prev(h.cursor);
    if (!p || h.chunks[p.c].lines.has(p.i)) return undefined;
    return { index: h.index(p), bytes: h.chunks[p.c].batch.copy(p.i) };
  }

  kindName(kind: number): string {
    return this.kinds.get(kind)?.name ?? `kind ${kind}`;
  }

  private ctx(): ApplyContext {
    return { topo: this.topo, roleOfKind: this.roleOfKind, ids: this.ids };
  }

  private applyAt(p: Pos): boolean {
    const ch = this.history.chunks[p.c];
    applyRecord(this.scene, ch.batch, p.i, this.ctx());
    this.checkpoints.after(ch.start + p.i, ch.batch.time(p.i), this.scene);
    const text = ch.lines.get(p.i);
    if (text === undefined) {
      this.unlisted++;
      return false;
    }
    this.log.push({
      seq: ++this.logSeq,
      time: ch.batch.time(p.i),
      kind: ch.batch.kind(p.i),
      text,
      index: ch.start + p.i,
    });
    if (this.log.length > LOG_KEEP * 1.5) this.log = this.log.slice(-LOG_KEEP);
    return true;
  }

  /**
   * Rebuilds the scene from the base and every kept record before `cursor`, then shows time t.
   * Records are in time order, so transmissions that ended before the record being applied can
   * never show again: pruning every PRUNE_EVERY records keeps the in-flight list as short as
   * during playback (without it, a million-record rebuild spends seconds trimming a full list).
   */
  private rebuild(cursor: Pos, t: number): void {
    const h = this.history;
    const stop = h.index(cursor);
    const first = h.firstIndex();
    const from = this.checkpoints.best(first, stop);
    this.scene = from ? from.scene : cloneScene(this.base);
    const ctx = this.ctx();
    let sincePrune = 0;
    for (let c = 0; c < h.chunks.length; c++) {
      const ch = h.chunks[c];
      const b = ch.batch;
      const end = Math.min(b.count, stop - ch.start);
      if (end <= 0) break;
      for (let i = Math.max(0, (from?.index ?? first) - ch.start); i < end; i++) {
        applyRecord(this.scene, b, i, ctx);
        this.checkpoints.after(ch.start + i, b.time(i), this.scene);
        if (++sincePrune === PRUNE_EVERY) {
          sincePrune = 0;
          pruneScene(this.scene, b.time(i));
        }
      }
    }
    this.relog(stop);
    h.cursor = cursor;
    this.shownTime = t;
    pruneScene(this.scene, t);
    this.emit(true, true);
  }

  /** The log as it reads with records before `stop` shown: lines of the most recent ones. */
  private relog(stop: number): void {
    const h = this.history;
    this.log = [];
    this.unlisted = 0;
    const start = h.at(Math.max(h.firstIndex(), stop - LOG_KEEP * 8)); // only recent records can still be in the log
    for (let p: Pos = start; h.valid(p) && h.index(p) < stop; p = h.next(p)) {
      const ch = h.chunks[p.c];
      const text = ch.lines.get(p.i);
      if (text === undefined) {
        this.unlisted++;
        continue;
      }
      this.log.push({
        seq: ++this.logSeq,
        time: ch.batch.time(p.i),
        kind: ch.batch.kind(p.i),
        text,
        index: ch.start + p.i,
      });
    }
    if (this.log.length > LOG_KEEP) this.log = this.log.slice(-LOG_KEEP);
  }

  /** Appends the batch's message latencies; true if there were any. */
  private collectLatency(batch: RecordBatch): boolean {
    const kind = this.ids.messageDone;
    if (kind === undefined) return false;
    const before = this.latency.t.length;
    for (let i = 0; i < batch.count; i++) {
      if (batch.kind(i) === kind) {
        this.latency.t.push(batch.time(i));
        this.latency.v.push(batch.a(i));
      }
    }
    return this.latency.t.length > before;
  }

  private setTopology(t: Topology): void {
    this.topology = t;
    this.topo = new TopologyIndex(t);
  }

  private setKinds(kinds: TraceKindInfo[]): void {
    this.kinds = new Map(kinds.map((k) => [k.kind, k]));
    this.roleOfKind = roleTable(kinds);
    this.ids = kindIds(kinds);
  }

  private resetRun(): void {
    this.history.clear();
    this.checkpoints.clear();
    this.base = new Scene();
    this.scene = new Scene();
    this.log = [];
    this.unlisted = 0;
    this.series = new Map();
    this.latency = { t: [], v: [] };
    this.timeSeq = emptyTimeSeq();
    this.horizon = 0;
    this.shownTime = 0;
    this.finished = false;
    this.eventsExecuted = 0;
    this.overwritten = 0;
  }

  private emit(logChanged: boolean, metricsChanged: boolean): void {
    this.version++;
    if (logChanged) this.logVersion++;
    if (metricsChanged) this.metricsVersion++;
    for (const fn of this.listeners) fn();
  }
}
