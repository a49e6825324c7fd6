import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { deflate, toBase64Url } from '../../../web/share/codec';
import { decodeShare, encodeShare, MAX_FRAGMENT_CHARS, shareUrl } from '../../../web/share/link';
import type { ShareState } from '../../../web/share/shareState';
import { ShareLinkNotice } from '../../../web/share/useIncomingLink';

const state = (over: Partial<ShareState> = {}): ShareState => ({
  scenario: {
    version: 1,
    name: 'Queue overflow',
    model: 'p2p',
    stopTime: 5,
    network: { nodes: [{ name: 'A' }, { name: 'B' }], links: [{ a: 'A', b: 'B', bandwidth: 1e6 }] },
  },
  seed: 7,
  playhead: { timeNs: 123_456_789, eventIndex: 4321 },
  panels: ['node:0', 'chart:throughput'],
  view: { speed: 1e6, presenter: true, chart: 'throughput' },
  ...over,
});

/** A fragment built by hand from any JSON text, bypassing encodeShare's own checks. */
async function rawFragment(json: string, version = 1): Promise<string> {
  return `ps${version}.${toBase64Url(await deflate(json))}`;
}

async function expectDamaged(hash: string, pattern: RegExp) {
  const r = await decodeShare(hash);
  expect(r.kind).toBe('error');
  if (r.kind !== 'error') return;
  expect(r.message).toMatch(/^This link is damaged: /);
  expect(r.message).toMatch(pattern);
}

describe('share link round trip', () => {
  it('decodes exactly the state it encoded, with or without the leading #', async () => {
    const s = state();
    const fragment = await encodeShare(s);
    expect(fragment).toMatch(/^ps1\.[A-Za-z0-9_-]+$/);
    for (const h of [fragment, `#${fragment}`]) {
      const r = await decodeShare(h);
      expect(r).toEqual({ kind: 'ok', state: s });
    }
  });

  it('puts the fragment on the page URL and replaces any old fragment', async () => {
    const url = await shareUrl(state(), 'https://example.org/protoscope/?x=1#old');
    expect(url).toMatch(/^https:\/\/example\.org\/protoscope\/\?x=1#ps1\./);
    const r = await decodeShare(new URL(url).hash);
    expect(r.kind).toBe('ok');
  });

  it('compresses: a repetitive 200-node scenario stays far below the fragment cap', async () => {
    const nodes = Array.from({ length: 200 }, (_, i) => ({ name: `n${i}`, kind: 'router', x: i / 200, y: 0.5 }));
    const fragment = await encodeShare(
      state({ scenario: { version: 1, model: 'p2p', network: { nodes, links: [] } } }),
    );
    expect(fragment.length).toBeLessThan(JSON.stringify(nodes).length / 2);
  });

  it('treats an empty fragment as no link at all', async () => {
    expect(await decodeShare('')).toEqual({ kind: 'none' });
    expect(await decodeShare('#')).toEqual({ kind: 'none' });
  });

  it('refuses to write a link it would refuse to read', async () => {
    await expect(encodeShare(state({ seed: -1 }))).rejects.toThrow(/seed/);
    // Random (incompressible) text larger than the fragment cap.
    const noise = Array.from({ length: MAX_FRAGMENT_CHARS }, (_, i) => ((i * 2654435761) >>> 7).toString(36)).join('');
    await expect(encodeShare(state({ scenario: { version: 1, blob: noise } }))).rejects.toThrow(/too large to share/);
  });
});

describe('damaged links', () => {
  it('reports a truncated link', async () => {
    const fragment = await encodeShare(state());
    await expectDamaged(fragment.slice(0, Math.floor(fragment.length / 2)), /cut short|truncated|corrupt/);
    await expectDamaged(fragment.slice(0, 5), /truncated|cut short|corrupt|no data/);
    await expectDamaged('ps1.', /no data/);
  });

  it('reports garbage', async () => {
    await expectDamaged('hello-world', /ProtoScope marker/);
    await expectDamaged('ps1.not base64!', /characters/);
    await expectDamaged('ps1.AAAAAAAAAAAA', /corrupt|cut short|JSON|UTF-8/);
    await expectDamaged(await rawFragment('{"scenario": '), /not valid JSON/);
    await expectDamaged(await rawFragment('[1,2,3]'), /must be an object/);
  });

  it('names a newer or unknown link format', async () => {
    await expectDamaged(await rawFragment(JSON.stringify(state()), 2), /newer ProtoScope \(link format 2/);
    await expectDamaged(await rawFragment(JSON.stringify(state()), 0), /format 0 is unknown/);
  });

  it('refuses an oversized fragment before doing any work', async () => {
    await expectDamaged(`ps1.${'A'.repeat(MAX_FRAGMENT_CHARS)}`, /too long/);
  });

  it('stops a decompression bomb at the 1 MB cap', async () => {
    // 40 MB of one character compresses to about 40 KB (54 KB as text); decoding must stop at 1 MB.
    const bomb = `ps1.${toBase64Url(await deflate(' '.repeat(40 * 1024 * 1024)))}`;
    expect(bomb.length).toBeLessThan(MAX_FRAGMENT_CHARS);
    await expectDamaged(bomb, /expand to more than 1(\.0)? MB/);
  });

  it('checks every field strictly and names it', async () => {
    const s = state() as unknown as Record<string, unknown>;
    const cases: [unknown, RegExp][] = [
      [{ ...s, extra: 1 }, /unexpected field "extra"/],
      [{ ...s, seed: 1.5 }, /seed must be a whole number/],
      [{ ...s, playhead: { timeNs: -1, eventIndex: 0 } }, /playhead\.timeNs/],
      [{ ...s, playhead: { timeNs: 0, eventIndex: 'x' } }, /playhead\.eventIndex/],
      [{ ...s, panels: ['ok', '<script>'] }, /panels\[1\] is not a panel id/],
      [{ ...s, view: { speed: { nested: 1 } } }, /view\.speed must be/],
      [{ ...s, scenario: [] }, /scenario must be an object/],
      [{ ...s, scenario: JSON.parse('{"a":{"__proto__":{"polluted":true}}}') }, /forbidden key "__proto__"/],
      [{ ...s, scenario: nest(40) }, /nested more than 32 levels/],
    ];
    for (const [data, pattern] of cases) await expectDamaged(await rawFragment(JSON.stringify(data)), pattern);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('hostile strings stay text', () => {
  it('keeps markup in a scenario name as data, and renders the error notice as escaped text', async () => {
    const hostile = '<img src=x onerror="alert(1)">';
    const r = await decodeShare(await encodeShare(state({ scenario: { ...state().scenario, name: hostile } })));
    expect(r.kind === 'ok' && r.state.scenario.name).toBe(hostile);

    const bad = await decodeShare(await rawFragment(JSON.stringify({ ...state(), [hostile]: 1 })));
    expect(bad.kind).toBe('error');
    const message = bad.kind === 'error' ? bad.message : '';
    expect(message).toContain('<img');
    const html = renderToStaticMarkup(createElement(ShareLinkNotice, { message, onDismiss: () => {} }));
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img');
    expect(html).toContain('role="alert"');
  });

  it('clips a huge hostile key in the message', async () => {
    const bad = await decodeShare(await rawFragment(JSON.stringify({ ...state(), ['x'.repeat(5000)]: 1 })));
    expect(bad.kind === 'error' && bad.message.length).toBeLessThan(200);
  });
});

function nest(depth: number): Record<string, unknown> {
  let v: Record<string, unknown> = { leaf: 1 };
  for (let i = 0; i < depth; i++) v = { a: v };
  return v;
}
