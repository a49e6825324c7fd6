// The name above the picture follows the language: a scenario's own title from its translations,
// "(edited)" and the pasted placeholder in Portuguese; the name kept (links, file names) stays English.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { editedTitle, PASTED_NAME, shownTitle } from '../../../web/app/shareGlue';

const doc = JSON.parse(readFileSync('scenarios/two-hosts-one-link.json', 'utf8')) as Record<string, unknown>;

describe('shownTitle', () => {
  it('says an edited scenario and a pasted one in Portuguese, and in English exactly as kept', () => {
    const edited = editedTitle('Two hosts, one link');
    expect(edited).toBe('Two hosts, one link (edited)');
    expect(shownTitle(edited, doc, 'pt-BR')).toBe('Dois hosts, um enlace (editado)');
    expect(shownTitle(edited, doc, 'en')).toBe(edited);
    expect(shownTitle('Two hosts, one link', doc, 'pt-BR')).toBe('Dois hosts, um enlace');
    expect(shownTitle(PASTED_NAME, {}, 'pt-BR')).toBe('cenário colado');
    expect(shownTitle(PASTED_NAME, {}, 'en')).toBe('pasted scenario');
    expect(shownTitle('my-lab', null, 'pt-BR')).toBe('my-lab');
  });
});
