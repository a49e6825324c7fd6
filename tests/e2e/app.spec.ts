// What a person does with the app shell, in Debian's Chromium against the production build.
import { expect, type Page, test } from '@playwright/test';
import { failOnConsoleErrors } from './noConsoleErrors';

async function simTime(page: Page): Promise<number> {
  const text = (await page.getByTestId('sim-time').textContent()) ?? '';
  return Number.parseFloat(text);
}

failOnConsoleErrors();

test('opens on the default scenario and playing advances time', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('scenario-name')).toHaveText('Two hosts, one link');
  await expect(page.getByTestId('scenario-picker')).toHaveValue('two-hosts-one-link');
  await expect(page.getByTestId('topology').getByText('A', { exact: true })).toBeVisible();
  await expect(page.getByTestId('play')).toHaveText(/Pause/); // it starts playing by itself
  await expect.poll(() => simTime(page)).toBeGreaterThan(0);
  const t1 = await simTime(page);
  await expect.poll(() => simTime(page)).toBeGreaterThan(t1);
  await expect(page.getByTestId('log-line').first()).toBeVisible();
  await page.waitForTimeout(1500); // let packets get onto the wire for the screenshot
  await page.screenshot({ path: 'test-results/01-default-playing.png' });

  await page.getByTestId('play').click();
  await expect(page.getByTestId('play')).toHaveText(/Play/);
  const paused = await simTime(page);
  await page.waitForTimeout(300);
  expect(await simTime(page)).toBe(paused);
});

test('a pick made while the default scenario is still arriving is what opens (the slow default is dropped)', async ({
  page,
}) => {
  // Hold the default scenario's chunk until the person has picked another: before the fix, the
  // default's late arrival replaced the pick (the picker said one scenario, the picture showed another).
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/two-hosts-one-link-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  await page.getByTestId('scenario-picker').selectOption('ethernet-ack-implosion');
  await expect(page.getByTestId('topology')).toHaveAttribute('data-kind', 'bus');
  release();
  await page.waitForTimeout(500); // the held chunk lands now
  await expect(page.getByTestId('topology')).toHaveAttribute('data-kind', 'bus');
  await expect(page.getByTestId('scenario-picker')).toHaveValue('ethernet-ack-implosion');
  await expect(page.getByTestId('scenario-name')).not.toHaveText('Two hosts, one link');
});

test('step shows one event and its log line', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('play')).toHaveText(/Pause/);
  await page.getByTestId('restart').click(); // back to t = 0, paused
  await expect(page.getByTestId('play')).toHaveText(/Play/);
  await expect(page.getByTestId('log-line')).toHaveCount(0);

  await page.getByTestId('step').click();
  await expect(page.getByTestId('log-line')).toHaveCount(1);
  await expect(page.getByTestId('log-line').last()).toContainText('A application sends packet #1');

  await page.getByTestId('step').click();
  await expect(page.getByTestId('log-line')).toHaveCount(2);
  await expect(page.getByTestId('log-line').last()).toContainText('A starts sending packet #1');

  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight'); // the shortcut steps too
  await expect(page.getByTestId('log-line')).toHaveCount(5);
  expect(await simTime(page)).toBeGreaterThan(0);
  await page.screenshot({ path: 'test-results/02-stepped.png' });
});

test('a broken scenario shows the engine messages and the app stays usable', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('scenario-name')).toHaveText('Two hosts, one link');
  await page.getByTestId('toggle-editor').click();
  const editor = page.getByTestId('scenario-editor');
  const doc = JSON.parse(await editor.inputValue());
  doc.network.links[0].bandwidth = -5;
  await editor.fill(JSON.stringify(doc, null, 2));
  await page.getByTestId('load-json').click();
  const panel = page.getByTestId('scenario-errors');
  await expect(panel).toBeVisible();
  await expect(panel).toContainText('network.links[0].bandwidth');
  await expect(page.getByTestId('play')).toBeDisabled();
  await page.screenshot({ path: 'test-results/03-invalid-scenario.png' });

  // Malformed JSON whose text looks like markup: shown verbatim, never parsed as HTML.
  await editor.fill('{"version": 1, <b>broken</b>');
  await page.getByTestId('load-json').click();
  await expect(panel).toContainText(/JSON/);
  await expect(page.locator('.error-panel b')).toHaveCount(0);

  // Another scenario from the gallery still loads and plays.
  await page.getByTestId('scenario-picker').selectOption('queue-overflow');
  await expect(panel).toBeHidden();
  await expect(page.getByTestId('scenario-name')).toHaveText('Queue overflow');
  await expect.poll(() => simTime(page)).toBeGreaterThan(0);
});

test('queue overflow: drops and a filling queue are visible at a faster speed', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('scenario-picker').selectOption('queue-overflow');
  await expect(page.getByTestId('scenario-name')).toHaveText('Queue overflow');
  for (let i = 0; i < 4; i++) await page.getByRole('button', { name: 'faster' }).click();
  await expect.poll(() => simTime(page), { timeout: 15_000 }).toBeGreaterThan(0.6);
  await expect(page.getByTestId('event-log')).toContainText(/queue|drop/i);
  await page.screenshot({ path: 'test-results/04-queue-overflow.png' });
});
