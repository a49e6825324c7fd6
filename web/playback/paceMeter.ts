// How fast the picture really moves against the speed set. Where applying records cannot keep up
// (thousands of packets in flight at 1x) or the engine is not far enough ahead, the clock waits
// (controller.frame, frameBudget.ts): the picture then runs below the set speed, and the toolbar
// says so instead of letting "1x" stand for something slower. Pure: the caller passes wall and sim
// times, so tests drive it.

/** Wall time the ratio is measured over (ms): long enough to smooth single slow frames. */
export const PACE_WINDOW_MS = 1500;
/** A measurement shorter than this says nothing yet (ms). */
const MIN_SPAN_MS = 1000;

interface Sample {
  wall: number; // ms
  sim: number; // ns
}

export class PaceMeter {
  private samples: Sample[] = [];
  private speed = 0;

  /**
   * One frame: the wall time now (ms), the sim time shown (ns), whether playing and the speed set
   * (sim ns per wall s). Anything that breaks the line between them (a pause, a new speed, a seek
   * backwards) starts the measurement again.
   */
  sample(wall: number, sim: number, playing: boolean, speed: number): void {
    const last = this.samples[this.samples.length - 1];
    if (!playing || speed !== this.speed || (last && sim < last.sim)) {
      this.samples = [];
      this.speed = speed;
      if (!playing) return;
    }
    this.samples.push({ wall, sim });
    while (this.samples.length > 2 && wall - this.samples[1].wall >= PACE_WINDOW_MS) this.samples.shift();
  }

  /** Sim time shown per sim time set over the last window (1 = on pace), or null if unknown. */
  ratio(): number | null {
    if (this.samples.length < 2 || !(this.speed > 0)) return null;
    const a = this.samples[0];
    const b = this.samples[this.samples.length - 1];
    const span = b.wall - a.wall;
    if (span < MIN_SPAN_MS) return null;
    return (b.sim - a.sim) / ((span / 1000) * this.speed);
  }

  /** The ratio when the picture runs clearly below the set speed (under 0.9), else null. */
  behind(): number | null {
    const r = this.ratio();
    return r !== null && r < 0.9 ? r : null;
  }
}
