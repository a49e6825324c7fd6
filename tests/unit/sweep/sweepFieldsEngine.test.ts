// The sweep's chart fields (sweep.parameters[i].scale, sweep.bands) are checked by the engine
// itself, so a scenario whose band names a metric the sweep does not report, or whose scale is
// misspelt, is refused in the browser's worker too, naming the field in the sweep's language
// (engine/scenario/sweep.cpp; engine/tests/sweep_fields_test.cpp checks the native side).
import { beforeAll, describe, expect, it } from 'vitest';
import type { EngineModule } from '../../../wasm/protoscope.mjs';
import { runJob } from '../../../web/sweep/runJob';
import { loadEngine, readScenario } from '../../wasm/loadEngine';

let M: EngineModule;
beforeAll(async () => {
  M = await loadEngine();
});

function withSweep(change: (sweep: Record<string, unknown> & { parameters: Record<string, unknown>[] }) => void) {
  const s = JSON.parse(readScenario('estimation-fig5a-6-two-pathloads'));
  change(s.sweep);
  return JSON.stringify(s);
}

describe("the engine refuses a sweep's bad chart fields, in the sweep language", () => {
  it('a band naming a metric outside sweep.metrics', () => {
    const json = withSweep((sw) => {
      (sw.bands as Record<string, string>[])[1].truth = 'pathload_truth_run_bps';
    });
    const pt = runJob(M, { type: 'run', id: 1, scenarioJson: json, lang: 'pt-BR' });
    expect(pt.type).toBe('failed');
    expect(pt.type === 'failed' && pt.message).toMatch(
      /sweep\.bands\[1\]\.truth: 'pathload_truth_run_bps' não está em sweep\.metrics \(pathload2_low_bps, /,
    );
    const en = runJob(M, { type: 'run', id: 1, scenarioJson: json });
    expect(en.type === 'failed' && en.message).toMatch(
      /sweep\.bands\[1\]\.truth: 'pathload_truth_run_bps' is not in sweep\.metrics \(pathload2_low_bps, /,
    );
  });

  it('a scale other than "linear" or "log"', () => {
    const json = withSweep((sw) => {
      sw.parameters[0].scale = 'logarithmic';
    });
    const pt = runJob(M, { type: 'run', id: 2, scenarioJson: json, lang: 'pt-BR' });
    expect(pt.type === 'failed' && pt.message).toMatch(/sweep\.parameters\[0\]\.scale: deve ser "linear" ou "log"/);
    const en = runJob(M, { type: 'run', id: 2, scenarioJson: json });
    expect(en.type === 'failed' && en.message).toMatch(/sweep\.parameters\[0\]\.scale: must be "linear" or "log"/);
  });

  it('a field a band does not have', () => {
    const json = withSweep((sw) => {
      (sw.bands as Record<string, string>[])[0].titel = 'x';
    });
    const en = runJob(M, { type: 'run', id: 3, scenarioJson: json });
    expect(en.type === 'failed' && en.message).toMatch(
      /sweep\.bands\[0\]: unknown field 'titel' \(allowed: low, high, truth, label, translations\)/,
    );
  });
});
