// A sweep point the engine refuses (a swept value out of range) is explained in the language the
// sweep was started in: the request carries it to the worker's engine (web/sweep/runJob.ts).
import { beforeAll, describe, expect, it } from 'vitest';
import type { EngineModule } from '../../../wasm/protoscope.mjs';
import { runJob } from '../../../web/sweep/runJob';
import { loadEngine, readScenario } from '../../wasm/loadEngine';

let M: EngineModule;
beforeAll(async () => {
  M = await loadEngine();
});

describe('a refused sweep point, in the sweep language', () => {
  const bad = () => {
    const s = JSON.parse(readScenario('queue-overflow'));
    s.network.links[0].queue = 0;
    return JSON.stringify(s);
  };

  it('is in Portuguese when the sweep ran in Portuguese, naming the field', () => {
    const r = runJob(M, { type: 'run', id: 1, scenarioJson: bad(), lang: 'pt-BR' });
    expect(r.type).toBe('failed');
    const message = r.type === 'failed' ? r.message : '';
    expect(message).toMatch(/network\.links\[0\]\.queue: deve estar em/);
    expect(message).not.toMatch(/\bmust\b/);
  });

  it('is in English as before without a language', () => {
    const r = runJob(M, { type: 'run', id: 1, scenarioJson: bad() });
    expect(r.type === 'failed' && r.message).toMatch(/network\.links\[0\]\.queue: must be/);
  });
});
