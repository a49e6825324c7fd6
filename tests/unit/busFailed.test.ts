// A station's failure (a literature protocol's crash, trace kind "lit-crash") marks it failed on
// the bus: the mark stays for the rest of the run, survives a checkpoint clone, is independent of
// the clone it came from (so stepping back before the crash shows the station working), and the
// painter crosses the failed station out.
import { describe, expect, it } from 'vitest';
import { encodeRecords, RecordBatch } from '../../web/engine/records';
import type { Ctx2D } from '../../web/paint/ctx2d';
import { layoutBus } from '../../web/scene/busLayout';
import { kindIds } from '../../web/scene/kindIds';
import { roleTable } from '../../web/scene/roles';
import { type ApplyContext, applyRecord, cloneScene, Scene } from '../../web/scene/scene';
import { TopologyIndex } from '../../web/scene/topology';
import { paintBus } from '../../web/views/paintBus';
import { loadReply, rec } from './fixtures';

const CRASH = 605;
const kinds = [
  ...loadReply().traceKinds,
  { kind: CRASH, name: 'lit-crash', category: 'protocol', role: 'none' as const, fields: {}, explains: false },
];
const ctx: ApplyContext = {
  topo: new TopologyIndex(loadReply().topology),
  roleOfKind: roleTable(kinds),
  ids: kindIds(kinds),
};

describe('a failed station on the bus', () => {
  it('is marked by its crash record, and a clone taken before it does not see it', () => {
    const scene = new Scene();
    const before = cloneScene(scene);
    applyRecord(scene, new RecordBatch(encodeRecords([rec({ time: 5, kind: CRASH, node: 1 })])), 0, ctx);
    expect([...scene.bus.failed]).toEqual([1]);
    expect(before.bus.failed.size).toBe(0);
    const after = cloneScene(scene);
    expect([...after.bus.failed]).toEqual([1]);
    after.bus.failed.clear();
    expect([...scene.bus.failed]).toEqual([1]);
  });

  it('is crossed out by the painter; a working one is not', () => {
    const layout = layoutBus(
      {
        nodes: [
          { id: 0, name: 'S', kind: 'sender', x: 0, y: 0 },
          { id: 1, name: 'R1', kind: 'receiver', x: 0, y: 0 },
        ],
        links: [],
        bus: { variant: 'thesis', bitRate: 10e6, length_m: 0, propagation_mps: 2e8 },
      } as unknown as Parameters<typeof layoutBus>[0],
      800,
      400,
    );
    const strokesNear = (failed: number[]) => {
      const scene = new Scene();
      for (const id of failed) scene.bus.failed.add(id);
      const lines: [number, number][] = [];
      const ctx2d = new Proxy({} as Record<string, unknown>, {
        get: (target, key) => {
          if (key === 'moveTo' || key === 'lineTo') return (x: number, y: number) => lines.push([x, y]);
          if (key === 'measureText') return () => ({ width: 10 });
          return target[key as string] ?? (() => undefined);
        },
        set: (target, key, value) => {
          target[key as string] = value;
          return true;
        },
      }) as unknown as Ctx2D;
      paintBus(ctx2d, { bus: scene.bus, layout, t: 0, speed: 1, drops: [] });
      const st = layout.stations.get(1)!;
      return lines.filter(([x, y]) => Math.abs(x - st.x) <= 24 && Math.abs(y - st.y) <= 15).length;
    };
    expect(strokesNear([])).toBe(0);
    expect(strokesNear([1])).toBe(4);
  });
});
