import { describe, expect, it } from 'vitest';
import { buildGallery, defaultEntry, gallery } from '../../web/scenarios/gallery';

describe('scenario gallery', () => {
  it('bundles every scenarios/*.json, default first', () => {
    const ids = gallery.map((e) => e.id);
    expect(ids[0]).toBe('two-hosts-one-link');
    expect(ids).toContain('queue-overflow');
    expect(ids).not.toContain('schema');
    expect(defaultEntry()?.title).toBe('Two hosts, one link');
  });

  it('takes title and description from the file, and still lists a malformed one', () => {
    const entries = buildGallery({
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
