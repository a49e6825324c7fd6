// InFlight (typed columns) holds exactly what the array of transmission objects it replaced held:
// the same transmissions in the same order through any mix of pushes, drops, prunes (with the
// level-of-detail cull) and copies, past its growth points and with freed slots reused; and its
// copies are independent.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InFlight, type Transmission } from '../../web/scene/inFlight';
import { ROLES } from '../../web/scene/roles';

const MAX = 40; // a small cull limit, so that random runs reach it

const push = fc.record({
  push: fc.constant(true),
  packet: fc.oneof(fc.integer({ min: 0, max: 30 }), fc.constant(0xfffffffe)),
  link: fc.integer({ min: 0, max: 5 }),
  from: fc.integer({ min: 0, max: 9 }),
  to: fc.integer({ min: 0, max: 9 }),
  duration: fc.integer({ min: 0, max: 50 }),
  delay: fc.integer({ min: 0, max: 100 }),
  size: fc.integer({ min: 1, max: 0xffffffff }),
  role: fc.constantFrom(...ROLES),
});
const drop = fc.record({
  drop: fc.constant(true),
  packet: fc.integer({ min: 0, max: 30 }),
  link: fc.integer({ min: 0, max: 5 }),
});
const prune = fc.record({ prune: fc.integer({ min: 0, max: 120 }) });
const copy = fc.record({ copy: fc.constant(true) });
const op = fc.oneof({ arbitrary: push, weight: 8 }, drop, prune, copy);

/** The array of objects and the operations on it as scene.ts had them before the columns. */
class Reference {
  list: Transmission[] = [];
  newest(packet: number, link: number): Transmission | undefined {
    for (let k = this.list.length - 1; k >= Math.max(0, this.list.length - MAX); k--) {
      const tx = this.list[k];
      if (tx.packet === packet && tx.link === link) return tx;
    }
    return undefined;
  }
  prune(t: number): void {
    this.list = this.list.slice(Math.max(0, this.list.length - MAX)).filter((tx) => tx.end > t && tx.droppedAt > t);
  }
}

describe('InFlight', () => {
  it('holds what the array of objects held, through pushes, drops, prunes and copies', () => {
    fc.assert(
      fc.property(fc.array(op, { minLength: 150, maxLength: 300 }), (ops) => {
        const ref = new Reference();
        let f = new InFlight(2); // tiny: every run grows it
        let now = 0;
        for (const o of ops) {
          now += 3;
          if ('push' in o) {
            f.push(o.packet, o.link, o.from, o.to, now, o.duration, o.delay, o.size, o.role);
            ref.list.push({
              packet: o.packet,
              link: o.link,
              from: o.from,
              to: o.to,
              t0: now,
              duration: o.duration,
              delay: o.delay,
              size: o.size,
              end: now + o.duration + o.delay,
              droppedAt: Infinity,
              role: o.role,
            });
          } else if ('drop' in o) {
            const s = f.newest(o.packet, o.link, Math.max(0, f.length - MAX));
            const tx = ref.newest(o.packet, o.link);
            const k = Array.from({ length: f.length }, (_, j) => f.slot(j)).indexOf(s);
            expect(s >= 0 ? f.at(k) : undefined).toEqual(tx);
            if (s >= 0 && tx) {
              f.droppedAt[s] = now;
              tx.droppedAt = now;
            }
          } else if ('prune' in o) {
            f.prune(now - o.prune, MAX);
            ref.prune(now - o.prune);
          } else {
            // Carry on with a copy of the newest MAX; the original must not change with it.
            const before = f.toArray();
            const c = f.clone(MAX);
            c.push(1, 1, 1, 1, now, 1, 1, 1, 'ack');
            if (c.length > 1) c.droppedAt[0] = -1;
            expect(f.toArray()).toEqual(before);
            f = f.clone(MAX);
            ref.list = ref.list.slice(Math.max(0, ref.list.length - MAX)).map((tx) => ({ ...tx }));
          }
          expect(f.length).toBe(ref.list.length);
        }
        expect(f.toArray()).toEqual(ref.list);
        for (let k = 0; k < f.length; k++)
          for (const t of [now - 200, now - 50, now]) {
            const tx = ref.list[k];
            expect(f.shows(f.slot(k), t)).toBe(tx.t0 <= t && t < tx.end && t < tx.droppedAt);
          }
      }),
      { numRuns: 100, endOnFailure: true },
    );
  }, 30_000); // ~2 s, more on a loaded machine

  it('keeps packet ids up to 2^32 - 2 and sizes up to 2^32 - 1 exactly', () => {
    const f = new InFlight();
    f.push(0xfffffffe, 3, 0, 1, 2 ** 52, 5, 7, 0xffffffff, 'nak');
    expect(f.at(0)).toMatchObject({
      packet: 0xfffffffe,
      size: 0xffffffff,
      t0: 2 ** 52,
      end: 2 ** 52 + 12,
      role: 'nak',
    });
    expect(f.newest(0xfffffffe, 3, 0)).toBe(f.slot(0));
    expect(() => f.at(1)).toThrow(RangeError);
  });
});
