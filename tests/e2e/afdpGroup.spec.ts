// AFDP's group roles in the app (issue 11): with two publishers the second, P2, is a node of the bus
// and opens its own rate-control panel, and a subscriber's panel shows each publisher's message side
// by side; with an election the secretary's panel names the host that won the vote, and a
// subscriber's panel says how it found its secretary.
import { expect, test } from '@playwright/test';
import { failOnConsoleErrors } from './noConsoleErrors';
import { newestLogLine, openPaused } from './openFast';
import { pickPanel } from './panelPicker';

failOnConsoleErrors();

test('two publishers: P2 opens its own rate control, R1 shows both messages', async ({ page }) => {
  await openPaused(page, 'afdp-two-publishers');
  await page.getByTestId('jump-kind').selectOption('afdp-complete');
  await page.getByTestId('jump-next').click();
  await expect(newestLogLine(page)).toHaveText(/holds all of message/);
  await pickPanel(page, /^P2\b/);
  await expect(page.getByTestId('afdp-rate')).toBeVisible({ timeout: 15_000 });
  await pickPanel(page, /^R1\b/);
  await expect(page.getByTestId('afdp-progress-P')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('afdp-progress-P2')).toBeVisible();
  // P2's panel and R1's both say so.
  await expect(page.getByTestId('afdp-finding').first()).toContainText('Secretary SEC, named on the command line.');
});

test('election: the secretary panel names R4, which R1 found after its queries and claim', async ({ page }) => {
  await openPaused(page, 'afdp-elect-secretary');
  await page.getByTestId('jump-kind').selectOption('afdp-grant');
  await page.getByTestId('jump-next').click();
  await expect(newestLogLine(page)).toHaveText(/^secretary R4 grants message 1 to P/);
  await pickPanel(page, /^SEC\b/);
  await expect(page.getByTestId('afdp-host-table')).toContainText('Elected secretary: R4.', { timeout: 15_000 });
  await pickPanel(page, /^R1\b/);
  await expect(page.getByTestId('afdp-finding')).toContainText(/Secretary R4, found after \d+ FIND_SECRETARY/, {
    timeout: 15_000,
  });
});
