// The first-visit tour (web/teach/tour/): it opens by itself on a first visit to the default
// scenario, steps through with the keyboard and the buttons, Esc skips it, it does not come back
// after a reload, the help overlay reopens it, and axe finds nothing serious while it is open.
// Every other spec starts with the tour marked seen (playwright.config.ts storageState); this one
// starts as a first-time visitor.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { failOnConsoleErrors } from './noConsoleErrors';

failOnConsoleErrors();
test.use({ storageState: { cookies: [], origins: [] } });

const STEPS = 7;

async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes[0]?.target.join(' ')}`);
}

test('first visit: the tour opens, steps by keyboard and buttons, and is labelled', async ({ page }) => {
  await page.goto('/');
  const tour = page.getByRole('dialog', { name: /Tour · step 1 of 7 The network/ });
  await expect(tour).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('tour-ring')).toBeVisible();
  // Focus is on Next, inside the dialog.
  await expect(page.getByTestId('tour-next')).toBeFocused();
  await page.screenshot({ path: 'test-results/teach/tour-step1-1280.png' });

  // Enter goes on; Space on the focused Next goes on; → goes on; ← goes back.
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('tour')).toHaveAttribute('data-step', 'about');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('tour')).toHaveAttribute('data-step', 'controls');
  const playText = await page.getByTestId('play').textContent();
  await page.keyboard.press('Space'); // clicks Next; must not also play or pause the run
  await expect(page.getByTestId('tour')).toHaveAttribute('data-step', 'log');
  expect(await page.getByTestId('play').textContent()).toBe(playText);
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByTestId('tour')).toHaveAttribute('data-step', 'controls');
  await page.screenshot({ path: 'test-results/teach/tour-controls-1280.png' });

  expect(await seriousViolations(page)).toEqual([]);

  // The card never covers the ringed element's centre, and stays on screen.
  for (let i = 3; i < STEPS; i++) {
    await page.getByTestId('tour-next').click();
    const card = (await page.getByTestId('tour').boundingBox())!;
    expect(card.x).toBeGreaterThanOrEqual(0);
    expect(card.y + card.height).toBeLessThanOrEqual(720);
  }
  await expect(page.getByTestId('tour')).toHaveAttribute('data-step', 'scenarios');
  await expect(page.getByTestId('tour-next')).toHaveText('Done');
  await page.getByTestId('tour-next').click();
  await expect(page.getByTestId('tour')).toHaveCount(0);

  // Remembered: a reload does not bring it back.
  await page.reload();
  await expect(page.getByTestId('scenario-name')).not.toHaveText('');
  await expect(page.getByTestId('play')).toHaveText(/Pause/);
  await page.waitForTimeout(500);
  await expect(page.getByTestId('tour')).toHaveCount(0);
});

test('Esc skips the tour for good; the help overlay reopens it', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('tour')).toBeVisible({ timeout: 20_000 });
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('tour')).toHaveCount(0);
  // The app took its keys back: ? opens the help.
  await page.keyboard.press('?');
  await expect(page.getByTestId('key-help')).toBeVisible();
  await page.getByTestId('start-tour').click();
  await expect(page.getByTestId('key-help')).toHaveCount(0);
  await expect(page.getByTestId('tour')).toHaveAttribute('data-step', 'stage');
  await page.getByTestId('tour-skip').click();
  await expect(page.getByTestId('tour')).toHaveCount(0);

  await page.reload();
  await expect(page.getByTestId('play')).toHaveText(/Pause/);
  await page.waitForTimeout(500);
  await expect(page.getByTestId('tour')).toHaveCount(0);
});

test('a share link does not start the tour', async ({ page }) => {
  await page.goto('/#hello-world');
  await expect(page.getByTestId('scenario-name')).not.toHaveText('', { timeout: 20_000 });
  await page.waitForTimeout(1000);
  await expect(page.getByTestId('tour')).toHaveCount(0);
});

test('the tour on a phone (390x844): every step on screen, pointing at the tabs', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await expect(page.getByTestId('tour')).toBeVisible({ timeout: 20_000 });
  await page.screenshot({ path: 'test-results/teach/tour-step1-390.png' });
  for (let i = 0; i < STEPS; i++) {
    const card = (await page.getByTestId('tour').boundingBox())!;
    expect(card.x).toBeGreaterThanOrEqual(0);
    expect(card.x + card.width).toBeLessThanOrEqual(390);
    expect(card.y).toBeGreaterThanOrEqual(0);
    expect(card.y + card.height).toBeLessThanOrEqual(844);
    if ((await page.getByTestId('tour').getAttribute('data-step')) === 'log')
      await page.screenshot({ path: 'test-results/teach/tour-log-390.png' });
    if (i < STEPS - 1) await page.getByTestId('tour-next').click();
  }
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('tour')).toHaveCount(0);
});
