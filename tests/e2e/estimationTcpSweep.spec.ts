// The seed's TCP cross-traffic setting in the app: abget against one bulk TCP flow of each
// congestion control (Tahoe, Reno, NewReno), four runs each. The band chart has one box per
// variant on a categorical axis, a bar per run, the measured truth through them and no 'Real'
// line (the seed defines none for TCP); every box sits where its own numbers put it, and the
// share of runs that failed to connect (V10) is charted.
import { expect, test } from '@playwright/test';
import { expectBoxesOnTheirNumbers } from './bandBoxes';
import { failOnConsoleErrors } from './noConsoleErrors';
import { openPaused } from './openFast';
import { runSweep } from './sweep';

failOnConsoleErrors();

test('abget under TCP cross traffic: one box per congestion control, each where its numbers put it', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await openPaused(page, 'estimation-tcp-sweep-abget');
  await runSweep(page, { runs: 12, finding: 'V7', timeout: 120_000 });

  const svg = page.getByTestId('sweep-band-0').locator('svg[role="img"]');
  await expect(svg.locator('text').first()).toHaveText('abget under TCP: range and truth');
  await expect(svg.locator('path[data-run]')).toHaveCount(12); // four runs per variant
  await expect(svg.locator('g[data-truth] path')).toHaveCount(1);
  await expect(svg.locator('g[data-series^="paper:"]')).toHaveCount(0);
  const boxes = await expectBoxesOnTheirNumbers(svg, 4);
  expect(boxes.map((b) => b.x)).toEqual(['tahoe', 'reno', 'newreno']);
  await expect(page.getByTestId('sweep-chart-abget_failed')).toBeVisible();
  await expect(page.getByTestId('sweep-chart-abget_latency_s')).toBeVisible();
  await page.getByTestId('sweep-band-0').scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/55-estimation-tcp-sweep-abget.png' });
});
