// scenarios/schema.json (generated from the engine's parameter declarations) and the engine's
// validation must agree on every numeric range of every model. For every numeric field the
// schema declares, some scenario must reject a value just outside its range, naming that field:
// each shipped scenario is probed with every field reachable from it (missing objects are created;
// when the engine ignores a field in that context, e.g. dumbbell settings under another topology,
// the choice fields above it are tried in turn), plus small fixtures for contexts no shipped
// scenario uses. A field no probe can reach fails the test: a declaration the engine never reads.
import { readdirSync, readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { EngineModule } from '../../wasm/protoscope.mjs';
import { loadEngine } from './loadEngine';

type Schema = Record<string, any>;
const root = new URL('../../', import.meta.url).pathname;
const schema: Schema = JSON.parse(readFileSync(`${root}scenarios/schema.json`, 'utf8'));

// Contexts no shipped scenario has: an explicit polling network; a transport fault given by time
// (the shipped teaching scenarios drop segments by number); iperf in TCP mode.
const fixtures: Schema[] = [
  {
    version: 1,
    model: 'transport',
    stopTime: 1,
    network: { topology: 'dumbbell', bottleneck: { bandwidth: 1e6, delay: 0.01, queue: 10 } },
    flows: [{ transport: 'tcp', from: 'L1', to: 'R1', app: { kind: 'bulk' } }],
    faults: [{ flow: 'F1', at: 0.5, count: 2 }],
  },
  {
    version: 1,
    model: 'polling',
    network: {
      topology: 'explicit',
      sender: 'S',
      nodes: [{ name: 'S' }, { name: 'R' }, { name: 'H' }],
      links: [
        { a: 'S', b: 'R' },
        { a: 'R', b: 'H', bandwidth: 1e6, delay: 0.01, loss: 0, queue: 10, queueBA: 10 },
      ],
    },
    protocol: { name: 'pet', dp: 10 },
  },
  { version: 1, model: 'estimation', stopTime: 5, estimator: 'iperf', iperf: { mode: 'tcp', time: 1, tcp: {} } },
];

const files = readdirSync(`${root}scenarios`)
  .filter((f) => f.endsWith('.json') && f !== 'schema.json')
  .map((f) => JSON.parse(readFileSync(`${root}scenarios/${f}`, 'utf8')) as Schema);
// Each file as shipped, and those with questions once more without them: a question names the
// trace kinds of the scenario's own set-up, so switching a choice above a field (pathload to iperf)
// makes the questions, not the probed field, invalid, and the field would never be reached.
const shipped = [
  ...files,
  ...files.filter((f) => f.questions).map(({ questions: _questions, ...rest }) => rest as Schema),
];

const resolve = (s: Schema): Schema => {
  let cur = s;
  while (cur?.$ref) {
    let t: any = schema;
    for (const part of cur.$ref.slice(2).split('/')) t = t[part];
    const { $ref: _ignored, ...rest } = cur;
    cur = { ...t, ...rest };
  }
  return cur;
};

interface Leaf {
  path: (string | number)[];
  s: Schema;
  /** Choice fields on the way (object path + key + choices), to try when the engine ignores the leaf. */
  choices: { path: (string | number)[]; values: unknown[] }[];
}

// Numeric leaves reachable from `value` under `s` (arrays: through their first element).
function leaves(
  s: Schema,
  value: any,
  path: (string | number)[],
  choices: Leaf['choices'],
  out: Leaf[],
  everything = false,
) {
  s = resolve(s);
  if (!s) return;
  if (s.type === 'number' || s.type === 'integer') {
    out.push({ path, s, choices });
    return;
  }
  if (s.type === 'array') {
    if (s.items && (everything || (Array.isArray(value) && value.length > 0)))
      leaves(s.items, value?.[0], [...path, 0], choices, out, everything);
    return;
  }
  if (s.properties && (value === undefined || (typeof value === 'object' && !Array.isArray(value)))) {
    const here = [...choices];
    for (const [k, sub] of Object.entries(s.properties as Record<string, Schema>)) {
      const r = resolve(sub);
      if (Array.isArray(r?.enum) && r.enum.length > 1) here.push({ path: [...path, k], values: r.enum });
    }
    for (const [k, sub] of Object.entries(s.properties as Record<string, Schema>))
      leaves(sub, value?.[k], [...path, k], here, out, everything);
  }
}

function modelBranch(model: string): Schema {
  return schema.allOf.find((b: Schema) => b.if.properties.model.const === model).then;
}

function setPath(obj: any, path: (string | number)[], v: unknown) {
  let cur = obj;
  for (const p of path.slice(0, -1)) {
    if (cur[p] === undefined) cur[p] = {};
    cur = cur[p];
  }
  cur[path[path.length - 1]] = v;
}

const text = (path: (string | number)[]) =>
  path.map((p, i) => (typeof p === 'number' ? `[${p}]` : i ? `.${p}` : p)).join('');

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

function probes(s: Schema): number[] {
  const out: number[] = [];
  if (typeof s.maximum === 'number') out.push(s.type === 'integer' ? s.maximum + 1 : s.maximum * 1.5 + 1);
  if (typeof s.minimum === 'number') out.push(s.minimum - 1);
  if (typeof s.exclusiveMinimum === 'number') out.push(s.exclusiveMinimum);
  return out;
}

describe('schema ranges agree with the engine validator, for every model and every numeric field', () => {
  it('every numeric field is rejected out of range somewhere, naming the field; none is accepted wrongly', () => {
    const rejected = new Map<string, boolean>(); // field (without array indexes) -> some probe named it
    const wrong: string[] = [];
    for (const base of [...shipped, ...fixtures]) {
      delete base.sweep;
      if (errorsFor(base) !== '') {
        wrong.push(
          `${base.name ?? base.model}: the base scenario itself is invalid: ${errorsFor(base).split('\n')[0]}`,
        );
        continue;
      }
      const found: Leaf[] = [];
      leaves({ properties: { ...schema.properties, ...modelBranch(base.model).properties } }, base, [], [], found);
      for (const leaf of found) {
        const field = text(leaf.path).replace(/\[\d+\]/g, '[]');
        if (rejected.get(field)) continue; // already shown to be read and range-checked
        rejected.set(field, false);
        for (const bad of probes(leaf.s)) {
          // Try the scenario as it is, then with each choice above the field set to each value.
          const variants: Schema[] = [structuredClone(base)];
          for (const c of leaf.choices)
            for (const v of c.values) {
              const x = structuredClone(base);
              setPath(x, c.path, v);
              variants.push(x);
            }
          for (const variant of variants) {
            const ok = errorsFor(variant) === '';
            if (!ok) continue; // this context is invalid for other reasons
            setPath(variant, leaf.path, bad);
            // The engine must name the field with a range message, not call it unknown.
            const named = errorsFor(variant)
              .split('\n')
              .some((line) => line.startsWith(`${text(leaf.path)}:`) && !line.includes('unknown field'));
            if (named) {
              rejected.set(field, true);
              break;
            }
          }
        }
      }
    }
    // Every numeric field the schema declares for any model must have been reached and rejected.
    const declared: Leaf[] = [];
    for (const b of schema.allOf)
      leaves({ properties: { ...schema.properties, ...b.then.properties } }, undefined, [], [], declared, true);
    // A number the schema gives no range (a question choice's bounds) has nothing to agree on.
    const ranged = declared.filter((l) => probes(resolve(l.s)).length > 0);
    const unreached = [...new Set(ranged.map((l) => text(l.path).replace(/\[\d+\]/g, '[]')))].filter(
      (f) => !rejected.get(f),
    );
    expect(wrong).toEqual([]);
    expect(unreached).toEqual([]);
    expect(rejected.size).toBeGreaterThan(60);
  }, 300_000);
});
