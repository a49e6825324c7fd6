// The scene before the first record the history still keeps: what going back rebuilds from when
// no checkpoint is near. It used to be built by applying every chunk the history trims, which on a
// busy run applied each record twice (once on screen, once here) and took half of every frame's
// apply time. Now it adopts a checkpoint instead: the checkpoints hold copies of the scene taken
// every CHECKPOINT_EVERY records as the screen passes them, so when the history trims past one,
// that copy is the base and the trimmed records before it are simply dropped. Only the records
// between the adopted checkpoint and the first kept one wait here; they are applied when someone
// reads the scene (current), or a slice per frame once too many wait (work), or at once past
// MAX_BEHIND (bounds the memory they hold). Checkpoints and this scene both equal "every record
// before the index applied, pruned at some earlier record time", which is what step back relies on.
import type { Checkpoint } from './checkpoints';
import type { Chunk } from './history';
import { type ApplyContext, applyRecord, cloneScene, pruneScene, Scene } from './scene';

/** Records waiting at most; past it they are applied at once (bounds the memory they hold). */
const MAX_BEHIND = 1_000_000;

export class BaseScene {
  private scene = new Scene();
  /** The scene is a checkpoint's copy, shared with the checkpoint list: clone before changing it. */
  private shared = false;
  /** Global index just past the last record in the scene (when nothing waits, where it stands). */
  private applied = 0;
  private behind: Chunk[] = [];
  /** Next record of behind[0] to apply. */
  private at = 0;
  private waiting = 0;

  clear(): void {
    this.scene = new Scene();
    this.shared = false;
    this.applied = 0;
    this.behind = [];
    this.at = 0;
    this.waiting = 0;
  }

  /**
   * Records trimmed from the history, oldest first, and the newest checkpoint at or before the
   * first record still kept (if any): when it is past what this scene holds, it becomes the scene
   * and the waiting records before it are dropped unapplied.
   */
  add(chunks: Chunk[], ctx: ApplyContext, checkpoint?: Checkpoint): void {
    for (const ch of chunks) {
      this.behind.push(ch);
      this.waiting += ch.batch.count;
    }
    if (checkpoint) this.adopt(checkpoint);
    if (this.waiting > MAX_BEHIND) this.apply(ctx, Infinity, this.waiting - MAX_BEHIND);
  }

  /** Records not applied yet. */
  behindCount(): number {
    return this.waiting;
  }

  /** Global index of the first record the scene lacks (waiting records come from here on). */
  index(): number {
    return this.behind.length > 0 ? this.behind[0].start + this.at : this.applied;
  }

  /** Applies waiting records until the deadline (performance.now() ms); returns how many. */
  work(ctx: ApplyContext, deadline: number): number {
    return this.apply(ctx, deadline, Infinity);
  }

  /** The scene before the first kept record, every trimmed record applied. */
  current(ctx: ApplyContext): Scene {
    this.apply(ctx, Infinity, Infinity);
    return this.scene;
  }

  private adopt(cp: Checkpoint): void {
    const last = this.behind[this.behind.length - 1];
    if (!last || cp.index <= this.index() || cp.index > last.start + last.batch.count) return; // not newer, or past what was trimmed
    while (this.behind.length > 0) {
      const ch = this.behind[0];
      if (ch.start + ch.batch.count > cp.index) {
        this.waiting -= Math.max(0, cp.index - ch.start) - this.at;
        this.at = Math.max(0, cp.index - ch.start);
        break;
      }
      this.waiting -= ch.batch.count - this.at;
      this.behind.shift();
      this.at = 0;
    }
    this.applied = cp.index;
    this.scene = cp.scene;
    this.shared = true;
  }

  /** Applies waiting records in order until the deadline passes or `limit` are applied. */
  private apply(ctx: ApplyContext, deadline: number, limit: number): number {
    if (this.waiting > 0 && this.shared) {
      this.scene = cloneScene(this.scene);
      this.shared = false;
    }
    let n = 0;
    while (this.behind.length > 0) {
      const b = this.behind[0].batch;
      for (; this.at < b.count; this.at++) {
        if (n >= limit || ((n & 255) === 255 && performance.now() > deadline)) return n;
        applyRecord(this.scene, b, this.at, ctx);
        n++;
        this.waiting--;
      }
      if (b.count > 0) pruneScene(this.scene, b.time(b.count - 1));
      this.applied = this.behind[0].start + b.count;
      this.behind.shift();
      this.at = 0;
    }
    return n;
  }
}
