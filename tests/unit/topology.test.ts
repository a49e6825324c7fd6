import { describe, expect, it } from 'vitest';
import { alongLink, layoutTopology } from '../../web/scene/topology';
import { TWO_HOSTS } from './fixtures';

describe('layoutTopology', () => {
  it('spreads a row of nodes across the width, centred vertically', () => {
    const { pos } = layoutTopology(TWO_HOSTS, 800, 400, 50);
    expect(pos.get(0)).toEqual({ x: 50, y: 200 });
    expect(pos.get(1)).toEqual({ x: 750, y: 200 });
  });

  it('keeps the aspect ratio of the hints', () => {
    const square = {
      nodes: [0, 1, 2, 3].map((id) => ({ id, name: `${id}`, kind: 'host', x: id % 2, y: Math.floor(id / 2) })),
      links: [],
    };
    const { pos } = layoutTopology(square, 1000, 500, 50);
    const p0 = pos.get(0)!;
    const p3 = pos.get(3)!;
    expect(p3.x - p0.x).toBeCloseTo(400);
    expect(p3.y - p0.y).toBeCloseTo(400);
    expect((p0.x + p3.x) / 2).toBeCloseTo(500);
  });

  it('puts nodes without distinct hints on a circle', () => {
    const same = { nodes: [0, 1, 2].map((id) => ({ id, name: '', kind: 'host', x: 0.5, y: 0.5 })), links: [] };
    const pts = [...layoutTopology(same, 600, 600).pos.values()];
    expect(new Set(pts.map((p) => `${Math.round(p.x)},${Math.round(p.y)}`)).size).toBe(3);
  });
});

describe('alongLink', () => {
  it('interpolates and offsets to the right of the direction of travel', () => {
    expect(alongLink({ x: 0, y: 0 }, { x: 10, y: 0 }, 0.5)).toEqual({ x: 5, y: 0 });
    expect(alongLink({ x: 0, y: 0 }, { x: 10, y: 0 }, 0, 2)).toEqual({ x: 0, y: 2 });
    expect(alongLink({ x: 10, y: 0 }, { x: 0, y: 0 }, 0, 2)).toEqual({ x: 10, y: -2 });
  });
});
