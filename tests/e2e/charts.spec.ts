// Live charts, chosen per scenario from its series and linked both ways with the timeline: the
// thesis protocols' message-latency boxes (from message-done records), the polling implosion
// chart (responses sent vs received and drops), hover shows the moment, click jumps there.
import { expect, type Page, test } from '@playwright/test';
import { failOnConsoleErrors } from './noConsoleErrors';

failOnConsoleErrors();

async function openAt(page: Page, id: string, time: string) {
  await page.goto('/');
  await page.getByTestId('scenario-picker').selectOption(id);
  await expect(page.getByTestId('play')).toHaveText(/Pause/);
  await page.getByTestId('play').click();
  await page.getByTestId('goto-time').fill(time);
  await page.getByTestId('goto-time').press('Enter');
  await expect(page.getByTestId('sim-time')).toHaveText(new RegExp(`^${Number.parseFloat(time).toFixed(6)} s`));
}

const simTime = async (page: Page) => Number.parseFloat((await page.getByTestId('sim-time').textContent()) ?? '');

test('thesis MSAW: latency boxes from message-done, linked with the timeline', async ({ page }) => {
  await openAt(page, 'thesis-4.1-msaw', '2 s');
  await expect(page.getByTestId('chart-toggle-throughput')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('chart-toggle-collisions')).toBeVisible();
  await page.getByTestId('chart-toggle-latency').click();
  const chart = page.getByTestId('chart-latency');
  await expect(chart.getByTestId('chart-value')).toHaveText(/median \d.* · \d+ msgs/);
  await expect.poll(() => chart.locator('.latency-box').count()).toBeGreaterThan(2);
  const box = chart.getByTestId('chart-box');
  const r = (await box.boundingBox())!;
  await page.mouse.move(r.x + r.width * 0.3, r.y + r.height / 2);
  await expect(page.locator('.timeline-hover')).toBeVisible();
  await expect(page.locator('.timeline-tip')).toHaveText(/\d\.\d{6} s/);
  await page.mouse.move(r.x + r.width * 0.3, r.y + r.height + 40);
  await expect(page.locator('.timeline-hover')).toBeHidden();
  await page.mouse.click(r.x + r.width * 0.3, r.y + r.height / 2);
  await expect.poll(() => simTime(page)).toBeLessThan(2);
  expect(await simTime(page)).toBeGreaterThan(0);
  await page.screenshot({ path: 'test-results/40-latency-chart.png' });
});

test('polling PET star: responses sent vs received and implosion drops', async ({ page }) => {
  await openAt(page, 'polling-star-pet-implosion', '1 s');
  await page.getByTestId('chart-toggle-implosion').click();
  const chart = page.getByTestId('chart-implosion');
  await expect(chart.locator('path.series-line')).toHaveCount(3);
  await expect(chart.getByTestId('chart-value')).toHaveText(
    // Counts are grouped by the locale (English: 2,440).
    /sent \d[\d,]* · received \d[\d,]* · implosion drops [1-9][\d,]* responses/,
  );
  await expect(chart.locator('.chart-legend')).toContainText('implosion drops');
  await page.getByTestId('chart-toggle-cost').click();
  await expect(page.getByTestId('chart-cost').getByTestId('chart-value')).toHaveText(/now: [\d.]+ \S*bit/);
  await expect(chart).toHaveCount(0);
});
