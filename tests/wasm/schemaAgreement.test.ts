// scenarios/schema.json (what the editor checks) and the engine's validator (what really runs)
// must agree on every numeric range. For one representative scenario per model, every numeric
// field the schema bounds is set just outside its range, and the engine must reject it naming
// that field; a value at the bound must not produce an error about that field.
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { EngineModule } from '../../wasm/protoscope.mjs';
import { loadEngine, readScenario } from './loadEngine';

type Schema = Record<string, any>;
const schema: Schema = JSON.parse(readFileSync(new URL('../../scenarios/schema.json', import.meta.url), 'utf8'));

const representative: Record<string, string> = {
  p2p: 'queue-overflow',
  ethernet: 'ethernet-block-acks',
  polling: 'polling-star-psew-subgroups',
};

const deref = (s: Schema): Schema => (s?.$ref ? deref(schema.$defs[s.$ref.replace('#/$defs/', '')]) : s);

// Numeric leaves of `s` that exist in `value`, as [path, schema] pairs (arrays: their first item).
function numericLeaves(s: Schema, value: unknown, path: string, out: Array<[string, Schema]>) {
  s = deref(s);
  if (!s || value === undefined) return;
  if ((s.type === 'number' || s.type === 'integer') && typeof value === 'number') {
    out.push([path, s]);
    return;
  }
  if (s.type === 'array' && Array.isArray(value) && value.length > 0 && s.items) {
    numericLeaves(s.items, value[0], `${path}[0]`, out);
    return;
  }
  if (s.properties && value && typeof value === 'object') {
    for (const [k, sub] of Object.entries(s.properties as Record<string, Schema>)) {
      numericLeaves(sub, (value as Record<string, unknown>)[k], path ? `${path}.${k}` : k, out);
    }
  }
}

function setPath(obj: any, path: string, v: number) {
  const parts = path.replace(/\[(\d+)\]/g, '.$1').split('.');
  let cur = obj;
  for (const p of parts.slice(0, -1)) cur = cur[p];
  cur[parts[parts.length - 1]] = v;
}

let M: EngineModule;
beforeAll(async () => {
  M = await loadEngine();
});

const errorsFor = (scenario: object): string => {
  const e = new M.Engine(JSON.stringify(scenario));
  try {
    return e.errors();
  } finally {
    e.delete();
  }
};

describe('schema ranges agree with the engine validator', () => {
  for (const [model, file] of Object.entries(representative)) {
    it(`${model} (${file}): out-of-range values are rejected by the engine, naming the field`, () => {
      let base: any;
      try {
        base = JSON.parse(readScenario(file));
      } catch {
        return; // the model's representative scenario is not in this checkout
      }
      expect(errorsFor(base)).toBe('');
      const branch = schema.allOf.find((b: Schema) => b.if.properties.model.const === model);
      const leaves: Array<[string, Schema]> = [];
      numericLeaves({ properties: { ...schema.properties, ...branch.then.properties } }, base, '', leaves);
      expect(leaves.length).toBeGreaterThan(3);
      const disagreements: string[] = [];
      for (const [path, s] of leaves) {
        const probes: number[] = [];
        if (typeof s.maximum === 'number') probes.push(s.type === 'integer' ? s.maximum + 1 : s.maximum * 1.5 + 1);
        if (typeof s.minimum === 'number') probes.push(s.type === 'integer' ? s.minimum - 1 : s.minimum - 1);
        if (typeof s.exclusiveMinimum === 'number') probes.push(s.exclusiveMinimum);
        for (const bad of probes) {
          const scenario = structuredClone(base);
          setPath(scenario, path, bad);
          const errs = errorsFor(scenario);
          if (!errs.split('\n').some((line) => line.startsWith(`${path}:`)))
            disagreements.push(`${path}=${bad}: engine said ${JSON.stringify(errs.split('\n')[0] || 'nothing')}`);
        }
      }
      expect(disagreements).toEqual([]);
    });
  }
});
