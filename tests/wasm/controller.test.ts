// The app controller end to end without a browser: clock + client + the worker's EngineHost over
// an in-process port + the real wasm engine. Wall time is moved by hand.
import { beforeAll, describe, expect, it } from 'vitest';
import type { EngineModule } from '../../wasm/protoscope.mjs';
import { AppController, suggestSpeed } from '../../web/app/controller';
import { EngineClient, type EnginePort } from '../../web/engine/client';
import { EngineHost } from '../../web/engine/host';
import type { Reply, Request } from '../../web/engine/protocol';
import { findRunEnd, type RunEnd } from '../../web/engine/runEnd';
import type { RunEndSource } from '../../web/engine/scout';
import { setLanguage } from '../../web/i18n/i18n';
import { PlaybackClock } from '../../web/playback/clock';
import { inProcessPort } from './inProcessPort';
import { loadEngine, readScenario } from './loadEngine';

let M: EngineModule;
beforeAll(async () => {
  M = await loadEngine();
});

function fixture() {
  const wall = { ms: 0 };
  const clock = new PlaybackClock(() => wall.ms);
  const app = new AppController(new EngineClient(inProcessPort(new EngineHost(M))), clock);
  return { wall, app };
}

const settle = () => new Promise((r) => setTimeout(r, 5));

/** Runs `frames` animation frames of `ms` wall time each, letting worker replies land between them. */
async function play(app: AppController, wall: { ms: number }, frames: number, ms = 16) {
  for (let i = 0; i < frames; i++) {
    wall.ms += ms;
    app.frame();
    await settle();
  }
}

describe('AppController with the real engine', () => {
  it('refuses text that does not fit the schema before the engine sees it, naming the field', async () => {
    const asked: string[] = [];
    const host = new EngineHost(M);
    const port: EnginePort = {
      onmessage: null,
      postMessage(msg: Request) {
        asked.push(msg.type);
        setTimeout(() => port.onmessage?.({ data: host.handle(msg).reply } as MessageEvent<Reply>), 0);
      },
    };
    const app = new AppController(new EngineClient(port), new PlaybackClock(() => 0));
    const s = JSON.parse(readScenario('two-hosts-one-link'));
    s.network.links[0].bandwidth = 0.5;
    await app.load('pasted', JSON.stringify(s));
    expect(app.store.status).toBe('invalid');
    expect(app.store.errors).toEqual([expect.stringMatching(/^network\.links\[0\]\.bandwidth: must be >= 1/)]);
    expect(asked).not.toContain('load');
    // Not JSON at all: the engine's parser says where it broke.
    await app.load('pasted', '{"version": 1,');
    expect(asked).toContain('load');
    expect(app.store.status).toBe('invalid');
    // The app stays usable: a good scenario loads next.
    await app.load('two hosts', readScenario('two-hosts-one-link'));
    expect(app.store.status).toBe('ready');
  });

  it('opens a scenario at a speed where a frame takes about two seconds to cross', async () => {
    const { app } = fixture();
    await app.load('two hosts', readScenario('two-hosts-one-link'), { play: true });
    expect(app.store.status).toBe('ready');
    expect(app.clock.isPlaying()).toBe(true);
    expect(app.clock.getSpeed()).toBe(2e7); // (20 ms + 12 ms) / 2 s -> the 20 ms/s preset
    expect(suggestSpeed({ nodes: [], links: [] })).toBe(1e6);
  });

  it('playing reveals records in time order and never outruns the simulation', async () => {
    const { wall, app } = fixture();
    await app.load('queue overflow', readScenario('queue-overflow'), { play: true });
    app.clock.setSpeed(1e9); // 1 s of sim per wall second
    await play(app, wall, 60);
    const t = app.clock.time();
    expect(t).toBeGreaterThan(0.3e9);
    expect(t).toBeLessThanOrEqual(app.store.horizon);
    expect(app.store.shownTime).toBe(t);
    const times = app.store.log.map((l) => l.time);
    expect(times.every((x, i) => i === 0 || x >= times[i - 1])).toBe(true);
    expect(times[times.length - 1]).toBeLessThanOrEqual(t);
    expect(app.store.scene.counts.drops).toBeGreaterThan(0);
    expect(app.store.series.get('throughput')?.t.length).toBeGreaterThan(3);
  });

  it('pauses at the end of the run', async () => {
    const { wall, app } = fixture();
    await app.load('two hosts', readScenario('two-hosts-one-link'), { play: true });
    app.clock.setSpeed(1e10);
    await play(app, wall, 40, 50);
    expect(app.clock.isPlaying()).toBe(false);
    expect(app.store.finished).toBe(true);
    expect(app.clock.time()).toBe(app.store.stopTime);
  });

  it('step shows one record at a time, the first ones of the run', async () => {
    const { app } = fixture();
    await app.load('two hosts', readScenario('two-hosts-one-link'));
    await app.step();
    expect(app.store.log.map((l) => l.text)).toEqual(['A application sends packet #1 (seq 0, 1000 B)']);
    await app.step();
    expect(app.store.log).toHaveLength(2);
    expect(app.store.lastLine()?.text).toMatch(/A starts sending packet #1/);
    expect(app.store.scene.inFlight).toHaveLength(1);
    for (let i = 0; i < 3; i++) await app.step();
    expect(app.store.log).toHaveLength(5);
    expect(app.clock.time()).toBe(app.store.lastLine()?.time);
  });

  it('writes the log in the chosen language: kept lines again, later lines from the start', async () => {
    const { app } = fixture();
    await app.load('two hosts', readScenario('two-hosts-one-link'));
    for (let i = 0; i < 4; i++) await app.step();
    const english = app.store.log.map((l) => ({ index: l.index, text: l.text }));
    expect(english).toHaveLength(4);
    app.setLanguage('pt-BR');
    await app.step(); // runs after the lines were written again (the worker answers in order)
    const portuguese = app.store.log.map((l) => ({ index: l.index, text: l.text }));
    expect(portuguese).toHaveLength(5);
    // The same records, each with its Portuguese line (the engine tests check what the lines say).
    expect(portuguese.slice(0, 4).map((l) => l.index)).toEqual(english.map((l) => l.index));
    portuguese.slice(0, 4).forEach((l, k) => {
      expect(l.text).not.toBe(english[k].text);
    });
    // Step back and forward again: the line for record k is the same however it is reached.
    await app.stepBack();
    await app.step();
    expect(app.store.log.map((l) => l.text)).toEqual(portuguese.map((l) => l.text));
    app.setLanguage('en');
    await app.step();
    expect(app.store.log.slice(0, 4).map((l) => l.text)).toEqual(english.map((l) => l.text));
  });

  it('keeps the open panels at the playhead: load, step and a new load go through the inspector', async () => {
    const { app } = fixture();
    await app.load('ack implosion', readScenario('ethernet-ack-implosion'));
    await app.panels.refresh();
    const sender = app.panels.state.entities.find((e) => e.name.startsWith('S'));
    expect(sender).toBeDefined();
    app.panels.toggle(sender!.id);
    for (let i = 0; i < 5; i++) await app.step();
    await app.panels.refresh();
    expect(app.panels.state.snapshot?.index).toBe(app.store.shownIndex());
    expect(app.panels.state.snapshot?.states[sender!.id]).toBeTypeOf('object');
    await app.load('two hosts', readScenario('two-hosts-one-link'));
    expect(app.panels.state.open).toEqual([]);
  });

  it('says why the engine refuses a scenario in the interface language, and again after a switch', async () => {
    const { app } = fixture();
    const s = JSON.parse(readScenario('two-hosts-one-link'));
    s.network.links[0].b = 'A'; // fits the schema; the engine's own rule refuses it
    setLanguage('pt-BR', { persist: false });
    try {
      app.setLanguage('pt-BR');
      await app.load('pasted', JSON.stringify(s));
      expect(app.store.status).toBe('invalid');
      expect(app.store.errors).toContain(
        'network.links[0]: um enlace deve ligar dois nós diferentes (os dois são "A")',
      );
    } finally {
      setLanguage('en', { persist: false });
    }
    app.setLanguage('en');
    await expect
      .poll(() => app.store.errors)
      .toContain('network.links[0]: a link must join two different nodes (both are "A")');
    expect(app.store.status).toBe('invalid');
  });

  it('a scenario file still being fetched does not replace one chosen after it (CI: the default opened over a pick)', async () => {
    const { app } = fixture();
    let arrive: (json: string) => void = () => {};
    const slow = new Promise<string>((resolve) => {
      arrive = resolve;
    });
    const first = app.load('the default', slow, { play: true, builtIn: true });
    const picked = app.load('picked', readScenario('ethernet-ack-implosion'), { play: true, builtIn: true });
    await picked;
    arrive(readScenario('two-hosts-one-link'));
    await first;
    await settle();
    expect(app.store.scenarioName).toBe('picked');
    expect(app.store.topology.kind).toBe('bus');
    expect(app.currentScenario()?.name).toBe('picked');
  });

  it('a scenario file that fails to arrive is shown with its error, and the app stays usable', async () => {
    const { app } = fixture();
    await app.load('lost', Promise.reject(new Error('chunk lost: 404')), { play: true, builtIn: true });
    expect(app.store.status).toBe('failed');
    expect(app.store.errors.join('\n')).toMatch(/chunk lost: 404/);
    await app.load('two hosts', readScenario('two-hosts-one-link'), { play: true });
    expect(app.store.status).toBe('ready');
  });

  it('a rejected scenario keeps its messages; the next load works', async () => {
    const { wall, app } = fixture();
    await app.load('broken', '{"version": 1');
    expect(app.store.status).toBe('invalid');
    expect(app.store.errors.join('\n')).toMatch(/JSON/);
    app.togglePlay();
    expect(app.clock.isPlaying()).toBe(false);
    await app.load('two hosts', readScenario('two-hosts-one-link'), { play: true });
    await play(app, wall, 10, 100);
    expect(app.store.status).toBe('ready');
    expect(app.store.errors).toEqual([]);
    expect(app.store.log.length).toBeGreaterThan(0);
  });

  it('a step right after pause shows the next record after the paused moment, never an earlier one', async () => {
    const { wall, app } = fixture();
    await app.load('queue overflow', readScenario('queue-overflow'), { play: true });
    app.clock.setSpeed(1e9);
    await play(app, wall, 20);
    for (let k = 0; k < 5; k++) {
      wall.ms += 7 + k; // wall time passes after the last frame, before the pause
      app.togglePlay(); // pause
      const t0 = app.clock.time();
      expect(t0).toBeLessThanOrEqual(app.store.horizon); // never past what the engine has simulated
      const next = app.store.nextPendingTime();
      expect(next === undefined || next > t0).toBe(true); // everything up to the paused moment is shown
      const n0 = app.store.shownIndex();
      await app.step();
      expect(app.clock.time()).toBeGreaterThanOrEqual(t0);
      expect(app.store.shownIndex()).toBe(n0 + 1);
      app.togglePlay();
      await play(app, wall, 3);
    }
  });

  it('the toolbar and the timeline learn where the run ends from the live engine', async () => {
    const { wall, app } = fixture();
    await app.load('ack implosion', readScenario('ethernet-ack-implosion'), { play: true });
    expect(app.store.runEnd).toBeUndefined();
    expect(app.store.timelineEnd()).toBeLessThanOrEqual(app.store.stopTime);
    await app.seek(app.store.stopTime); // runs the engine to its finish
    expect(app.store.finished).toBe(true);
    expect(app.store.runEnd).toBe(app.store.horizon);
    expect(app.store.runEnd!).toBeLessThan(app.store.stopTime); // done at 0.089 s of a 10 s stop time
    expect(app.store.timelineEnd()).toBe(app.store.runEnd);
    void wall;
  });

  it('End waits for a slow scout and lands on the run end it finds, not on the provisional end', async () => {
    // A scout that answers only when told to, like one still busy when the person presses End.
    let answer: (r: RunEnd | null) => void = () => {};
    const scout: RunEndSource = {
      measure: (json) => {
        const e = new M.Engine(json);
        const found = findRunEnd(e);
        e.delete();
        return new Promise((resolve) => {
          answer = () => resolve(found);
        });
      },
    };
    const app = new AppController(
      new EngineClient(inProcessPort(new EngineHost(M))),
      new PlaybackClock(() => 0),
      scout,
    );
    await app.load('ack implosion', readScenario('ethernet-ack-implosion'), { play: false });
    await app.seek(2e6); // 2 ms in: the timeline's provisional end is now a little ahead of that
    const provisional = app.store.timelineEnd();
    const landed = app.seekToEnd();
    await settle();
    expect(app.clock.time()).toBe(2e6); // still waiting for the scout
    answer(null);
    await landed;
    expect(app.store.runEnd).toBeDefined();
    expect(app.store.runEnd!).toBeGreaterThan(provisional); // the provisional end was short of it
    expect(app.clock.time()).toBe(app.store.runEnd);
    expect(app.store.timelineEnd()).toBe(app.store.runEnd);
  });
});
