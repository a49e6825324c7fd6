import { readFileSync } from 'node:fs';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { deleteIn, getIn, setIn } from '../../../web/editor/draft';
import { parseNumber } from '../../../web/editor/FieldViews';
import { buildFields, type Field, type ListField, template, type ValueField } from '../../../web/editor/fields';
import { ParameterEditor } from '../../../web/editor/ParameterEditor';
import type { Schema } from '../../../web/editor/schema';

const schema = JSON.parse(readFileSync(new URL('../../../scenarios/schema.json', import.meta.url), 'utf8')) as Schema;
const scenario = () =>
  JSON.parse(readFileSync(new URL('../../../scenarios/queue-overflow.json', import.meta.url), 'utf8'));

function find(fields: Field[], at: string): Field | undefined {
  for (const f of fields) {
    if (f.at === at) return f;
    const inner = f.kind === 'group' ? find(f.children, at) : f.kind === 'list' ? find(f.items, at) : undefined;
    if (inner) return inner;
  }
  return undefined;
}

describe('buildFields', () => {
  it('generates labelled fields with units and ranges from the schema', () => {
    const fields = buildFields(schema, scenario());
    const bw = find(fields, 'network.links[0].bandwidth') as ValueField;
    expect(bw).toMatchObject({
      kind: 'value',
      label: 'Bandwidth',
      input: 'number',
      unit: 'bit/s',
      range: '≥ 1 and ≤ 1e12',
      value: 1e6,
    });
    expect(find(fields, 'network.links[0].queue')).toMatchObject({ input: 'integer', unit: 'packets' });
    expect(find(fields, 'traffic[0].packetSize')).toMatchObject({ label: 'Packet size', unit: 'B' });
    expect(find(fields, 'network.nodes[0].kind')).toMatchObject({ input: 'choice', choices: ['host', 'router'] });
    expect(find(fields, 'trace.enabled')).toMatchObject({ input: 'boolean', default: true });
  });

  it('shows optional fields that are not set, with their defaults', () => {
    const f = find(buildFields(schema, scenario()), 'metrics.cap') as ValueField;
    expect(f.value).toBeUndefined();
    expect(f.default).toBe(20000);
  });

  it('skips const, free-form and hidden fields', () => {
    const fields = buildFields(schema, scenario());
    for (const at of ['version', 'paperValues', 'ui', 'sweep', '$schema', 'traffic[0].kind'])
      expect(find(fields, at)).toBeUndefined();
    expect(find(buildFields(schema, scenario(), []), 'sweep')).toBeDefined();
  });

  it('adds model sections through allOf/if-then, so a new model needs no editor change', () => {
    expect(find(buildFields(schema, scenario()), 'network')).toBeDefined();
    // Under another model the p2p branch does not apply: the section is only guessed from its values.
    expect(
      (find(buildFields(schema, { ...scenario(), model: 'ethernet' }), 'network.links[0].bandwidth') as ValueField)
        .unit,
    ).toBeUndefined();
    const extended: Schema = structuredClone(schema);
    extended.allOf!.push({
      if: { properties: { model: { const: 'ethernet' } } },
      then: {
        properties: {
          bus: { type: 'object', properties: { slotTime: { type: 'number', exclusiveMinimum: 0, 'x-unit': 's' } } },
        },
      },
    });
    const f = find(buildFields(extended, { ...scenario(), model: 'ethernet' }), 'bus.slotTime');
    expect(f).toMatchObject({ label: 'Slot time', unit: 's', range: '> 0' });
  });

  it('labels list entries by path and content, and makes templates from defaults', () => {
    const links = find(buildFields(schema, scenario()), 'network.links') as ListField;
    expect(links.items[0].label).toBe('links[0] · A, B');
    expect(links.template).toEqual({ a: '', b: '', bandwidth: 1000000, delay: 0.001, loss: 0, queue: 50 });
    expect(template(schema, { $ref: '#/allOf/0/then/properties/traffic/items' })).toMatchObject({
      kind: 'cbr',
      from: '',
      to: '',
      rate: 1000000,
    });
  });
});

describe('draft edits', () => {
  it('sets, reads and deletes by path without touching the original', () => {
    const s = scenario();
    const t = setIn(s, ['network', 'links', 0, 'bandwidth'], 2e6);
    expect(getIn(t, ['network', 'links', 0, 'bandwidth'])).toBe(2e6);
    expect(s.network.links[0].bandwidth).toBe(1e6);
    expect(t.traffic).toBe(s.traffic); // untouched sections keep their identity
    const u = deleteIn(t, ['network', 'links', 0]);
    expect(u.network.links).toEqual([]);
    expect(setIn({}, ['metrics', 'cap'], 5)).toEqual({ metrics: { cap: 5 } });
  });

  it('parses number text strictly', () => {
    expect(parseNumber(' 1.5e6 ')).toBe(1.5e6);
    expect(parseNumber('')).toBeUndefined();
    expect(parseNumber('12abc')).toBeNaN();
    expect(parseNumber('0x10')).toBeNaN();
  });
});

describe('<ParameterEditor>', () => {
  it('renders labels tied to inputs, units, ranges and inline messages', () => {
    const s = scenario();
    s.network.links[0].bandwidth = -5;
    const html = renderToStaticMarkup(createElement(ParameterEditor, { scenario: s, onApply: () => {} }));
    expect(html).toContain('network.links[0].bandwidth must be ≥ 1 and ≤ 1e12 bit/s (got -5)');
    expect(html).toContain('aria-invalid="true"');
    expect(html).toMatch(/<label for="([^"]+)">Bandwidth.*?<input[^>]*id="\1"/);
    expect(html).toContain('allowed ≥ 1 and ≤ 1e12 bit/s');
    expect(html).toContain('1 value needs fixing');
    expect(html).not.toContain('dangerouslySetInnerHTML');
  });

  it('keeps hostile text in a scenario as text', () => {
    const s = { ...scenario(), name: '<img src=x onerror=alert(1)>' };
    const html = renderToStaticMarkup(createElement(ParameterEditor, { scenario: s, onApply: () => {} }));
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img');
  });
});

describe('sections the schema does not describe yet', () => {
  it('are shown with fields typed by their values, marked as undescribed', () => {
    // A model the schema does not know yet (a new model before its schema branch lands).
    const known = (schema.properties?.model?.enum ?? []) as unknown[];
    const open = { ...schema, properties: { ...schema.properties, model: { enum: [...known, 'future'] } } };
    const s = {
      version: 1,
      model: 'future',
      lan: { receivers: 20, variant: 'thesis', busLength: 2.5, jam: true },
      protocol: { bap: { window: 10 }, notes: ['a'] },
    };
    const fields = buildFields(open, s);
    const lan = find(fields, 'lan');
    expect(lan).toMatchObject({ kind: 'group', label: 'Lan' });
    expect(lan?.kind === 'group' && lan.description).toMatch(/Not described by scenarios\/schema.json/);
    expect(find(fields, 'lan.receivers')).toMatchObject({ input: 'number', value: 20 });
    expect(find(fields, 'lan.variant')).toMatchObject({ input: 'text', value: 'thesis' });
    expect(find(fields, 'lan.jam')).toMatchObject({ input: 'boolean' });
    expect(find(fields, 'protocol.bap.window')).toMatchObject({ input: 'number', value: 10 });
    expect(find(fields, 'protocol.notes')).toMatchObject({ input: 'lines' });
  });

  it('are not invented where the schema forbids extra fields', () => {
    const s = JSON.parse(readFileSync(new URL('../../../scenarios/queue-overflow.json', import.meta.url), 'utf8'));
    s.network.links[0].colour = 'red';
    expect(find(buildFields(schema, s), 'network.links[0].colour')).toBeUndefined();
  });
});
