// The browser budget in the app: a scenario over it is refused with the fields to change, the
// person (never a link) can raise it for this tab, and the heavier scenario then loads and plays.
import { expect, test } from '@playwright/test';
import { failOnConsoleErrors } from './noConsoleErrors';

failOnConsoleErrors();

test('a scenario over the budget is refused with its fields, and the larger budget loads it', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('scenario-name')).toHaveText('Two hosts, one link');
  await page.getByTestId('toggle-editor').click();
  const editor = page.getByTestId('scenario-editor');
  const doc = JSON.parse(await editor.inputValue());
  // 100 Mbit/s of 1000-byte packets for 100,000 s: about 6.3e9 events, over the standard 1e9.
  doc.stopTime = 1e5;
  doc.traffic[0].stop = 1e5;
  doc.traffic[0].rate = 1e8;
  doc.network.links[0].bandwidth = 1e8;
  await editor.fill(JSON.stringify(doc, null, 2));
  await page.getByTestId('load-json').click();

  const panel = page.getByTestId('scenario-errors');
  await expect(panel).toContainText('traffic[0].rate, traffic[0].packetSize, stopTime');
  await expect(panel).toContainText('event budget');
  await expect(page.getByTestId('budget-help')).toContainText('384 MB per engine');
  await page.screenshot({ path: 'test-results/60-budget-refused.png' });

  await page.getByTestId('use-large-budget').focus();
  await page.keyboard.press('Enter');
  await expect(panel).toBeHidden();
  await expect(page.getByTestId('play')).toBeEnabled();
  await expect(page.getByTestId('budget-stop')).toHaveCount(0);
  // The choice holds for this tab: after a reload the same scenario would load; the gallery still works.
  await page.getByTestId('scenario-picker').selectOption('queue-overflow');
  await expect(page.getByTestId('scenario-name')).toHaveText('Queue overflow');
  await expect(page.getByTestId('use-large-budget')).toHaveCount(0);
});
