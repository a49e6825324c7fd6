import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { defaultEntry, gallery, scenarioText, scenarioTranslationsFor } from '../../web/scenarios/gallery';
import { scenarioIndex } from '../../web/scenarios/scenarioIndex';

describe('scenario gallery', () => {
  it('indexes every scenarios/*.json at build time, default first', () => {
    const ids = gallery.map((e) => e.id);
    expect(ids[0]).toBe('two-hosts-one-link');
    expect(ids).toContain('queue-overflow');
    expect(ids).not.toContain('schema');
    expect(defaultEntry()?.title).toBe('Two hosts, one link');
  });

  it('carries titles and descriptions, not the scenarios themselves', () => {
    for (const e of gallery)
      expect(Object.keys(e).sort()).toEqual(['description', 'id', 'reproduces', 'tags', 'title']);
    // The index is a small fraction of the files it indexes (it grows with each scenario's title and
    // description, not with its body): under an eighth of their total size.
    const files = readdirSync('scenarios').filter((f) => f.endsWith('.json') && f !== 'schema.json');
    const total = files.reduce((sum, f) => sum + readFileSync(`scenarios/${f}`, 'utf8').length, 0);
    expect(total).toBeGreaterThan(200_000);
    expect(JSON.stringify(gallery).length).toBeLessThan(total / 8);
  });

  it('fetches the translated titles and descriptions on demand, by language and id', async () => {
    const pt = await scenarioTranslationsFor('pt-BR');
    expect(pt['queue-overflow']?.title).toBe('Estouro de fila');
    expect(pt['queue-overflow']?.description).toMatch(/^O host A oferece 1,5 Mbit\/s/);
    expect(pt['tcp-reno-sawtooth']?.title).toBe('Dente de serra do Reno'); // the short title over the name
    expect(await scenarioTranslationsFor('xx')).toEqual({});
  });

  it('fetches a scenario file on demand, verbatim', async () => {
    const text = await scenarioText('queue-overflow');
    expect(JSON.parse(text).title ?? JSON.parse(text).name).toBe(gallery.find((e) => e.id === 'queue-overflow')?.title);
    await expect(scenarioText('no-such-file')).rejects.toThrow(/no scenario file named no-such-file\.json/);
  });

  it('takes title and description from the file, and still lists a malformed one', () => {
    const entries = scenarioIndex({
      '../../scenarios/b.json': '{"name": "Bee", "description": "about b"}',
      '../../scenarios/a.json': '{oops',
      '../../scenarios/schema.json': '{}',
    });
    expect(entries.map((e) => [e.id, e.title, e.description])).toEqual([
      ['a', 'a', ''],
      ['b', 'Bee', 'about b'],
    ]);
    expect(defaultEntry(entries)?.id).toBe('a');
    expect(defaultEntry([])).toBeUndefined();
  });
});
