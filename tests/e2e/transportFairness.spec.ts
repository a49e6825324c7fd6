// TCP's two fairness lessons in the app, played to the end: their sender panels, and the charts the
// lessons point at (throughput per flow, Jain's index over time, the bottleneck queue, cwnd), read
// back through each chart's CSV export so that the numbers checked are the ones drawn.
// (transport.spec.ts covers the sawtooth, fast retransmit and the time-sequence chart's zoom.)
import { expect, type Page, test } from '@playwright/test';
import { chartSamples, over } from './chartData';
import { failOnConsoleErrors } from './noConsoleErrors';

failOnConsoleErrors();

async function openAtEnd(page: Page, id: string, stop: number) {
  await page.goto('/');
  await page.getByTestId('scenario-picker').selectOption(id);
  await expect(page.getByTestId('play')).toHaveText(/Pause/);
  await page.getByTestId('play').click();
  await page.getByTestId('goto-time').fill(`${stop} s`);
  await page.getByTestId('goto-time').press('Enter');
  await expect(page.getByTestId('sim-time')).toHaveText(new RegExp(`^${stop.toFixed(6)} s`), { timeout: 20_000 });
}

async function openPanel(page: Page, label: RegExp) {
  const picker = page.getByTestId('panel-picker');
  const option = picker.locator('option').filter({ hasText: label });
  await picker.selectOption({ label: (await option.first().textContent()) ?? '' });
}

/** The open panel of entity `name` ("F2 sender (L2)"). */
const panel = (page: Page, name: string) => page.locator('article.ppanel').filter({ hasText: name });

/** A duration as formatTime writes it ("104.2 ms", "1.000 s", "950 µs"), in seconds. */
function seconds(text: string | null): number {
  const m = /([\d.]+)\s*(ns|µs|ms|s)\b/.exec(text ?? '');
  if (!m) return NaN;
  return Number(m[1]) * { ns: 1e-9, µs: 1e-6, ms: 1e-3, s: 1 }[m[2] as 'ns' | 'µs' | 'ms' | 's'];
}

test('convergence to fairness: F2 joins at 10 s, the two throughput lines meet and Jain rises toward 1', async ({
  page,
}) => {
  await openAtEnd(page, 'tcp-fairness-convergence', 80);
  await openPanel(page, /^F2 sender/);
  const cc = panel(page, 'F2 sender').getByTestId('tcp-congestion');
  await expect(cc).toBeVisible({ timeout: 15_000 });
  // At the end F2 is in its sawtooth: it has halved on fast retransmits and its ssthresh is finite.
  await expect(cc.locator('.tcp-phases li.on')).toHaveText(/congestion avoidance|fast recovery/);
  await expect(cc).toHaveText(/fast retransmits \/ timeouts[1-9]\d* \/ \d+/);
  await expect(panel(page, 'F2 sender').getByTestId('tcp-ssthresh')).not.toHaveText('∞');

  const flows = await chartSamples(page, 'flow-throughput');
  const f1 = flows.get('throughput F1');
  const f2 = flows.get('throughput F2');
  expect(over(f2, 0, 10).n).toBeGreaterThan(50);
  expect(over(f2, 0, 10).max).toBe(0); // F2 has not started
  expect(over(f1, 2, 10).mean).toBeGreaterThan(7e6); // F1 alone fills most of the 10 Mbit/s
  const late1 = over(f1, 40, 80).mean;
  const late2 = over(f2, 40, 80).mean;
  expect(Math.min(late1, late2) / Math.max(late1, late2)).toBeGreaterThan(0.8); // converged: near-equal shares

  const jain = (await chartSamples(page, 'jain')).get('jain');
  const early = over(jain, 10, 20).mean; // right after F2 joins
  const late = over(jain, 40, 80).mean;
  expect(late).toBeGreaterThan(early);
  expect(late).toBeGreaterThan(0.9);
  expect(over(jain, 0, 80).max).toBeLessThanOrEqual(1);

  // DropTail: the 60-packet queue fills before each loss and never holds more.
  const queue = (await chartSamples(page, 'queues')).get('queue G1→G2');
  expect(over(queue, 0, 80).max).toBe(60);
  expect(over(queue, 40, 80).mean).toBeGreaterThan(10); // the two flows keep a standing queue
  await page.screenshot({ path: 'test-results/45-tcp-fairness-convergence.png' });
});

test('RTT unfairness: the 28 ms flow takes several times what the 104 ms flow gets', async ({ page }) => {
  await openAtEnd(page, 'tcp-rtt-unfairness', 60);
  await openPanel(page, /^F1 sender/);
  await openPanel(page, /^F2 sender/);
  const rto1 = panel(page, 'F1 sender').getByTestId('tcp-rto');
  const rto2 = panel(page, 'F2 sender').getByTestId('tcp-rto');
  await expect(rto2).toBeVisible({ timeout: 15_000 });
  const srtt = async (rto: typeof rto1) =>
    seconds(await rto.locator('.kv-row').filter({ hasText: 'SRTT' }).locator('dd').textContent());
  // Both see the same queue; F2's base round trip is 76 ms longer (two 38 ms longer access hops).
  expect((await srtt(rto2)) - (await srtt(rto1))).toBeGreaterThan(0.05);
  // F2's small window often cannot collect three duplicate ACKs: it waits for its timer.
  await expect(panel(page, 'F2 sender').getByTestId('tcp-congestion')).toHaveText(
    /fast retransmits \/ timeouts\d+ \/ [1-9]/,
  );

  const flows = await chartSamples(page, 'flow-throughput');
  const f1 = over(flows.get('throughput F1'), 10, 60);
  const f2 = over(flows.get('throughput F2'), 10, 60);
  expect(f1.n).toBeGreaterThan(400);
  expect(f1.mean).toBeGreaterThan(4 * f2.mean);
  expect(f2.mean).toBeGreaterThan(0);

  const cwnd = await chartSamples(page, 'cwnd');
  expect(over(cwnd.get('cwnd F1'), 10, 60).mean).toBeGreaterThan(over(cwnd.get('cwnd F2'), 10, 60).mean);
  const jain = over((await chartSamples(page, 'jain')).get('jain'), 10, 60).mean;
  expect(jain).toBeLessThan(0.75); // far from the 1 of equal shares
  await page.screenshot({ path: 'test-results/46-tcp-rtt-unfairness.png' });
});
