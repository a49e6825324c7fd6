// Wires the playback clock, the engine worker and the scene store. Each animation frame it keeps
// the clock from outrunning the simulation, applies records up to the clock's time, and asks the
// worker to simulate a little ahead. It never simulates itself, and only the store writes the scene.
import { EngineClient } from '../engine/client';
import type { Topology } from '../engine/protocol';
import { PlaybackClock, SPEEDS, nearestSpeedIndex } from '../playback/clock';
import { SceneStore } from '../scene/store';

/** How far ahead of the clock the worker simulates, in wall seconds of playback. */
const LOOKAHEAD_WALL_S = 0.4;
/** A frame is this many bytes on the wire when choosing the opening speed. */
const TYPICAL_FRAME_BITS = 1500 * 8;
/** Wall seconds a typical frame should take to cross the slowest link at the opening speed. */
const CROSSING_WALL_S = 2;

export interface LoadOptions { play?: boolean }

export class AppController {
  readonly store = new SceneStore();
  private busy: Promise<unknown> = Promise.resolve();
  private requestOpen = false;
  private token = 0;
  private current: { name: string; json: string } | null = null;
  private frameListeners = new Set<(t: number) => void>();
  private raf = 0;

  constructor(readonly client: EngineClient, readonly clock = new PlaybackClock()) {}

  /** Loads a scenario (gallery entry or pasted text); a bad one leaves the app usable. */
  async load(name: string, json: string, opts: LoadOptions = {}): Promise<void> {
    const token = ++this.token;
    this.current = { name, json };
    this.clock.pause();
    this.clock.setLimit(Infinity);
    this.clock.seek(0);
    this.store.beginLoad(name);
    const reply = await this.serial(() => this.client.load(json)).catch((err: unknown) => err as Error);
    if (token !== this.token) return; // a newer load started meanwhile
    if (reply instanceof Error) { this.store.failed(reply.message); return; }
    this.store.loaded(reply);
    if (!reply.ok) return;
    this.clock.setLimit(reply.stopTime);
    this.clock.seek(reply.now);
    this.clock.setSpeed(suggestSpeed(reply.topology));
    if (opts.play) this.clock.play();
  }

  restart(play = true): Promise<void> {
    if (!this.current) return Promise.resolve();
    return this.load(this.current.name, this.current.json, { play });
  }

  togglePlay(): void {
    if (this.clock.isPlaying()) { this.clock.pause(); return; }
    if (this.store.status !== 'ready') return;
    if (this.clock.atEnd() || this.runOver()) { void this.restart(true); return; }
    this.clock.play();
  }

  /** Step mode: pause and show exactly one more trace record (one event log line). */
  async step(): Promise<void> {
    this.clock.pause();
    if (this.store.status !== 'ready') return;
    const token = this.token;
    if (!this.store.hasPending() && !this.store.finished) {
      const reply = await this.serial(() => this.client.step(1)).catch(() => null);
      if (!reply || token !== this.token) return;
      this.store.addBatch(reply);
    }
    const t = this.store.stepOne();
    if (t !== undefined) this.clock.seek(t);
  }

  faster(): void { this.clock.stepSpeed(1); this.notifyFrame(); }
  slower(): void { this.clock.stepSpeed(-1); this.notifyFrame(); }

  /** One animation frame: move the clock, reveal records, keep the worker ahead, repaint. */
  frame(): void {
    if (this.store.status === 'ready' && this.clock.isPlaying()) {
      if (!this.store.finished) this.clock.hold(this.store.horizon);
      const t = this.clock.time();
      this.store.advance(t);
      if (this.clock.atEnd() || (this.runOver() && t >= this.store.horizon)) this.clock.pause();
      this.pump();
    }
    this.notifyFrame();
  }

  onFrame(fn: (t: number) => void): () => void {
    this.frameListeners.add(fn);
    return () => this.frameListeners.delete(fn);
  }

  start(): void {
    const loop = () => { this.frame(); this.raf = requestAnimationFrame(loop); };
    this.raf = requestAnimationFrame(loop);
  }

  stop(): void { cancelAnimationFrame(this.raf); }

  private runOver(): boolean { return this.store.finished && !this.store.hasPending(); }

  /** Keeps at most one advanceTo outstanding, covering LOOKAHEAD_WALL_S of playback. */
  private pump(): void {
    if (this.requestOpen || this.store.finished) return;
    const t = this.clock.time();
    const ahead = this.clock.getSpeed() * LOOKAHEAD_WALL_S;
    if (this.store.horizon >= t + ahead / 2) return;
    const target = Math.min(this.store.stopTime, Math.max(this.store.horizon, t) + ahead);
    if (target <= this.store.horizon) return;
    const token = this.token;
    this.requestOpen = true;
    this.serial(() => this.client.advanceTo(Math.ceil(target)))
      .then((reply) => { if (token === this.token) this.store.addBatch(reply); })
      .catch((err: unknown) => { if (token === this.token) this.store.failed(String((err as Error).message ?? err)); })
      .finally(() => { this.requestOpen = false; });
  }

  /** Worker requests run one after another, so a step never interleaves with an advance. */
  private serial<T>(fn: () => Promise<T>): Promise<T> {
    const next = this.busy.then(fn, fn);
    this.busy = next.catch(() => undefined);
    return next;
  }

  private notifyFrame(): void {
    const t = this.clock.time();
    for (const fn of this.frameListeners) fn(t);
  }
}

/** Opening speed: a typical frame takes CROSSING_WALL_S to cross the slowest link. */
export function suggestSpeed(topology: Topology): number {
  let crossing = 0;
  for (const l of topology.links) {
    const tx = l.bandwidth > 0 ? (TYPICAL_FRAME_BITS / l.bandwidth) * 1e9 : 0;
    crossing = Math.max(crossing, l.delay + tx);
  }
  if (!(crossing > 0)) return 1e6;
  return SPEEDS[nearestSpeedIndex(crossing / CROSSING_WALL_S)];
}
