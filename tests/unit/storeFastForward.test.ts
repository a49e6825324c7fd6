// A fast-forward reply (End, a far seek) carries only the newest records before its target and
// says how many it ran past: the store must restart its picture from that reply, never apply it on
// top of a scene and log that lack the skipped stretch.
import { describe, expect, it } from 'vitest';
import { Kind } from '../../web/engine/kinds';
import { SceneStore } from '../../web/scene/store';
import { batchReply, loadReply, rec } from './fixtures';

function readyStore() {
  const store = new SceneStore();
  store.beginLoad('two hosts');
  store.loaded(loadReply({ stopTime: 10_000_000_000 }));
  return store;
}

const tx = (time: number, packet: number) =>
  rec({ time, kind: Kind.TX_START, node: 0, peer: 0, packet, size: 1500, a: 1_200_000 });

describe('SceneStore after a fast-forward', () => {
  it('restarts history, scene and log from the reply after the skipped records, and counts them', () => {
    const store = readyStore();
    store.addBatch(batchReply([tx(1_000_000, 1), tx(2_000_000, 2)]));
    store.advance(1_500_000); // the first one on screen, the second still pending
    expect(store.scene.inFlight).toHaveLength(1);
    expect(store.log).toHaveLength(1);
    // The worker ran past 1000 records and sent the two newest before 5 s.
    store.addBatch(batchReply([tx(4_999_000_000, 1002), tx(5_000_000_000, 1003)], { endIndex: 1004, skipped: 1000 }));
    expect(store.fastForwarded).toBe(1000);
    expect(store.history.firstIndex()).toBe(1002);
    expect(store.hasPending()).toBe(true);
    store.seekTime(5_000_000_000);
    // Only the tail's two transmissions are in flight, none from before the jump.
    expect(store.scene.inFlight).toHaveLength(2);
    expect(store.shownIndex()).toBe(1004);
    expect(store.log.map((l) => l.index)).toEqual([1002, 1003]);
    // Step back stays inside what was received: the newest record is taken off the screen.
    expect(store.stepBack()).toBe(4_999_000_000);
    expect(store.shownIndex()).toBe(1003);
    expect(store.scene.inFlight).toHaveLength(1);
  });

  it('a reply that skipped nothing is kept like any batch (a short seek loses no history)', () => {
    const store = readyStore();
    store.addBatch(batchReply([tx(1_000_000, 1)]));
    store.advance(1_000_000);
    store.addBatch(batchReply([tx(2_000_000, 2)], { endIndex: 2, skipped: 0 }));
    store.seekTime(2_000_000);
    expect(store.fastForwarded).toBe(0);
    expect(store.history.firstIndex()).toBe(0);
    expect(store.log.map((l) => l.index)).toEqual([0, 1]);
  });

  it('a new load forgets the count', () => {
    const store = readyStore();
    store.addBatch(batchReply([tx(5_000_000, 9)], { endIndex: 10, skipped: 9 }));
    expect(store.fastForwarded).toBe(9);
    store.beginLoad('again');
    expect(store.fastForwarded).toBe(0);
  });
});
