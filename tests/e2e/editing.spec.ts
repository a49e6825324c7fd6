// Changing the run: the parameter editor (a valid value restarts the run with it; an invalid one
// gets an inline message naming the field and its range and nothing is applied) and a scenario's
// sweep (progress, then a result chart).
import { expect, type Page, test } from '@playwright/test';
import { failOnConsoleErrors } from './noConsoleErrors';

failOnConsoleErrors();

const simTime = async (page: Page) => Number.parseFloat((await page.getByTestId('sim-time').textContent()) ?? '');
const bandwidth = (page: Page) => page.locator('[data-path="network.links[0].bandwidth"]');

async function openParams(page: Page) {
  await page.goto('/');
  await expect(page.getByTestId('topology').getByText('1 Mb/s · 20.0 ms', { exact: true })).toBeVisible();
  await page.getByTestId('play').click(); // pause
  await expect(page.getByTestId('play')).toHaveText(/Play/);
  await page.getByTestId('tab-params').click();
  await expect(bandwidth(page)).toHaveValue('1e6');
}

test('edit a parameter: a valid value restarts the run with it', async ({ page }) => {
  await openParams(page);
  await expect.poll(() => simTime(page)).toBeGreaterThan(0);
  await bandwidth(page).fill('2e6');
  await expect(page.getByTestId('param-status')).toHaveText('Changes not applied yet.');
  await page.getByTestId('param-apply').click();
  // The run restarted (playing from the start) with the new bandwidth on the link label.
  await expect(page.getByTestId('topology').getByText('2 Mb/s · 20.0 ms', { exact: true })).toBeVisible();
  await expect(page.getByTestId('play')).toHaveText(/Pause/);
  await page.getByTestId('tab-run').click();
  // A 1000-byte packet now takes 4 ms to send (8 ms at 1 Mb/s), as the engine's log says.
  await expect(page.getByTestId('log-line').filter({ hasText: 'transmission takes 0.004000 s' }).first()).toBeVisible();
  await expect(page.getByTestId('log-line').filter({ hasText: 'transmission takes 0.008000 s' })).toHaveCount(0);
});

test('edit a parameter: an invalid value names the field and its range, nothing applied', async ({ page }) => {
  await openParams(page);
  const before = await page.getByTestId('scenario-name').textContent();
  await bandwidth(page).fill('-5');
  await page.getByTestId('param-apply').click();
  await expect(page.getByTestId('param-status')).toHaveText(/1 value needs fixing before Apply/);
  await expect(page.locator('.pe-error').first()).toHaveText(
    /network\.links\[0\]\.bandwidth must be ≥ 1 and ≤ 1e12 bit\/s \(got -5\)/,
  );
  await expect(bandwidth(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(bandwidth(page)).toBeFocused();
  // Nothing applied: still paused on the old run with the old link.
  await expect(page.getByTestId('play')).toHaveText(/Play/);
  await expect(page.getByTestId('topology').getByText('1 Mb/s · 20.0 ms', { exact: true })).toBeVisible();
  await expect(page.getByTestId('scenario-name')).toHaveText(before ?? '');
  await page.screenshot({ path: 'test-results/50-param-invalid.png' });
});

test('sweep: progress, then mean with CI per point on a chart', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('tab-sweep').click();
  await expect(page.getByTestId('sweep-plan')).toContainText('12');
  // The sweep is quick (12 short runs): record every progress text shown instead of racing it.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { seen: string[] }).seen = seen;
    new MutationObserver(() => {
      const s = document.querySelector('[data-testid="sweep-status"]')?.textContent;
      const bar = document.querySelector('progress[data-testid="sweep-progress"]');
      if (s && bar && seen[seen.length - 1] !== s) seen.push(s);
    }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  });
  await page.getByTestId('sweep-run').click();
  const chart = page.locator('[data-testid^="sweep-chart-"]').first();
  await expect(chart).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('sweep-status')).toHaveText(/^done · [\d.]+ s$/);
  const seen = await page.evaluate(() => (window as unknown as { seen: string[] }).seen);
  expect(
    seen.some((s) => /^\d+ of 12 runs/.test(s)),
    seen.join(' | '),
  ).toBe(true);
  expect(await chart.locator('svg circle, svg path').count()).toBeGreaterThan(2);
  await page.screenshot({ path: 'test-results/51-sweep-result.png' });
});
