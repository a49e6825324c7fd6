// Works offline (issue 14): after one visit, the app, the wasm engine and the catalogue load with
// the network cut; and the built page carries its Content-Security-Policy and refuses a hostile
// share link with a message, not a crash.
import { expect, test } from '@playwright/test';
import { schemaBreakingLink } from './brokenLink';
import { failOnConsoleErrors } from './noConsoleErrors';

failOnConsoleErrors();

test('after the first visit the app loads and runs with the network cut', async ({ page, context }) => {
  await page.goto('/');
  await expect(page.getByTestId('scenario-name')).toHaveText('Two hosts, one link');
  // The service worker has precached everything once it is active.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('scenario-name')).toHaveText('Two hosts, one link');
  await expect(page.getByTestId('topology').getByText('A', { exact: true })).toBeVisible();
  // The engine runs from the cache: time advances and log lines appear.
  await expect
    .poll(async () => Number.parseFloat((await page.getByTestId('sim-time').textContent()) ?? '0'))
    .toBeGreaterThan(0);
  await expect(page.getByTestId('log-line').first()).toBeVisible();
  // Another scenario of the catalogue loads too.
  const picker = page.getByTestId('scenario-picker');
  const other = await picker.locator('option').nth(1).getAttribute('value');
  await picker.selectOption(other ?? '');
  await expect(page.getByTestId('topology')).toBeVisible();
  await context.setOffline(false);
});

test('the built page has a Content-Security-Policy with no inline script', async ({ page }) => {
  const response = await page.goto('/');
  const meta = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(meta).toContain("script-src 'self' 'wasm-unsafe-eval'");
  expect(meta).not.toMatch(/ 'unsafe-eval'/); // 'wasm-unsafe-eval' only: no eval of JavaScript
  expect(response?.headers()['x-content-type-options']).toBe('nosniff');
  expect(await page.locator('script:not([src])').count()).toBe(0);
});

test('a link with an out-of-range field names it before the engine runs', async ({ page }) => {
  // A scenario whose bandwidth would have divided by zero (issue 14 defect 1).
  const fragment = await page.goto('/').then(() => schemaBreakingLink(page));
  await page.goto('about:blank');
  await page.goto(`/#${fragment}`);
  await expect(page.getByTestId('share-error')).toContainText('network.links[0].bandwidth');
});
