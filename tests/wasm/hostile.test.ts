// Issue 14 in the browser's engine (the real wasm module under Node, through the worker's
// EngineHost): hostile scenarios are refused at load with the field named, a reply never carries
// more than MAX_RECORDS_PER_REPLY records however far the target, and a C++ exception is reported in
// words, never as "error: 136053544".
import { beforeAll, describe, expect, it } from 'vitest';
import type { EngineModule } from '../../wasm/protoscope.mjs';
import { EngineHost, errorText, MAX_RECORDS_PER_REPLY } from '../../web/engine/host';
import type { BatchReply, LoadReply } from '../../web/engine/protocol';
import { RecordBatch } from '../../web/engine/records';
import { loadEngine, readScenario } from './loadEngine';

let M: EngineModule;
beforeAll(async () => {
  M = await loadEngine();
});

function withChange(name: string, change: (s: Record<string, any>) => void): string {
  const s = JSON.parse(readScenario(name));
  change(s);
  return JSON.stringify(s);
}

function loadErrors(json: string): string[] {
  const host = new EngineHost(M);
  const load = host.handle({ type: 'load', id: 1, json }).reply as LoadReply;
  expect(load.ok).toBe(false);
  return load.errors;
}

describe('hostile scenarios are refused at load, naming the field', () => {
  it('a bandwidth below 1 bit/s (defect 1: it divided by zero)', () => {
    const errors = loadErrors(
      withChange('two-hosts-one-link', (s) => {
        s.network.links[0].bandwidth = 0.5;
      }),
    );
    expect(errors.join('\n')).toMatch(/network\.links\[0\]\.bandwidth/);
  });

  it('a rate of 1e12 bit/s in 1-byte packets (defect 6), over the browser budget', () => {
    const errors = loadErrors(
      withChange('two-hosts-one-link', (s) => {
        s.traffic[0].rate = 1e12;
        s.traffic[0].packetSize = 1;
      }),
    );
    expect(errors.join('\n')).toMatch(/traffic\[0\]\.rate, traffic\[0\]\.packetSize.*event budget/);
  });

  it('a 2^24-record trace ring (defect 7), over the browser memory budget', () => {
    const errors = loadErrors(
      withChange('two-hosts-one-link', (s) => {
        s.trace = { capacity: 16777216 };
      }),
    );
    expect(errors.join('\n')).toMatch(/trace\.capacity: about 671 MB/);
  });

  it('a sweep of 10,000 x 10,000 points (defect 2), without building them', () => {
    const values = Array.from({ length: 10000 }, (_, i) => i + 1);
    const errors = loadErrors(
      withChange('two-hosts-one-link', (s) => {
        s.sweep = {
          parameters: [
            { path: 'seed', values },
            { path: 'stopTime', values },
          ],
        };
      }),
    );
    expect(errors.join('\n')).toMatch(/sweep/);
  });
});

describe('bounded replies (defect 6)', () => {
  it('reaches a far target over several replies, each at most MAX_RECORDS_PER_REPLY records', () => {
    const host = new EngineHost(M);
    const json = withChange('two-hosts-one-link', (s) => {
      s.stopTime = 1e5; // 500,000 packets of CBR, several records each
      s.traffic[0].stop = 1e5;
    });
    const load = host.handle({ type: 'load', id: 1, json }).reply as LoadReply;
    expect(load.ok, load.errors.join('\n')).toBe(true);
    const target = load.stopTime;
    const first = host.handle({ type: 'advanceTo', id: 2, t: target }).reply as BatchReply;
    const n = new RecordBatch(first.records, first.recordBytes).count;
    expect(n).toBeGreaterThan(MAX_RECORDS_PER_REPLY / 2);
    expect(n).toBeLessThanOrEqual(MAX_RECORDS_PER_REPLY + 1);
    expect(first.now).toBeLessThan(target);
    expect(first.finished).toBe(false);
    const second = host.handle({ type: 'advanceTo', id: 3, t: target }).reply as BatchReply;
    expect(second.now).toBeGreaterThan(first.now);
    expect(new RecordBatch(second.records, second.recordBytes).count).toBeLessThanOrEqual(MAX_RECORDS_PER_REPLY + 1);
  });
});

describe('errors in words (defect 9)', () => {
  it('turns a C++ exception pointer into a sentence', () => {
    expect(errorText(136053544)).toMatch(/ran out of memory/);
    expect(errorText(new Error('x'))).toBe('x');
  });
});

describe('the larger budget the person can choose', () => {
  // 100 Mbit/s of 1000-byte packets for 100,000 s: about 6.3e9 events, over the standard 1e9, under 1e10.
  const heavy = () =>
    withChange('two-hosts-one-link', (s) => {
      s.stopTime = 1e5;
      s.traffic[0].stop = 1e5;
      s.traffic[0].rate = 1e8;
      s.network.links[0].bandwidth = 1e8;
    });

  it('loads a scenario the standard budget refuses, and the probe engine accepts it too', () => {
    expect(loadErrors(heavy()).join('\n')).toMatch(/over the event budget of 1\.0e\+09.*raise the budget/);
    const host = new EngineHost(M);
    const load = host.handle({ type: 'load', id: 1, json: heavy(), budget: 'large' }).reply as LoadReply;
    expect(load.ok).toBe(true);
    const batch = host.handle({ type: 'advanceTo', id: 2, t: 1e6 }).reply as BatchReply;
    expect(batch.eventsExecuted).toBeGreaterThan(0);
    expect(batch.stoppedBy).toBe('');
    const probe = host.handle({ type: 'inspect', id: 3, index: 5, entities: [] }).reply;
    expect(probe.type).toBe('inspected');
  });

  it('still refuses what is over the larger budget too', () => {
    const huge = withChange('two-hosts-one-link', (s) => {
      s.stopTime = 1e6;
      s.traffic[0].stop = 1e6;
      s.traffic[0].rate = 1e8;
      s.network.links[0].bandwidth = 1e8;
    });
    const host = new EngineHost(M);
    const load = host.handle({ type: 'load', id: 1, json: huge, budget: 'large' }).reply as LoadReply;
    expect(load.ok).toBe(false);
    expect(load.errors.join('\n')).toMatch(/over the event budget of 1\.0e\+10/);
  });
});

describe('pcap export in the worker', () => {
  it('captures the whole run as pcapng blocks, one per packet, without moving the live engine', () => {
    const host = new EngineHost(M);
    host.handle({ type: 'load', id: 1, json: readScenario('two-hosts-one-link') });
    const reply = host.handle({ type: 'capture', id: 2 }).reply;
    expect(reply.type).toBe('capture');
    const bytes = new DataView(reply.type === 'capture' ? reply.bytes : new ArrayBuffer(0));
    const blocks: number[] = [];
    for (let at = 0; at + 8 <= bytes.byteLength; at += bytes.getUint32(at + 4, true))
      blocks.push(bytes.getUint32(at, true));
    expect(blocks[0]).toBe(0x0a0d0d0a); // Section Header Block
    expect(blocks.filter((b) => b === 6)).toHaveLength(100); // Enhanced Packet Blocks: the 100 CBR packets
    const batch = host.handle({ type: 'advanceTo', id: 3, t: 1e6 }).reply as BatchReply;
    expect(batch.eventsExecuted).toBeGreaterThan(0); // the live engine starts from the beginning
  });
});
