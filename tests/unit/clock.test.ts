import { describe, expect, it } from 'vitest';
import { nearestSpeedIndex, PlaybackClock, SPEEDS } from '../../web/playback/clock';

/** A clock driven by a hand-moved wall time (ms). */
function fixture(speed = 1e6) {
  const wall = { ms: 1000 };
  const clock = new PlaybackClock(() => wall.ms, speed);
  return { wall, clock };
}

describe('PlaybackClock', () => {
  it('stands still while paused', () => {
    const { wall, clock } = fixture();
    wall.ms += 5000;
    expect(clock.time()).toBe(0);
    expect(clock.isPlaying()).toBe(false);
  });

  it('advances sim time at speed sim-ns per wall second while playing', () => {
    const { wall, clock } = fixture(1e6);
    clock.play();
    wall.ms += 250;
    expect(clock.time()).toBe(250_000);
    wall.ms += 750;
    expect(clock.time()).toBe(1_000_000);
  });

  it('keeps the time reached when paused and resumes from there', () => {
    const { wall, clock } = fixture(1e6);
    clock.play();
    wall.ms += 500;
    clock.pause();
    wall.ms += 10_000;
    expect(clock.time()).toBe(500_000);
    clock.play();
    wall.ms += 500;
    expect(clock.time()).toBe(1_000_000);
  });

  it('never reads past its stop point while playing, however late it is read', () => {
    const { wall, clock } = fixture(1e6);
    clock.setStopPoint(300_000);
    clock.play();
    wall.ms += 250;
    expect(clock.time()).toBe(250_000);
    wall.ms += 5000; // a listener reading the time long after the frame that should have stopped
    expect(clock.time()).toBe(300_000);
    clock.setStopPoint(undefined); // the question asked: playing on moves again
    wall.ms += 100;
    expect(clock.time()).toBe(400_000);
  });

  it('does not pull the clock back to a stop point a seek went past', () => {
    const { wall, clock } = fixture(1e6);
    clock.setStopPoint(300_000);
    clock.seek(500_000);
    clock.play();
    wall.ms += 100;
    expect(clock.time()).toBe(600_000);
    expect(clock.stopPoint()).toBe(300_000);
  });

  it('changes speed without a jump in time', () => {
    const { wall, clock } = fixture(1e6);
    clock.play();
    wall.ms += 1000;
    clock.setSpeed(1e9);
    expect(clock.time()).toBe(1e6);
    wall.ms += 1;
    expect(clock.time()).toBe(1e6 + 1e6);
  });

  it('rejects a speed that is not positive', () => {
    const { clock } = fixture();
    expect(() => clock.setSpeed(0)).toThrow(/speed must be > 0/);
    expect(() => clock.setSpeed(Number.NaN)).toThrow();
  });

  it('stops at its limit and will not play past it', () => {
    const { wall, clock } = fixture(1e6);
    clock.setLimit(2e6);
    clock.play();
    wall.ms += 10_000;
    expect(clock.time()).toBe(2e6);
    expect(clock.atEnd()).toBe(true);
    clock.pause();
    clock.play();
    expect(clock.isPlaying()).toBe(false);
  });

  it('hold() keeps the clock at the simulated horizon, then carries on', () => {
    const { wall, clock } = fixture(1e6);
    clock.play();
    wall.ms += 1000;
    expect(clock.hold(400_000)).toBe(true);
    expect(clock.time()).toBe(400_000);
    wall.ms += 100;
    expect(clock.hold(10e6)).toBe(false);
    expect(clock.time()).toBe(500_000);
  });

  it('seek() moves time within [0, limit]', () => {
    const { clock } = fixture();
    clock.setLimit(1000);
    clock.seek(500);
    expect(clock.time()).toBe(500);
    clock.seek(5000);
    expect(clock.time()).toBe(1000);
    clock.seek(-3);
    expect(clock.time()).toBe(0);
  });

  it('stepSpeed walks the 1-2-5 presets and stops at both ends', () => {
    const { clock } = fixture(1e6);
    expect(clock.stepSpeed(1)).toBe(2e6);
    expect(clock.stepSpeed(1)).toBe(5e6);
    expect(clock.stepSpeed(-1)).toBe(2e6);
    clock.setSpeed(SPEEDS[0]);
    expect(clock.stepSpeed(-1)).toBe(SPEEDS[0]);
    clock.setSpeed(SPEEDS[SPEEDS.length - 1]);
    expect(clock.stepSpeed(1)).toBe(SPEEDS[SPEEDS.length - 1]);
  });

  it('nearestSpeedIndex picks the closest preset on a log scale', () => {
    expect(SPEEDS[nearestSpeedIndex(3e6)]).toBe(2e6);
    expect(SPEEDS[nearestSpeedIndex(4e6)]).toBe(5e6);
    expect(SPEEDS[nearestSpeedIndex(1)]).toBe(SPEEDS[0]);
  });
});
