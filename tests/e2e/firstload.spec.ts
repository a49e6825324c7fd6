// The first load (issue 12, "smaller first load"): the wasm engine arrives compressed, and the page
// fetches the default scenario's file alone, not every scenario's text in the main bundle; other
// scenarios arrive when opened. The bytes sent for that first load have budgets (below).
import { readdirSync, readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { failOnConsoleErrors } from './noConsoleErrors';

failOnConsoleErrors();

test('the wasm arrives Brotli-compressed and only the opened scenario is fetched', async ({ page }) => {
  const fetched: { url: string; encoding: string; type: string; bytes: number }[] = [];
  page.on('response', async (r) => {
    const h = r.headers();
    const body = await r.body().catch(() => Buffer.alloc(0));
    fetched.push({
      url: r.url(),
      encoding: h['content-encoding'] ?? '',
      type: h['content-type'] ?? '',
      bytes: body.length,
    });
  });
  await page.goto('/');
  await expect(page.getByTestId('scenario-name')).toHaveText('Two hosts, one link');
  await expect(page.getByTestId('log-line').first()).toBeVisible();
  const wasm = fetched.filter((f) => f.url.endsWith('.wasm'));
  expect(wasm.length).toBeGreaterThan(0);
  for (const w of wasm) {
    expect(w.encoding).toBe('br');
    expect(w.type).toBe('application/wasm');
  }
  // Scenario files are chunks of their own (named after the file): the default one was fetched, no other.
  const ids = readdirSync('scenarios')
    .filter((f) => f.endsWith('.json') && f !== 'schema.json')
    .map((f) => f.replace(/\.json$/, ''));
  const chunkOf = (url: string) => ids.find((id) => new RegExp(`/assets/${id}-[^/]+\\.js$`).test(url));
  expect(fetched.map((f) => chunkOf(f.url)).filter(Boolean)).toEqual(['two-hosts-one-link']);
  // The main bundle no longer carries the scenarios' text (a note only the file itself has).
  const main = fetched.find((f) => /\/assets\/index-[^/]+\.js$/.test(f.url));
  expect(main).toBeDefined();
  const mainText = await (await page.request.get(main!.url)).text();
  const notes = JSON.parse(readFileSync('scenarios/thesis-4.4-mbap-windows.json', 'utf8')).notes as string[];
  expect(mainText).not.toContain(notes[0].slice(0, 40));

  await page.getByTestId('scenario-picker').selectOption('queue-overflow');
  await expect(page.getByTestId('scenario-name')).toHaveText('Queue overflow');
});

// Byte budgets for the first load (issue 12): what the server sends, compressed, for the first
// visit to show the default scenario. The page's JS, CSS and HTML (the main bundle, its shared
// chunk, the workers' scripts and the default scenario's chunk) count together; the wasm engine
// counts apart, because it grows with the engine, not with the player. Each file counts once: the
// run-end scout's worker fetches the wasm again, which the preview server (no-cache, no ETag)
// sends in full, but that repeats a file and is not growth.
// Measured on the build of this commit: page 241,921 B, wasm 352,627 B (Brotli, quality 11).
// Later: the wasm grew to 384,824 B with the AFDP and transport families, then fell to 348,535 B
// when cold code was compiled for size (CMakeLists.txt); the page is 255,148 B.
// The budgets leave about 9% for ordinary growth, and no more, so that a large module pulled
// back into the first load fails: with the schema check in the main bundle the page was 302,171 B.
const PAGE_BUDGET_BYTES = 265_000;
const WASM_BUDGET_BYTES = 385_000;

test('the first load of the default scenario stays within its byte budgets', async ({ page, baseURL }) => {
  const origin = new URL(baseURL ?? '').origin;
  const sent = new Map<string, number>();
  page.on('response', async (r) => {
    const url = new URL(r.url());
    if (url.origin !== origin || sent.has(url.pathname)) return;
    // Content-Length is the body as sent (compressed: web/vite/precompress.ts sets it); a response
    // without one (compressed on the fly) counts its body as received, which is no smaller.
    const length = Number(r.headers()['content-length']);
    const bytes = Number.isFinite(length) ? length : (await r.body().catch(() => Buffer.alloc(0))).length;
    sent.set(url.pathname, bytes);
  });
  await page.goto('/');
  await expect(page.getByTestId('scenario-name')).toHaveText('Two hosts, one link');
  await expect(page.getByTestId('log-line').first()).toBeVisible();
  // The workers (engine, run-end scout, painter) start around the first frames: let them arrive.
  await page.waitForLoadState('networkidle');
  const rows = [...sent].map(([path, bytes]) => `${path} ${bytes}`).join('\n');
  const total = (wasm: boolean) =>
    [...sent].filter(([path]) => path.endsWith('.wasm') === wasm).reduce((sum, [, bytes]) => sum + bytes, 0);
  for (const [path, bytes] of sent) expect(bytes, `${path} was sent empty`).toBeGreaterThan(0);
  expect(total(true), `the wasm is fetched\n${rows}`).toBeGreaterThan(0);
  expect(total(false), `page bytes over budget:\n${rows}`).toBeLessThan(PAGE_BUDGET_BYTES);
  expect(total(true), `wasm bytes over budget:\n${rows}`).toBeLessThan(WASM_BUDGET_BYTES);
  console.log(`first load: page ${total(false)} B, wasm ${total(true)} B\n${rows}`);
});
