// Every trace record received in this run, in order, with a cursor: records before it are on
// screen, the rest wait for the clock. Keeping them lets the store step back and seek without the
// engine (the scene is rebuilt from records), and lets "next event of kind X" search ahead.
import { RECORD_BYTES, type RecordBatch } from '../engine/records';

export interface Chunk {
  batch: RecordBatch;
  lines: Map<number, string>;
  /** Global record index (engine numbering) of batch record 0. */
  start: number;
}

/** A record position: chunk number and offset inside it. */
export interface Pos {
  c: number;
  i: number;
}

/** Records kept for going back; older chunks are folded into the store's base scene. */
export const HISTORY_MAX_RECORDS = 2_000_000;

export class History {
  chunks: Chunk[] = [];
  /** Next record to show. */
  cursor: Pos = { c: 0, i: 0 };
  /** Records kept before trimming (tests lower it to reach trimming with small runs). */
  maxRecords = HISTORY_MAX_RECORDS;
  private total = 0;

  push(batch: RecordBatch, lines: Map<number, string>, endIndex: number): void {
    if (batch.count === 0) return;
    const last = this.chunks[this.chunks.length - 1];
    const prevEnd = last ? last.start + last.batch.count : 0;
    this.chunks.push({ batch, lines, start: Math.max(prevEnd, endIndex - batch.count) });
    this.total += batch.count;
  }

  /** Puts records that end where the kept ones begin in front of them (a skipped stretch, fetched back). */
  unshift(batch: RecordBatch, lines: Map<number, string>, start: number): void {
    if (batch.count === 0) return;
    this.chunks.unshift({ batch, lines, start });
    this.cursor = { c: this.cursor.c + 1, i: this.cursor.i };
    this.total += batch.count;
  }

  clear(): void {
    this.chunks = [];
    this.cursor = { c: 0, i: 0 };
    this.total = 0;
  }

  size(): number {
    return this.total;
  }

  /** Global index of the first record kept (records before it were folded away). */
  firstIndex(): number {
    return this.chunks[0]?.start ?? 0;
  }

  hasNext(): boolean {
    return this.valid(this.cursor);
  }

  valid(p: Pos): boolean {
    return p.c < this.chunks.length && p.i < this.chunks[p.c].batch.count;
  }

  /** Global index of the record at p (or just past the end). */
  index(p: Pos): number {
    const ch = this.chunks[p.c];
    if (!ch) {
      const l = this.chunks[this.chunks.length - 1];
      return l ? l.start + l.batch.count : 0;
    }
    return ch.start + p.i;
  }

  /** Shown records: global index just past the last one on screen. */
  shownIndex(): number {
    if (this.cursor.i === 0 && this.cursor.c > 0) {
      const prev = this.chunks[this.cursor.c - 1];
      return prev.start + prev.batch.count;
    }
    return this.index(this.cursor);
  }

  time(p: Pos): number {
    return this.chunks[p.c].batch.time(p.i);
  }

  next(p: Pos): Pos {
    const ch = this.chunks[p.c];
    return ch && p.i + 1 < ch.batch.count ? { c: p.c, i: p.i + 1 } : { c: p.c + 1, i: 0 };
  }

  prev(p: Pos): Pos | undefined {
    if (p.i > 0) return { c: p.c, i: p.i - 1 };
    for (let c = p.c - 1; c >= 0; c--)
      if (this.chunks[c].batch.count > 0) return { c, i: this.chunks[c].batch.count - 1 };
    return undefined;
  }

  /** First position at or after `from` whose record satisfies `match`. */
  find(from: Pos, match: (b: RecordBatch, i: number) => boolean): Pos | undefined {
    for (let c = from.c; c < this.chunks.length; c++) {
      const b = this.chunks[c].batch;
      for (let i = c === from.c ? from.i : 0; i < b.count; i++) if (match(b, i)) return { c, i };
    }
    return undefined;
  }

  /** Position of the first record with time > t (records at t count as shown). */
  after(t: number): Pos {
    for (let c = 0; c < this.chunks.length; c++) {
      const b = this.chunks[c].batch;
      if (b.count === 0 || b.time(b.count - 1) <= t) continue;
      let lo = 0;
      let hi = b.count - 1;
      while (lo < hi) {
        const m = (lo + hi) >> 1;
        if (b.time(m) > t) hi = m;
        else lo = m + 1;
      }
      return { c, i: lo };
    }
    return { c: this.chunks.length, i: 0 };
  }

  /** Position of a global record index (clamped to what is kept). */
  at(index: number): Pos {
    for (let c = 0; c < this.chunks.length; c++) {
      const ch = this.chunks[c];
      if (index < ch.start + ch.batch.count) return { c, i: Math.max(0, index - ch.start) };
    }
    return { c: this.chunks.length, i: 0 };
  }

  /** Every kept record that has a log line: global indices and their bytes, one buffer (to write the lines again). */
  lined(): { indices: number[]; bytes: ArrayBuffer } {
    const parts: { ch: Chunk; i: number }[] = [];
    for (const ch of this.chunks) for (const i of ch.lines.keys()) parts.push({ ch, i });
    parts.sort((x, y) => x.ch.start + x.i - (y.ch.start + y.i));
    const out = new Uint8Array(parts.length * RECORD_BYTES);
    parts.forEach(({ ch, i }, k) => {
      out.set(new Uint8Array(ch.batch.copy(i)), k * RECORD_BYTES);
    });
    return { indices: parts.map(({ ch, i }) => ch.start + i), bytes: out.buffer };
  }

  /** Removes the oldest whole chunks before the cursor while over the cap; returns them. */
  trim(max = this.maxRecords): Chunk[] {
    const out: Chunk[] = [];
    while (this.total > max && this.cursor.c > 0) {
      const ch = this.chunks.shift()!;
      this.total -= ch.batch.count;
      this.cursor = { c: this.cursor.c - 1, i: this.cursor.i };
      out.push(ch);
    }
    return out;
  }
}
