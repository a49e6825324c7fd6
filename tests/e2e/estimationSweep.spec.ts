// Seed 003's Figure 3(a) in the app: pathload swept over six cross-traffic levels in the sweep tab.
// The band chart must hold one shaded range per level, with a bar per run inside it, the truth line
// through them and the seed's "Real" line overlaid; the seed's findings are listed beside it, and the
// execution-time and bytes charts follow (Figure 4), with no accessibility violation on the page.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { failOnConsoleErrors } from './noConsoleErrors';
import { openPaused } from './openFast';
import { runSweep } from './sweep';

failOnConsoleErrors();

test('pathload across cross-traffic levels: one band per level against the truth line', async ({ page }) => {
  test.setTimeout(90_000);
  await openPaused(page, 'estimation-fig3a-4-pathload');
  await runSweep(page, { runs: 12, finding: 'V4', timeout: 60_000 });

  const band = page.getByTestId('sweep-band-0');
  await expect(band).toBeVisible();
  const svg = band.locator('svg[role="img"]');
  await expect(svg.locator('rect[data-band]')).toHaveCount(6);
  await expect(svg.locator('path[data-run]')).toHaveCount(12); // two runs per level
  const truth = svg.locator('g[data-truth] path');
  await expect(truth).toHaveCount(1);
  // Six points: one move and five line segments in the path data.
  expect(((await truth.getAttribute('d')) ?? '').split(/[ML]/).filter(Boolean)).toHaveLength(6);
  await expect(svg.locator('g[data-series^="paper:"]')).toHaveCount(1);

  // The description names every level's range and where the truth falls; at 4 Mbit/s of cross
  // traffic (6 Mbit/s free) pathload's range holds the truth.
  const label = (await svg.getAttribute('aria-label')) ?? '';
  expect(label.match(/→ range /g)).toHaveLength(6);
  expect(label).toMatch(/4000000 → range [\d.]+M to [\d.]+M \(mean of 2 runs\), truth [\d.]+M inside the range/);

  await expect(page.getByTestId('sweep-chart-pathload_latency_s')).toBeVisible();
  await expect(page.getByTestId('sweep-chart-pathload_bytes')).toBeVisible();
  // The new figure and the findings list add no accessibility violation of any impact.
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);
  await band.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/52-estimation-band-sweep.png' });
});
