// The one writer of what the screen shows (STYLE practice 13). Worker batches are queued here and
// applied to the Scene as the playback clock passes their times, so the picture, the log and the
// chart always agree with the clock. Every change bumps `version`; views subscribe and re-read.
import type { MetricInfo, TraceKindInfo } from '../engine/kinds';
import type { BatchReply, LoadReply, Topology } from '../engine/protocol';
import { RecordBatch } from '../engine/records';
import { Scene, applyRecord, pruneScene } from './scene';
import { TopologyIndex } from './topology';

export type Status = 'empty' | 'loading' | 'ready' | 'invalid' | 'failed';

export interface LogEntry { seq: number; time: number; kind: number; text: string }
export interface Series { t: number[]; v: number[] }

/** Log lines kept for the event log view. */
export const LOG_KEEP = 400;

interface Pending { batch: RecordBatch; lines: Map<number, string>; next: number }

export class SceneStore {
  version = 0;
  logVersion = 0;
  /** Bumped when samples arrive; charts track how many are revealed at shownTime themselves. */
  metricsVersion = 0;

  status: Status = 'empty';
  scenarioName = '';
  errors: string[] = [];
  topology: Topology = { nodes: [], links: [] };
  topo = new TopologyIndex(this.topology);
  kinds = new Map<number, TraceKindInfo>();
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

  private pending: Pending[] = [];
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
    this.kinds.clear();
    this.metricInfo = [];
    this.stopTime = 0;
    this.emit(true, true);
  }

  loaded(reply: LoadReply): void {
    this.resetRun();
    this.status = reply.ok ? 'ready' : 'invalid';
    this.errors = reply.errors;
    this.setTopology(reply.topology);
    this.kinds = new Map(reply.traceKinds.map((k) => [k.kind, k]));
    this.metricInfo = reply.metricNames;
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
    if (batch.count > 0) {
      const lines = new Map<number, string>();
      reply.lineIndex.forEach((idx, k) => lines.set(idx, reply.lines[k]));
      this.pending.push({ batch, lines, next: 0 });
    }
    for (const m of reply.metrics) {
      const s = this.series.get(m.name) ?? { t: [], v: [] };
      for (let k = 0; k + 1 < m.samples.length; k += 2) { s.t.push(m.samples[k]); s.v.push(m.samples[k + 1]); }
      this.series.set(m.name, s);
    }
    this.horizon = reply.now;
    this.finished = reply.finished;
    this.eventsExecuted = reply.eventsExecuted;
    this.overwritten = reply.overwritten;
    this.emit(false, reply.metrics.length > 0);
  }

  hasPending(): boolean { return this.pending.length > 0; }

  /** Time of the next record not yet shown, or undefined. */
  nextPendingTime(): number | undefined {
    const p = this.pending[0];
    return p ? p.batch.time(p.next) : undefined;
  }

  /** Applies every queued record with time <= t and moves the shown time to t. */
  advance(t: number): number {
    let applied = 0;
    let logged = false;
    while (this.pending.length > 0) {
      const p = this.pending[0];
      while (p.next < p.batch.count && p.batch.time(p.next) <= t) {
        logged = this.applyOne(p) || logged;
        applied++;
      }
      if (p.next < p.batch.count) break;
      this.pending.shift();
    }
    const moved = t !== this.shownTime;
    this.shownTime = Math.max(this.shownTime, t);
    pruneScene(this.scene, this.shownTime);
    if (applied > 0 || moved) this.emit(logged, false);
    return applied;
  }

  /** Step mode: applies exactly the next queued record and returns its time. */
  stepOne(): number | undefined {
    const p = this.pending[0];
    if (!p) return undefined;
    const time = p.batch.time(p.next);
    const logged = this.applyOne(p);
    if (p.next >= p.batch.count) this.pending.shift();
    this.shownTime = Math.max(this.shownTime, time);
    pruneScene(this.scene, this.shownTime);
    this.emit(logged, false);
    return time;
  }

  /** The newest log line (what step mode just showed). */
  lastLine(): LogEntry | undefined { return this.log[this.log.length - 1]; }

  kindName(kind: number): string { return this.kinds.get(kind)?.name ?? `kind ${kind}`; }

  private applyOne(p: Pending): boolean {
    const i = p.next++;
    applyRecord(this.scene, p.batch, i, this.topo);
    const text = p.lines.get(i);
    if (text === undefined) { this.unlisted++; return false; }
    this.log.push({ seq: ++this.logSeq, time: p.batch.time(i), kind: p.batch.kind(i), text });
    if (this.log.length > LOG_KEEP * 1.5) this.log = this.log.slice(-LOG_KEEP);
    return true;
  }

  private setTopology(t: Topology): void {
    this.topology = t;
    this.topo = new TopologyIndex(t);
  }

  private resetRun(): void {
    this.pending = [];
    this.scene = new Scene();
    this.log = [];
    this.unlisted = 0;
    this.series = new Map();
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
