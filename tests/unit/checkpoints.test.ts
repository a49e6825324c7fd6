// Scene checkpoints: taken at each boundary once, the newest one at or before an index is found,
// handed out as a copy, and old ones thin out past the cap.
import { describe, expect, it } from 'vitest';
import { CHECKPOINT_EVERY, MAX_CHECKPOINTS, SceneCheckpoints } from '../../web/scene/checkpoints';
import { Scene } from '../../web/scene/scene';

const scene = (n: number) => {
  const s = new Scene();
  s.counts.transmissions = n;
  return s;
};

describe('SceneCheckpoints', () => {
  it('keeps a copy at each boundary, once', () => {
    const c = new SceneCheckpoints();
    c.after(5, 0, scene(5));
    expect(c.size()).toBe(0);
    c.after(CHECKPOINT_EVERY - 1, 10, scene(1));
    c.after(CHECKPOINT_EVERY - 1, 10, scene(2));
    expect(c.size()).toBe(1);
    expect(c.best(0, CHECKPOINT_EVERY)?.scene.counts.transmissions).toBe(1);
    expect(c.best(0, CHECKPOINT_EVERY - 1)).toBeUndefined();
    expect(c.best(CHECKPOINT_EVERY + 1, 5 * CHECKPOINT_EVERY)).toBeUndefined();
  });

  it('hands out copies, so rebuilding never changes the checkpoint', () => {
    const c = new SceneCheckpoints();
    c.after(CHECKPOINT_EVERY - 1, 10, scene(7));
    c.best(0, CHECKPOINT_EVERY)!.scene.counts.transmissions = 99;
    expect(c.best(0, CHECKPOINT_EVERY)?.scene.counts.transmissions).toBe(7);
  });

  it('finds the newest at or before an index and thins the oldest past the cap', () => {
    const c = new SceneCheckpoints();
    for (let k = 1; k <= MAX_CHECKPOINTS + 1; k++) c.after(k * CHECKPOINT_EVERY - 1, k, scene(k));
    expect(c.size()).toBeLessThanOrEqual(MAX_CHECKPOINTS);
    expect(c.best(0, 5.5 * CHECKPOINT_EVERY)?.index).toBeLessThanOrEqual(5 * CHECKPOINT_EVERY);
    expect(c.best(0, (MAX_CHECKPOINTS + 1) * CHECKPOINT_EVERY)?.index).toBe((MAX_CHECKPOINTS + 1) * CHECKPOINT_EVERY);
    expect(c.best(0, MAX_CHECKPOINTS * CHECKPOINT_EVERY + 5)?.index).toBe(MAX_CHECKPOINTS * CHECKPOINT_EVERY);
  });
});

describe('SceneCheckpoints for the base scene', () => {
  it('finds the newest copy at or before an index, itself, and forgets older ones', () => {
    const c = new SceneCheckpoints();
    const s1 = new Scene();
    c.after(CHECKPOINT_EVERY - 1, 10, s1);
    c.after(2 * CHECKPOINT_EVERY - 1, 20, new Scene());
    expect(c.newestUpTo(CHECKPOINT_EVERY - 1)).toBeUndefined();
    const one = c.newestUpTo(2 * CHECKPOINT_EVERY - 1);
    expect(one?.index).toBe(CHECKPOINT_EVERY);
    expect(c.newestUpTo(2 * CHECKPOINT_EVERY)?.index).toBe(2 * CHECKPOINT_EVERY);
    expect(c.newestUpTo(2 * CHECKPOINT_EVERY - 1)).toBe(one); // the stored copy, not a new one
    c.dropBefore(2 * CHECKPOINT_EVERY);
    expect(c.size()).toBe(1);
    expect(c.newestUpTo(2 * CHECKPOINT_EVERY - 1)).toBeUndefined();
  });
});
