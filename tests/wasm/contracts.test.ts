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

// No shipped scenario has a member leave, so the secretary's departures are read from a run that
// has: R3 leaves at 1.3 s, then SHUTDOWN at 2.5 s disbands the rest of the group.
describe('AFDP departures in the secretary and subscriber payloads', () => {
  it('lists a LEAVE, then the SHUTDOWN, and each payload still parses', () => {
    const doc = {
      version: 1,
      name: 'afdp departures',
      model: 'afdp',
      seed: 1,
      stopTime: 10,
      lan: {},
      afdp: { fileBytes: 200000, shutdownAt: 2.5 },
      subscribers: [{ count: 2 }, { leaveAt: 1.3 }],
    };
    const e = new M.Engine(JSON.stringify(doc));
    try {
      expect(e.errors()).toBe('');
      const entities = JSON.parse(e.entities()) as { id: number; name: string; kind: string }[];
      const read = (name: string) => {
        const ent = entities.find((x) => x.name === name);
        if (!ent) throw new Error(`no entity ${name}`);
        return (contracts as Record<string, { parse(v: unknown): any }>)[ent.kind].parse(JSON.parse(e.inspect(ent.id)));
      };
      e.advanceTo(2e9);
      const sec = read('SEC');
      expect(sec.host_table.map((h: { host: string }) => h.host)).toEqual(['R1', 'R2']);
      expect(sec.departed).toEqual([
        { host: 'R3', joined_ns: expect.any(Number), left_ns: expect.any(Number), how: 'LEAVE' },
      ]);
      expect(sec.departed[0].left_ns).toBeGreaterThan(1.3e9);
      expect(read('R3').left).toBe(true);
      expect(read('R1').left).toBe(false);
      e.advanceTo(3e9);
      const after = read('SEC');
      expect(after.disbanded).toBe(true);
      expect(after.host_table).toEqual([]);
      expect(after.departed.map((d: { host: string; how: string }) => `${d.host} ${d.how}`)).toEqual([
        'R3 LEAVE',
        'R1 SHUTDOWN',
        'R2 SHUTDOWN',
      ]);
      expect(read('R2').shut_down).toBe(true);
    } finally {
      e.delete();
    }
  });
});
