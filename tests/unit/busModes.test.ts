// AFDP's modes on the bus (scene/dataModes.ts): a datagram's fragments are tagged with the mode its
// afdp-data / afdp-retransmit record names, whether a fragment started before the record (an idle
// LAN starts the first one at once) or after; other frames of the same station are not; a scene
// rebuilt from a checkpoint clone plus the later records (stepping back) gets the same tags; and the
// painter draws each mode in its own colour and dash pattern.
import { describe, expect, it } from 'vitest';
import { encodeRecords, RecordBatch, type TraceRecord } from '../../web/engine/records';
import type { Ctx2D } from '../../web/paint/ctx2d';
import { layoutBus } from '../../web/scene/busLayout';
import { fragmentsOf } from '../../web/scene/dataModes';
import { kindIds } from '../../web/scene/kindIds';
import { roleTable } from '../../web/scene/roles';
import { type ApplyContext, applyRecord, cloneScene, Scene } from '../../web/scene/scene';
import { TopologyIndex } from '../../web/scene/topology';
import { MODE_STYLES } from '../../web/views/colors';
import { dashedSpan } from '../../web/views/dashedSpan';
import { paintBus, visibleModes } from '../../web/views/paintBus';
import { loadReply, rec } from './fixtures';

const FRAME_START = 120;
const DATA = 505;
const RETX = 506;
const kinds = [
  ...loadReply().traceKinds,
  { kind: FRAME_START, name: 'frame-start', category: 'mac', role: 'none' as const, fields: {}, explains: false },
  { kind: DATA, name: 'afdp-data', category: 'protocol', role: 'data' as const, fields: {}, explains: false },
  {
    kind: RETX,
    name: 'afdp-retransmit',
    category: 'protocol',
    role: 'retransmission' as const,
    fields: {},
    explains: true,
  },
];
const ctx: ApplyContext = {
  topo: new TopologyIndex(loadReply().topology),
  roleOfKind: roleTable(kinds),
  ids: kindIds(kinds),
};
const MULTICAST = 0;
const UNICAST = 2;

const frame = (time: number, node: number, packet: number) =>
  rec({ time, kind: FRAME_START, node, packet, size: 1518, a: 1_200_000 });
// P (node 0) sends a 2000-B datagram (two fragments, uids 10 and 11) by unicast to node 3: the first
// fragment starts at once, before the record; the second when the first is done. Then a control
// frame of P (uid 12), a frame of another station with a uid in the range (11), and a resend by
// multicast (uids 20, 21) whose fragments both start after its record.
const RECORDS: TraceRecord[] = [
  frame(5_000, 0, 10),
  rec({ time: 5_000, kind: DATA, node: 0, peer: 3, packet: 10, seq: 1, size: 2000, a: 9, reason: UNICAST }),
  frame(1_205_000, 0, 11),
  frame(2_500_000, 0, 12),
  frame(2_600_000, 2, 11),
  rec({ time: 3_000_000, kind: RETX, node: 0, packet: 20, seq: 1, size: 2000, a: 9, reason: MULTICAST }),
  frame(3_000_001, 0, 20),
  frame(4_300_000, 0, 21),
];

function applyAll(scene: Scene, records: TraceRecord[]): void {
  const b = new RecordBatch(encodeRecords(records));
  for (let i = 0; i < b.count; i++) applyRecord(scene, b, i, ctx);
}
const modes = (s: Scene) => s.bus.frames.map((f) => [f.packet, f.station, f.mode ?? '-']);

describe('AFDP modes on the bus', () => {
  it('mirrors the engine fragment count (protocols/afdp/messages.h, engine afdp_test AfdpWire)', () => {
    expect(fragmentsOf(9216)).toBe(7);
    expect(fragmentsOf(1468)).toBe(1);
    expect(fragmentsOf(1472)).toBe(1);
    expect(fragmentsOf(1473)).toBe(2);
  });

  it("tags a datagram's fragments, before and after its record, and nothing else", () => {
    const scene = new Scene();
    applyAll(scene, RECORDS);
    expect(modes(scene)).toEqual([
      [10, 0, 'unicast'],
      [11, 0, 'unicast'],
      [12, 0, '-'],
      [11, 2, '-'],
      [20, 0, 'multicast'],
      [21, 0, 'multicast'],
    ]);
  });

  it('a scene rebuilt from a checkpoint clone and the later records is the same (stepping back)', () => {
    const whole = new Scene();
    applyAll(whole, RECORDS);
    for (let cut = 0; cut <= RECORDS.length; cut++) {
      const early = new Scene();
      applyAll(early, RECORDS.slice(0, cut));
      const rebuilt = cloneScene(early);
      applyAll(rebuilt, RECORDS.slice(cut));
      expect(modes(rebuilt), `cut at ${cut}`).toEqual(modes(whole));
      expect(rebuilt.bus.datagrams).toEqual(whole.bus.datagrams);
      // The checkpoint itself was not changed by what was applied to its clone.
      expect(early.bus.frames.length).toBe(RECORDS.slice(0, cut).filter((r) => r.kind === FRAME_START).length);
    }
  });

  it('dashes cover exactly the pattern\'s "on" parts of the span', () => {
    const segs: number[][] = [];
    let from = 0;
    const c = {
      moveTo: (x: number) => {
        from = x;
      },
      lineTo: (x: number) => segs.push([from, x]),
    } as unknown as Ctx2D;
    dashedSpan(c, 5, 20, 0, [3, 3]);
    expect(segs).toEqual([
      [6, 9],
      [12, 15],
      [18, 20],
    ]);
    segs.length = 0;
    dashedSpan(c, 5, 20, 0, []);
    expect(segs).toEqual([[5, 20]]);
  });

  it('paints unicast and multicast in different colours and dash patterns', () => {
    const layout = layoutBus(
      {
        nodes: [
          { id: 0, name: 'P', kind: 'host', x: 0, y: 0 },
          { id: 2, name: 'R1', kind: 'host', x: 0, y: 0 },
        ],
        links: [],
        bus: { variant: 'thesis', bitRate: 10e6, length_m: 0, propagation_mps: 2e8 },
      } as unknown as Parameters<typeof layoutBus>[0],
      800,
      400,
    );
    const scene = new Scene();
    applyAll(scene, RECORDS);
    // What is stroked along the cable at time t: the colour and the number of segments.
    const onCable = (t: number) => {
      const strokes: { color: string; segments: number }[] = [];
      let segments = 0;
      const state: Record<string, unknown> = {};
      const c = new Proxy(state, {
        get: (target, key) => {
          if (key === 'beginPath') return () => (segments = 0);
          if (key === 'moveTo') return (_x: number, y: number) => (segments += Math.abs(y - layout.busY) < 10 ? 1 : 0);
          if (key === 'stroke') return () => strokes.push({ color: String(target.strokeStyle), segments });
          if (key === 'measureText') return () => ({ width: 10 });
          return target[key as string] ?? (() => undefined);
        },
        set: (target, key, value) => {
          target[key as string] = value;
          return true;
        },
      }) as unknown as Ctx2D;
      paintBus(c, { bus: scene.bus, layout, t, speed: 1, drops: [] });
      return strokes.find((s) => s.segments > 0);
    };
    const uni = onCable(600_000); // uid 10, unicast
    const multi = onCable(3_500_000); // uid 20, multicast (its resend: the thin middle line follows)
    expect(visibleModes({ bus: scene.bus, layout, t: 600_000 })).toEqual(['unicast']);
    expect(visibleModes({ bus: scene.bus, layout, t: 3_500_000 })).toEqual(['multicast']);
    expect(visibleModes({ bus: scene.bus, layout, t: 2_550_000 })).toEqual([]); // the control frame
    expect(uni?.color).toBe(MODE_STYLES.unicast.color);
    expect(multi?.color).toBe(MODE_STYLES.multicast.color);
    expect(multi?.segments).toBe(1); // solid
    expect(uni?.segments).toBeGreaterThan(50); // dots all along the cable
  });
});
