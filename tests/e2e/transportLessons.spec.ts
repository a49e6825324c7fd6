// The transport lessons on engine features no other scenario shows (a parking lot, RED, cross
// traffic with an on/off source, a loss burst injected at a chosen time): each is opened, played to
// its end, and one number drawn from the run is checked that would be wrong if the feature did
// nothing.
import { expect, type Page, test } from '@playwright/test';
import { chartSamples, over, showChart } from './chartData';
import { failOnConsoleErrors } from './noConsoleErrors';

failOnConsoleErrors();

async function openAt(page: Page, id: string, time: number) {
  await page.goto('/');
  await page.getByTestId('scenario-picker').selectOption(id);
  await expect(page.getByTestId('play')).toHaveText(/Pause/);
  await page.getByTestId('play').click();
  await goTo(page, time);
}

async function goTo(page: Page, time: number) {
  await page.getByTestId('goto-time').fill(`${time} s`);
  await page.getByTestId('goto-time').press('Enter');
  await expect(page.getByTestId('sim-time')).toHaveText(new RegExp(`^${time.toFixed(6)} s`), { timeout: 20_000 });
}

async function openPanel(page: Page, label: RegExp) {
  const picker = page.getByTestId('panel-picker');
  const option = picker.locator('option').filter({ hasText: label });
  await picker.selectOption({ label: (await option.first().textContent()) ?? '' });
}

test('parking lot: the flow that crosses both bottlenecks gets far less than the one-hop flows', async ({ page }) => {
  await openAt(page, 'tcp-parking-lot', 60);
  const flows = await chartSamples(page, 'flow-throughput');
  const long = over(flows.get('throughput Long'), 10, 60);
  const hop1 = over(flows.get('throughput Hop 1'), 10, 60);
  const hop2 = over(flows.get('throughput Hop 2'), 10, 60);
  expect(long.n).toBeGreaterThan(400);
  expect(long.mean).toBeGreaterThan(0);
  // Equal shares of each link would be 5 Mbit/s apiece; TCP leaves the long flow a fraction of that.
  expect(long.mean).toBeLessThan(0.25 * Math.min(hop1.mean, hop2.mean));
  // Both links are busy: each carries close to its 10 Mbit/s.
  expect(hop1.mean + long.mean).toBeGreaterThan(8e6);
  const queues = await chartSamples(page, 'queues');
  expect([...queues.keys()].filter((k) => /G1→G2|G2→G3/.test(k))).toHaveLength(2);
});

test('RED: flows back off while the queue stays far below its 100 packets', async ({ page }) => {
  await openAt(page, 'tcp-red-queue', 30);
  const queue = over((await chartSamples(page, 'queues')).get('queue G1→G2'), 10, 30);
  expect(queue.n).toBeGreaterThan(300);
  // DropTail would fill the buffer (100) before every loss; RED drops early, well before.
  expect(queue.max).toBeLessThan(50);
  expect(queue.mean).toBeGreaterThan(0);
  await openPanel(page, /^F1 sender/);
  await expect(page.getByTestId('tcp-congestion')).toHaveText(/fast retransmits \/ timeouts[1-9]\d* \/ \d+/, {
    timeout: 15_000,
  });
});

test('cross traffic: the background mix takes its share and the on/off source switches on and off', async ({
  page,
}) => {
  await openAt(page, 'tcp-background-mix', 40);
  // F1 and F2 together: the background (half the link) leaves them well under the 10 Mbit/s.
  const goodput = over((await chartSamples(page, 'throughput')).get('goodput'), 5, 40);
  expect(goodput.n).toBeGreaterThan(300);
  expect(goodput.mean).toBeLessThan(7e6);
  expect(goodput.mean).toBeGreaterThan(2e6);
  const f2 = (await chartSamples(page, 'flow-throughput')).get('throughput F2');
  const off = f2?.v.filter((v, i) => f2.t[i] >= 5 && v === 0).length ?? 0;
  expect(off).toBeGreaterThan(20); // OFF periods deliver nothing
  expect(over(f2, 5, 40).max).toBeGreaterThan(2e6); // ON periods run at about 3 Mbit/s
});

test('a burst of four losses injected at 5 s: nothing is resent before, four retransmissions after', async ({
  page,
}) => {
  await openAt(page, 'tcp-burst-fault', 4.9);
  await openPanel(page, /^F1 sender/);
  const cc = page.getByTestId('tcp-congestion');
  await expect(cc).toHaveText(/segments \/ retransmitted\d+ \/ 0/, { timeout: 15_000 });
  const chart = await showChart(page, 'timeseq');
  await expect(chart.locator('line.ts-retx')).toHaveCount(0);

  await goTo(page, 8);
  await expect(cc).toHaveText(/segments \/ retransmitted\d+ \/ 4/);
  await expect(cc).toHaveText(/fast retransmits \/ timeouts1 \/ 0/); // NewReno: one fast retransmit, no timeout
  await expect(chart.locator('line.ts-retx')).toHaveCount(4);
  await page.getByTestId('timeseq-next').click();
  await expect(page.getByTestId('timeseq-zoom')).toHaveText(/^loss 1 of \d/);
});
