// Choosing the language (link > saved > browser > English) and carrying it in share links.
import { describe, expect, it } from 'vitest';
import { shareStateOf } from '../../../web/app/shareGlue';
import { currentLanguage, setLanguage, t } from '../../../web/i18n/i18n';
import { detectLanguage, linkLanguage, nextLanguage, parseLanguage } from '../../../web/i18n/language';
import { decodeShare, encodeShare } from '../../../web/share/link';
import type { ShareState } from '../../../web/share/shareState';

describe('detectLanguage', () => {
  it('takes the link first, then the saved choice, then the browser, then English', () => {
    expect(detectLanguage({ link: 'pt-BR', saved: 'en', browser: ['en-US'] })).toBe('pt-BR');
    expect(detectLanguage({ saved: 'pt-BR', browser: ['en-US'] })).toBe('pt-BR');
    expect(detectLanguage({ saved: 'en', browser: ['pt-BR'] })).toBe('en');
    expect(detectLanguage({ browser: ['de-DE', 'pt-PT', 'en'] })).toBe('pt-BR');
    expect(detectLanguage({ browser: ['de-DE', 'fr'] })).toBe('en');
    expect(detectLanguage({})).toBe('en');
  });

  it('skips values it cannot read instead of failing', () => {
    expect(detectLanguage({ link: 'xx', saved: 42, browser: [null, 'pt'] })).toBe('pt-BR');
    expect(parseLanguage('')).toBeNull();
    expect(parseLanguage('a'.repeat(100))).toBeNull();
    expect(parseLanguage({})).toBeNull();
  });

  it('cycles through the languages', () => {
    expect(nextLanguage('en')).toBe('pt-BR');
    expect(nextLanguage('pt-BR')).toBe('en');
  });
});

const baseState = (view: ShareState['view']): ShareState => ({
  scenario: {
    version: 1,
    name: 'Queue overflow',
    model: 'p2p',
    stopTime: 5,
    network: { nodes: [{ name: 'A' }, { name: 'B' }], links: [{ a: 'A', b: 'B', bandwidth: 1e6 }] },
  },
  seed: 1,
  playhead: { timeNs: 0, eventIndex: 0 },
  panels: [],
  view,
});

describe('the language in a share link', () => {
  it('round-trips through encode and decode', async () => {
    const decoded = await decodeShare(await encodeShare(baseState({ speed: 1, lang: 'pt-BR' })));
    expect(decoded.kind).toBe('ok');
    if (decoded.kind === 'ok') expect(linkLanguage(decoded.state.view.lang)).toBe('pt-BR');
  });

  it('an old link without it still opens, and carries no language', async () => {
    const decoded = await decodeShare(await encodeShare(baseState({ speed: 1 })));
    expect(decoded.kind).toBe('ok');
    if (decoded.kind === 'ok') expect(linkLanguage(decoded.state.view.lang)).toBeNull();
  });

  it('a bad value opens the link and is ignored', async () => {
    for (const bad of ['klingon', 'pt', 'PT-BR', 7, true]) {
      const decoded = await decodeShare(await encodeShare(baseState({ lang: bad })));
      expect(decoded.kind).toBe('ok');
      if (decoded.kind === 'ok') expect(linkLanguage(decoded.state.view.lang)).toBeNull();
    }
  });

  it('is written from the active language', () => {
    const app = {
      clock: { getSpeed: () => 1, time: () => 0 },
      store: { shownIndex: () => 0 },
      panels: { state: { open: [] } },
      jumpKindName: '',
    } as unknown as Parameters<typeof shareStateOf>[0];
    setLanguage('pt-BR', { persist: false });
    expect(shareStateOf(app, { version: 1 }, false, { title: '', galleryId: '' }).view.lang).toBe('pt-BR');
    expect(t('keyHelp.close')).toBe('Fechar');
    setLanguage('en', { persist: false });
    expect(currentLanguage()).toBe('en');
    expect(shareStateOf(app, { version: 1 }, false, { title: '', galleryId: '' }).view.lang).toBe('en');
  });
});
