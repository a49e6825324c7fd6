// Long file: play, step, seek and jump share the clock, the store and the worker queue's token;
// issue 12 added the run-end scout and the frame's apply budget here, where those meet.
// Wires the playback clock, the engine worker and the scene store. Each animation frame it keeps
// the clock from outrunning the simulation, applies records up to the clock's time, and asks the
// worker to simulate a little ahead. It never simulates itself, and only the store writes the scene.
// The protocol panels' probe is its own module (panels/inspector.ts); the controller tells it when
// the playhead moved and lends it the worker queue.

import { type BudgetLevel, storeBudgetLevel, storedBudgetLevel } from '../engine/budgetLevel';
import type { EngineClient } from '../engine/client';
import type { Topology } from '../engine/protocol';
import { noScout, type RunEndSource, WorkerRunEndScout } from '../engine/scout';
import { currentLanguage } from '../i18n/i18n';
import { PanelInspector } from '../panels/inspector';
import { nearestSpeedIndex, PlaybackClock, SPEEDS } from '../playback/clock';
import { FrameBudget } from '../playback/frameBudget';
import { PaceMeter } from '../playback/paceMeter';
import { collidingStations } from '../scene/collisionParties';
import { SceneStore } from '../scene/store';
import { loadScenarioCheck } from '../share/loadScenarioCheck';

/** How far ahead of the clock the worker simulates, in wall seconds of playback. */
const LOOKAHEAD_WALL_S = 0.4;
/** A frame is this many bytes on the wire when choosing the opening speed. */
const TYPICAL_FRAME_BITS = 1500 * 8;
/** Wall seconds a typical frame should take to cross the slowest link at the opening speed. */
const CROSSING_WALL_S = 2;
/** While playing, collisions are named at most this often (wall ms): each costs a probe. */
const NAME_COLLIDERS_MS = 300;
/** Records fetched back at once when stepping back into a stretch a fast-forward skipped. */
const EARLIER_RECORDS = 1000;
/**
 * A seek ships every record on its way until it has shipped this many (about half a second of
 * applying them), and only then lets the worker fast-forward. A jump within a teaching run (a
 * moment a spec or a lesson opens at) keeps its whole history, so the charts built from records
 * (time-sequence, latency) and step back have no gap; a jump across a long run still fast-forwards.
 */
export const WHOLE_SEEK_RECORDS = 500_000;
/** Batches asked for while searching ahead for the next event of a kind. */
const MAX_SEARCH_BATCHES = 400;

export interface LoadOptions {
  play?: boolean;
  /**
   * The text is one of the build's own scenario files (a gallery entry fetched from its chunk), not
   * text from outside: the browser's schema check is skipped for it (see load()).
   */
  builtIn?: boolean;
}

export class AppController {
  readonly store = new SceneStore();
  private budget: BudgetLevel = storedBudgetLevel();
  /** The protocol panels: which are open (panels.state) and their probe at the playhead. */
  readonly panels = new PanelInspector({
    playhead: () => (this.store.status === 'ready' ? this.store.shownIndex() : undefined),
    inspect: (index, entities) => this.serial(() => this.client.inspect(index, entities)),
    run: () => this.token,
  });
  private busy: Promise<unknown> = Promise.resolve();
  private namingColliders = false;
  private lastNaming = Number.NEGATIVE_INFINITY;
  private requestOpen = false;
  private token = 0;
  private current: { name: string; json: string; builtIn: boolean } | null = null;
  /** The scout's pending answer for the loaded scenario (seekToEnd waits for it). */
  private scouting: Promise<void> = Promise.resolve();
  private frameListeners = new Set<(t: number) => void>();
  private raf = 0;
  /** The share of each playing frame spent applying records. */
  private readonly applyBudget = new FrameBudget();
  /** How fast the picture really moves against the set speed (the toolbar shows it when behind). */
  readonly pace = new PaceMeter();
  /** Trace kind name that "next event" jumps to (chosen in the toolbar). */
  jumpKindName = '';
  /** The kind the user picked last (kept across scenarios that have it). */
  jumpKindPicked = '';
  /** A moment hovered on a chart, shown on the timeline (null when none). */
  hoverTime: number | null = null;
  /**
   * Playback pauses when the clock reaches this time (ns) and calls onStopPoint: a predict-then-
   * reveal question's moment (web/teach/predict). Only playing stops here; seeks and steps pass it.
   */
  get stopPoint(): number | undefined {
    return this.clock.stopPoint();
  }
  set stopPoint(t: number | undefined) {
    this.clock.setStopPoint(t);
  }
  onStopPoint: ((t: number) => void) | null = null;

  constructor(
    readonly client: EngineClient,
    readonly clock = new PlaybackClock(),
    /** Finds where a run ends, so the timeline spans the run rather than its stop time. */
    private readonly scout: RunEndSource = typeof Worker === 'function' ? new WorkerRunEndScout() : noScout,
    /** WHOLE_SEEK_RECORDS (tests lower it to reach a fast-forward with a small run). */
    private readonly wholeSeekRecords = WHOLE_SEEK_RECORDS,
  ) {}

  /**
   * Loads a scenario (gallery entry or pasted text); a bad one leaves the app usable. The text may
   * still be on its way (a gallery chunk being fetched): the load claims its turn before waiting
   * for it, so a slow fetch that lands after a newer choice (the default scenario's file arriving
   * after the person already picked another) is dropped instead of replacing that choice. A
   * rejected fetch is shown with its error's message.
   */
  async load(name: string, text: string | Promise<string>, opts: LoadOptions = {}): Promise<void> {
    const token = ++this.token;
    this.clock.pause();
    this.clock.setLimit(Infinity);
    this.clock.seek(0);
    this.store.beginLoad(name);
    this.panels.reset();
    const json = typeof text === 'string' ? text : await text.catch((err: unknown) => err as Error);
    if (token !== this.token) return; // a newer load started meanwhile
    if (json instanceof Error) {
      this.store.failed(json.message);
      return;
    }
    this.current = { name, json, builtIn: opts.builtIn === true };
    // Pasted, opened, edited or linked text meets the schema first: its message names the field.
    // The check is a chunk of its own (issue 12: Ajv's code for the whole schema was most of the
    // main bundle), awaited here so no such text reaches the engine unchecked. The build's own
    // files skip it, so the default scenario's first load never fetches it: each is checked
    // against the schema by tests/unit/share/linkProperties.test.ts, and the engine validates
    // every scenario anyway.
    if (!opts.builtIn) {
      const check = await loadScenarioCheck().catch((err: unknown) => err as Error);
      if (token !== this.token) return; // a newer load started meanwhile
      if (check instanceof Error) {
        this.store.failed(check.message);
        return;
      }
      const problem = check.schemaProblem(json);
      if (problem) {
        this.store.refused([problem]);
        return;
      }
    }
    const budget = this.budget;
    // The engine's own refusal in the language the schema check just used (the interface's).
    const lang = currentLanguage();
    const reply = await this.serial(() => this.client.load(json, budget, lang)).catch((err: unknown) => err as Error);
    if (token !== this.token) return; // a newer load started meanwhile
    if (reply instanceof Error) {
      this.store.failed(reply.message);
      return;
    }
    if (reply.ok)
      this.jumpKindName = defaultJumpKind(
        reply.traceKinds.map((k) => k.name),
        this.jumpKindPicked,
      );
    this.store.loaded(reply);
    if (!reply.ok) return;
    this.clock.setLimit(reply.stopTime);
    this.clock.seek(reply.now);
    this.clock.setSpeed(suggestSpeed(reply.topology));
    // Listeners (a question's stop point) see the new run before any frame can move its clock.
    this.notifyFrame();
    if (opts.play) this.clock.play();
    void this.panels.refresh();
    this.scouting = this.scout.measure(json, budget).then((end) => {
      if (!end || token !== this.token || this.store.status !== 'ready') return;
      this.store.setRunEnd(end);
      this.clock.setLimit(this.store.endBound());
      this.notifyFrame();
    });
  }

  /** The browser engine's budget for this tab (engine/budgetLevel.ts); every load uses it. */
  budgetLevel(): BudgetLevel {
    return this.budget;
  }

  /** The person chose the larger budget (after a refusal or a stop): for this tab, and reload now. */
  raiseBudget(): Promise<void> {
    this.budget = 'large';
    storeBudgetLevel('large');
    return this.restart(true);
  }

  /** The scenario text currently loaded (for share links and the editor). */
  currentScenario(): { name: string; json: string } | null {
    return this.current;
  }

  restart(play = true): Promise<void> {
    if (!this.current) return Promise.resolve();
    return this.load(this.current.name, this.current.json, { play, builtIn: this.current.builtIn });
  }

  togglePlay(): void {
    if (this.clock.isPlaying()) {
      this.pauseHere();
      return;
    }
    if (this.store.status !== 'ready') return;
    if (this.clock.atEnd() || this.runOver()) {
      void this.restart(true);
      return;
    }
    this.clock.play();
  }

  /** Step mode: pause and show exactly one more trace record (one event log line). */
  async step(): Promise<void> {
    this.pauseHere();
    if (this.store.status !== 'ready') return;
    const token = this.token;
    if (!this.store.hasPending() && !this.store.finished) {
      const reply = await this.serial(() => this.client.step(1)).catch(() => null);
      if (!reply || token !== this.token) return;
      this.store.addBatch(reply);
    }
    const t = this.store.stepOne();
    // Every record up to the clock is on screen (pauseHere), so the next one is never earlier.
    if (t !== undefined) this.clock.seek(Math.max(t, this.clock.time()));
    this.notifyFrame();
    // The stepped record's own line, also where the live batch sampled lines away (after a jump).
    await this.describeShown();
    void this.nameColliders();
    await this.panels.refresh();
  }

  /**
   * Pauses with the picture exactly at the clock: the clock may not stay past what the engine has
   * simulated (records there are not known yet), and every record up to it is applied, so a step
   * that follows shows the next record after this moment, never one before it.
   */
  private pauseHere(): void {
    if (!this.clock.isPlaying()) return;
    if (this.store.status === 'ready' && !this.store.finished) this.clock.hold(this.store.horizon);
    this.clock.pause();
    if (this.store.status !== 'ready') return;
    this.store.advance(this.clock.time());
    this.notifyFrame();
    void this.describeShown();
    void this.nameColliders();
  }

  /** Step back one trace record: the scene is rebuilt from kept records, panels re-executed. */
  async stepBack(): Promise<void> {
    this.pauseHere();
    if (this.store.status !== 'ready') return;
    if (this.store.canFetchEarlier()) {
      // Into a stretch a fast-forward skipped: the probe engine re-executes its last records.
      const token = this.token;
      const first = this.store.history.firstIndex();
      const reply = await this.serial(() => this.client.earlier(first, EARLIER_RECORDS)).catch(() => null);
      if (!reply || token !== this.token) return;
      this.store.prependEarlier(reply);
    }
    const t = this.store.stepBack();
    if (t === undefined) return;
    this.clock.seek(t);
    this.notifyFrame();
    await this.describeShown();
    void this.nameColliders();
    await this.panels.refresh();
  }

  /**
   * Moves the playhead to time t (scrub, jump to time); simulates ahead first if needed. With
   * `keepRecords` every record on the way is kept (a question graded from them), else the worker
   * fast-forwards.
   */
  async seek(t: number, keepRecords = false): Promise<void> {
    if (this.store.status !== 'ready') return;
    let target = Math.max(0, Math.min(this.store.endBound(), t));
    const token = this.token;
    // Replies are bounded (MAX_RECORDS_PER_REPLY): ask until the engine has simulated past the target.
    // The records on the way are never shown one by one, so past WHOLE_SEEK_RECORDS the worker
    // fast-forwards: it sends only the newest records before the target and the store rebuilds the
    // picture from them (a shorter stretch arrives whole, so stepping back through it works as before).
    let shipped = 0;
    while (target > this.store.horizon && !this.store.finished) {
      const before = this.store.horizon;
      const fast = !keepRecords && shipped >= this.wholeSeekRecords;
      const reply = await this.serial(() => this.client.advanceTo(Math.ceil(target), fast)).catch(() => null);
      if (!reply || token !== this.token) return;
      shipped += reply.records.byteLength / reply.recordBytes;
      this.store.addBatch(reply);
      if (this.store.horizon <= before) break; // no progress: never spin
    }
    // The run may have ended before the target (its protocol done): the playhead stops at its end.
    target = Math.min(target, this.store.endBound());
    this.clock.setLimit(this.store.endBound());
    this.store.seekTime(target);
    this.clock.seek(target);
    this.notifyFrame();
    await this.panels.refresh();
  }

  /**
   * Moves the playhead to the end of the run (the timeline's End key). While the scout is still
   * looking for that end, waits for its answer first: otherwise End would land on the provisional
   * end, which the answer then moves. A run too long to scout is run to its real end (the stop
   * time, or earlier when the engine finishes first), fast-forwarded by the worker, never to the
   * provisional end.
   */
  async seekToEnd(): Promise<void> {
    const token = this.token;
    await this.scouting;
    if (token !== this.token) return;
    await this.seek(this.store.endBound());
  }

  /**
   * Pauses on the next event whose kind is in `kinds` (next collision, timeout, ...), asking the
   * worker for more of the run as needed. Returns false when the run ends without one.
   */
  async jumpToKind(kinds: ReadonlySet<number>): Promise<boolean> {
    this.pauseHere();
    if (this.store.status !== 'ready' || kinds.size === 0) return false;
    const token = this.token;
    for (let n = 0; n < MAX_SEARCH_BATCHES; n++) {
      const pos = this.store.findNext(kinds);
      if (pos) {
        this.clock.seek(this.store.showThrough(pos));
        this.notifyFrame();
        await this.describeShown();
        void this.nameColliders();
        await this.panels.refresh();
        return true;
      }
      if (this.store.finished) return false;
      const span = Math.max(this.clock.getSpeed() * 2, (this.store.stopTime - this.store.horizon) / 50, 1);
      const until = Math.min(this.store.stopTime, Math.ceil(this.store.horizon + span));
      const reply = await this.serial(() => this.client.advanceTo(until)).catch(() => null);
      if (!reply || token !== this.token) return false;
      this.store.addBatch(reply);
    }
    return false;
  }

  /**
   * Opens a shared moment: loads the scenario paused, simulates until `eventIndex` records exist,
   * shows exactly those and puts the clock at `timeNs`, then reopens the panels.
   */
  async openMoment(
    name: string,
    json: string,
    eventIndex: number,
    timeNs: number,
    panels: number[] = [],
    jumpKind = '',
  ): Promise<void> {
    if (jumpKind) this.jumpKindPicked = jumpKind; // kept by the load when the run has that kind
    await this.load(name, json, { play: false });
    if (this.store.status !== 'ready') return;
    const token = this.token;
    const target = Math.max(0, Math.min(Math.floor(eventIndex), 50_000_000));
    for (let n = 0; n < MAX_SEARCH_BATCHES && !this.store.finished; n++) {
      const end = this.store.history.index({ c: this.store.history.chunks.length, i: 0 });
      if (end >= target && this.store.horizon >= timeNs) break;
      const span = Math.max((this.store.stopTime - this.store.horizon) / 50, timeNs - this.store.horizon, 1);
      const reply = await this.serial(() =>
        this.client.advanceTo(Math.min(this.store.stopTime, Math.ceil(this.store.horizon + span))),
      ).catch(() => null);
      if (!reply || token !== this.token) return;
      this.store.addBatch(reply);
    }
    const pos = this.store.history.at(target - 1);
    if (target > 0 && this.store.history.valid(pos)) this.store.showThrough(pos);
    else this.store.advance(Math.min(timeNs, this.store.horizon));
    this.clock.seek(Math.min(timeNs, this.store.horizon)); // the clock may sit after the last shown record
    this.panels.restore(panels);
    this.notifyFrame();
    await this.describeShown();
    void this.nameColliders();
    await this.panels.refresh();
  }

  /** Jumps to the next event of the kind chosen in the toolbar. */
  jumpToChosen(): Promise<boolean> {
    const kinds = new Set<number>();
    for (const k of this.store.kinds.values()) if (k.name === this.jumpKindName) kinds.add(k.kind);
    return this.jumpToKind(kinds);
  }

  /**
   * The language of the engine's log lines from now on ('pt-BR', 'en'); the lines already kept are
   * described again in it, after any batch already asked for (requests run in order), so the log
   * never mixes languages.
   */
  setLanguage(lang: string): void {
    if (this.client.lang === lang) return;
    this.client.lang = lang;
    // A refused scenario is checked again, so its errors are said in the new language.
    if (this.store.status === 'invalid' && this.current) {
      void this.load(this.current.name, this.current.json, { builtIn: this.current.builtIn });
      return;
    }
    if (this.store.status !== 'ready') return;
    const token = this.token;
    let indices: number[] = [];
    this.serial(() => {
      const lined = this.store.linedRecords();
      indices = lined.indices;
      return this.client.describe(lined.bytes, lang);
    })
      .then((reply) => {
        if (token === this.token && this.client.lang === lang) this.store.replaceLines(indices, reply.lines);
      })
      .catch(() => undefined);
  }

  /**
   * Why record `index` happened: the protocol rule and the state behind it (its kind's why-text),
   * "" when its kind does not explain, null when the record is no longer held or the run changed.
   * In `lang` ('pt-BR') where the engine has the kind's translation, in English otherwise.
   */
  async explain(index: number, lang = 'en'): Promise<string | null> {
    const bytes = this.store.recordBytes(index);
    if (!bytes) return null;
    const token = this.token;
    const reply = await this.serial(() => this.client.explain(bytes, lang)).catch(() => null);
    if (!reply || token !== this.token) return null;
    return reply.texts[0] ?? '';
  }

  /**
   * The inspect() JSON of the entity named `name` at the playhead (a question's {entity, field}
   * grade), undefined when the run has no such entity or changed meanwhile.
   */
  async inspectNamed(name: string): Promise<unknown> {
    if (this.store.status !== 'ready') return undefined;
    const token = this.token;
    const index = this.store.shownIndex();
    const list = await this.serial(() => this.client.inspect(index, [])).catch(() => null);
    const entity = list?.entities.find((e) => e.name === name);
    if (!entity || token !== this.token) return undefined;
    const reply = await this.serial(() => this.client.inspect(index, [entity.id])).catch(() => null);
    return reply && token === this.token ? reply.states[entity.id] : undefined;
  }

  /** Log line for the record the playhead sits on when the live batch sampled it away. */
  private async describeShown(): Promise<void> {
    const missing = this.store.lastShownUnlisted();
    if (!missing) return;
    const token = this.token;
    const reply = await this.serial(() => this.client.describe(missing.bytes)).catch(() => null);
    if (reply && token === this.token && reply.lines[0] !== undefined)
      this.store.setLine(missing.index, reply.lines[0]);
  }

  /**
   * A collision record on the thesis bus names two stations of any number; the medium's state at
   * that moment names them all. Asks the probe for the newest visible such collision not yet
   * named (one question at a time) so the bus can mark every station the log line counts.
   */
  private async nameColliders(): Promise<void> {
    const s = this.store;
    const kind = s.ids.collision;
    if (s.status !== 'ready' || kind === undefined || this.namingColliders) return;
    const t = this.clock.time();
    const c = [...s.scene.bus.collisions].reverse().find((x) => x.time <= t && x.stations > 2 && !s.parties.get(x));
    if (!c) return;
    const index = s.findShownRecord(kind, c.time, c.node);
    if (index === undefined) return;
    const token = this.token;
    this.namingColliders = true;
    this.lastNaming = performance.now();
    try {
      let entities = this.panels.state.entities;
      if (entities.length === 0) entities = (await this.serial(() => this.client.inspect(index + 1, []))).entities;
      const medium = entities.find((e) => e.kind === 'ethernet-medium');
      if (!medium || token !== this.token) return;
      const reply = await this.serial(() => this.client.inspect(index + 1, [medium.id]));
      if (token !== this.token) return;
      const byName = new Map([...s.topo.nodes.values()].map((n) => [n.name, n.id]));
      const ids = collidingStations(reply.states[medium.id], (n) => byName.get(n));
      if (ids) s.setParties(c, ids);
    } catch {
      // the picture keeps the record's two stations; nothing else depends on it
    } finally {
      this.namingColliders = false;
    }
  }

  setHover(t: number | null): void {
    this.hoverTime = t;
    this.notifyFrame();
  }

  faster(): void {
    this.clock.stepSpeed(1);
    this.notifyFrame();
  }
  slower(): void {
    this.clock.stepSpeed(-1);
    this.notifyFrame();
  }

  /** One animation frame: move the clock, reveal records, keep the worker ahead, repaint. */
  frame(): void {
    if (this.store.status === 'ready' && this.clock.isPlaying()) {
      if (!this.store.finished) this.clock.hold(this.store.horizon);
      const stop = this.stopPoint;
      if (stop !== undefined) this.clock.hold(stop);
      // The clock keeps running while this frame works: never read or apply past the stop point.
      let t = stop === undefined ? this.clock.time() : Math.min(this.clock.time(), stop);
      // A bounded share of the frame for applying records (it adapts to the frames' lateness:
      // web/playback/frameBudget.ts); the clock waits where they stop.
      const now = performance.now();
      this.store.advance(t, now + this.applyBudget.next(now));
      if (this.store.shownTime < t) {
        this.clock.hold(this.store.shownTime);
        t = this.clock.time();
      }
      if (stop !== undefined && t >= stop) {
        this.clock.pause();
        this.clock.seek(stop); // pause() reads the wall clock again, after this frame's work
        this.stopPoint = undefined;
        this.panels.settle();
        this.onStopPoint?.(stop);
      } else if (this.clock.atEnd() || (this.runOver() && t >= this.store.horizon)) {
        this.clock.pause();
        this.panels.settle();
      } else this.panels.refreshIfDue();
      this.pump();
      if (performance.now() - this.lastNaming > NAME_COLLIDERS_MS) void this.nameColliders();
    } else this.applyBudget.pause();
    this.pace.sample(performance.now(), this.store.shownTime, this.clock.isPlaying(), this.clock.getSpeed());
    this.notifyFrame();
  }

  onFrame(fn: (t: number) => void): () => void {
    this.frameListeners.add(fn);
    return () => this.frameListeners.delete(fn);
  }

  start(): void {
    const loop = () => {
      this.frame();
      this.raf = requestAnimationFrame(loop);
    };
    this.raf = requestAnimationFrame(loop);
  }

  stop(): void {
    cancelAnimationFrame(this.raf);
  }

  private runOver(): boolean {
    return this.store.finished && !this.store.hasPending();
  }

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
      .then((reply) => {
        if (token === this.token) this.store.addBatch(reply);
      })
      .catch((err: unknown) => {
        if (token === this.token) this.store.failed(String((err as Error).message ?? err));
      })
      .finally(() => {
        this.requestOpen = false;
      });
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

/** The kinds worth jumping to, most telling first; keeps the user's choice if the new run has it. */
export const JUMP_PREFERENCE = ['collision', 'timeout', 'retransmission', 'nak', 'drop', 'poll', 'failure', 'backoff'];

export function defaultJumpKind(names: string[], keep: string): string {
  if (keep && names.includes(keep)) return keep;
  return JUMP_PREFERENCE.find((n) => names.includes(n)) ?? names[0] ?? '';
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
