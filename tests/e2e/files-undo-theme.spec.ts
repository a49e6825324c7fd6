// Issue 13, files, undo and themes: a scenario file opened by drag-and-drop (with the drop hint
// while dragging) and by the picker; a bad file named field by field while the app stays usable;
// Save file downloads the edited scenario; undo/redo of parameter edits by button and key; the
// dark theme kept across a reload; axe in dark, light-presenter and dark-presenter palettes; the
// new controls from the keyboard and at phone and tablet sizes. Screenshots go to test-results/.
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { failOnConsoleErrors } from './noConsoleErrors';

failOnConsoleErrors();

const scenarioFile = (id: string) =>
  JSON.parse(readFileSync(new URL(`../../scenarios/${id}.json`, import.meta.url), 'utf8')) as Record<string, any>;
const status = (page: Page) =>
  page.evaluate(() => (window as unknown as { __protoscope: { store: { status: string } } }).__protoscope.store.status);
const bandwidth = (page: Page) => page.locator('[data-path="network.links[0].bandwidth"]');

/** Drags a file over the page (dragenter) and, unless `hold`, drops it: what a person's drag does. */
async function dropFile(page: Page, name: string, text: string, hold = false) {
  await page.evaluate(
    ([name, text, hold]) => {
      const dt = new DataTransfer();
      dt.items.add(new File([text], name, { type: 'application/json' }));
      const target = document.querySelector('.stage') ?? document.body;
      target.dispatchEvent(new DragEvent('dragenter', { dataTransfer: dt, bubbles: true, cancelable: true }));
      target.dispatchEvent(new DragEvent('dragover', { dataTransfer: dt, bubbles: true, cancelable: true }));
      if (!hold) target.dispatchEvent(new DragEvent('drop', { dataTransfer: dt, bubbles: true, cancelable: true }));
    },
    [name, text, hold] as const,
  );
}

async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map(
      (v) =>
        `${v.id} (${v.impact}, ${v.nodes.length}): ${v.nodes[0]?.target.join(' ')} ${v.nodes[0]?.failureSummary ?? ''}`,
    );
}

async function pause(page: Page) {
  await expect(async () => {
    if (/Pause/.test((await page.getByTestId('play').textContent()) ?? '')) await page.getByTestId('play').click();
    await expect(page.getByTestId('play')).toHaveText(/Play/, { timeout: 1000 });
  }).toPass({ timeout: 10_000 });
}

async function ready(page: Page) {
  await page.goto('/');
  await expect.poll(() => status(page), { timeout: 30_000 }).toBe('ready');
}

test('a scenario file dropped anywhere on the page opens and plays; the hint shows while dragging', async ({
  page,
}) => {
  await ready(page);
  const s = scenarioFile('two-hosts-one-link');
  s.name = 'Dropped: a faster link';
  s.network.links[0].bandwidth = 2_000_000;
  const text = JSON.stringify(s, null, 2);
  await dropFile(page, 'faster.json', text, true);
  await expect(page.getByTestId('drop-hint')).toBeVisible();
  await expect(page.getByTestId('drop-hint')).toHaveCSS('pointer-events', 'none');
  await page.screenshot({ path: 'test-results/80-drop-hint.png' });
  await dropFile(page, 'faster.json', text);
  await expect(page.getByTestId('drop-hint')).toHaveCount(0);
  await expect(page.getByTestId('scenario-name')).toHaveText('Dropped: a faster link');
  await expect(page.getByTestId('topology').getByText('2 Mb/s · 20.0 ms', { exact: true })).toBeVisible();
  await expect(page.getByTestId('scenario-picker')).toHaveValue('');
  await expect(page.getByTestId('scenario-picker').locator('option:checked')).toHaveText('(opened file)');
  await expect(page.getByTestId('play')).toHaveText(/Pause/); // it plays, as a gallery pick does
});

test('the Open file button reads a file through the picker', async ({ page }) => {
  await ready(page);
  const s = scenarioFile('queue-overflow');
  await page.getByTestId('open-file-input').setInputFiles({
    name: 'queue.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(s)),
  });
  await expect(page.getByTestId('scenario-name')).toHaveText('Queue overflow');
  await expect.poll(() => status(page)).toBe('ready');
});

test('a bad file names the field and its range; the app stays usable', async ({ page }) => {
  await ready(page);
  const before = await page.getByTestId('scenario-name').textContent();
  const s = scenarioFile('two-hosts-one-link');
  s.network.links[0].bandwidth = 0;
  await dropFile(page, 'broken.json', JSON.stringify(s));
  await expect(page.getByTestId('file-error')).toContainText('broken.json: network.links[0].bandwidth: must be >= 1');
  await expect(page.getByTestId('drop-hint')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/81-bad-file.png' });
  // The running scenario is untouched and every control still takes clicks.
  await expect(page.getByTestId('scenario-name')).toHaveText(before ?? '');
  await pause(page);
  await page.getByTestId('play').click();
  await expect(page.getByTestId('play')).toHaveText(/Pause/);
  // Not JSON at all: a new message replaces the old one.
  await dropFile(page, 'notes.json', 'these are my notes, not JSON');
  await expect(page.getByTestId('file-error')).toContainText('notes.json: is not valid JSON');
  await page.getByTestId('scenario-picker').selectOption('queue-overflow');
  await expect(page.getByTestId('scenario-name')).toHaveText('Queue overflow');
  await expect.poll(() => status(page)).toBe('ready');
  await page.getByTestId('file-error-dismiss').click();
  await expect(page.getByTestId('file-error')).toHaveCount(0);
  // A good file after a bad one opens and clears nothing it should not.
  await dropFile(page, 'two.json', JSON.stringify(scenarioFile('two-hosts-one-link')));
  await expect(page.getByTestId('scenario-name')).toHaveText('Two hosts, one link');
});

test('Save file downloads the scenario with the parameter edits', async ({ page }) => {
  await ready(page);
  await pause(page);
  await page.getByTestId('tab-params').click();
  await expect(bandwidth(page)).toHaveValue('1e6');
  await bandwidth(page).fill('2e6');
  await page.getByTestId('param-status').click(); // blur the field
  const expected = scenarioFile('two-hosts-one-link');
  expected.network.links[0].bandwidth = 2_000_000;
  const [draftDownload] = await Promise.all([page.waitForEvent('download'), page.getByTestId('save-file').click()]);
  expect(draftDownload.suggestedFilename()).toBe('two-hosts-one-link-edited.json');
  expect(JSON.parse(readFileSync(await draftDownload.path(), 'utf8'))).toEqual(expected);
  // Applied edits are saved too, and the saved file opens again as the same scenario.
  await page.getByTestId('param-apply').click();
  await expect(page.getByTestId('topology').getByText('2 Mb/s · 20.0 ms', { exact: true })).toBeVisible();
  const [applied] = await Promise.all([page.waitForEvent('download'), page.getByTestId('save-file').click()]);
  const text = readFileSync(await applied.path(), 'utf8');
  expect(JSON.parse(text)).toEqual(expected);
  await page.getByTestId('scenario-picker').selectOption('queue-overflow');
  await expect(page.getByTestId('scenario-name')).toHaveText('Queue overflow');
  await dropFile(page, 'saved.json', text);
  await expect(page.getByTestId('topology').getByText('2 Mb/s · 20.0 ms', { exact: true })).toBeVisible();
});

test('undo and redo parameter edits with the buttons and the keys', async ({ page }) => {
  await ready(page);
  await pause(page);
  await page.getByTestId('tab-params').click();
  const delay = page.locator('[data-path="network.links[0].delay"]');
  await expect(bandwidth(page)).toHaveValue('1e6');
  const undoBtn = page.getByRole('button', { name: 'Undo parameter edit' });
  const redoBtn = page.getByRole('button', { name: 'Redo parameter edit' });
  await expect(undoBtn).toBeDisabled();
  await bandwidth(page).fill('2e6');
  await delay.fill('0.05');
  await undoBtn.click();
  await expect(delay).toHaveValue('0.02');
  await expect(bandwidth(page)).toHaveValue('2e6');
  await undoBtn.click();
  await expect(bandwidth(page)).toHaveValue('1e6');
  await expect(undoBtn).toBeDisabled();
  await expect(page.getByTestId('param-status')).toHaveText('No changes.');
  await redoBtn.click();
  await expect(bandwidth(page)).toHaveValue('2e6');
  // The keys, with focus in a field.
  await bandwidth(page).focus();
  await page.keyboard.press('Control+z');
  await expect(bandwidth(page)).toHaveValue('1e6');
  await page.keyboard.press('Control+Shift+z');
  await expect(bandwidth(page)).toHaveValue('2e6');
  await page.keyboard.press('Control+y');
  await expect(delay).toHaveValue('0.05');
  await page.keyboard.press('Control+z');
  await page.keyboard.press('Control+z');
  await expect(bandwidth(page)).toHaveValue('1e6');
  await expect(delay).toHaveValue('0.02');
});

test('undo and redo are commands of the app: Ctrl+Z outside the editor, listed in the key help, one step per key', async ({
  page,
}) => {
  await ready(page);
  await pause(page);
  await page.getByTestId('tab-params').click();
  const delay = page.locator('[data-path="network.links[0].delay"]');
  await bandwidth(page).fill('2e6');
  await delay.fill('0.05');
  // Focus on the editor's own Undo button: the editor handles the key, the app must not undo again.
  await page.getByTestId('param-undo').focus();
  await page.keyboard.press('Control+z');
  await expect(delay).toHaveValue('0.02');
  await expect(bandwidth(page)).toHaveValue('2e6');
  // Focus outside the editor (the stage): the registry's Undo / Redo reach the editor's history.
  await page.getByTestId('tab-run').focus();
  await page.keyboard.press('Control+z');
  await expect(bandwidth(page)).toHaveValue('1e6');
  await page.keyboard.press('Control+Shift+z');
  await expect(bandwidth(page)).toHaveValue('2e6');
  await page.keyboard.press('Control+y');
  await expect(delay).toHaveValue('0.05');
  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help.getByRole('heading', { name: 'Edit' })).toBeVisible();
  await expect(help).toContainText('Undo the last parameter edit');
  await expect(help.locator('kbd', { hasText: 'Ctrl+Shift+Z' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();
});

test('high contrast outside presenter mode: the theme picker and C, kept across a reload, axe in light and dark', async ({
  page,
}) => {
  test.setTimeout(120_000); // axe runs several times; the machine is shared
  await ready(page);
  await pause(page);
  const html = page.locator('html');
  await expect(html).not.toHaveAttribute('data-contrast', 'high');
  await page.getByTestId('theme-choice').selectOption('contrast-light');
  await expect(html).toHaveAttribute('data-contrast', 'high');
  await expect(html).toHaveAttribute('data-theme', 'light');
  await expect(html).not.toHaveClass(/presenter/); // colours only: the layout stays
  const ink = await page.evaluate(() => getComputedStyle(document.body).color);
  expect(ink).toBe('rgb(0, 0, 0)'); // the light theme's ink is a dark grey; high contrast is black
  await page.screenshot({ path: 'test-results/91-contrast-light.png' });
  expect(await seriousViolations(page)).toEqual([]);
  await page.reload();
  await expect.poll(() => status(page), { timeout: 30_000 }).toBe('ready');
  await expect(html).toHaveAttribute('data-contrast', 'high');
  await expect(page.getByTestId('theme-choice')).toHaveValue('contrast-light');
  await page.getByTestId('theme-choice').selectOption('contrast-dark');
  await pause(page);
  const bg = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
  expect(bg).toBe('rgb(0, 0, 0)');
  await page.screenshot({ path: 'test-results/92-contrast-dark.png' });
  expect(await seriousViolations(page)).toEqual([]);
  // C toggles it from the keyboard (focus on the page, not in a field).
  await page.getByTestId('tab-run').focus();
  await page.keyboard.press('c');
  await expect(html).not.toHaveAttribute('data-contrast', 'high');
  await expect(html).toHaveAttribute('data-theme', 'dark'); // still dark, in the normal palette
  await expect(page.getByTestId('theme-choice')).toHaveValue('dark');
  await page.keyboard.press('c');
  await expect(page.getByTestId('theme-choice')).toHaveValue('contrast-dark');
  await page.getByTestId('theme-choice').selectOption('system');
});

test('dark theme: kept across a reload, passes axe, in presenter mode too; screenshots', async ({ page }) => {
  test.setTimeout(120_000); // axe runs several times; the machine is shared
  await ready(page);
  await page.getByTestId('theme-choice').selectOption('dark');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.reload();
  await expect.poll(() => status(page), { timeout: 30_000 }).toBe('ready');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByTestId('theme-choice')).toHaveValue('dark');
  const bg = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
  expect(bg).toBe('rgb(14, 21, 28)');
  await page.waitForTimeout(1500);
  await pause(page);
  await page.screenshot({ path: 'test-results/82-dark-1280.png' });
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByTestId('tab-params').click();
  await expect(page.getByTestId('param-undo')).toBeVisible(); // the editor is loaded lazily
  await page.screenshot({ path: 'test-results/83-dark-params.png' });
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByTestId('tab-run').click();
  await page.getByTestId('presenter-toggle').click();
  await expect(page.locator('html')).toHaveClass(/presenter/);
  await page.screenshot({ path: 'test-results/84-dark-presenter.png' });
  expect(await seriousViolations(page)).toEqual([]);
  // Light presenter: the projector's black on white.
  await page.getByTestId('theme-choice').selectOption('light');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.screenshot({ path: 'test-results/85-light-presenter.png' });
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByTestId('presenter-toggle').click();
  await page.screenshot({ path: 'test-results/86-light-1280.png' });
  await page.getByTestId('theme-choice').selectOption('system');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light'); // headless prefers light
});

test('system theme follows prefers-color-scheme', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await ready(page);
  await expect(page.getByTestId('theme-choice')).toHaveValue('system');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
});

test('the new controls work from the keyboard alone', async ({ page }) => {
  test.setTimeout(90_000);
  await ready(page);
  await pause(page);
  // Tab from the picker to the new top-bar controls.
  await page.getByTestId('scenario-picker').focus();
  // The editor lists every common field above the network's (questions among them since
  // predict-then-reveal), so its undo button lies some 27 Shift+Tabs above the bandwidth field.
  const reach = async (testId: string, key = 'Tab') => {
    for (let i = 0; i < 45; i++) {
      if (await page.getByTestId(testId).evaluate((el) => el === document.activeElement)) return;
      await page.keyboard.press(key);
    }
    throw new Error(`${testId} not reached by Tab`);
  };
  await reach('open-file');
  // Enter on the focused Open button must open the browser's file picker, which it does by clicking
  // the hidden file input. The test watches for that click and cancels the picker itself: waiting for
  // Playwright's 'filechooser' event raced the browser twice in CI runs (the interception is switched
  // on asynchronously; a picker opened before it stays open and the browser refuses a second one).
  await page.getByTestId('open-file-input').evaluate((input) => {
    input.addEventListener('click', (event) => {
      input.dataset.pickerAsked = String(Number(input.dataset.pickerAsked ?? 0) + 1);
      event.preventDefault();
    });
  });
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('open-file-input')).toHaveAttribute('data-picker-asked', '1');
  // The picker's answer arrives as the input's files, as a person's choice would.
  await page.getByTestId('open-file-input').setInputFiles({
    name: 'queue.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(scenarioFile('queue-overflow'))),
  });
  await expect(page.getByTestId('scenario-name')).toHaveText('Queue overflow');
  await page.getByTestId('scenario-picker').selectOption('two-hosts-one-link');
  await expect(page.getByTestId('scenario-name')).toHaveText('Two hosts, one link');
  await expect.poll(() => status(page)).toBe('ready');
  await pause(page);
  await page.getByTestId('scenario-picker').focus();
  await reach('save-file');
  const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  expect(JSON.parse(readFileSync(await download.path(), 'utf8'))).toEqual(scenarioFile('two-hosts-one-link'));
  await reach('theme-choice');
  await page.keyboard.press('ArrowUp'); // system -> dark (the list is light, dark, system)
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.getByTestId('theme-choice').selectOption('system');
  // Undo/redo buttons by Tab and Enter.
  await page.getByTestId('tab-params').focus();
  await page.keyboard.press('Enter');
  await bandwidth(page).focus();
  await page.keyboard.press('Control+a');
  await page.keyboard.type('3e6');
  await reach('param-undo', 'Shift+Tab'); // the editor's bar sits above its fields
  await page.keyboard.press('Enter');
  await expect(bandwidth(page)).toHaveValue('1e6');
  await reach('param-redo');
  await page.keyboard.press('Enter');
  await expect(bandwidth(page)).toHaveValue('3e6');
});

for (const size of [
  { width: 390, height: 844 },
  { width: 1024, height: 768 },
]) {
  test(`the new controls are reachable at ${size.width}x${size.height}`, async ({ page }) => {
    test.setTimeout(120_000); // axe runs several times; the machine is shared
    await page.setViewportSize(size);
    await ready(page);
    for (const id of ['open-file', 'save-file', 'theme-choice']) {
      const el = page.getByTestId(id);
      await el.scrollIntoViewIfNeeded();
      await expect(el).toBeVisible();
      const box = await el.boundingBox();
      expect(box, id).not.toBeNull();
      if (box) expect(box.x + box.width, `${id} inside the viewport`).toBeLessThanOrEqual(size.width + 1);
    }
    await page.getByTestId('theme-choice').selectOption('dark');
    await page.waitForTimeout(800);
    await page.screenshot({ path: `test-results/87-dark-${size.width}.png` });
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByTestId('tab-params').click();
    await expect(page.getByRole('button', { name: 'Undo parameter edit' })).toBeVisible();
    await page.getByTestId('theme-choice').selectOption('light');
    await page.screenshot({ path: `test-results/88-light-${size.width}-params.png` });
  });
}

test('dark theme on the Ethernet bus canvas, its panel and the gallery passes axe', async ({ page }) => {
  test.setTimeout(120_000); // axe runs several times; the machine is shared
  await page.addInitScript(() => localStorage.setItem('protoscope.theme', 'dark'));
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.getByTestId('scenario-picker').selectOption('ethernet-ack-implosion');
  await expect.poll(() => status(page), { timeout: 30_000 }).toBe('ready');
  await pause(page);
  await page.getByTestId('jump-next').click();
  await page.getByTestId('station-S').click();
  await expect(page.getByTestId('panel-0').locator('.kv')).toBeVisible();
  await page.getByTestId('station-S').hover();
  await page.screenshot({ path: 'test-results/89-dark-bus.png' });
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByTestId('open-gallery').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.screenshot({ path: 'test-results/90-dark-gallery.png' });
  expect(await seriousViolations(page)).toEqual([]);
});
