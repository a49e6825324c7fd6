// The literature protocols' panels (seed 001 §2.7-2.9, chapter 5): each teaching scenario runs, and
// its protocol's own panel shows its state (history buffer and ACK table, send buffer and expected
// seq per sender, token list and timestamps, the RRA rotation) with rows in it.
import { expect, test } from '@playwright/test';
import { failOnConsoleErrors } from './noConsoleErrors';
import { openFast } from './openFast';

failOnConsoleErrors();

type FailedView = { store: { scene: { bus: { failed: Set<number> } } } };

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

// Chang & Maxemchuk's token site fails (protocol.cm.crashTokenSiteAt): the log says so, a source
// that got no ACK starts a reformation, and the new token list in a live site's panel leaves the
// failed site out, with the list's version raised.
test('literature-chang-maxemchuk-token-failure: the token site fails and the group reforms without it', async ({
  page,
}) => {
  await openFast(page, 'literature-chang-maxemchuk-token-failure', 1e6);
  await page.getByTestId('play').click();
  await expect(page.getByTestId('play')).toHaveText(/Play/);
  const newest = page.locator('.log-line.newest .log-text');
  await page.getByTestId('jump-kind').selectOption('lit-crash');
  await page.getByTestId('jump-next').click();
  await expect(newest).toHaveText(/R4 fails and stops working/);
  // The bus crosses R4 out from its failure on, and only from then: one step back, it works again.
  const failed = () =>
    page.evaluate(
      () => [...(window as unknown as { __protoscope: FailedView }).__protoscope.store.scene.bus.failed].length,
    );
  await expect.poll(failed).toBe(1);
  await page.getByTestId('step-back').click();
  await expect.poll(failed).toBe(0);
  await page.getByTestId('step').click();
  await expect(newest).toHaveText(/R4 fails and stops working/);
  await expect.poll(failed).toBe(1);
  await page.screenshot({ path: 'test-results/lit-cm-token-failure-crossed.png' });
  await page.getByTestId('panel-picker').selectOption({ label: 'R3 · cm-site' });
  const list = page.getByTestId('cm-token-list');
  const hint = page.locator('p.hint', { hasText: 'list version' });
  await expect(list).toContainText('R4', { timeout: 15_000 });
  await expect(hint).toContainText('list version 1');
  await page.getByTestId('jump-kind').selectOption('cm-reform-list');
  await page.getByTestId('jump-next').click();
  await expect(newest).toHaveText(/R3 announces the new token list: 5 sites/);
  await expect(hint).toContainText('list version 2', { timeout: 15_000 });
  await expect(list).toContainText('R3');
  await expect(list).not.toContainText('R4');
  await page.screenshot({ path: 'test-results/lit-cm-token-failure.png' });
});

// Erramilli & Singh's flow control and failure detection: a slow reader's buffer fills and it
// multicasts a timed CHOKE, the sender pauses for T3, and a node that stops (R3) is declared
// failed by the others once silent for longer than T2 (+ T1), after its failure and not before.
test('literature-erramilli-singh-choke: a slow reader chokes the sender; a silent node is declared failed', async ({
  page,
}) => {
  await openFast(page, 'literature-erramilli-singh-choke', 1e6);
  await page.getByTestId('play').click();
  await expect(page.getByTestId('play')).toHaveText(/Play/);
  const newest = page.locator('.log-line.newest .log-text');
  const jump = async (kind: string) => {
    await page.getByTestId('jump-kind').selectOption(kind);
    await page.getByTestId('jump-next').click();
  };
  await jump('es-choke');
  await expect(newest).toHaveText(/buffer is nearly full: it multicasts a timed CHOKE asking senders to pause/);
  await jump('es-choked');
  await expect(newest).toHaveText(/^S pauses sending for 200000 bit times \(choked by R\d\)/);
  await jump('lit-crash');
  await expect(newest).toHaveText(/R3 fails and stops working/);
  const crashedAt = await page.getByTestId('sim-time').textContent();
  await jump('es-failure-detected');
  await expect(newest).toHaveText(/has heard nothing from R3 for [\d.]+ µs: it considers it failed/);
  expect(await page.getByTestId('sim-time').textContent()).not.toBe(crashedAt);
  await page.screenshot({ path: 'test-results/lit-es-choke-failure.png' });
});
