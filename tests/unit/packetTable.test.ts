// PacketTable answers as a Map<number, number> would, through any mix of sets and deletes, with
// consecutive, strided and near-2^32 packet ids (long probe runs that wrap the table's end), and
// its copies are independent.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PacketTable } from '../../web/scene/packetTable';

const packet = fc.oneof(
  fc.integer({ min: 0, max: 40 }), // consecutive
  fc.integer({ min: 0, max: 40 }).map((k) => k * 2 ** 20), // strided: the same low bits
  fc.integer({ min: 0xffffff00, max: 0xfffffffe }), // the top of the range (0xffffffff is NONE)
);
const op = fc.oneof(
  fc.record({ set: packet, value: fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }) }),
  fc.record({ del: packet }),
);

describe('PacketTable', () => {
  it('answers as a Map does, through sets and deletes', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 400 }), (ops) => {
        const ref = new Map<number, number>();
        const t = new PacketTable(130); // every generated id fits: 41 + 41 + 255 would not, so cap it
        for (const o of ops) {
          if ('set' in o) {
            if (!ref.has(o.set) && ref.size === t.capacity) continue;
            ref.set(o.set, o.value);
            t.set(o.set, o.value);
          } else {
            ref.delete(o.del);
            t.delete(o.del);
          }
          expect(t.size).toBe(ref.size);
        }
        for (const [k, v] of ref) expect(t.get(k)).toBe(v);
        for (const k of [0, 7, 2 ** 20, 0xfffffffe, 12345]) expect(t.get(k)).toBe(ref.get(k));
      }),
      { numRuns: 400 },
    );
  });

  it('copies are independent; a full table refuses a new packet', () => {
    const a = new PacketTable(2);
    a.set(5, 50);
    const b = a.clone();
    b.set(6, 60);
    b.delete(5);
    expect([a.get(5), a.get(6), a.size]).toEqual([50, undefined, 1]);
    expect([b.get(5), b.get(6), b.size]).toEqual([undefined, 60, 1]);
    a.set(7, 70);
    a.set(7, 71); // an update, not a new packet
    expect(() => a.set(8, 80)).toThrow(/full/);
  });
});
