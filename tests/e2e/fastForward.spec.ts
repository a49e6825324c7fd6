// Issue 9 (speed) and 12 (End): a run too long for the run-end scout (seed 002's E4, scaled: 10 M
// events to its 200 s stop time). End used to stop at the provisional end, a little ahead of what
// had been simulated; now the worker fast-forwards to the real end without shipping every record,
// the log says how many it ran past, and step back still shows the exact record before.
import { expect, type Page, test } from '@playwright/test';
import { failOnConsoleErrors } from './noConsoleErrors';

failOnConsoleErrors();

type App = {
  store: { status: string; shownIndex(): number; stopTime: number; fastForwarded: number };
};
const store = (page: Page) =>
  page.evaluate(() => {
    const s = (window as unknown as { __protoscope: App }).__protoscope.store;
    return { status: s.status, shown: s.shownIndex(), stop: s.stopTime / 1e9, skipped: s.fastForwarded };
  });
const simTime = async (page: Page) => Number.parseFloat((await page.getByTestId('sim-time').textContent()) ?? '');

test('End on a run too long to scout goes to its stop time, fast-forwarded; step back shows the record before', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await page.getByTestId('scenario-picker').selectOption('seed002-e4-convergence-scaled');
  await expect.poll(async () => (await store(page)).status).toBe('ready');
  // The scout gives up on this run: the end shown is "at most" the stop time, not a found end.
  await expect(page.getByTestId('run-end')).toHaveText(/200/, { timeout: 20_000 });
  if (/Pause/.test((await page.getByTestId('play').textContent()) ?? '')) await page.getByTestId('play').click();
  await page.getByTestId('timeline-bar').focus();
  await page.keyboard.press('End');
  await expect.poll(() => simTime(page), { timeout: 90_000 }).toBeCloseTo(200, 5);
  const at = await store(page);
  expect(at.stop).toBe(200);
  expect(at.skipped).toBeGreaterThan(1_000_000);
  await expect(page.getByTestId('log-fast-forwarded')).toBeVisible();
  // The newest log line is the last record of the run; one step back takes exactly it away.
  const newest = page.locator('.log-line.newest');
  await expect(newest).toHaveAttribute('data-index', String(at.shown - 1));
  await page.getByTestId('step-back').click();
  await expect(newest).toHaveAttribute('data-index', String(at.shown - 2));
  expect((await store(page)).shown).toBe(at.shown - 1);
});
