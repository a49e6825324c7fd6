// The scene before the first record the history still keeps: what going back rebuilds from when
// no checkpoint is near. Chunks the history trims away must be applied to it, and a trimmed chunk
// holds up to a whole worker reply (150,000 records): applied at once, inside the frame that
// received the next reply, it froze playback for hundreds of ms every reply on a busy run. So
// trimmed chunks wait here and are applied a slice per frame (work), and all of them before
// anyone reads the scene (current). The records, their order and the prune after each chunk are
// those of applying each chunk at once, so the scene read is the same.
import type { Chunk } from './history';
import { type ApplyContext, applyRecord, pruneScene, Scene } from './scene';

/** Records waiting at most; past it they are applied at once (bounds the memory they hold). */
const MAX_BEHIND = 1_000_000;

export class BaseScene {
  private scene = new Scene();
  private behind: Chunk[] = [];
  /** Next record of behind[0] to apply. */
  private at = 0;
  private waiting = 0;

  clear(): void {
    this.scene = new Scene();
    this.behind = [];
    this.at = 0;
    this.waiting = 0;
  }

  /** Records trimmed from the history, oldest first; applied later (work, current). */
  add(chunks: Chunk[], ctx: ApplyContext): void {
    for (const ch of chunks) {
      this.behind.push(ch);
      this.waiting += ch.batch.count;
    }
    if (this.waiting > MAX_BEHIND) this.apply(ctx, Infinity, this.waiting - MAX_BEHIND);
  }

  /** Records not applied yet. */
  behindCount(): number {
    return this.waiting;
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

  /** Applies waiting records in order until the deadline passes or `limit` are applied. */
  private apply(ctx: ApplyContext, deadline: number, limit: number): number {
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
      this.behind.shift();
      this.at = 0;
    }
    return n;
  }
}
