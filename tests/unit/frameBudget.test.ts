// The share of a playing frame spent applying records (web/playback/frameBudget.ts).
import { describe, expect, it } from 'vitest';
import { FrameBudget, LATE_MS, MAX_MS, MIN_MS } from '../../web/playback/frameBudget';

describe('FrameBudget', () => {
  it('starts at the ceiling and keeps it while frames come every 16.7 ms', () => {
    const b = new FrameBudget();
    for (let i = 0; i < 100; i++) expect(b.next(i * 16.7)).toBe(MAX_MS);
  });

  it('cuts the share by a third after each late frame, never below the floor', () => {
    const b = new FrameBudget();
    b.next(0);
    expect(b.next(LATE_MS + 8)).toBeCloseTo((MAX_MS * 2) / 3);
    let t = LATE_MS + 8;
    for (let i = 0; i < 20; i++) b.next((t += 33.4));
    expect(b.next((t += 33.4))).toBe(MIN_MS);
  });

  it('gives the share back slowly while frames are on time', () => {
    const b = new FrameBudget();
    let t = 0;
    b.next(t);
    for (let i = 0; i < 20; i++) b.next((t += 50));
    expect(b.next((t += 16.7))).toBeLessThan(MIN_MS + 0.1);
    for (let i = 0; i < 60; i++) b.next((t += 16.7));
    const after60 = b.next((t += 16.7));
    expect(after60).toBeGreaterThan(MIN_MS + 2);
    expect(after60).toBeLessThan(MAX_MS);
    for (let i = 0; i < 200; i++) b.next((t += 16.7));
    expect(b.next((t += 16.7))).toBe(MAX_MS);
  });

  it('a pause forgets the last frame: the gap across it is not a late frame', () => {
    const b = new FrameBudget();
    b.next(0);
    b.pause();
    expect(b.next(5000)).toBe(MAX_MS);
  });
});
