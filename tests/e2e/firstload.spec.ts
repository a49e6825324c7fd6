// The first load (issue 12, "smaller first load"): the wasm engine arrives compressed, and the page
// fetches the default scenario's file alone, not every scenario's text in the main bundle; other
// scenarios arrive when opened.
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
