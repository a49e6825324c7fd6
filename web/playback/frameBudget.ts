// How long one animation frame may spend applying records while playing. A frame has 16.7 ms at
// 60 Hz; applying is only one part of it (painting, layout and the worker's messages share the
// rest), and what the rest costs depends on the machine and the scenario. So the share adapts: a
// frame that came late (its gap to the one before passed LATE_MS) cuts it by a third, and each
// frame that came on time gives back a little, up to MAX_MS. Where applying keeps up anyway (a
// quiet stretch, a slow speed) the share is never used up and nothing changes; where it cannot
// (thousands of packets at 1x on a two-core laptop) the clock waits for the records (the picture
// runs below the set speed, which the benchmark reports) instead of every frame missing its vsync.
// Measured on stress-pet-400 at 1x (tests/bench/frames.mjs, 2 cores): a fixed 6 ms left 11 % of
// frames late (p95 33 ms); a fixed 3 ms, 5-6 % (p95 17-33 ms).

/** The share's bounds (ms): the old fixed 6 ms is the ceiling; 1.5 ms still moves the picture. */
export const MIN_MS = 1.5;
export const MAX_MS = 6;
/** A gap longer than this missed a 60 Hz vsync (1.5 frames). */
export const LATE_MS = 25;
/** Given back per on-time frame (ms): from the floor to the ceiling in about two seconds. */
const RECOVER_MS = 0.04;

export class FrameBudget {
  private ms = MAX_MS;
  private last: number | null = null;

  /** The share for the frame that starts at `now` (performance.now()), after judging the last gap. */
  next(now: number): number {
    if (this.last !== null) {
      const gap = now - this.last;
      if (gap > LATE_MS) this.ms = Math.max(MIN_MS, (this.ms * 2) / 3);
      else this.ms = Math.min(MAX_MS, this.ms + RECOVER_MS);
    }
    this.last = now;
    return this.ms;
  }

  /** Playing stopped: the next gap says nothing about the frames (a pause, a hidden tab). */
  pause(): void {
    this.last = null;
  }
}
