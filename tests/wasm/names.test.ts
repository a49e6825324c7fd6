// The names the app looks up in the engine's output, rather than receiving them: metric series it
// charts specially (web/engine/metricNames.ts = engine/core/metric_names.h) and trace kinds its
// views draw specially (web/scene/kindIds.ts). Each must still be produced by a shipped scenario,
// so a rename on one side fails here instead of silently emptying a chart or the bus picture.
import { readdirSync, readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { EngineModule } from '../../wasm/protoscope.mjs';
import { METRIC, METRIC_PREFIX } from '../../web/engine/metricNames';
import { KIND_NAMES } from '../../web/scene/kindIds';
import { loadEngine } from './loadEngine';

const root = new URL('../../', import.meta.url).pathname;
const metrics = new Set<string>();
const kinds = new Set<string>();

beforeAll(async () => {
  const M: EngineModule = await loadEngine();
  for (const f of readdirSync(`${root}scenarios`).filter((x) => x.endsWith('.json') && x !== 'schema.json')) {
    const e = new M.Engine(readFileSync(`${root}scenarios/${f}`, 'utf8'));
    for (const m of JSON.parse(e.metricNames()) as { name: string }[]) metrics.add(m.name);
    for (const k of JSON.parse(e.traceKinds()) as { name: string }[]) kinds.add(k.name);
    e.delete();
  }
});

describe('names shared between the engine and the app', () => {
  it('every metric series the app charts specially is produced by some scenario', () => {
    expect(Object.values(METRIC).filter((n) => !metrics.has(n))).toEqual([]);
  });
  it('every per-flow series prefix the app charts is produced by some scenario', () => {
    const names = [...metrics];
    expect(Object.values(METRIC_PREFIX).filter((p) => !names.some((n) => n.startsWith(p)))).toEqual([]);
  });
  it('every trace kind the views draw specially is declared by some scenario', () => {
    expect(Object.values(KIND_NAMES).filter((n) => !kinds.has(n))).toEqual([]);
  });
});
