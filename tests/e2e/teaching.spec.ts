// The teaching content on screen (issue 13): a scenario's "what to watch for" and modelling notes
// beside the picture, citations in place of seed numbers, plain-word labels in a panel, and all of
// it readable on a phone and out of the way in presenter mode. Screenshots go to
// test-results/teach/ for a person to look at.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { failOnConsoleErrors } from './noConsoleErrors';

failOnConsoleErrors();

type App = { store: { status: string } };
const status = (page: Page) =>
  page.evaluate(() => (window as unknown as { __protoscope: App }).__protoscope.store.status);

async function open(page: Page, id: string) {
  await page.goto('/');
  const picker = page.getByTestId('scenario-picker');
  await picker.selectOption(id);
  const title = (await picker.locator('option:checked').textContent()) ?? '';
  await expect(page.getByTestId('scenario-name')).toHaveText(title.trim());
  await expect.poll(() => status(page), { timeout: 30_000 }).toBe('ready');
}

async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes[0]?.target.join(' ')} ${v.nodes[0]?.failureSummary ?? ''}`);
}

async function openAbout(page: Page) {
  const about = page.getByTestId('about-scenario');
  await expect(about).toBeVisible();
  await about.locator('summary').click();
  await expect(page.getByTestId('about-watch')).toBeVisible();
}

for (const [label, size] of [
  ['1280', { width: 1280, height: 720 }],
  ['1024', { width: 1024, height: 768 }],
  ['390', { width: 390, height: 844 }],
] as const) {
  test(`about this scenario at ${label}: what to watch for, then the notes, then the cited source`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await open(page, 'thesis-4.1-msaw');
    await openAbout(page);
    await expect(page.getByTestId('about-watch')).toContainText('Relative throughput rises');
    const notes = page.getByTestId('about-notes').locator('li');
    await expect(notes).toHaveCount(6);
    await expect(notes.first()).toContainText("the thesis's model");
    const body = page.getByTestId('about-scenario');
    await expect(body.getByTestId('reproduces')).toContainText('Table 4.1 (p.92)');
    await expect(body.getByTestId('reproduces')).toContainText('A. M. Segovia');
    await expect(body.getByTestId('reproduces')).toContainText('1996');
    await expect(body).not.toContainText(/seed\s+\d{3}/i);
    // The watch text comes before the notes, and the first of them is on screen.
    const watchBox = (await page.getByTestId('about-watch').boundingBox())!;
    const notesBox = (await page.getByTestId('about-notes').boundingBox())!;
    expect(watchBox.y).toBeLessThan(notesBox.y);
    expect(watchBox.x + watchBox.width).toBeLessThanOrEqual(size.width);
    // The open section lies inside the stage, over the picture, and does not move the picture.
    const stage = (await page.locator('.stage').boundingBox())!;
    const drawer = (await body.locator('.about-body').boundingBox())!;
    expect(drawer.y + drawer.height).toBeLessThanOrEqual(stage.y + stage.height);
    expect(drawer.x + drawer.width).toBeLessThanOrEqual(stage.x + stage.width);
    const zIndexOk = await body.locator('.about-body').evaluate((el) => {
      const r = el.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + r.width / 2, r.bottom - 8);
      return hit !== null && el.contains(hit);
    });
    expect(zIndexOk, 'the notes are on top of the picture').toBe(true);
    await page.screenshot({ path: `test-results/teach/about-notes-${label}.png` });
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('the gallery cites authors and year, not a seed number, and keeps the section', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('open-gallery').click();
  const gallery = page.getByTestId('gallery');
  await expect(gallery).toBeVisible();
  const card = page.getByTestId('card-polling-fig5-bandwidth');
  await expect(card).toContainText('§5.5');
  await expect(card).toContainText('M. Barcellos and A. Detsch');
  await expect(card).toContainText('c. 2002');
  await expect(page.getByTestId('card-thesis-4.1-msaw')).toContainText('A. M. Segovia');
  await expect(page.getByTestId('card-estimation-pathload-cbr')).toContainText('Batista');
  await expect(gallery).not.toContainText(/seed\s+\d{3}/i);
  await page.getByTestId('card-polling-fig5-bandwidth').scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/teach/gallery-1280.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByTestId('card-thesis-4.1-msaw').scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/teach/gallery-390.png' });
});

test('a panel shows plain-word labels, not raw keys', async ({ page }) => {
  await open(page, 'ethernet-ack-implosion');
  await expect(async () => {
    if (/Pause/.test((await page.getByTestId('play').textContent()) ?? '')) await page.getByTestId('play').click();
    await expect(page.getByTestId('play')).toHaveText(/Play/, { timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  await page.getByTestId('jump-next').click();
  await page.getByTestId('station-S').click();
  const grid = page.getByTestId('panel-0').locator('.psec-summary .kv');
  await expect(grid).toBeVisible();
  const terms = await grid.locator('dt').allInnerTexts();
  expect(terms).toContain('Timeout');
  expect(terms).toContain('Messages acknowledged by all');
  for (const t of terms) expect(t, `raw key shown: ${t}`).not.toMatch(/_/);
  await expect(grid).not.toContainText('timeout_bits');
  await expect(page.getByTestId('kv-timeout_bits')).toContainText('bit times');
  await page.getByTestId('panel-0').scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/teach/panel-labels-1280.png' });
});

test('presenter mode hides the about section', async ({ page }) => {
  await open(page, 'thesis-4.1-msaw');
  await openAbout(page);
  await page.keyboard.press('p');
  await expect(page.locator('html')).toHaveClass(/presenter/);
  await expect(page.getByTestId('about-scenario')).toBeHidden();
  await page.screenshot({ path: 'test-results/teach/presenter-1280.png' });
  await page.keyboard.press('p');
  await expect(page.getByTestId('about-scenario')).toBeVisible();
});

test('the throughput chart says what it counts: for the thesis models, the sum over receivers', async ({ page }) => {
  await open(page, 'thesis-4.4-mbap-windows');
  const counts = page.getByTestId('chart-throughput').getByTestId('chart-counts');
  await expect(counts).toContainText('sum over all receivers');
  await expect(counts).toHaveAttribute('title', /can exceed the bus rate/);
  // On the "now" row: one line, so the plot keeps its height.
  const box = (await counts.boundingBox())!;
  expect(box.height).toBeLessThan(24);
});
