// Fast-forward (End, a far seek): the worker runs the engine ahead without shipping every record,
// the page rebuilds its picture from the newest ones, and stepping back into the skipped stretch
// fetches its records from the probe engine. The run itself must not change, and every record the
// page shows must be the one the engine made at that index.
import { beforeAll, describe, expect, it } from 'vitest';
import type { EngineModule } from '../../wasm/protoscope.mjs';
import { AppController, WHOLE_SEEK_RECORDS } from '../../web/app/controller';
import { EngineClient } from '../../web/engine/client';
import { EngineHost } from '../../web/engine/host';
import type { BatchReply } from '../../web/engine/protocol';
import type { RunEndSource } from '../../web/engine/scout';
import { PlaybackClock } from '../../web/playback/clock';
import { inProcessPort } from './inProcessPort';
import { loadEngine, readScenario } from './loadEngine';

let M: EngineModule;
beforeAll(async () => {
  M = await loadEngine();
});

/** Every record the scenario's run makes, in order (its bytes), and its trace hash. */
function reference(json: string): { records: Uint8Array; hash: string; events: number } {
  const e = new M.Engine(json);
  const parts: Uint8Array[] = [];
  while (!e.finished()) {
    if (e.step(1000) === 0) break;
    const v = e.drainTrace();
    if (v.byteLength) parts.push(v.slice());
  }
  const out = new Uint8Array(parts.reduce((s, p) => s + p.byteLength, 0));
  let o = 0;
  for (const p of parts) {
    out.set(p, o);
    o += p.byteLength;
  }
  const r = { records: out, hash: e.traceHash(), events: e.eventsExecuted() };
  e.delete();
  return r;
}

const SCENARIO = 'ethernet-ack-implosion';
/** A scout that gives up at once, like one that never reaches the end of a long run. */
const noAnswer: RunEndSource = { measure: () => Promise.resolve(null) };

describe('fast-forward', () => {
  it('runs the same events as a drained run and ships only the newest records, counting the rest', () => {
    const json = readScenario(SCENARIO);
    const ref = reference(json);
    const rb = M.recordBytes();
    const total = ref.records.byteLength / rb;
    const host = new EngineHost(M, 100);
    host.handle({ type: 'load', id: 1, json });
    let reply: BatchReply | null = null;
    let received = 0;
    let skipped = 0;
    for (let i = 0; i < 50 && !reply?.finished; i++) {
      reply = host.handle({ type: 'advanceTo', id: 2 + i, t: 1e12, fast: true }).reply as BatchReply;
      received += reply.records.byteLength / rb;
      skipped += reply.skipped ?? 0;
    }
    expect(reply?.finished).toBe(true);
    expect(reply?.eventsExecuted).toBe(ref.events);
    expect(reply?.endIndex).toBe(total);
    expect(reply?.overwritten).toBe(0); // skipped on purpose, not lost
    expect(skipped).toBeGreaterThan(0);
    expect(received + skipped).toBe(total);
    // The records sent are the run's newest, byte for byte.
    const tail = new Uint8Array(reply!.records);
    expect(tail.byteLength).toBe(100 * rb);
    expect(tail).toEqual(ref.records.slice(ref.records.byteLength - tail.byteLength));
  });

  it('End runs an unscouted run to its real end; step back walks into the skipped stretch record by record', async () => {
    const json = readScenario(SCENARIO);
    const ref = reference(json);
    const rb = M.recordBytes();
    const total = ref.records.byteLength / rb;
    const app = new AppController(
      new EngineClient(inProcessPort(new EngineHost(M, 50))),
      new PlaybackClock(() => 0),
      noAnswer,
      0, // fast-forward from the first reply (the app waits for WHOLE_SEEK_RECORDS)
    );
    await app.load('ack implosion', json, { play: false });
    await app.seek(1e6); // a little of the run, so the provisional end is well short of the real one
    const provisional = app.store.timelineEnd();
    await app.seekToEnd();
    expect(app.store.finished).toBe(true);
    expect(app.store.runEnd).toBeDefined();
    expect(app.store.runEnd!).toBeGreaterThan(provisional);
    expect(app.clock.time()).toBe(app.store.runEnd);
    expect(app.store.shownIndex()).toBe(total);
    expect(app.store.fastForwarded).toBeGreaterThan(0);
    expect(app.store.history.size()).toBeLessThanOrEqual(100); // the last replies' tails, not the run
    const first = app.store.history.firstIndex();
    expect(first).toBeGreaterThan(60);
    // Step back through the received tail and 10 records into what was skipped.
    const steps = total - first + 10;
    for (let k = 1; k <= steps; k++) {
      await app.stepBack();
      const index = total - k; // the record just taken off screen: the newest shown is index - 1
      expect(app.store.shownIndex()).toBe(index);
      const shown = new Uint8Array(app.store.recordBytes(index - 1)!);
      expect(shown).toEqual(ref.records.slice((index - 1) * rb, index * rb));
      expect(app.store.lastLine()?.index).toBe(index - 1);
      expect(app.clock.time()).toBe(Number(new BigInt64Array(shown.buffer.slice(0, 8))[0]));
    }
  });

  it('a jump within a short run keeps every record on its way (no gap for the charts built from them)', async () => {
    const json = readScenario(SCENARIO);
    const total = reference(json).records.byteLength / M.recordBytes();
    expect(total).toBeLessThan(WHOLE_SEEK_RECORDS); // the run is short enough to ship whole
    const app = new AppController(
      new EngineClient(inProcessPort(new EngineHost(M, 50))),
      new PlaybackClock(() => 0),
      noAnswer,
    );
    await app.load('ack implosion', json, { play: false });
    await app.seekToEnd();
    expect(app.store.finished).toBe(true);
    expect(app.store.fastForwarded).toBe(0);
    expect(app.store.shownIndex()).toBe(total);
    expect(app.store.history.firstIndex()).toBe(0);
  });
});
