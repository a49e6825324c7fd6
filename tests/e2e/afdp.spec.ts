// AFDP's teaching scenario in the app: the publisher's rate-control panel (Tp, its floor, the mode
// and why), a slow subscriber's progress, and the Tp chart linked to the timeline.
import { expect, test } from '@playwright/test';
import { failOnConsoleErrors } from './noConsoleErrors';

failOnConsoleErrors();

test('one slow subscriber: the publisher panel shows Tp above its floor and the Tp chart is drawn', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByTestId('scenario-picker').selectOption('afdp-slow-subscriber');
  await expect(page.getByTestId('play')).toHaveText(/Pause/);
  await page.getByTestId('play').click();
  // By 8 s R5 has asked for resends: Tp has been raised above the 10 ms floor.
  await page.getByTestId('goto-time').fill('8 s');
  await page.getByTestId('goto-time').press('Enter');
  await expect(page.getByTestId('sim-time')).toHaveText(/^8\.000000 s/);
  const picker = page.getByTestId('panel-picker');
  const option = picker.locator('option').filter({ hasText: /^P\b/ });
  await picker.selectOption({ label: (await option.first().textContent()) ?? '' });
  await expect(page.getByTestId('afdp-rate')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('afdp-mode')).toHaveText('multicast');
  // Tp read from the panel (e.g. "41.00 ms"): above the floor after R5's requests.
  const tpMs = Number.parseFloat((await page.getByTestId('afdp-tp').textContent()) ?? '0');
  expect(tpMs).toBeGreaterThan(10);
  await expect(page.getByTestId('afdp-tp-rule')).toHaveText(/Floor 10(\.0+)? ms \(default\)/);
  const r5 = picker.locator('option').filter({ hasText: /^R5\b/ });
  await picker.selectOption({ label: (await r5.first().textContent()) ?? '' });
  await expect(page.getByTestId('afdp-subscriber-progress')).toBeVisible({ timeout: 15_000 });
  const chart = page.getByTestId('chart-metric:tp_ms');
  await expect(chart).toBeVisible();
  await expect(chart.getByTestId('chart-value')).toHaveText(/\d/);
  await page.screenshot({ path: 'test-results/50-afdp-panels.png' });
});
