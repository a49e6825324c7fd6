// The playback clock: the single source of truth for "now" on screen. Sim time is a linear
// function of wall time while playing, rebased on every change (play, pause, speed, seek) so that
// changing speed never makes the picture jump. Wall time is injected so tests can drive it.

/** Sim nanoseconds per wall second, a 1-2-5 series from slow motion to fast-forward. */
export const SPEEDS: readonly number[] = (() => {
  const out: number[] = [];
  for (let decade = 1e2; decade <= 1e10; decade *= 10) for (const m of [1, 2, 5]) out.push(m * decade);
  return out.filter((s) => s <= 1e10);
})();

export class PlaybackClock {
  private playing = false;
  private speed: number; // sim ns per wall second
  private baseSim = 0; // sim time at baseWall
  private baseWall: number; // wall ms
  private limit = Infinity; // end of the run
  private stopAt = Infinity; // a moment playing must not pass (a question's): see setStopPoint

  constructor(
    private readonly wallNow: () => number = () => performance.now(),
    speed = 1e6,
  ) {
    this.speed = speed;
    this.baseWall = wallNow();
  }

  /** Sim time now, in ns (fractional: the view interpolates between integer event times). */
  time(): number {
    if (!this.playing) return this.baseSim;
    let t = this.baseSim + ((this.wallNow() - this.baseWall) / 1000) * this.speed;
    // Playing from at or before the stop point, time waits there; playing from past it (a seek
    // went beyond) it does not pull the clock back.
    if (this.stopAt >= this.baseSim) t = Math.min(t, this.stopAt);
    return Math.min(t, this.limit);
  }

  /**
   * A moment playing must not carry the clock past (a predict-then-reveal question's). Held in
   * the clock itself, not only by the frame loop: anything that reads the time between two
   * frames (a listener arming the next question) must never see a time past the stop, or it
   * would arm the question after it and the stop would be skipped (CI saw exactly that).
   */
  setStopPoint(t: number | undefined): void {
    const at = t ?? Infinity;
    if (at === this.stopAt) return; // armed again every frame: no rebase for nothing
    if (this.playing) this.rebase(this.time());
    this.stopAt = at;
  }

  stopPoint(): number | undefined {
    return this.stopAt === Infinity ? undefined : this.stopAt;
  }

  isPlaying(): boolean {
    return this.playing;
  }
  getSpeed(): number {
    return this.speed;
  }
  getLimit(): number {
    return this.limit;
  }
  atEnd(): boolean {
    return this.time() >= this.limit;
  }

  play(): void {
    if (this.playing) return;
    if (this.atEnd()) return; // nothing left to play; the caller may seek(0) first
    this.rebase(this.baseSim);
    this.playing = true;
  }

  pause(): void {
    if (!this.playing) return;
    this.rebase(this.time());
    this.playing = false;
  }

  setSpeed(speed: number): void {
    if (!(speed > 0) || !Number.isFinite(speed)) throw new RangeError(`speed must be > 0 (got ${speed})`);
    this.rebase(this.time());
    this.speed = speed;
  }

  /** Next or previous preset speed from the current one. */
  stepSpeed(direction: 1 | -1): number {
    const i = nearestSpeedIndex(this.speed);
    const j = Math.max(0, Math.min(SPEEDS.length - 1, i + direction));
    this.setSpeed(SPEEDS[j]);
    return this.speed;
  }

  seek(t: number): void {
    this.rebase(Math.max(0, Math.min(t, this.limit)));
  }

  setLimit(limit: number): void {
    this.limit = limit;
    if (this.time() > limit) this.rebase(limit);
  }

  /**
   * Keeps the clock from running past what has been simulated: if now > maxT, now becomes maxT and
   * playback carries on from there once more is simulated. Returns true if it had to hold.
   */
  hold(maxT: number): boolean {
    if (this.time() <= maxT) return false;
    this.rebase(maxT);
    return true;
  }

  private rebase(sim: number): void {
    this.baseSim = sim;
    this.baseWall = this.wallNow();
  }
}

export function nearestSpeedIndex(speed: number): number {
  let best = 0;
  for (let i = 1; i < SPEEDS.length; i++) {
    if (Math.abs(Math.log(SPEEDS[i] / speed)) < Math.abs(Math.log(SPEEDS[best] / speed))) best = i;
  }
  return best;
}
