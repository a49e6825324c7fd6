// Step-back figures on a busy run (npm run bench:stepback; a benchmark, not part of the test suite; it takes
// about a minute): simulate past ~1M events, then time step back as the app does it (scene
// rebuilt from the nearest checkpoint, probe engine re-executed, log line described) and a seek
// back to half the run.
import { beforeAll, describe, expect, it } from 'vitest';
import type { EngineModule } from '../../wasm/protoscope.mjs';
import { AppController } from '../../web/app/controller';
import { EngineClient, type EnginePort } from '../../web/engine/client';
import { EngineHost } from '../../web/engine/host';
import type { Reply, Request } from '../../web/engine/protocol';
import { PlaybackClock } from '../../web/playback/clock';
import { loadEngine, readScenario } from '../wasm/loadEngine';

let M: EngineModule;
beforeAll(async () => {
  M = await loadEngine();
});

const ms = (t0: number) => `${(performance.now() - t0).toFixed(0)} ms`;

describe('step back after ~1M events', () => {
  for (const name of ['stress-pet-400', 'polling-implosion']) {
    it(name, async () => {
      const host = new EngineHost(M);
      const port: EnginePort = {
        onmessage: null,
        postMessage(msg: Request) {
          setTimeout(() => port.onmessage?.({ data: host.handle(msg).reply } as MessageEvent<Reply>), 0);
        },
      };
      const app = new AppController(new EngineClient(port), new PlaybackClock(() => 0));
      await app.load(name, readScenario(name));
      // A load that failed would leave nothing to seek through: say so instead of looping forever.
      expect(app.store.status, app.store.status).toBe('ready');
      let t = 0.01e9;
      while (app.store.eventsExecuted < 1_000_000 && !app.store.finished && t < app.store.stopTime) {
        t *= 1.5;
        await app.seek(t);
      }
      await app.panels.refresh();
      app.panels.toggle(app.panels.state.entities[0].id);
      await app.panels.refresh();
      const out = [
        `${name}: ${app.store.eventsExecuted.toLocaleString('en-US')} events, ${app.store.shownIndex().toLocaleString('en-US')} records`,
      ];
      for (let k = 0; k < 3; k++) {
        let t0 = performance.now();
        app.store.stepBack();
        const scene = ms(t0);
        t0 = performance.now();
        await app.panels.refresh();
        const probe = ms(t0);
        out.push(`step back ${k + 1}: scene ${scene}, probe ${probe}`);
      }
      let t0 = performance.now();
      await app.stepBack();
      out.push(`app.stepBack total: ${ms(t0)}`);
      t0 = performance.now();
      await app.seek(app.store.shownTime / 2);
      out.push(`seek to half the time: ${ms(t0)}`);
      console.log(out.join('\n  '));
      expect(app.store.eventsExecuted).toBeGreaterThan(900_000);
    }, 180_000);
  }
});
