// AFDP on an internetwork (afdp-internetwork): two Ethernet segments joined by router G1, which
// does not forward multicast. The bus view draws one cable per segment, the secretary grants
// unicast to all seven members (multicast cannot cross G1, broadcast never does), the router's
// panel counts the frames it forwarded, and "Bytes per LAN" shows LAN0 carrying every copy and
// LAN1 only its four members' (4/7 of the DATA, plus control frames).
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { failOnConsoleErrors } from './noConsoleErrors';
import { newestLogLine, openPaused } from './openFast';
import { pickPanel } from './panelPicker';

failOnConsoleErrors();

const newest = newestLogLine;

test('internetwork: two cables, unicast to all seven because G1 keeps multicast, LAN0 carries every copy', async ({
  page,
}) => {
  await openPaused(page, 'afdp-internetwork');
  await expect(page.getByTestId('bus-segment-LAN0')).toBeVisible();
  await expect(page.getByTestId('bus-segment-LAN1')).toBeVisible();
  await page.getByTestId('jump-kind').selectOption('afdp-grant');
  await page.getByTestId('jump-next').click();
  await expect(newest(page)).toHaveText(/^secretary SEC grants message 1 to P: unicast to 7 members/);
  expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([]);

  await page.getByTestId('chart-toggle-lan-bytes').click();
  const chart = page.getByTestId('chart-lan-bytes');
  await expect(chart).toBeVisible();
  const values = async () => {
    const text = (await chart.getByTestId('chart-value').textContent()) ?? '';
    return Object.fromEntries(
      [...text.matchAll(/(LAN\d) ([\d.,e+]+)/g)].map((m) => [m[1], Number(m[2].replaceAll(',', ''))]),
    );
  };
  await page.getByTestId('goto-time').fill('20 s');
  await page.getByTestId('goto-time').press('Enter');
  // 57 datagrams x 7 copies of 7 frames (9,490 B on the wire each copy) on LAN0, 4 copies on LAN1.
  await expect.poll(async () => (await values()).LAN0 ?? 0, { timeout: 20_000 }).toBeGreaterThan(3.7e6);
  const v = await values();
  expect(v.LAN1 / v.LAN0).toBeGreaterThan(0.55);
  expect(v.LAN1 / v.LAN0).toBeLessThan(0.62);

  await pickPanel(page, /^G1\b/);
  await expect(page.getByTestId('kv-forwarded')).toHaveText(/^[1-9]/, { timeout: 15_000 });
  await expect(page.getByTestId('kv-multicast')).toBeVisible();
  await page.screenshot({ path: 'test-results/afdp-internetwork.png' });
});
