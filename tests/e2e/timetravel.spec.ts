// Time travel and protocol panels on the shared Ethernet bus: pause, step forward and back (the log
// line and the panel change and change back), jump to the next collision.
import { expect, type Page, test } from '@playwright/test';
import { failOnConsoleErrors } from './noConsoleErrors';

failOnConsoleErrors();

async function openScenario(page: Page, id: string) {
  await page.goto('/');
  await page.getByTestId('scenario-picker').selectOption(id);
  await expect(page.getByTestId('play')).toHaveText(/Pause/);
  await page.getByTestId('play').click(); // pause
  await expect(page.getByTestId('play')).toHaveText(/Play/);
}

const newestLine = (page: Page) => page.locator('.log-line.newest .log-text').textContent();

test('bus: step forward and back restores the log line and the panel', async ({ page }) => {
  await openScenario(page, 'ethernet-ack-implosion');
  await page.getByTestId('restart').click();
  await expect(page.getByTestId('topology')).toHaveAttribute('data-kind', 'bus');
  await page.getByTestId('station-S').click();
  await expect(page.getByTestId('panel-0')).toBeVisible();
  for (let i = 0; i < 6; i++) await page.getByTestId('step').click();
  await expect(page.getByTestId('log-line')).toHaveCount(6);
  const line6 = await newestLine(page);
  const state6 = await page.getByTestId('panel-0').locator('.kv').textContent();
  await page.getByTestId('step').click();
  await page.getByTestId('step').click();
  await expect(page.getByTestId('log-line')).toHaveCount(8);
  await page.getByTestId('step-back').click();
  await page.getByTestId('step-back').click();
  await expect(page.getByTestId('log-line')).toHaveCount(6);
  expect(await newestLine(page)).toBe(line6);
  await expect(page.getByTestId('panel-0').locator('.kv')).toHaveText(state6 ?? '');
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByTestId('log-line')).toHaveCount(5);
});

test('bus: jump to the next collision shows it in the log and on the bus; again goes further; back and again returns', async ({
  page,
}) => {
  await openScenario(page, 'ethernet-ack-implosion');
  await expect(page.getByTestId('jump-kind')).toHaveValue('collision');
  const newestKind = page.locator('.log-line.newest .log-kind');
  const newestTime = page.locator('.log-line.newest .log-time');
  await page.getByTestId('jump-next').click();
  await expect(newestKind).toHaveText(/collision/i);
  // The playhead sits on the collision itself.
  const t1 = (await newestTime.textContent()) ?? '';
  await expect(page.getByTestId('sim-time')).toHaveText(t1);
  const line1 = await newestLine(page);
  await page.getByTestId('station-R1').click();
  await expect(page.getByTestId('mac-state').first()).toBeVisible();
  await page.screenshot({ path: 'test-results/10-bus-collision.png' });
  // Next collision: later in the run (or the same instant, a later record).
  await page.getByTestId('step').click();
  await page.getByTestId('jump-next').click();
  await expect(newestKind).toHaveText(/collision/i);
  const t2 = (await newestTime.textContent()) ?? '';
  expect(Number.parseFloat(t2)).toBeGreaterThanOrEqual(Number.parseFloat(t1));
  await expect(page.getByTestId('jump-msg')).toHaveCount(0);
  // Back past the first collision, then jump: the first one again, same line.
  await page.getByTestId('goto-time').fill(`${Number.parseFloat(t1) * 1e3 - 0.001} ms`);
  await page.getByTestId('goto-time').press('Enter');
  await page.getByTestId('jump-next').click();
  await expect(page.getByTestId('sim-time')).toHaveText(t1);
  expect(await newestLine(page)).toBe(line1);
});
