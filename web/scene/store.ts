// Long file: apply, step, seek and rebuild share the history cursor, checkpoints and log; split
// apart they would have to expose that state to each other (issue 12 added the deadline-bounded apply).
// The one writer of what the screen shows (STYLE practice 13). Worker batches are kept in a
// History and applied to the Scene as the playback clock passes their times, so the picture, the
// log and the charts always agree with the clock. Going back (step back, seek, scrub) rebuilds the
// scene from the kept records; no engine is needed for the picture. Every change bumps `version`.
import type { MetricInfo, TraceKindInfo } from '../engine/kinds';
import type { BatchReply, EarlierReply, LoadReply, Topology } from '../engine/protocol';
import { RecordBatch } from '../engine/records';
import { BaseScene } from './baseScene';
import { SceneCheckpoints } from './checkpoints';
import { CollisionParties } from './collisionParties';
import { type Chunk, History, type Pos } from './history';
import { type KindIds, kindIds } from './kindIds';
import { type Role, roleTable } from './roles';
import { type ApplyContext, applyRecord, cloneScene, pruneScene, Scene } from './scene';
import { collectTimeSeqs, type TimeSeq } from './timeSeq';
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
/**
 * Trimmed records the base may hold before playback applies them a slice per frame: a checkpoint
 * span (CHECKPOINT_EVERY) plus a worker reply (150,000) is what normally waits between adoptions.
 */
const BASE_SLICE_ABOVE = 400_000;

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
  /**
   * Where the run ends (ns): the last event's time, found by the scout before playback gets there
   * or by the live engine when it finishes; undefined while unknown. Only then may the timeline
   * and the clock stop short of the stop time.
   */
  runEnd: number | undefined = undefined;
  /** How far a scout that ran out of budget got: the run lasts at least this long (0 if none). */
  runAtLeast = 0;

  /** Engine clock: everything up to here has been simulated and sent. */
  horizon = 0;
  finished = false;
  /** Why the engine ended the run before its stop time ("event budget"), or "" (engine's stoppedBy). */
  stoppedBy = '';
  eventsExecuted = 0;
  overwritten = 0;
  /** Records a fast-forward (End, a far seek) ran past without the page receiving them. */
  fastForwarded = 0;
  /** Time up to which records have been applied to the scene. */
  shownTime = 0;

  scene = new Scene();
  log: LogEntry[] = [];
  /** Records applied that had no log line (the worker samples lines in very large batches). */
  unlisted = 0;
  series = new Map<string, Series>();
  /** Message latencies (t = completion time, v = latency ns) from "message-done" records, in order. */
  latency: Series = { t: [], v: [] };
  /** Each TCP flow's segments and ACKs at its sender (the time-sequence diagram), by flow id, in order. */
  timeSeqs = new Map<number, TimeSeq>();

  readonly history = new History();
  /** Every station of a multi-station collision, once the probe has named them (collisionParties.ts). */
  readonly parties = new CollisionParties();
  private readonly base = new BaseScene(); // the scene before the first record kept in history
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

  /** The scout's answer: the run's end when it found it, else how far it got. */
  setRunEnd(end: { endNs: number; complete: boolean }): void {
    if (this.status !== 'ready') return;
    if (end.complete) this.runEnd = Math.min(end.endNs, this.stopTime);
    else this.runAtLeast = Math.max(this.runAtLeast, end.endNs);
    this.emit(false, false);
  }

  /** The latest time the playhead can reach: the run's end when known, else the stop time. */
  endBound(): number {
    return this.runEnd ?? this.stopTime;
  }

  /**
   * The end of the timeline: the run's end when known; otherwise a provisional end ahead of what
   * has been simulated, shown, or scouted, which grows as the run goes on (never the stop time of
   * a run that may end long before it, unless nothing else is known).
   */
  timelineEnd(): number {
    if (this.runEnd !== undefined) return this.runEnd;
    const reached = Math.max(this.horizon, this.shownTime, this.runAtLeast);
    if (!(reached > 0)) return this.stopTime;
    return Math.min(this.stopTime, Math.max(reached * 1.5, reached + 1e6));
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

  /** Refused before the engine saw it (the browser's schema check): shown like the engine's errors. */
  refused(errors: string[]): void {
    this.resetRun();
    this.status = 'invalid';
    this.errors = errors;
    this.setTopology({ nodes: [], links: [] });
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
    if ((reply.skipped ?? 0) > 0) this.jumpPast(reply.skipped ?? 0);
    const batch = new RecordBatch(reply.records, reply.recordBytes);
    const lines = new Map<number, string>();
    for (const [k, idx] of reply.lineIndex.entries()) lines.set(idx, reply.lines[k]);
    this.history.push(batch, lines, reply.endIndex ?? batch.count);
    const trimmed = this.history.trim();
    if (trimmed.length > 0) {
      // The base adopts the newest checkpoint the trim passed; older copies can serve no rebuild.
      this.base.add(trimmed, this.ctx(), this.checkpoints.newestUpTo(this.history.firstIndex()));
      this.checkpoints.dropBefore(this.base.index());
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
    const timeSeqAdded = collectTimeSeqs(this.timeSeqs, batch, this.ids);
    this.horizon = reply.now;
    this.finished = reply.finished;
    this.stoppedBy = reply.stoppedBy ?? '';
    if (reply.finished) this.runEnd = Math.min(reply.now, this.stopTime);
    this.eventsExecuted = reply.eventsExecuted;
    this.overwritten = reply.overwritten;
    this.emit(false, reply.metrics.length > 0 || latencyAdded || timeSeqAdded);
  }

  /**
   * A fast-forward reply ran past `skipped` records the page never received: the kept records, the
   * scene built from them and their log lines no longer lead up to the next batch, so the picture
   * restarts from that batch's records (the newest before the target). The probe engine re-executes
   * any skipped record on demand, so panels, step back and moment links stay exact.
   */
  private jumpPast(skipped: number): void {
    this.history.clear();
    this.checkpoints.clear();
    this.base.clear();
    this.scene = new Scene();
    this.log = [];
    this.unlisted = 0;
    this.fastForwarded += skipped;
  }

  /**
   * True when a step back needs the record before the first kept one (to show it, or its time) and
   * the records before it were skipped by a fast-forward: the probe engine can re-execute them
   * (records trimmed away after playing through them are not fetched back).
   */
  canFetchEarlier(): boolean {
    const h = this.history;
    const last = h.prev(h.cursor);
    return this.fastForwarded > 0 && h.firstIndex() > 0 && (!last || !h.prev(last)) && this.base.index() === 0;
  }

  /** Records of a skipped stretch fetched back (EarlierReply), put before the kept ones; false if they do not fit. */
  prependEarlier(reply: EarlierReply): boolean {
    const batch = new RecordBatch(reply.records, reply.recordBytes);
    if (batch.count === 0 || reply.start + batch.count !== this.history.firstIndex()) return false;
    const lines = new Map<number, string>();
    for (const [k, idx] of reply.lineIndex.entries()) lines.set(idx, reply.lines[k]);
    this.history.unshift(batch, lines, reply.start);
    return true;
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

  /**
   * Applies every queued record with time <= t and moves the shown time to t. With a deadline
   * (performance.now() ms) it stops once the deadline passes, at a record boundary, and shows the
   * time of the last record applied instead: the caller holds the clock there, so a busy run
   * slows the picture down rather than freezing the page for a frame. Returns the records applied.
   */
  advance(t: number, deadline = Infinity): number {
    if (t < this.shownTime) {
      this.seekTime(t);
      return 0;
    }
    // Trimmed records owed to the base normally wait for the next checkpoint the base adopts
    // (baseScene.ts). Only when many wait (checkpoints thinned, or none taken) do they get half of
    // a bounded frame, which keeps them from piling up to the base's at-once limit.
    if (deadline !== Infinity && this.base.behindCount() > BASE_SLICE_ABOVE) {
      const now = performance.now();
      this.base.work(this.applyCtx, now + Math.max(0, deadline - now) / 2);
    }
    let applied = 0;
    let logged = false;
    let last = this.shownTime;
    let cut = false;
    const h = this.history;
    // Walk chunk by chunk with plain indices (no position object per record: this is the hot path).
    let { c, i } = h.cursor;
    outer: while (c < h.chunks.length) {
      const ch = h.chunks[c];
      const b = ch.batch;
      for (; i < b.count; i++) {
        const time = b.time(i);
        if (time > t) break outer;
        if ((applied & 255) === 255 && performance.now() > deadline) {
          cut = true;
          break outer;
        }
        logged = this.applyIn(ch, i, time) || logged;
        last = time;
        applied++;
      }
      c++;
      i = 0;
    }
    h.cursor = { c, i };
    const shown = cut ? last : t;
    const moved = shown !== this.shownTime;
    this.shownTime = shown;
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

  /** Every kept record that has a log line (to write the lines again in another language). */
  linedRecords(): { indices: number[]; bytes: ArrayBuffer } {
    return this.history.lined();
  }

  /** New text for lines already kept: the same records, described again (in another language). */
  replaceLines(indices: readonly number[], texts: readonly string[]): void {
    const h = this.history;
    const changed = new Map<number, string>();
    indices.forEach((index, k) => {
      const p = h.at(index);
      const text = texts[k];
      if (text === undefined || !h.valid(p) || !h.chunks[p.c].lines.has(p.i)) return;
      h.chunks[p.c].lines.set(p.i, text);
      changed.set(index, text);
    });
    if (changed.size === 0) return;
    this.log = this.log.map((l) => ({ ...l, text: changed.get(l.index) ?? l.text }));
    this.emit(true, false);
  }

  /** A copy of record `index`'s bytes while the history still holds it (to ask the worker why it happened). */
  recordBytes(index: number): ArrayBuffer | undefined {
    const h = this.history;
    const p = h.at(index);
    return h.valid(p) ? h.chunks[p.c].batch.copy(p.i) : undefined;
  }

  /** True when the engine can explain records of this kind (a why-text). */
  explains(kind: number): boolean {
    return this.kinds.get(kind)?.explains === true;
  }

  /** The record just shown, if it has no log line yet (step back into a sampled stretch). */
  lastShownUnlisted(): { index: number; bytes: ArrayBuffer } | undefined {
    const h = this.history;
    const p = h.prev(h.cursor);
    if (!p || h.chunks[p.c].lines.has(p.i)) return undefined;
    return { index: h.index(p), bytes: h.chunks[p.c].batch.copy(p.i) };
  }

  /** Global index of the newest shown record with this kind, time and node (a short scan back). */
  findShownRecord(kind: number, time: number, node: number, maxScan = 200_000): number | undefined {
    const h = this.history;
    let p = h.prev(h.cursor);
    for (let n = 0; p && n < maxScan; n++, p = h.prev(p)) {
      const b = h.chunks[p.c].batch;
      if (b.time(p.i) < time) return undefined;
      if (b.kind(p.i) === kind && b.time(p.i) === time && b.node(p.i) === node) return h.index(p);
    }
    return undefined;
  }

  /** Records collisionParties' answer and repaints. */
  setParties(c: { time: number; node: number }, stations: number[]): void {
    this.parties.set(c, stations);
    this.emit(false, false);
  }

  kindName(kind: number): string {
    return this.kinds.get(kind)?.name ?? `kind ${kind}`;
  }

  private ctx(): ApplyContext {
    return this.applyCtx;
  }

  /** The apply context, rebuilt when the topology or kinds change (not once per record). */
  private applyCtx: ApplyContext = { topo: this.topo, roleOfKind: this.roleOfKind, ids: this.ids };

  private applyAt(p: Pos): boolean {
    const ch = this.history.chunks[p.c];
    return this.applyIn(ch, p.i, ch.batch.time(p.i));
  }

  /** Applies record i of a chunk (time already read); true if it added a log line. */
  private applyIn(ch: Chunk, i: number, time: number): boolean {
    applyRecord(this.scene, ch.batch, i, this.applyCtx);
    this.checkpoints.after(ch.start + i, time, this.scene);
    if (ch.lines.size === 0) {
      this.unlisted++;
      return false;
    }
    const text = ch.lines.get(i);
    if (text === undefined) {
      this.unlisted++;
      return false;
    }
    this.log.push({ seq: ++this.logSeq, time, kind: ch.batch.kind(i), text, index: ch.start + i });
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
    this.scene = from ? from.scene : cloneScene(this.base.current(this.applyCtx));
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
    this.applyCtx = { topo: this.topo, roleOfKind: this.roleOfKind, ids: this.ids };
  }

  private setKinds(kinds: TraceKindInfo[]): void {
    this.kinds = new Map(kinds.map((k) => [k.kind, k]));
    this.roleOfKind = roleTable(kinds);
    this.ids = kindIds(kinds);
    this.applyCtx = { topo: this.topo, roleOfKind: this.roleOfKind, ids: this.ids };
  }

  private resetRun(): void {
    this.history.clear();
    this.parties.clear();
    this.checkpoints.clear();
    this.base.clear();
    this.scene = new Scene();
    this.log = [];
    this.unlisted = 0;
    this.series = new Map();
    this.latency = { t: [], v: [] };
    this.timeSeqs = new Map();
    this.horizon = 0;
    this.shownTime = 0;
    this.runEnd = undefined;
    this.runAtLeast = 0;
    this.finished = false;
    this.stoppedBy = '';
    this.eventsExecuted = 0;
    this.overwritten = 0;
    this.fastForwarded = 0;
  }

  private emit(logChanged: boolean, metricsChanged: boolean): void {
    this.version++;
    if (logChanged) this.logVersion++;
    if (metricsChanged) this.metricsVersion++;
    for (const fn of this.listeners) fn();
  }
}
