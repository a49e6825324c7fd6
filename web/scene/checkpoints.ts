// Copies of the scene every CHECKPOINT_EVERY records, so going back (step back, seek, scrub)
// rebuilds from the nearest earlier copy instead of from the first kept record: the cost of a
// step back stays bounded however long the run (a million records took seconds to re-apply).
// Taken as records are applied, forward or while rebuilding; only the store uses them.
import { cloneScene, pruneScene, type Scene } from './scene';

export const CHECKPOINT_EVERY = 100_000;
/** Copies kept; beyond it every other old one is dropped, so coverage thins out with age. */
export const MAX_CHECKPOINTS = 24;

export interface Checkpoint {
  index: number;
  scene: Scene;
}

export class SceneCheckpoints {
  private list: Checkpoint[] = [];
  /** Copies taken (tests read it). */
  taken = 0;

  clear(): void {
    this.list = [];
  }

  size(): number {
    return this.list.length;
  }

  /**
   * Call after applying the record with global index `index` (time `time`) to `scene`. At each
   * boundary the scene is pruned at that time (what playback would do: nothing visible later is
   * lost, records come in time order) and copied.
   */
  after(index: number, time: number, scene: Scene): void {
    const at = index + 1;
    if (at % CHECKPOINT_EVERY !== 0) return;
    const k = this.lowerBound(at);
    if (k < this.list.length && this.list[k].index === at) return;
    pruneScene(scene, time);
    this.list.splice(k, 0, { index: at, scene: cloneScene(scene) });
    this.taken++;
    if (this.list.length > MAX_CHECKPOINTS) {
      // Thin the older half, keeping the newest copies dense where stepping back happens most.
      const half = Math.floor(this.list.length / 2);
      this.list = [...this.list.slice(0, half).filter((_, i) => i % 2 === 1), ...this.list.slice(half)];
    }
  }

  /** The newest copy with from <= index <= upTo (a copy of it, so the checkpoint stays intact). */
  best(from: number, upTo: number): { index: number; scene: Scene } | undefined {
    const k = this.lowerBound(upTo + 1) - 1;
    if (k < 0 || this.list[k].index < from) return undefined;
    return { index: this.list[k].index, scene: cloneScene(this.list[k].scene) };
  }

  /** The newest copy at or before `index` itself (not a copy: whoever keeps it must not change it). */
  newestUpTo(index: number): Checkpoint | undefined {
    const k = this.lowerBound(index + 1) - 1;
    return k >= 0 ? this.list[k] : undefined;
  }

  /** Forgets the copies before `index` (the base scene already stands past them). */
  dropBefore(index: number): void {
    const k = this.lowerBound(index);
    if (k > 0) this.list = this.list.slice(k);
  }

  private lowerBound(index: number): number {
    let lo = 0;
    let hi = this.list.length;
    while (lo < hi) {
      const m = (lo + hi) >> 1;
      if (this.list[m].index < index) lo = m + 1;
      else hi = m;
    }
    return lo;
  }
}
