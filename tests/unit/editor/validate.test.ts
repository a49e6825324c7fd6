import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatLimit, pathText, rangeText } from '../../../web/editor/describe';
import type { Schema } from '../../../web/editor/schema';
import { matches, validate } from '../../../web/editor/validate';

const schema = JSON.parse(readFileSync(new URL('../../../scenarios/schema.json', import.meta.url), 'utf8')) as Schema;
const scenario = (name: string) =>
  JSON.parse(readFileSync(new URL(`../../../scenarios/${name}.json`, import.meta.url), 'utf8'));
const messages = (v: unknown, s: Schema = schema) => validate(s, v).map((i) => i.message);

describe('validate against scenarios/schema.json', () => {
  it('accepts the shipped scenarios', () => {
    expect(messages(scenario('queue-overflow'))).toEqual([]);
    expect(messages(scenario('two-hosts-one-link'))).toEqual([]);
  });

  it('names the field, the allowed range and the unit for a bad bandwidth', () => {
    const s = scenario('queue-overflow');
    s.network.links[0].bandwidth = -5;
    expect(messages(s)).toEqual(['network.links[0].bandwidth must be ≥ 1 and ≤ 1e12 bit/s (got -5)']);
  });

  it('checks integers, minimums and exclusive minimums', () => {
    const s = scenario('queue-overflow');
    s.network.links[0].queue = 2.5;
    s.traffic[0].packetSize = 0;
    s.stopTime = 0;
    expect(messages(s)).toEqual([
      'stopTime must be > 0 and ≤ 1e6 s (got 0)',
      'network.links[0].queue must be a whole number ≥ 1 and ≤ 1e6 packets (got 2.5)',
      'traffic[0].packetSize must be a whole number ≥ 1 and ≤ 65535 B (got 0)',
    ]);
  });

  it('reports text typed into a number field with the expected type and range', () => {
    const s = scenario('queue-overflow');
    s.network.links[0].delay = 'abc';
    expect(messages(s)).toEqual(['network.links[0].delay must be a number ≥ 0 and ≤ 100 s (got "abc")']);
  });

  it('checks enums, const, required fields and unknown fields', () => {
    const s = scenario('queue-overflow');
    s.version = 2;
    s.network.nodes[0].kind = 'switch';
    delete s.network.links[0].b;
    s.network.links[0].colour = 'red';
    expect(messages(s)).toEqual([
      'version must be 1 (got 2)',
      'network.nodes[0].kind must be one of "host", "router" (got "switch")',
      'network.links[0].b is required',
      'network.links[0].colour is not a known field here (known: a, b, bandwidth, delay, loss, queue, queueBA)',
    ]);
  });

  it('applies model sections only through allOf if/then on the model', () => {
    const s = scenario('queue-overflow');
    delete s.network;
    expect(messages(s)).toEqual(['network is required']);
    // Another model does not require a p2p network section, but its own.
    expect(messages({ ...s, model: 'ethernet' })).toEqual(['lan is required', 'protocol is required']);
    expect(messages({ ...s, model: 'token-ring' })[0]).toMatch(/^model must be one of "p2p", "polling", "ethernet"/);
  });

  it('checks list lengths and string lengths', () => {
    const s = scenario('queue-overflow');
    s.network.nodes = [{ name: '' }];
    expect(messages(s)).toEqual([
      'network.nodes must have at least 2 entries (has 1)',
      'network.nodes[0].name must not be empty',
    ]);
  });

  it('reports a wrong container type once and does not descend into it', () => {
    const s = scenario('queue-overflow');
    s.network.links = { a: 'A' };
    expect(messages(s)).toEqual(['network.links must be a list (got {"a":"A"})']);
    expect(messages(7)).toEqual(['scenario must be an object (got 7)']);
  });
});

describe('schema subset', () => {
  const local: Schema = {
    type: 'object',
    properties: { mode: { enum: ['a', 'b'] }, n: { $ref: '#/$defs/count' } },
    allOf: [
      {
        if: { properties: { mode: { const: 'a' } } },
        then: { required: ['n'] },
        else: { properties: { n: { maximum: 3 } } },
      },
    ],
    $defs: { count: { type: 'integer', minimum: 0, 'x-unit': 'items' } },
  };

  it('follows $ref into $defs', () => {
    expect(messages({ mode: 'a', n: -1 }, local)).toEqual(['n must be a whole number ≥ 0 items (got -1)']);
  });

  it('takes the then branch when if matches, and else otherwise', () => {
    expect(messages({ mode: 'a' }, local)).toEqual(['n is required']);
    expect(messages({ mode: 'b' }, local)).toEqual([]);
    expect(messages({ mode: 'b', n: 5 }, local)).toEqual(['n must be ≤ 3 (got 5)']);
  });

  it('matches() is a silent yes/no check', () => {
    expect(matches(local, { properties: { mode: { const: 'a' } } }, { mode: 'a' })).toBe(true);
    expect(matches(local, { properties: { mode: { const: 'a' } } }, { mode: 'b' })).toBe(false);
  });

  it('validates additionalProperties given as a schema', () => {
    const s: Schema = { type: 'object', additionalProperties: { type: 'number' } };
    expect(messages({ x: 1, y: 'no' }, s)).toEqual(['y must be a number (got "no")']);
  });
});

describe('words', () => {
  it('spells paths like the engine', () => {
    expect(pathText(['network', 'links', 0, 'bandwidth'])).toBe('network.links[0].bandwidth');
    expect(pathText([])).toBe('scenario');
  });

  it('formats limits compactly and exactly', () => {
    expect(formatLimit(1e12)).toBe('1e12');
    expect(formatLimit(1e-6)).toBe('1e-6');
    expect(formatLimit(0.001)).toBe('0.001');
    expect(formatLimit(65535)).toBe('65535');
    expect(formatLimit(9007199254740991)).toBe('9007199254740991');
    expect(rangeText({ exclusiveMinimum: 0, maximum: 1 })).toBe('> 0 and ≤ 1');
    expect(rangeText({ minimum: 1 })).toBe('≥ 1');
  });
});
