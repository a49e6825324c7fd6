import { describe, expect, it } from 'vitest';
import { DropReason, Kind } from '../../web/engine/kinds';
import { packetExtent } from '../../web/scene/scene';
import { SceneStore } from '../../web/scene/store';
import { batchReply, loadReply, rec } from './fixtures';

// A 1500-byte frame from A (node 0) to B (node 1) on link 0: 1.2 ms to send, 1 ms to propagate.
const TX = rec({ time: 1_000_000, kind: Kind.TX_START, node: 0, peer: 0, packet: 5, size: 1500, a: 1_200_000 });
const ARRIVE = rec({ time: 3_200_000, kind: Kind.ARRIVAL, node: 1, peer: 0, packet: 5, size: 1500 });

function readyStore() {
  const store = new SceneStore();
  store.beginLoad('two hosts');
  store.loaded(loadReply());
  return store;
}

describe('SceneStore', () => {
  it('loads a scenario: topology, kinds, empty series, stop time', () => {
    const store = readyStore();
    expect(store.status).toBe('ready');
    expect(store.topology.nodes).toHaveLength(2);
    expect(store.kindName(1)).toBe('tx-start');
    expect(store.kindName(123)).toBe('kind 123');
    expect(store.series.get('throughput')).toEqual({ t: [], v: [] });
    expect(store.stopTime).toBe(10_000_000);
  });

  it('keeps validation errors of a rejected scenario', () => {
    const store = new SceneStore();
    store.loaded(loadReply({ ok: false, errors: ['network.links[0].bandwidth: must be > 0 (got -5)'] }));
    expect(store.status).toBe('invalid');
    expect(store.errors[0]).toMatch(/bandwidth/);
  });

  it('queues a batch and applies records only once the clock passes them', () => {
    const store = readyStore();
    store.addBatch(batchReply([TX, ARRIVE]));
    expect(store.horizon).toBe(3_200_000);
    expect(store.scene.inFlight).toHaveLength(0);
    expect(store.advance(999_999)).toBe(0);
    expect(store.advance(1_000_000)).toBe(1);
    expect(store.scene.inFlight).toHaveLength(1);
    expect(store.log.map((l) => l.text)).toEqual(['line 0 kind 1']);
    expect(store.advance(5_000_000)).toBe(1);
    expect(store.scene.counts.arrivals).toBe(1);
    expect(store.hasPending()).toBe(false);
  });

  it('forgets a transmission once its tail has arrived', () => {
    const store = readyStore();
    store.addBatch(batchReply([TX]));
    store.advance(3_199_999);
    expect(store.scene.inFlight).toHaveLength(1);
    store.advance(3_200_000);
    expect(store.scene.inFlight).toHaveLength(0);
  });

  it('stepOne applies exactly one record and returns its time', () => {
    const store = readyStore();
    const same = rec({ time: TX.time, kind: Kind.ENQUEUE, node: 0, peer: 0, a: 3 });
    store.addBatch(batchReply([TX, same, ARRIVE]));
    expect(store.stepOne()).toBe(1_000_000);
    expect(store.log).toHaveLength(1);
    expect(store.stepOne()).toBe(1_000_000);
    expect(store.scene.queues.get('0:0')).toBe(3);
    expect(store.lastLine()?.text).toBe('line 1 kind 5');
    expect(store.stepOne()).toBe(3_200_000);
    expect(store.stepOne()).toBeUndefined();
  });

  it('counts records without a log line as unlisted', () => {
    const store = readyStore();
    store.addBatch(batchReply([TX, ARRIVE], { lineIndex: [1], lines: ['only the arrival'] }));
    store.advance(4e6);
    expect(store.log.map((l) => l.text)).toEqual(['only the arrival']);
    expect(store.unlisted).toBe(1);
  });

  it('keeps why the engine stopped the run early, and forgets it on the next load', () => {
    const store = readyStore();
    store.addBatch(batchReply([TX], { finished: true, stoppedBy: 'event budget' }));
    expect(store.stoppedBy).toBe('event budget');
    store.beginLoad('next');
    expect(store.stoppedBy).toBe('');
  });

  it('appends metric samples and bumps the metrics version', () => {
    const store = readyStore();
    const v0 = store.metricsVersion;
    store.addBatch(batchReply([], { metrics: [{ name: 'throughput', samples: new Float64Array([1e6, 5, 2e6, 7]) }] }));
    store.addBatch(batchReply([], { metrics: [{ name: 'throughput', samples: new Float64Array([3e6, 9]) }] }));
    expect(store.series.get('throughput')).toEqual({ t: [1e6, 2e6, 3e6], v: [5, 7, 9] });
    expect(store.metricsVersion).toBe(v0 + 2);
  });

  it('marks a packet lost on the wire where it was and stops drawing it', () => {
    const store = readyStore();
    const lost = rec({ time: 1_500_000, kind: Kind.DROP, reason: DropReason.LOSS, node: 1, peer: 0, packet: 5 });
    store.addBatch(batchReply([TX, lost]));
    store.advance(1_500_000);
    const [drop] = store.scene.drops;
    expect(drop.reason).toBe(DropReason.LOSS);
    // Head was half-way (0.5 ms of 1 ms) from A; seen from B (the drop's node) that is 0.5 too.
    expect(drop.fraction).toBeCloseTo(0.5);
    expect(store.scene.inFlight).toHaveLength(0);
  });

  it('places a queue-overflow drop beside the node and keeps earlier packets flying', () => {
    const store = readyStore();
    const overflow = rec({
      time: 1_100_000,
      kind: Kind.DROP,
      reason: DropReason.QUEUE_OVERFLOW,
      node: 0,
      peer: 0,
      packet: 6,
    });
    store.addBatch(batchReply([TX, overflow]));
    store.advance(1_100_000);
    expect(store.scene.drops[0].fraction).toBeCloseTo(0.12);
    expect(store.scene.inFlight).toHaveLength(1);
    expect(store.scene.counts.drops).toBe(1);
  });

  it('a new load clears the previous run', () => {
    const store = readyStore();
    store.addBatch(batchReply([TX, ARRIVE]));
    store.advance(4e6);
    store.beginLoad('next');
    expect(store.status).toBe('loading');
    expect(store.log).toHaveLength(0);
    expect(store.hasPending()).toBe(false);
    expect(store.scene.counts.arrivals).toBe(0);
  });

  it('notifies subscribers on every change', () => {
    const store = readyStore();
    let calls = 0;
    const off = store.subscribe(() => calls++);
    store.addBatch(batchReply([TX]));
    store.advance(2e6);
    off();
    store.advance(3e6);
    expect(calls).toBe(2);
  });
});

describe('packetExtent', () => {
  const tx = {
    packet: 1,
    link: 0,
    from: 0,
    to: 1,
    t0: 0,
    duration: 2,
    delay: 10,
    size: 1,
    end: 12,
    droppedAt: Infinity,
    role: 'data' as const,
  };
  it('moves the head at propagation speed and the tail after the transmission time', () => {
    expect(packetExtent(tx, -1)).toBeNull();
    expect(packetExtent(tx, 1)).toEqual({ head: 0.1, tail: 0 });
    expect(packetExtent(tx, 7)).toEqual({ head: 0.7, tail: 0.5 });
    expect(packetExtent(tx, 11)).toEqual({ head: 1, tail: 0.9 });
    expect(packetExtent(tx, 12)).toBeNull();
  });
  it('hides a dropped packet from its drop time on', () => {
    expect(packetExtent({ ...tx, droppedAt: 5 }, 5)).toBeNull();
  });
});
