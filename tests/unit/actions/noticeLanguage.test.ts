// The toolbar notice is handed over with a way to say it again (ui.notify's `say`), so the one on
// screen follows a language change: "no later collision" becomes Portuguese when L is pressed.
import { describe, expect, it } from 'vitest';
import { jumpNext } from '../../../web/actions/playback';
import type { ActionContext } from '../../../web/actions/types';
import type { Said } from '../../../web/i18n/said';

describe('the toolbar notice', () => {
  it('comes with its wording in either language', async () => {
    const told: { message: string; say?: Said }[] = [];
    const ctx = {
      app: { jumpKindName: 'collision', jumpToChosen: async () => false },
      ui: { notify: (message: string, say?: Said) => void told.push({ message, say }) },
    } as unknown as ActionContext;
    await jumpNext.perform(ctx);
    const last = told.at(-1);
    expect(last?.message).toBe('no later collision');
    expect(last?.say?.('en')).toBe('no later collision');
    expect(last?.say?.('pt-BR')).toMatch(/^nenhum evento “.*colis.*” depois deste ponto$/);
  });
});
