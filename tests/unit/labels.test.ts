// Label layout for readability at 1280x720: star labels placed without collisions, crowded labels
// thinned, and a 60-station bus labelling every k-th station (the sender always).
import { describe, expect, it } from 'vitest';
import { type BusStation, labelledStations } from '../../web/scene/busLayout';
import { type Box, placeLabels, thinLabels } from '../../web/scene/labelLayout';
import { shortName } from '../../web/views/nodeLabels';

const overlap = (a: Box, b: Box) => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;

describe('placeLabels', () => {
  it('places 20 star labels around a ring without any two touching', () => {
    const n = 20;
    const R = 130;
    const reqs = Array.from({ length: n }, (_, i) => {
      const a = (2 * Math.PI * i) / n;
      return {
        id: i,
        x: 250 + R * Math.cos(a),
        y: 200 + R * Math.sin(a),
        r: 22,
        w: 80,
        h: 20,
        ux: Math.cos(a),
        uy: Math.sin(a),
      };
    });
    const out = placeLabels(reqs, { x0: 0, y0: 0, x1: 500, y1: 400 });
    expect(out.size).toBe(n);
    const boxes = [...out.values()];
    expect(boxes.filter((b) => b.clash)).toEqual([]);
    for (let i = 0; i < n; i++)
      for (let j = i + 1; j < n; j++) expect(overlap(boxes[i].box, boxes[j].box), `${i}/${j}`).toBe(false);
    for (const b of boxes)
      for (const q of reqs) {
        const nx = Math.max(b.box.x0, Math.min(q.x, b.box.x1));
        const ny = Math.max(b.box.y0, Math.min(q.y, b.box.y1));
        expect(Math.hypot(nx - q.x, ny - q.y)).toBeGreaterThanOrEqual(q.r);
      }
  });

  it('keeps labels out of obstacles (the implosion meter)', () => {
    const meter = { x0: 100, y0: 0, x1: 300, y1: 100 };
    const out = placeLabels(
      [{ id: 1, x: 150, y: 130, r: 10, w: 60, h: 16, ux: 0, uy: -1 }],
      { x0: 0, y0: 0, x1: 400, y1: 400 },
      [meter],
    );
    expect(overlap(out.get(1)!.box, meter)).toBe(false);
  });
});

describe('thinLabels', () => {
  it('keeps the first of two overlapping labels and every free one', () => {
    const kept = thinLabels([
      { id: 1, x0: 0, y0: 0, x1: 50, y1: 10 },
      { id: 2, x0: 40, y0: 0, x1: 90, y1: 10 },
      { id: 3, x0: 100, y0: 0, x1: 150, y1: 10 },
    ]);
    expect([...kept]).toEqual([1, 3]);
  });
});

describe('labelledStations', () => {
  it('labels every k-th of 60 stations, never two touching, the sender always', () => {
    const stations: BusStation[] = Array.from({ length: 61 }, (_, i) => ({
      id: i,
      name: i === 0 ? 'S' : `R${i}`,
      kind: i === 0 ? 'sender' : 'receiver',
      x: 60 + Math.floor(i / 2) * 21,
      y: i % 2 === 0 ? 100 : 300,
      above: i % 2 === 0,
      pos_m: 0,
    }));
    const w = (s: BusStation) => s.name.length * 9;
    const kept = labelledStations(stations, w, new Set([0]));
    expect(kept.has(0)).toBe(true);
    expect(kept.size).toBeGreaterThan(10);
    expect(kept.size).toBeLessThan(40);
    const shown = stations.filter((s) => kept.has(s.id));
    for (const a of shown)
      for (const b of shown) {
        if (a.id < b.id && a.above === b.above)
          expect(Math.abs(a.x - b.x), `${a.name}/${b.name}`).toBeGreaterThanOrEqual((w(a) + w(b)) / 2);
      }
  });
});

describe('shortName', () => {
  it('drops a trailing parenthetical', () => {
    expect(shortName('R16 (H16)')).toBe('R16');
    expect(shortName('sender')).toBe('sender');
  });
});
