// The share of a playing frame spent applying records (web/playback/frameBudget.ts).
import { describe, expect, it } from 'vitest';
import { FrameBudget, LATE_MS, MAX_MS, MIN_MS } from '../../web/playback/frameBudget';

/** Feeds `n` frames `gap` ms apart after `from`; returns the share the last one got and its time. */
function frames(b: FrameBudget, from: number, n: number, gap: number): { share: number; at: number } {
  let at = from;
  let share = 0;
  for (let i = 0; i < n; i++) {
    at += gap;
    share = b.next(at);
  }
  return { share, at };
}

describe('FrameBudget', () => {
  it('starts at the ceiling and keeps it while frames come every 16.7 ms', () => {
    const b = new FrameBudget();
    expect(b.next(0)).toBe(MAX_MS);
    expect(frames(b, 0, 100, 16.7).share).toBe(MAX_MS);
  });

  it('cuts the share by a third after each late frame, never below the floor', () => {
    const b = new FrameBudget();
    b.next(0);
    expect(b.next(LATE_MS + 8)).toBeCloseTo((MAX_MS * 2) / 3);
    expect(frames(b, LATE_MS + 8, 20, 33.4).share).toBe(MIN_MS);
  });

  it('gives the share back slowly while frames are on time', () => {
    const b = new FrameBudget();
    b.next(0);
    const late = frames(b, 0, 20, 50);
    expect(late.share).toBe(MIN_MS);
    const sixty = frames(b, late.at, 60, 16.7);
    expect(sixty.share).toBeGreaterThan(MIN_MS + 2);
    expect(sixty.share).toBeLessThan(MAX_MS);
    expect(frames(b, sixty.at, 200, 16.7).share).toBe(MAX_MS);
  });

  it('a pause forgets the last frame: the gap across it is not a late frame', () => {
    const b = new FrameBudget();
    b.next(0);
    b.pause();
    expect(b.next(5000)).toBe(MAX_MS);
  });
});
