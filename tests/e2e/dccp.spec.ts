// DCCP's teaching scenarios in the app: the panels of a CCID 3 flow (connection state, TFRC rate, the
// loss-interval history with its weights) and of a CCID 2 flow (window, Ack Ratio, Ack Vector).
import { expect, type Page, test } from '@playwright/test';
import { failOnConsoleErrors } from './noConsoleErrors';
import { openFast } from './openFast';

failOnConsoleErrors();

async function openPanel(page: Page, label: RegExp) {
  const picker = page.getByTestId('panel-picker');
  const option = picker.locator('option').filter({ hasText: label });
  await picker.selectOption({ label: (await option.first().textContent()) ?? '' });
}

test('TFRC smoothness: the sender shows OPEN and its rate, the receiver its loss intervals and weights', async ({
  page,
}) => {
  await openFast(page, 'dccp-tfrc-smoothness');
  await openPanel(page, /^F2 sender/);
  await openPanel(page, /^F2 receiver/);
  const sender = page.getByTestId('tfrc-rate');
  const intervals = page.getByTestId('tfrc-intervals');
  await expect(sender).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('dccp-state').first()).toHaveText('OPEN', { timeout: 15_000 });
  // A loss event arrives within the first seconds: p > 0 and the history has closed intervals.
  await expect
    .poll(async () => Number.parseFloat((await page.getByTestId('tfrc-p').textContent()) ?? '0'), { timeout: 20_000 })
    .toBeGreaterThan(0);
  await expect(intervals.locator('tbody tr').first()).toHaveText(/I₀ \(open\)/, { timeout: 20_000 });
  await expect(page.getByTestId('tfrc-mean')).toHaveText(/I_mean = max \/ W_tot/);
  await expect(page.getByTestId('tfrc-cause')).toHaveText(/equation|receive rate|slow start/i);
  await page.getByTestId('play').click();
  await page.screenshot({ path: 'test-results/40-dccp-tfrc-panels.png' });
});

test('CCID 2: the receiver shows its Ack Vector as runs and bytes, the sender its Ack Ratio', async ({ page }) => {
  await openFast(page, 'dccp-ccid2-ack-vector');
  await openPanel(page, /^F1 sender/);
  await openPanel(page, /^F1 receiver/);
  await expect(page.getByTestId('ccid2-window')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('dccp-ack-vector')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('dccp-ack-vector').locator('.avrun').first()).toBeVisible();
  await expect(page.getByTestId('dccp-ack-vector')).toHaveText(/bytes? on the wire/);
  const ratio = Number((await page.getByTestId('ccid2-ack-ratio').textContent()) ?? '0');
  expect(ratio).toBeGreaterThanOrEqual(1);
  await page.getByTestId('play').click();
  await page.screenshot({ path: 'test-results/41-dccp-ccid2-panels.png' });
});

test('TCP-friendliness: a TFRC flow and a TCP flow side by side', async ({ page }) => {
  await openFast(page, 'dccp-tfrc-friendliness');
  await openPanel(page, /^F5 sender/);
  await expect(page.getByTestId('tfrc-rate')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('dccp-ccid')).toHaveText('3');
});
