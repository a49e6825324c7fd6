// The literature protocols on a routed IP network (model "literature-ip", scenario
// literature-ip-star): the sequencer protocol's frames cross the hub router, a member that lost a
// MULTICAST on its link asks the sequencer R1 for it, and the run ends once every member has every
// message (well before its stop time).
import { expect, type Page, test } from '@playwright/test';
import { failOnConsoleErrors } from './noConsoleErrors';
import { openFast } from './openFast';
import { runSweep } from './sweep';

failOnConsoleErrors();

const simTime = async (page: Page) => Number.parseFloat((await page.getByTestId('sim-time').textContent()) ?? '');

test('literature-ip-star: SEQ on an IP star repairs a link loss through the sequencer and completes', async ({
  page,
}) => {
  await openFast(page, 'literature-ip-star', 1e6);
  await page.getByTestId('play').click();
  await expect(page.getByTestId('play')).toHaveText(/Play/);
  // The routed network is drawn: the hub is a node of the topology, not a LAN bus.
  await expect(page.getByTestId('topology').getByText('hub', { exact: true })).toBeVisible();

  const newest = page.locator('.log-line.newest .log-text');
  // A MULTICAST lost on a host's link (the IP network's link loss, not a collision)...
  await page.getByTestId('jump-kind').selectOption('seq-retrans-request');
  await page.getByTestId('jump-next').click();
  await expect(newest).toHaveText(/^R\d misses seq \d+ and asks R1 for a retransmission/);
  await page.screenshot({ path: 'test-results/lit-ip-retrans.png' });
  // ...is resent by the sequencer R1.
  await page.getByTestId('jump-kind').selectOption('seq-retransmission');
  await page.getByTestId('jump-next').click();
  await expect(newest).toHaveText(/^R1 resends seq \d+/);

  // Past the end: the run stopped on its own, when every member had all 30 messages, long before
  // the scenario's 10 s stop time.
  await page.getByTestId('goto-time').fill('5 s');
  await page.getByTestId('goto-time').press('Enter');
  await expect.poll(() => simTime(page), { timeout: 15_000 }).toBeGreaterThan(0.05);
  expect(await simTime(page)).toBeLessThan(1);
  await expect(
    page.getByTestId('log-line').filter({ hasText: 'every member now has message 30 from S' }).last(),
  ).toBeVisible();
});

// The scenario's sweep runs the four protocols on the same star in the browser (a sweep over a
// string field, protocol.name, by group size and link loss: 4 x 2 x 2 points, 3 replications):
// every one of them completes and appears on the latency chart.
test('literature-ip-star sweep: SEQ, ES, CM and RRA each give a latency on the same star', async ({ page }) => {
  test.setTimeout(90_000);
  await openFast(page, 'literature-ip-star', 1e6);
  await page.getByTestId('play').click();
  await runSweep(page, { runs: 48, timeout: 60_000 });
  const figure = page.getByTestId('sweep-chart-lat_mean');
  await expect(figure).toBeVisible();
  const label = (await figure.locator('svg[role="img"]').getAttribute('aria-label')) ?? '';
  for (const name of ['SEQ', 'ES', 'CM', 'RRA']) {
    const mean = label.match(new RegExp(`${name} → ([\\d.]+)`));
    expect(mean, `${name} in "${label}"`).not.toBeNull();
    expect(Number(mean?.[1])).toBeGreaterThan(0);
  }
  await page.screenshot({ path: 'test-results/lit-ip-sweep.png' });
});
