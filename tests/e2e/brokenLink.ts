// A share link (ps1.…, the format of web/share/link.ts) whose scenario gives one link a bandwidth of
// 0.5 bit/s, below the schema's minimum of 1: a well-formed link that must be refused, naming the
// field. Encoded in the page, with the browser's own CompressionStream, as the app encodes links.
import type { Page } from '@playwright/test';

export function schemaBreakingLink(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const state = {
      scenario: {
        version: 1,
        model: 'p2p',
        network: { nodes: [{ name: 'A' }, { name: 'B' }], links: [{ a: 'A', b: 'B', bandwidth: 0.5 }] },
      },
      seed: 1,
      playhead: { timeNs: 0, eventIndex: 0 },
      panels: [],
      view: {},
    };
    const bytes = new TextEncoder().encode(JSON.stringify(state));
    const stream = new Blob([bytes]).stream().pipeThrough(new CompressionStream('deflate-raw'));
    const out = new Uint8Array(await new Response(stream).arrayBuffer());
    let text = '';
    for (const b of out) text += String.fromCharCode(b);
    return `ps1.${btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}`;
  });
}
