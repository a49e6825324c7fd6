// AFDP's LEAVE and SHUTDOWN in the app (afdp-leave-and-shutdown): jumping to the secretary's removal
// of R6 shows the departure in its panel, and stepping back across it undoes it, forward redoes it;
// and datagrams on the cable are drawn by mode: broadcast and unicast in that scenario, multicast in
// the late joiner's, each named in the legend, with axe finding nothing on the view.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { failOnConsoleErrors } from './noConsoleErrors';
import { newestLogLine, openPaused } from './openFast';
import { pickPanel } from './panelPicker';

failOnConsoleErrors();

const newest = newestLogLine;

async function jump(page: Page, kind: string): Promise<void> {
  await page.getByTestId('jump-kind').selectOption(kind);
  await page.getByTestId('jump-next').click();
}

/** Steps (back or forward) one record at a time, at most 6, until the newest log line matches. */
async function stepUntil(page: Page, button: 'step' | 'step-back', line: RegExp): Promise<void> {
  for (let k = 0; k < 6 && !line.test((await newest(page).textContent()) ?? ''); k++) {
    const before = await newest(page).textContent();
    await page.getByTestId(button).click();
    await expect(newest(page)).not.toHaveText(before ?? '');
  }
  await expect(newest(page)).toHaveText(line);
}

/** The modes of the data on the cable as the bus painter last drew them ("" when none). */
const modesOnCable = (page: Page) => page.getByTestId('topology').getAttribute('data-modes');

test('leave and shutdown: the secretary panel shows R6 departing, undone by a step back and redone by a step', async ({
  page,
}) => {
  await openPaused(page, 'afdp-leave-and-shutdown');
  await pickPanel(page, /^SEC\b/);
  const table = page.getByTestId('afdp-host-table');
  await expect(table).toBeVisible({ timeout: 15_000 });
  const departed = page.getByTestId('afdp-departed');
  await jump(page, 'afdp-member-removed');
  await expect(newest(page)).toHaveText(
    /^secretary SEC removes R6 from the host table after [\d.]+ ms as a member \(5 members left\)/,
  );
  await expect(departed).toContainText('R6', { timeout: 15_000 });
  await expect(departed).toContainText('LEAVE');
  await expect(table.locator('tbody').first()).not.toContainText('R6');
  // Step back across it, to R6 sending its LEAVE (the frame's end shares the removal's instant, so
  // the panel, which shows the state at the playhead's time, changes only past it): R6 is back in the
  // table and nobody has departed.
  await stepUntil(page, 'step-back', /^R6 sends LEAVE to secretary SEC/);
  await expect(departed).toHaveCount(0, { timeout: 15_000 });
  await expect(table.locator('tbody').first()).toContainText('R6');
  // Step forward across it again: the removal, and the panel with it.
  await stepUntil(page, 'step', /^secretary SEC removes R6 from the host table/);
  await expect(departed).toContainText('R6', { timeout: 15_000 });
  await expect(table.locator('tbody').first()).not.toContainText('R6');
  // Then the SHUTDOWN: every member departs, the group is disbanded.
  await jump(page, 'afdp-shutdown');
  await expect(newest(page)).toHaveText(/^secretary SEC disbands the group \(5 members\): SHUTDOWN to R1/);
  await jump(page, 'afdp-shutdown-received');
  await expect(page.getByTestId('afdp-disbanded')).toBeVisible({ timeout: 15_000 });
  await expect(departed.locator('tbody tr')).toHaveCount(6);
  await page.screenshot({ path: 'test-results/afdp-leave-and-shutdown.png' });
});

test('datagrams are drawn by mode: broadcast then unicast after the leave, multicast for the late joiner', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openPaused(page, 'afdp-leave-and-shutdown');
  // The legend names the three modes with their non-colour cue.
  await expect(page.getByTestId('legend-mode-broadcast')).toHaveText('broadcast (long dashes)');
  await expect(page.getByTestId('legend-mode-unicast')).toHaveText('unicast (dots)');
  await expect(page.getByTestId('legend-mode-multicast')).toHaveText('multicast (solid)');
  // Message 1 (six members, the threshold): the first datagram on the wire is a broadcast.
  await jump(page, 'afdp-data');
  await expect(newest(page)).toHaveText(/^P sends DATA 0 of \d+ \(\d+ B\) by broadcast/);
  // Its frame starts on the cable in the next record, at the same instant.
  await stepUntil(page, 'step', /^P starts sending frame seq 0 \(1514 B\) to the group/);
  await expect.poll(() => modesOnCable(page), { timeout: 15_000 }).toBe('broadcast');
  // Message 2, after R6 left (five members, below the threshold): unicast copies.
  await jump(page, 'afdp-grant');
  await expect(newest(page)).toHaveText(/grants message 2 to P: unicast to 5 members/);
  await jump(page, 'afdp-data');
  await expect(newest(page)).toHaveText(/^P sends DATA 0 of \d+ \(\d+ B\) to R\d/);
  await stepUntil(page, 'step', /^P starts sending frame seq 0 \(1518 B\) to R\d/);
  await expect.poll(() => modesOnCable(page), { timeout: 15_000 }).toBe('unicast');
  await page.screenshot({ path: 'test-results/afdp-modes-unicast.png' });
  expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([]);
  // The late joiner's group has multicast everywhere.
  await openPaused(page, 'afdp-late-joiner');
  await jump(page, 'afdp-data');
  await expect(newest(page)).toHaveText(/by multicast/);
  await stepUntil(page, 'step', /^P starts sending frame seq \d+ \(1518 B\) to the group/);
  await expect.poll(() => modesOnCable(page), { timeout: 15_000 }).toBe('multicast');
  await page.screenshot({ path: 'test-results/afdp-modes-multicast.png' });
  expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([]);
  // The legend in Portuguese names the modes and their cues too.
  await page.getByTestId('language-toggle').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  await expect(page.getByTestId('legend-mode-broadcast')).toHaveText('broadcast (traços longos)');
  await expect(page.getByTestId('legend-mode-unicast')).toHaveText('unicast (pontilhada)');
  await expect(page.getByTestId('legend-mode-multicast')).toHaveText('multicast (contínua)');
});

// The "Bytes on the wire by mode" chart follows the playhead: at message 2's grant it holds message 1's
// 208 broadcast datagrams (1,448 B of data each) of 1514 B (314,912 B) and nothing else; at the end, the 5 unicast copies of
// message 2's 33 datagrams of 9490 B (1,565,850 B), about five times the broadcast.
test('bytes on the wire by mode: one broadcast message, then five unicast copies of the next', async ({ page }) => {
  await openPaused(page, 'afdp-leave-and-shutdown');
  await page.getByTestId('chart-toggle-wire-bytes').click();
  const chart = page.getByTestId('chart-wire-bytes');
  await expect(chart).toBeVisible();
  const values = async () => {
    const text = (await chart.getByTestId('chart-value').textContent()) ?? '';
    return Object.fromEntries(
      [...text.matchAll(/(multicast|broadcast|unicast) ([\d.,e+]+)/g)].map((m) => [
        m[1],
        Number(m[2].replaceAll(',', '')),
      ]),
    );
  };
  await jump(page, 'afdp-grant');
  await jump(page, 'afdp-grant');
  await expect(newest(page)).toHaveText(/grants message 2 to P: unicast to 5 members/);
  await expect.poll(values, { timeout: 15_000 }).toEqual({ multicast: 0, broadcast: 314900, unicast: 0 });
  await page.getByTestId('goto-time').fill('5.23 s');
  await page.getByTestId('goto-time').press('Enter');
  await expect.poll(async () => (await values()).unicast, { timeout: 15_000 }).toBe(1566000); // four significant digits
  expect((await values()).broadcast).toBe(314900);
});
