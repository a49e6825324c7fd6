// The pace meter: how fast the picture really moves against the set speed, so the toolbar can say
// "picture at 0.5×" when applying records (or the engine) cannot keep up.
import { describe, expect, it } from 'vitest';
import { PACE_WINDOW_MS, PaceMeter } from '../../web/playback/paceMeter';

const SPEED = 1e9; // 1x: one sim second per wall second

/** Frames every 16 ms for `ms` of wall time, the picture moving at `pace` of the set speed. */
function play(m: PaceMeter, from: { wall: number; sim: number }, ms: number, pace: number, speed = SPEED) {
  let { wall, sim } = from;
  for (let k = 0; k < ms / 16; k++) {
    wall += 16;
    sim += (16 / 1000) * speed * pace;
    m.sample(wall, sim, true, speed);
  }
  return { wall, sim };
}

describe('pace meter', () => {
  it('knows nothing before a second of playing, then measures the picture against the set speed', () => {
    const m = new PaceMeter();
    const at = play(m, { wall: 0, sim: 0 }, 500, 0.5);
    expect(m.ratio()).toBeNull();
    play(m, at, 1500, 0.5);
    expect(m.ratio()).toBeCloseTo(0.5, 6);
    expect(m.behind()).toBeCloseTo(0.5, 6);
  });

  it('on pace it is not behind; a picture that catches up stops being behind within the window', () => {
    const m = new PaceMeter();
    let at = play(m, { wall: 0, sim: 0 }, 2000, 1);
    expect(m.ratio()).toBeCloseTo(1, 6);
    expect(m.behind()).toBeNull();
    at = play(m, at, 2000, 0.4);
    expect(m.behind()).toBeCloseTo(0.4, 6);
    play(m, at, PACE_WINDOW_MS + 100, 1);
    expect(m.behind()).toBeNull();
  });

  it('a pause, a new speed or a seek backwards starts the measurement again', () => {
    const m = new PaceMeter();
    const at = play(m, { wall: 0, sim: 0 }, 2000, 0.3);
    expect(m.behind()).not.toBeNull();
    m.sample(at.wall + 16, at.sim, false, SPEED);
    expect(m.ratio()).toBeNull();
    play(m, at, 2000, 0.3);
    m.sample(at.wall + 2100, at.sim + 1e9, true, SPEED * 10);
    expect(m.ratio()).toBeNull();
    const again = play(m, { wall: 10_000, sim: 5e9 }, 2000, 1, SPEED * 10);
    expect(m.ratio()).toBeCloseTo(1, 6);
    m.sample(again.wall + 16, 0, true, SPEED * 10);
    expect(m.ratio()).toBeNull();
  });
});
