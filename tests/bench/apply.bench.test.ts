// Record application cost (npm run bench:apply; a benchmark, not part of the test suite: it prints
// figures and never fails on speed). The busiest catalogue scenario, stress-pet-400, is simulated
// over its busy stretch and its real records are applied as playback at 1x applies them: one
// frame's worth (1/60 s of simulated time) at a time, pruned after each. Two figures per record:
// applyRecord alone (scene.ts), and the store's advance (applyRecord + checkpoints + log
// bookkeeping), the main thread's cost per record during playback.
import { beforeAll, describe, expect, it } from 'vitest';
import type { EngineModule } from '../../wasm/protoscope.mjs';
import type { BatchReply } from '../../web/engine/protocol';
import { RecordBatch } from '../../web/engine/records';
import { kindIds } from '../../web/scene/kindIds';
import { roleTable } from '../../web/scene/roles';
import { type ApplyContext, applyRecord, pruneScene, Scene } from '../../web/scene/scene';
import { SceneStore } from '../../web/scene/store';
import { TopologyIndex } from '../../web/scene/topology';
import { loadEngine, readScenario } from '../wasm/loadEngine';

let M: EngineModule;
beforeAll(async () => {
  M = await loadEngine();
});

const FROM_NS = 0.5e9;
const TO_NS = Number(process.env.APPLY_TO_S ?? 2) * 1e9;
const FRAME_NS = 1e9 / 60; // one 60 Hz frame of playback at 1x
const REPEATS = 5;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

describe('record application, stress-pet-400', () => {
  it('costs per record', () => {
    const json = readScenario('stress-pet-400');
    const e = new M.Engine(json);
    const load = {
      topology: JSON.parse(e.topology()),
      traceKinds: JSON.parse(e.traceKinds()),
      metricNames: [],
      stopTime: e.stopTime(),
    };
    const chunks: Uint8Array[] = [];
    const slice = Math.max(1, Math.floor(e.traceCapacity() / 2));
    e.advanceTo(FROM_NS);
    e.drainTrace();
    let prelude = 0;
    while (e.now() < TO_NS && !e.finished()) {
      e.advanceToBounded(TO_NS, slice, 1 << 30);
      const v = e.drainTrace();
      if (v.byteLength) chunks.push(v.slice());
      prelude++;
    }
    e.delete();
    const batches = chunks.map((c) => new RecordBatch(c));
    const records = batches.reduce((n, b) => n + b.count, 0);
    const ctx: ApplyContext = {
      topo: new TopologyIndex(load.topology),
      roleOfKind: roleTable(load.traceKinds),
      ids: kindIds(load.traceKinds),
    };

    // applyRecord alone, pruned once per frame of simulated time.
    const applyUs: number[] = [];
    let inFlightMax = 0;
    for (let r = 0; r < REPEATS; r++) {
      const scene = new Scene();
      let nextPrune = FROM_NS + FRAME_NS;
      const t0 = performance.now();
      for (const b of batches) {
        for (let i = 0; i < b.count; i++) {
          const t = b.time(i);
          if (t > nextPrune) {
            pruneScene(scene, t);
            if (scene.inFlight.length > inFlightMax) inFlightMax = scene.inFlight.length;
            nextPrune += FRAME_NS;
          }
          applyRecord(scene, b, i, ctx);
        }
      }
      applyUs.push(((performance.now() - t0) * 1000) / records);
    }

    // The store's advance, one frame's worth of simulated time per call, as the controller does.
    const advanceUs: number[] = [];
    for (let r = 0; r < REPEATS; r++) {
      const store = new SceneStore();
      store.loaded({
        type: 'loaded',
        id: 0,
        generation: 0,
        ok: true,
        errors: [],
        topology: load.topology,
        traceKinds: load.traceKinds,
        metricNames: [],
        recordOutputLabel: '',
        stopTime: load.stopTime,
        now: FROM_NS,
      });
      let endIndex = 0;
      for (const c of chunks) {
        endIndex += c.byteLength / 40;
        const reply: BatchReply = {
          type: 'batch',
          id: 0,
          generation: 0,
          records: c.slice().buffer,
          recordBytes: 40,
          lineIndex: [],
          lines: [],
          metrics: [],
          now: TO_NS,
          eventsExecuted: 0,
          finished: false,
          overwritten: 0,
          endIndex,
        };
        store.addBatch(reply);
      }
      const t0 = performance.now();
      for (let t = FROM_NS + FRAME_NS; store.hasPending(); t += FRAME_NS) store.advance(t);
      advanceUs.push(((performance.now() - t0) * 1000) / records);
    }
    const simS = (TO_NS - FROM_NS) / 1e9;
    const perSimS = records / simS;
    const fmt = (us: number) =>
      `${us.toFixed(3)} us/record (${((us * perSimS) / 1000 / 60).toFixed(1)} ms per 60 Hz frame at 1x)`;
    console.log(
      [
        `stress-pet-400, ${FROM_NS / 1e9}..${TO_NS / 1e9} s simulated: ${records.toLocaleString('en-US')} records ` +
          `(${Math.round(perSimS).toLocaleString('en-US')} per simulated second, ${prelude} drains), ` +
          `up to ${inFlightMax} transmissions kept; median of ${REPEATS}`,
        `applyRecord:   ${fmt(median(applyUs))}  [${applyUs.map((x) => x.toFixed(3)).join(', ')}]`,
        `store.advance: ${fmt(median(advanceUs))}  [${advanceUs.map((x) => x.toFixed(3)).join(', ')}]`,
      ].join('\n  '),
    );
    expect(records).toBeGreaterThan(0);
  }, 600_000);
});
