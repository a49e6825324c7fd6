// Seed 003's Figures 5 and 6 in the app: two pathload instances at once (cronos and eolo), swept
// over six cross-traffic levels. Each instance has its own band chart; every box must sit where
// the chart's own y axis puts the range its tooltip states, and that range must be the mean the
// sweep table reports for the same point. Pressing L then redraws the charts' key, titles,
// tooltips and description in Portuguese.
import { expect, test } from '@playwright/test';
import { expectBoxesOnTheirNumbers } from './bandBoxes';
import { failOnConsoleErrors } from './noConsoleErrors';
import { openPaused } from './openFast';
import { runSweep, sweepTableMeans } from './sweep';

failOnConsoleErrors();

test('two pathloads at once: a band chart per instance, each box where its own numbers put it', async ({ page }) => {
  test.setTimeout(150_000);
  await openPaused(page, 'estimation-fig5a-6-two-pathloads');
  await runSweep(page, { runs: 12, finding: 'V16', timeout: 120_000 });
  const tableMean = await sweepTableMeans(page);

  for (const [index, instance, host] of [
    [0, 2, 'eolo'],
    [1, 1, 'cronos'],
  ] as const) {
    const svg = page.getByTestId(`sweep-band-${index}`).locator('svg[role="img"]');
    await expect(svg.locator('text').first()).toHaveText(new RegExp(`^pathload on ${host}`));
    await expect(svg.locator('rect[data-band]')).toHaveCount(6);
    await expect(svg.locator('path[data-run]')).toHaveCount(12); // two runs per level
    const truth = svg.locator('g[data-truth] path');
    await expect(truth).toHaveCount(1);
    expect(((await truth.getAttribute('d')) ?? '').split(/[ML]/).filter(Boolean)).toHaveLength(6);
    await expect(svg.locator('g[data-series^="paper:"]')).toHaveCount(1);

    const boxes = await expectBoxesOnTheirNumbers(svg, 2);
    expect(boxes.map((b) => b.x)).toEqual(['1', '2000000', '4000000', '6000000', '8000000', '10000000']);
    for (const [k, b] of boxes.entries()) {
      // The same numbers the table reports for this point and this instance.
      expect(b.low).toBe(tableMean(k, `pathload${instance}_low_bps`));
      expect(b.high).toBe(tableMean(k, `pathload${instance}_high_bps`));
      expect(b.truth).toBe(tableMean(k, `pathload${instance}_truth_run_bps`));
    }
    const label = (await svg.getAttribute('aria-label')) ?? '';
    expect(label.match(/→ range /g)).toHaveLength(6);
  }
  await expect(page.getByTestId('sweep-chart-pathload2_latency_s')).toBeVisible();
  await expect(page.getByTestId('sweep-chart-pathload1_bytes')).toBeVisible();
  await page.getByTestId('sweep-band-0').scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/53-estimation-two-pathloads-sweep.png' });

  // Portuguese: the key, the title, the tooltips (decimal comma) and the description.
  await page.locator('body').press('l');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  const svg = page.getByTestId('sweep-band-0').locator('svg[role="img"]');
  await expect(svg.locator('text').first()).toHaveText('pathload em eolo (Fig. 5): faixa e verdade');
  await expect(svg.locator('text.sweep-legend')).toHaveText([
    'faixa informada (média; uma barra por execução)',
    'verdade (média)',
    'seed: Real = 10 Mbit/s − X',
  ]);
  await expect(svg.locator('rect[data-band="4000000"] title')).toHaveText(
    /= 4000000: faixa de \d+(,\d+)?M a \d+(,\d+)?M \(média de 2 execuções\); verdade \d+(,\d+)?M$/,
  );
  await expect(svg).toHaveAttribute('aria-label', /a faixa informada sombreada em cada .* (dentro|fora) da faixa/);
  await expect(svg).not.toHaveAttribute('aria-label', /\b(range|truth|inside|outside)\b/);
  await page.screenshot({ path: 'test-results/54-estimation-two-pathloads-sweep-pt.png' });
});

// Seed 003's Figures 9 to 11: the same two-instance sweeps on the 525 Mbit/s LAN. Each instance's
// boxes must sit on their own numbers and be the table's means; the dashed Real is 525 Mbit/s minus
// the UDP rate; the time chart (Figure 10) and cronos's bytes (Figure 11) are drawn.
for (const [preset, tool, fig] of [
  ['estimation-fig9a-10-11-two-pathloads-s2', 'pathload', '9a'],
  ['estimation-fig9b-10-two-abgets-s2', 'abget', '9b'],
] as const) {
  test(`two ${tool}s at once on the 525 Mbit/s LAN (Fig. ${fig}): a band chart per instance on its own numbers`, async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await openPaused(page, preset);
    await runSweep(page, { runs: 12, finding: 'V24', timeout: 120_000 });
    const tableMean = await sweepTableMeans(page);

    for (const [index, instance, host] of [
      [0, 2, 'eolo'],
      [1, 1, 'cronos'],
    ] as const) {
      const svg = page.getByTestId(`sweep-band-${index}`).locator('svg[role="img"]');
      await expect(svg.locator('text').first()).toHaveText(
        index === 0 ? `${tool} on eolo (Fig. ${fig}): range and truth` : `${tool} on ${host}: range and truth`,
      );
      await expect(svg.locator('rect[data-band]')).toHaveCount(6);
      await expect(svg.locator('path[data-run]')).toHaveCount(12);
      await expect(svg.locator('g[data-series^="paper:"]')).toHaveCount(1);
      const boxes = await expectBoxesOnTheirNumbers(svg, 2);
      expect(boxes.map((b) => b.x)).toEqual(['1', '105000000', '210000000', '315000000', '420000000', '525000000']);
      for (const [k, b] of boxes.entries()) {
        expect(b.low).toBe(tableMean(k, `${tool}${instance}_low_bps`));
        expect(b.high).toBe(tableMean(k, `${tool}${instance}_high_bps`));
        expect(b.truth).toBe(tableMean(k, `${tool}${instance}_truth_run_bps`));
      }
    }
    await expect(page.getByTestId(`sweep-chart-${tool}2_latency_s`)).toBeVisible();
    await expect(page.getByTestId(`sweep-chart-${tool}1_bytes`)).toBeVisible();
    await page.getByTestId('sweep-band-0').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/55-estimation-two-${tool}s-s2-sweep.png` });
  });
}
