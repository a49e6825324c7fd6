// Every trace kind the engine registers, over one scenario of each family, has a Brazilian
// Portuguese display name (web/engine/kindNames.pt-BR.ts), and every metric series those scenarios
// and the other shipped ones produce has Portuguese words for its name and help
// (web/engine/metricNames.pt-BR.ts). A kind or series added to the engine without them fails here.
import { readdirSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { EngineModule } from '../../wasm/protoscope.mjs';
import { kindLabel } from '../../web/engine/kindNames';
import { KIND_NAMES_PT_BR } from '../../web/engine/kindNames.pt-BR';
import type { MetricInfo, TraceKindInfo } from '../../web/engine/kinds';
import { metricHelp, metricLabel, metricUnit } from '../../web/engine/metricText';
import { loadEngine, readScenario } from './loadEngine';

/** One scenario of every family (the list). */
const FAMILIES = [
  'two-hosts-one-link',
  'ethernet-ack-implosion',
  'ethernet-8023-bus',
  'polling-dumbbell-rbp-nak',
  'tcp-fast-retransmit',
  'dccp-ccid2-ack-vector',
  'dccp-tfrc-smoothness',
  'estimation-pathload-cbr',
  'afdp-slow-subscriber',
  'literature-sequencer',
  'literature-erramilli-singh-flush',
  'literature-chang-maxemchuk',
  'literature-round-robin-acks',
];

/** Unit symbols that read the same in Portuguese. */
const SYMBOLS = new Set(['', 'B', 'bit/s', 'kbit/s', 'Mbit/s', 'Mbit', 's', 'ms', 'ns', '1/s', '%']);

let M: EngineModule;
beforeAll(async () => {
  M = await loadEngine();
});

/** The kinds and (after `runNs` of simulated time) the metric series of a shipped scenario. */
function inventory(name: string, runNs: number): { kinds: TraceKindInfo[]; metrics: MetricInfo[] } {
  const e = new M.Engine(readScenario(name));
  try {
    expect(e.ok(), `${name}: ${e.errors()}`).toBe(true);
    const kinds = JSON.parse(e.traceKinds()) as TraceKindInfo[];
    e.advanceTo(Math.min(e.stopTime(), runNs));
    return { kinds, metrics: JSON.parse(e.metricNames()) as MetricInfo[] };
  } finally {
    e.delete();
  }
}

describe('display names of trace kinds and metrics in Brazilian Portuguese', () => {
  it('every kind of every family has a pt-BR name; English shows the id', () => {
    const missing: string[] = [];
    const twice: string[] = [];
    const seen = new Set<string>();
    for (const f of FAMILIES) {
      const kinds = inventory(f, 0).kinds;
      // distinct names within a scenario, so the jump picker never lists two kinds the same way
      const labels = kinds.map((k) => kindLabel(k.name, 'pt-BR'));
      twice.push(...labels.filter((l, i) => labels.indexOf(l) !== i).map((l) => `${f}: ${l}`));
      for (const k of kinds) {
        seen.add(k.name);
        if (!KIND_NAMES_PT_BR[k.name]) missing.push(`${f}: ${k.name}`);
        expect(kindLabel(k.name, 'en')).toBe(k.name);
      }
    }
    expect(missing).toEqual([]);
    expect(seen.size).toBeGreaterThan(150);
    // no stale entries: each name in the table is a kind the engine still declares
    expect(Object.keys(KIND_NAMES_PT_BR).filter((id) => !seen.has(id))).toEqual([]);
    expect(twice).toEqual([]);
  });

  it('every metric series of the shipped scenarios has a pt-BR name, help and unit', () => {
    const names = readdirSync(new URL('../../scenarios/', import.meta.url))
      .filter((f) => f.endsWith('.json') && f !== 'schema.json')
      .map((f) => f.slice(0, -'.json'.length));
    const untranslated: string[] = [];
    let series = 0;
    for (const f of names) {
      for (const m of inventory(f, 1e9).metrics) {
        series++;
        if (metricLabel(m.name, 'pt-BR') === m.name) untranslated.push(`${f}: name "${m.name}"`);
        if (m.help && metricHelp(m.help, 'pt-BR') === m.help) untranslated.push(`${f}: help "${m.help}"`);
        if (!SYMBOLS.has(m.unit) && metricUnit(m.unit, 'pt-BR') === m.unit) untranslated.push(`${f}: unit "${m.unit}"`);
        expect(metricLabel(m.name, 'en')).toBe(m.name);
        expect(metricHelp(m.help, 'en')).toBe(m.help);
      }
    }
    expect([...new Set(untranslated)]).toEqual([]);
    expect(series).toBeGreaterThan(50);
  });

  it('per-flow series keep the flow and read the prefix in words', () => {
    expect(metricLabel('cwnd F3', 'pt-BR')).toBe('janela de congestionamento F3');
    expect(metricHelp('congestion window of NewReno', 'pt-BR')).toBe('janela de congestionamento de NewReno');
    expect(metricLabel('queue A→B', 'pt-BR')).toBe('fila A→B');
  });
});
