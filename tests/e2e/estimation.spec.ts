// The estimators' x-ray in the app: pathload's receiver panel shows the search chart over the true
// available bandwidth, every fleet's verdict with the bracket after it, the latest fleet's one-way
// delays per stream and, at the end, the reported range; abget's client draws its probed rates over
// the truth and lists them, and with two clients at once each has its own panel, opening with the
// instances it runs alongside, and ends well below the 6 Mbit/s one client finds.
import { expect, type Page, test } from '@playwright/test';
import { failOnConsoleErrors } from './noConsoleErrors';
import { openFast } from './openFast';

failOnConsoleErrors();

async function openPanel(page: Page, label: RegExp) {
  const picker = page.getByTestId('panel-picker');
  const option = picker.locator('option').filter({ hasText: label });
  await picker.selectOption({ label: (await option.first().textContent()) ?? '' });
}

test('pathload x-ray: fleets, verdicts, per-stream delays and the reported range over the truth', async ({ page }) => {
  await openFast(page, 'estimation-pathload-cbr');
  await openPanel(page, /^pathload receiver/);
  await expect(page.getByTestId('pathload-search')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('pathload-fleet-row').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('pathload-stream').first()).toBeVisible({ timeout: 20_000 });
  // The run ends after 7 fleets with a range around the 6 Mbit/s left by 4 Mbit/s of cross traffic.
  await expect(page.getByTestId('pathload-result')).toHaveText(/Reported: .*b\/s – .*b\/s/, { timeout: 40_000 });
  await expect(page.getByTestId('pathload-fleet-row')).toHaveCount(7);
  await expect(page.getByTestId('pathload-range')).toBeVisible();
  // The truth A(t) is drawn: a path of at least two points, not an empty d.
  await expect(page.getByTestId('pathload-truth')).toHaveAttribute('d', /^M[\d.-]+,[\d.-]+L/);
  await expect(page.getByTestId('pathload-fleets')).toHaveText(/no trend|increasing/);
  await page.screenshot({ path: 'test-results/50-pathload-xray.png' });
});

test('abget: the probed rates of a binary search with their verdicts', async ({ page }) => {
  await openFast(page, 'estimation-abget-binary-vs-linear');
  await openPanel(page, /^abget client/);
  await expect(page.getByTestId('abget-rates')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('abget-state')).toHaveText(/done/, { timeout: 30_000 });
  await expect(page.getByTestId('abget-rate-row')).toHaveCount(4);
  // The x-ray chart: one bar per probed rate, over the truth A(t) (a path of at least two points).
  await expect(page.getByTestId('abget-search')).toBeVisible();
  await expect(page.getByTestId('abget-rate-bar')).toHaveCount(4);
  await expect(page.getByTestId('abget-truth')).toHaveAttribute('d', /^M[\d.-]+,[\d.-]+L/);
  await page.getByTestId('abget-search').screenshot({ path: 'test-results/51-abget-xray.png' });
  // One instance on ideal hosts: no options section.
  await expect(page.getByTestId('abget-host-options')).toHaveCount(0);
});

test('two abget clients at once: each has its panel and reports far less than one alone', async ({ page }) => {
  await openFast(page, 'estimation-two-estimators');
  const options = page.getByTestId('panel-picker').locator('option');
  await expect(options.filter({ hasText: /^abget client 1 \(cronos\)/ })).toHaveCount(1);
  await expect(options.filter({ hasText: /^abget client 2 \(eolo\)/ })).toHaveCount(1);
  await expect(options.filter({ hasText: /^TCP server \(mnemosyne\)/ })).toHaveCount(1); // one server for both
  await openPanel(page, /^abget client 2/);
  await expect(page.getByTestId('abget-host-options')).toHaveText(
    /2 abget instances at once, the second 0\.50 s after/,
  );
  // Each one's probes load the tight link for the other: [2.5, 3.125] Mbit/s instead of about 6.
  await expect(page.getByTestId('abget-state')).toHaveText(/done: 2\.5\d* Mb\/s – 3\.1\d* Mb\/s/, {
    timeout: 30_000,
  });
  await expect(page.getByTestId('abget-rate-row')).toHaveCount(4);
});
