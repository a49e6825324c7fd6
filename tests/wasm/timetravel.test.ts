// Step back, seek and "next event of a kind" over the real engine: the log line, the scene and
// the probe engine's inspect state change and change back.
import { beforeAll, describe, expect, it } from 'vitest';
import type { EngineModule } from '../../wasm/protoscope.mjs';
import { AppController } from '../../web/app/controller';
import { EngineClient, type EnginePort } from '../../web/engine/client';
import { EngineHost } from '../../web/engine/host';
import type { Reply, Request } from '../../web/engine/protocol';
import { PlaybackClock } from '../../web/playback/clock';
import { CHECKPOINT_EVERY } from '../../web/scene/checkpoints';
import { packetExtent } from '../../web/scene/scene';
import { loadEngine, readScenario } from './loadEngine';

let M: EngineModule;
beforeAll(async () => {
  M = await loadEngine();
});

function fixture() {
  const host = new EngineHost(M);
  const port: EnginePort = {
    onmessage: null,
    postMessage(msg: Request) {
      setTimeout(() => port.onmessage?.({ data: host.handle(msg).reply } as MessageEvent<Reply>), 0);
    },
  };
  const wall = { ms: 0 };
  return { wall, app: new AppController(new EngineClient(port), new PlaybackClock(() => wall.ms)) };
}

const snapshot = (app: AppController) => ({
  line: app.store.lastLine()?.text,
  inFlight: app.store.scene.inFlight.length,
  index: app.store.shownIndex(),
  time: app.clock.time(),
  counts: { ...app.store.scene.counts },
});

describe('time travel', () => {
  it('step back undoes a step: log line, scene and panel state', async () => {
    const { app } = fixture();
    await app.load('ack implosion', readScenario('ethernet-ack-implosion'));
    await app.panels.refresh();
    const sender = app.panels.state.entities.find((e) => e.name.startsWith('S'));
    expect(sender).toBeDefined();
    app.panels.toggle(sender!.id);
    for (let i = 0; i < 30; i++) await app.step();
    await app.panels.refresh();
    const before = snapshot(app);
    const stateBefore = JSON.stringify(app.panels.state.snapshot?.states[sender!.id]);
    for (let i = 0; i < 12; i++) await app.step();
    await app.panels.refresh();
    expect(app.store.shownIndex()).toBe(before.index + 12);
    for (let i = 0; i < 12; i++) await app.stepBack();
    expect(snapshot(app)).toEqual(before);
    expect(app.panels.state.snapshot?.index).toBe(before.index);
    expect(JSON.stringify(app.panels.state.snapshot?.states[sender!.id])).toBe(stateBefore);
  });

  it('jumps to the next collision, and seeks back to a time', async () => {
    const { app } = fixture();
    await app.load('ack implosion', readScenario('ethernet-ack-implosion'));
    const collision = [...app.store.kinds.values()].find((k) => k.name === 'collision')!;
    expect(app.jumpKindName).toBe('collision');
    expect(await app.jumpToChosen()).toBe(true);
    expect(app.store.lastLine()?.kind).toBe(collision.kind);
    expect(app.store.scene.bus.collisionCount).toBe(1);
    const t1 = app.clock.time();
    expect(await app.jumpToChosen()).toBe(true);
    expect(app.clock.time()).toBeGreaterThanOrEqual(t1);
    expect(app.store.scene.bus.collisionCount).toBe(2);
    await app.seek(t1 / 2);
    expect(app.store.scene.bus.collisionCount).toBe(0);
    expect(app.clock.time()).toBe(t1 / 2);
  });

  it('step back works while the worker keeps simulating ahead', async () => {
    const { wall, app } = fixture();
    await app.load('queue overflow', readScenario('queue-overflow'), { play: true });
    app.clock.setSpeed(1e8);
    for (let i = 0; i < 20; i++) {
      wall.ms += 16;
      app.frame();
      await new Promise((r) => setTimeout(r, 2));
    }
    const idx = app.store.shownIndex();
    expect(idx).toBeGreaterThan(5);
    const pending = app.client.advanceTo(app.store.stopTime); // a live request in flight
    await app.stepBack();
    expect(app.clock.isPlaying()).toBe(false);
    expect(app.store.shownIndex()).toBe(idx - 1);
    await pending;
    await app.step();
    expect(app.store.shownIndex()).toBe(idx);
  });

  it('past a scene checkpoint, step back and forward give the same picture, log and counts', async () => {
    const { app } = fixture();
    await app.load('implosion', readScenario('polling-implosion'));
    let t = 0.05e9;
    while (app.store.shownIndex() < CHECKPOINT_EVERY * 2.5 && !app.store.finished) {
      t *= 1.5;
      await app.seek(t);
    }
    expect(app.store.shownIndex()).toBeGreaterThan(CHECKPOINT_EVERY * 2);
    const visible = () => {
      const now = app.store.shownTime;
      return app.store.scene.inFlight
        .toArray()
        .filter((tx) => packetExtent(tx, now) !== null)
        .map((tx) => `${tx.packet}@${tx.link}`)
        .sort();
    };
    // The clock sat between records after the seek; after step back and forward it sits on the record.
    const state = () => ({ ...snapshot(app), time: 0, visible: visible(), queues: [...app.store.scene.queues].sort() });
    const before = state();
    const log = app.store.log.map((l) => l.text);
    await app.stepBack();
    expect(app.store.shownIndex()).toBe(before.index - 1);
    await app.step();
    expect(state()).toEqual(before);
    // Same lines, plus the one step back described for the record it landed on (sampled away before).
    const after = app.store.log.map((l) => l.text);
    expect(after[after.length - 1]).toBe(log[log.length - 1]);
    expect(after.filter((l) => log.includes(l)).slice(-50)).toEqual(log.slice(-50));
  }, 60_000);
});
