// An open protocol panel can take the whole side pane. On a 1024x768 projector in presenter mode
// the log's and chart's shares left the estimation x-ray its title and one heading, and the search
// chart under it out of sight; the dock's expand button gives the panels the pane and gives it back.

import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { failOnConsoleErrors } from './noConsoleErrors';
import { openPaused } from './openFast';

failOnConsoleErrors();

/** Opens the pathload receiver's panel through the panel picker. */
async function openReceiverPanel(page: Page) {
  const picker = page.getByTestId('panel-picker');
  const label = await picker
    .locator('option')
    .filter({ hasText: /^pathload receiver/ })
    .first()
    .textContent();
  await picker.selectOption({ label: label ?? '' });
}

async function openXray(page: Page) {
  await openPaused(page, 'estimation-pathload-cbr');
  await page.getByTestId('goto-time').fill('6 s');
  await page.getByTestId('goto-time').press('Enter');
  await expect(page.getByTestId('sim-time')).toHaveText(/^6\.000000 s/);
  await openReceiverPanel(page);
  await expect(page.getByTestId('pathload-search')).toBeAttached({ timeout: 15_000 });
}

/** Whether the element's box lies inside the viewport and inside its scrolling dock. */
const onScreen = (page: Page, testId: string) =>
  page.getByTestId(testId).evaluate((el) => {
    const r = el.getBoundingClientRect();
    const dock = el.closest('.dock')?.getBoundingClientRect();
    const inDock = !dock || (r.top >= dock.top - 1 && r.bottom <= dock.bottom + 1);
    return r.height > 0 && r.top >= 0 && r.bottom <= window.innerHeight && inDock;
  });

test('presenter at 1024x768: the expanded dock shows the whole x-ray search chart, and gives the pane back', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await openXray(page);
  await page.getByTestId('presenter-toggle').click();
  await expect(page.locator('html')).toHaveClass(/presenter/);
  // Before: the chart sits below the dock's visible rows.
  expect(await onScreen(page, 'pathload-search')).toBe(false);
  const expand = page.getByTestId('panel-expand');
  await expect(expand).toHaveAttribute('aria-pressed', 'false');
  await expand.focus();
  await page.keyboard.press('Enter');
  await expect(expand).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('event-log')).toBeHidden();
  await expect(page.getByTestId('charts')).toBeHidden();
  await expect.poll(() => onScreen(page, 'pathload-search')).toBe(true);
  await page.screenshot({ path: 'test-results/screens/sizes/1024x768-estimation-expanded-presenter.png' });
  expect(await new AxeBuilder({ page }).analyze().then((r) => r.violations.map((v) => v.id))).toEqual([]);
  // Back: the log and charts return, and the button says so.
  await page.keyboard.press('Space');
  await expect(expand).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByTestId('event-log')).toBeVisible();
  await expect(page.getByTestId('charts').first()).toBeVisible();
});

test('closing the last panel leaves no expanded dock behind: the log comes back', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/');
  await openXray(page);
  await page.getByTestId('panel-expand').click();
  await expect(page.getByTestId('event-log')).toBeHidden();
  await page.getByRole('button', { name: /close pathload receiver/ }).click();
  await expect(page.getByTestId('event-log')).toBeVisible();
  await expect(page.getByTestId('panel-expand')).toHaveCount(0);
});

test('a phone has no expand button: its state tab already gives the dock the whole pane', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await openPaused(page, 'estimation-pathload-cbr');
  await page.getByTestId('tab-state').click();
  await openReceiverPanel(page);
  await expect(page.getByTestId('panel-dock')).toHaveAttribute('data-open', '1');
  await expect(page.getByTestId('panel-expand')).toHaveCount(0);
});
