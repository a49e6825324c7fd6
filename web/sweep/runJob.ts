// One sweep run, independent of how it is hosted: the worker calls it with the real wasm module,
// and Node tests call it the same way. The engine object is always freed, even on a throw.
import type { EngineInstance, EngineModule } from '../../wasm/protoscope.mjs';
import type { RunReply, RunRequest } from './protocol';

export function runJob(module: EngineModule, req: RunRequest, now: () => number = () => performance.now()): RunReply {
  const t0 = now();
  let engine: EngineInstance | null = null;
  try {
    // With a language, the engine's refusal of a point (a swept value out of range) is said in it.
    engine = new module.Engine(req.scenarioJson, 'standard', req.lang ?? 'en');
    if (!engine.ok()) {
      const lines = engine
        .errors()
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean);
      return { type: 'failed', id: req.id, message: lines.join('; ') || 'scenario rejected (no message)' };
    }
    engine.advanceTo(engine.stopTime());
    const summary = JSON.parse(engine.summary()) as Record<string, number>;
    return { type: 'done', id: req.id, summary, events: engine.eventsExecuted(), wallMs: now() - t0 };
  } catch (err) {
    return { type: 'failed', id: req.id, message: err instanceof Error ? err.message : String(err) };
  } finally {
    engine?.delete();
  }
}
