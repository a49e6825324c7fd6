// The typed engine-to-web contract (wasm/contracts/): every entity of every shipped scenario, read
// at several moments of its run, must parse with the schema registered for its kind, and every
// kind the engine reports must have one. A renamed or added key fails here before a panel breaks.
import { readdirSync, readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { contracts } from '../../wasm/contracts';
import type { EngineModule } from '../../wasm/protoscope.mjs';
import { loadEngine } from './loadEngine';

const root = new URL('../../', import.meta.url).pathname;
const scenarios = readdirSync(`${root}scenarios`)
  .filter((f) => f.endsWith('.json') && f !== 'schema.json')
  .sort();

let M: EngineModule;
beforeAll(async () => {
  M = await loadEngine();
});

describe('inspect payloads match their typed contracts', () => {
  for (const file of scenarios) {
    it(file, () => {
      const e = new M.Engine(readFileSync(`${root}scenarios/${file}`, 'utf8'));
      try {
        expect(e.errors()).toBe('');
        const entities = JSON.parse(e.entities()) as { id: number; name: string; kind: string }[];
        const problems: string[] = [];
        // At the start, early on, and after a longer stretch (timers armed, windows moved).
        for (const steps of [0, 200, 5000, 50000]) {
          e.step(steps);
          for (const ent of entities) {
            const schema = (contracts as Record<string, { safeParse(v: unknown): any }>)[ent.kind];
            if (!schema) {
              problems.push(`${ent.kind}: no contract in wasm/contracts`);
              continue;
            }
            const r = schema.safeParse(JSON.parse(e.inspect(ent.id)));
            if (!r.success)
              problems.push(
                `${ent.name} (${ent.kind}) after ${steps} more steps: ${JSON.stringify(r.error.issues[0])}`,
              );
          }
        }
        expect([...new Set(problems)].slice(0, 5)).toEqual([]);
      } finally {
        e.delete();
      }
    }, 60_000);
  }
});
