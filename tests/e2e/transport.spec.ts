// TCP's teaching scenarios in the app: the sender's congestion-control panel (phase path, cwnd,
// ssthresh, duplicate ACKs, fast retransmits), its RFC 6298 timer, the receiver's buffer, the
// cwnd-per-flow chart that draws the sawtooth, and Reno against NewReno on a burst of losses.
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

async function openPanel(page: Page, label: RegExp) {
  const picker = page.getByTestId('panel-picker');
  const option = picker.locator('option').filter({ hasText: label });
  await picker.selectOption({ label: (await option.first().textContent()) ?? '' });
}

test('fast retransmit: slow start first, then one fast retransmit and congestion avoidance', async ({ page }) => {
  await openAt(page, 'tcp-fast-retransmit', '0.15 s');
  await openPanel(page, /^F1 sender/);
  const cc = page.getByTestId('tcp-congestion');
  await expect(cc).toBeVisible({ timeout: 15_000 });
  await expect(cc.locator('.tcp-phases li.on')).toHaveText('slow start');
  await expect(page.getByTestId('tcp-ssthresh')).toHaveText('∞');
  await expect(page.getByTestId('tcp-rto')).toHaveText(/RTO/);

  // After the injected loss is repaired: one fast retransmit, no timeout, ssthresh finite.
  await page.getByTestId('goto-time').fill('2 s');
  await page.getByTestId('goto-time').press('Enter');
  await expect(page.getByTestId('sim-time')).toHaveText(/^2\.000000 s/);
  await expect(cc.locator('.tcp-phases li.on')).toHaveText('congestion avoidance');
  await expect(cc).toHaveText(/fast retransmits \/ timeouts1 \/ 0/);
  await expect(page.getByTestId('tcp-ssthresh')).not.toHaveText('∞');
  await expect(page.getByTestId('tcp-phase-why')).toHaveText(/one MSS per round trip/);
  await page.screenshot({ path: 'test-results/42-tcp-sender-panel.png' });
});

test('Reno sawtooth: the receiver panel and the cwnd-per-flow chart', async ({ page }) => {
  await openAt(page, 'tcp-reno-sawtooth', '5 s');
  await openPanel(page, /^F1 receiver/);
  await expect(page.getByTestId('tcp-receive-buffer')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('tcp-receive-buffer')).toHaveText(/RCV\.NXT/);
  await expect(page.getByTestId('chart-toggle-cwnd')).toBeVisible();
  await page.getByTestId('chart-toggle-cwnd').click();
  await expect(page.getByTestId('chart-cwnd')).toBeVisible();
  await expect(page.getByTestId('chart-toggle-jain')).toBeVisible();
  await page.screenshot({ path: 'test-results/43-tcp-sawtooth-chart.png' });
});

test('time-sequence diagram: segments, duplicate ACKs and the retransmission, zoomed onto the loss', async ({
  page,
}) => {
  await openAt(page, 'tcp-fast-retransmit', '1 s');
  await page.getByTestId('chart-toggle-timeseq').click();
  const chart = page.getByTestId('chart-timeseq');
  await expect(chart).toBeVisible();
  await expect.poll(() => chart.locator('line.ts-data').count()).toBeGreaterThan(20);
  await expect(page.getByTestId('timeseq-zoom')).toHaveText('1 loss repair so far');
  await page.getByTestId('timeseq-next').click();
  await expect(page.getByTestId('timeseq-zoom')).toHaveText('loss 1 of 1');
  await expect(chart.locator('line.ts-retx')).toHaveCount(1);
  expect(await chart.locator('circle.ts-dup').count()).toBeGreaterThanOrEqual(3);
  await page.screenshot({ path: 'test-results/44-tcp-time-sequence.png' });
  await page.getByTestId('timeseq-all').click();
  await expect(page.getByTestId('timeseq-zoom')).toHaveText('1 loss repair so far');
});

test('Reno vs NewReno on three losses: Reno needs two fast retransmits and a timeout, NewReno one fast retransmit', async ({
  page,
}) => {
  // Both lose segments 40-42 (the scenario's faults); by 5 s both have repaired them and nothing
  // else was lost (the run resends six segments in all).
  await openAt(page, 'tcp-reno-vs-newreno', '5 s');
  await openPanel(page, /^Reno sender/);
  const reno = page.locator('article.ppanel').filter({ has: page.locator('h3', { hasText: /^Reno sender/ }) });
  await expect(reno.getByTestId('tcp-congestion')).toHaveText(/segments \/ retransmitted\d+ \/ 3/, { timeout: 15_000 });
  await expect(reno.getByTestId('tcp-congestion')).toHaveText(/fast retransmits \/ timeouts2 \/ 1/);
  await openPanel(page, /^NewReno sender/);
  const newreno = page.locator('article.ppanel').filter({ has: page.locator('h3', { hasText: /^NewReno sender/ }) });
  await expect(newreno.getByTestId('tcp-congestion')).toHaveText(/segments \/ retransmitted\d+ \/ 3/, {
    timeout: 15_000,
  });
  await expect(newreno.getByTestId('tcp-congestion')).toHaveText(/fast retransmits \/ timeouts1 \/ 0/);
  // The time-sequence diagram draws the first flow (Reno) by default: its three retransmissions,
  // in three repairs (two fast retransmits, then the timeout).
  await page.getByTestId('chart-toggle-timeseq').click();
  const chart = page.getByTestId('chart-timeseq');
  await expect(chart.locator('line.ts-retx')).toHaveCount(3);
  await expect(page.getByTestId('timeseq-zoom')).toHaveText('3 loss repairs so far');
  // Picking F2 draws NewReno's: the same three segments resent, but in fewer zoom windows (its
  // partial-ACK retransmissions follow the first one closely, lossWindows in timeseq.ts).
  await page.getByTestId('timeseq-flow').selectOption({ label: 'F2' });
  await expect(chart.locator('line.ts-retx')).toHaveCount(3);
  await expect(page.getByTestId('timeseq-zoom')).toHaveText('2 loss repairs so far');
});
