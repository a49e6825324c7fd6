// scenarios/schema.json is the contract: every shipped scenario must name a model the schema
// knows, use only top-level keys the schema declares, and carry version 1.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const dir = new URL('../../scenarios/', import.meta.url);
const schema = JSON.parse(readFileSync(new URL('schema.json', dir), 'utf8'));
const files = readdirSync(dir).filter((f) => f.endsWith('.json') && f !== 'schema.json');
const modelKeys = (model: string): string[] => {
  for (const branch of schema.allOf ?? []) {
    if (branch.if?.properties?.model?.const === model) return Object.keys(branch.then?.properties ?? {});
  }
  return [];
};

describe('scenarios follow scenarios/schema.json', () => {
  it('ships at least the two foundation scenarios', () => {
    expect(files).toContain('two-hosts-one-link.json');
    expect(files).toContain('queue-overflow.json');
  });
  for (const f of files) {
    it(`${f}: version, model and top-level keys`, () => {
      const s = JSON.parse(readFileSync(new URL(f, dir), 'utf8'));
      expect(s.version).toBe(1);
      expect(schema.properties.model.enum).toContain(s.model);
      const allowed = new Set([...Object.keys(schema.properties), ...modelKeys(s.model)]);
      for (const k of Object.keys(s)) expect(allowed.has(k), `${f}: unknown top-level key ${k}`).toBe(true);
      expect(typeof s.name).toBe('string');
      expect(typeof s.description).toBe('string');
    });
  }
});
