// The real wasm engine under Node: the same build the browser worker loads.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { EngineInstance, EngineModule } from '../../wasm/protoscope.mjs';
import { EngineHost } from '../../web/engine/host';
import { DropReason, Kind, type TraceKindInfo } from '../../web/engine/kinds';
import type { BatchReply, LoadReply } from '../../web/engine/protocol';
import { RECORD_BYTES, RecordBatch } from '../../web/engine/records';
import { loadEngine, readScenario } from './loadEngine';

let M: EngineModule;
const live: EngineInstance[] = [];
const create = (json: string) => {
  const e = new M.Engine(json);
  live.push(e);
  return e;
};

beforeAll(async () => {
  M = await loadEngine();
});
afterEach(() => {
  while (live.length) live.pop()?.delete();
});

describe('wasm engine: queue-overflow scenario', () => {
  it('runs to the stop time, with drops from queue overflow in the summary', () => {
    const e = create(readScenario('queue-overflow'));
    expect(e.ok()).toBe(true);
    expect(e.errors()).toBe('');
    expect(M.recordBytes()).toBe(RECORD_BYTES);
    e.advanceTo(e.stopTime());
    expect(e.eventsExecuted()).toBeGreaterThan(1000);
    expect(e.finished()).toBe(true);
    const summary = JSON.parse(e.summary()) as Record<string, number>;
    expect(summary.drops_queue_overflow).toBeGreaterThan(0);
    expect(summary.packets_received).toBeGreaterThan(0);
  });

  it('emits trace records that decode into a time-ordered, well-formed stream', () => {
    const e = create(readScenario('queue-overflow'));
    const kinds = new Map((JSON.parse(e.traceKinds()) as TraceKindInfo[]).map((k) => [k.kind, k.name]));
    const topo = JSON.parse(e.topology()) as {
      nodes: { id: number; name: string }[];
      links: { id: number; a: number; b: number }[];
    };
    e.advanceTo(1e9); // 1 s: well under the 64k-record ring, so nothing is overwritten
    const batch = new RecordBatch(e.drainTrace().slice());
    expect(e.traceOverwritten()).toBe(0);
    expect(batch.count).toBeGreaterThan(100);
    const seen = new Set<number>();
    let last = -1;
    for (let i = 0; i < batch.count; i++) {
      const r = batch.record(i);
      expect(r.time).toBeGreaterThanOrEqual(last);
      expect(r.time).toBeLessThanOrEqual(1e9);
      last = r.time;
      expect(kinds.has(r.kind)).toBe(true);
      seen.add(r.kind);
      if (r.kind === Kind.TX_START) {
        const link = topo.links.find((l) => l.id === r.peer);
        expect(link && (link.a === r.node || link.b === r.node)).toBe(true);
        expect(r.a).toBe(r.size * 8 * 1000); // 1 Mbit/s: 8 µs per byte, in ns
      }
      if (r.kind === Kind.DROP) expect([DropReason.LOSS, DropReason.QUEUE_OVERFLOW]).toContain(r.reason);
    }
    for (const k of [Kind.TX_START, Kind.TX_END, Kind.ARRIVAL, Kind.ENQUEUE, Kind.DROP, Kind.APP_RECV]) {
      expect(seen.has(k)).toBe(true);
    }
    const r = batch.record(0);
    const line = (lang: string) =>
      e.describe(r.time, r.kind, r.reason, r.node, r.peer, r.packet, r.seq, r.size, r.a, lang);
    expect(line('en').length).toBeGreaterThan(5);
    // The same record in Brazilian Portuguese is another line naming the same node; an unknown
    // language falls back to English.
    expect(line('pt-BR')).not.toBe(line('en'));
    expect(line('pt-BR')).toContain(topo.nodes.find((n) => n.id === r.node)?.name);
    expect(line('fr')).toBe(line('en'));
  });

  it('gives metric samples as [t, v] pairs from a given index', () => {
    const e = create(readScenario('queue-overflow'));
    e.advanceTo(1e9);
    const all = e.metricSamples('throughput', 0);
    expect(all.length % 2).toBe(0);
    expect(all.length).toBeGreaterThan(4);
    const rest = e.metricSamples('throughput', 1);
    expect(Array.from(rest)).toEqual(Array.from(all.slice(2)));
  });
});

describe('wasm engine: invalid scenarios', () => {
  it('names the field path of a bad value', () => {
    const doc = JSON.parse(readScenario('queue-overflow'));
    doc.network.links[0].bandwidth = -5;
    const e = create(JSON.stringify(doc));
    expect(e.ok()).toBe(false);
    expect(e.errors()).toMatch(/network\.links\[0\]\.bandwidth/);
  });

  it('reports malformed JSON instead of throwing', () => {
    const e = create('{"version": 1, "network": ');
    expect(e.ok()).toBe(false);
    expect(e.errors()).toMatch(/JSON/);
  });
});

describe('EngineHost with the real engine (what the worker runs)', () => {
  it('loads, advances in batches with log lines, and steps one event at a time', () => {
    const host = new EngineHost(M);
    const load = host.handle({ type: 'load', id: 1, json: readScenario('two-hosts-one-link') }).reply as LoadReply;
    expect(load.ok).toBe(true);
    expect(load.topology.nodes.map((n) => n.name)).toEqual(['A', 'B']);
    expect(load.metricNames.map((m) => m.name)).toContain('throughput');

    const { reply, transfer } = host.handle({ type: 'advanceTo', id: 2, t: 100e6 });
    const batch = reply as BatchReply;
    expect(batch.now).toBe(100e6);
    expect(transfer).toContain(batch.records);
    const records = new RecordBatch(batch.records, batch.recordBytes);
    expect(records.count).toBeGreaterThan(10);
    expect(batch.lines).toHaveLength(records.count); // small batch: every record has its line
    expect(batch.lines.join('\n')).toMatch(/A starts sending packet/);
    expect(batch.metrics.find((m) => m.name === 'throughput')?.samples.length).toBeGreaterThan(0);

    const step = host.handle({ type: 'step', id: 3, n: 1 }).reply as BatchReply;
    const stepped = new RecordBatch(step.records, step.recordBytes);
    expect(stepped.count).toBeGreaterThan(0);
    expect(step.lines).toHaveLength(stepped.count);
    expect(step.eventsExecuted).toBe(batch.eventsExecuted + 1);
  });

  it('answers a broken scenario with its messages and refuses to run it', () => {
    const host = new EngineHost(M);
    const load = host.handle({ type: 'load', id: 1, json: '[1, 2' }).reply as LoadReply;
    expect(load.ok).toBe(false);
    expect(load.errors.length).toBeGreaterThan(0);
    const after = host.handle({ type: 'advanceTo', id: 2, t: 1e6 }).reply;
    expect(after.type).toBe('error');
  });
  it('says why it refuses a scenario in the language the load asks for, English otherwise', () => {
    const bad = readScenario('queue-overflow').replace(/"version": 1/, '"version": 2');
    const pt = new EngineHost(M).handle({ type: 'load', id: 1, json: bad, lang: 'pt-BR' }).reply as LoadReply;
    expect(pt.ok).toBe(false);
    expect(pt.errors).toContain('version: deve estar em [1; 1] (valor recebido: 2)');
    const en = new EngineHost(M).handle({ type: 'load', id: 1, json: bad }).reply as LoadReply;
    expect(en.errors).toContain('version: must be in [1, 1] (got 2)');
  });
});
