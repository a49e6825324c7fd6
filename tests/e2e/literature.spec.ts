// The literature protocols' panels (seed 001 §2.7-2.9, chapter 5): each teaching scenario runs, and
// its protocol's own panel shows its state (history buffer and ACK table, send buffer and expected
// seq per sender, token list and timestamps, the RRA rotation) with rows in it.
import { expect, test } from '@playwright/test';
import { failOnConsoleErrors } from './noConsoleErrors';
import { openFast } from './openFast';

failOnConsoleErrors();

const cases = [
  { scenario: 'literature-sequencer', entity: 'R1 (sequencer) · seq-node', tables: ['seq-ack-table', 'seq-order'] },
  { scenario: 'literature-erramilli-singh-flush', entity: 'S (sender) · es-node', tables: ['es-send-buffer'] },
  { scenario: 'literature-chang-maxemchuk', entity: 'R1 · cm-site', tables: ['cm-token-list', 'cm-timestamps'] },
  { scenario: 'literature-round-robin-acks', entity: 'S (sender) · rra-sender', tables: ['rra-rotation'] },
];

for (const c of cases) {
  test(`${c.scenario}: its panel shows the protocol's state`, async ({ page }) => {
    await openFast(page, c.scenario, 1e6);
    await page.waitForTimeout(1500);
    await page.getByTestId('panel-picker').selectOption({ label: c.entity });
    for (const id of c.tables) {
      const t = page.getByTestId(id).first();
      await expect(t).toBeVisible({ timeout: 15_000 });
      await expect(t).not.toBeEmpty();
    }
    await page.screenshot({ path: `test-results/lit-${c.scenario}.png` });
  });
}
