// Issue 12, defect 9 on a phone (390x844): below the stage the side pane splits the run into three
// tabs (state, log, charts; web/app/SidePane.tsx). A tap on a station opens its panel on the state
// tab, the log and the charts are a tap or an arrow key away, and the pane fits the screen. First, the
// stage comes first and nothing overlaps or runs off the screen.
import { expect, type Page, test } from '@playwright/test';
import { layoutProblems } from './layoutProblems';
import { failOnConsoleErrors } from './noConsoleErrors';

failOnConsoleErrors();

test.use({ viewport: { width: 390, height: 844 } });

type App = { store: { status: string; shownIndex(): number } };
const app = (page: Page) => page.evaluate(() => (window as unknown as { __protoscope: App }).__protoscope.store.status);
const store = (page: Page) =>
  page.evaluate(() => {
    const s = (window as unknown as { __protoscope: App }).__protoscope.store;
    return { status: s.status, shown: s.status === 'ready' ? s.shownIndex() : -1 };
  });

async function pause(page: Page) {
  await expect(async () => {
    if (/Pause/.test((await page.getByTestId('play').textContent()) ?? '')) await page.getByTestId('play').click();
    await expect(page.getByTestId('play')).toHaveText(/Play/, { timeout: 1000 });
  }).toPass({ timeout: 10_000 });
}

/** The element's box against the screen's width: its left and right edges. */
const edges = (page: Page, selector: string) =>
  page.evaluate((sel) => {
    const r = document.querySelector(sel)!.getBoundingClientRect();
    return { left: r.left, right: r.right, width: r.width, screen: document.documentElement.clientWidth };
  }, selector);

test('defect 9: a phone shows the stage first, and nothing overlaps or runs off the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await expect.poll(() => app(page)).toBe('ready');
  const stage = (await page.locator('.stage').boundingBox())!;
  expect(stage.width).toBeGreaterThan(340);
  expect(stage.height).toBeGreaterThan(250);
  const side = (await page.locator('.side').boundingBox())!;
  expect(side.y).toBeGreaterThanOrEqual(stage.y + stage.height - 1); // the stage comes first
  const problems = await layoutProblems(page);
  expect(problems).toEqual([]);
});

test.describe('with touch', () => {
  test.use({ hasTouch: true, isMobile: true });

  test('phone: a tap on a station shows its panel on the state tab; log and charts are one tab away', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByTestId('scenario-picker').selectOption('ethernet-ack-implosion');
    await expect.poll(async () => (await store(page)).status).toBe('ready');
    await pause(page);
    await page.getByTestId('jump-next').click();
    await expect(page.locator('.log-line.newest')).toHaveCount(1);

    // The run is three tabs on a phone; the log shows first.
    const tab = (id: string) => page.getByTestId(`tab-${id}`);
    await expect(tab('run')).toHaveCount(0);
    for (const id of ['state', 'log', 'charts']) await expect(tab(id)).toBeVisible();
    await expect(tab('log')).toHaveAttribute('aria-selected', 'true');

    // The right pane is not cut off: it and its tabs lie within the screen.
    const side = await edges(page, '.side');
    expect(side.left).toBeGreaterThanOrEqual(0);
    expect(side.right).toBeLessThanOrEqual(side.screen + 0.5);
    expect(side.width).toBeGreaterThan(side.screen - 40);
    for (const id of ['state', 'log', 'charts']) {
      const r = (await tab(id).boundingBox())!;
      expect(r.x + r.width, `tab ${id}`).toBeLessThanOrEqual(side.screen + 0.5);
    }

    // A tap on a station opens its panel and brings the state tab up.
    await page.getByTestId('station-S').tap();
    await expect(tab('state')).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByTestId('panel-0');
    await expect(panel.locator('.kv')).toBeVisible();
    await expect(page.getByTestId('event-log')).toHaveCount(0); // one part at a time
    const p = await edges(page, '[data-testid="panel-0"]');
    expect(p.right).toBeLessThanOrEqual(p.screen + 0.5);

    // The log tab shows the log with the jumped-to line.
    await tab('log').tap();
    await expect(tab('log')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('event-log')).toBeVisible();
    await expect(page.locator('.log-line.newest')).toBeVisible();
    await expect(panel).toHaveCount(0);

    // The charts tab shows the charts, each a usable size.
    await tab('charts').tap();
    await expect(tab('charts')).toHaveAttribute('aria-selected', 'true');
    const chart = page.getByTestId('chart-box').first();
    await expect(chart).toBeVisible();
    const box = (await chart.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(120);
    expect(box.x + box.width).toBeLessThanOrEqual(side.screen + 0.5);
    await expect(page.getByTestId('event-log')).toHaveCount(0);

    // Arrow keys move between the tabs (and do not step the run, as they do elsewhere).
    const shown = (await store(page)).shown;
    await tab('charts').focus();
    await page.keyboard.press('ArrowLeft');
    await expect(tab('log')).toBeFocused();
    await expect(tab('log')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('event-log')).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(tab('state')).toBeFocused();
    await expect(page.getByTestId('panel-0').locator('.kv')).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(tab('charts')).toBeFocused();
    await expect(tab('charts')).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowRight');
    await expect(tab('params')).toHaveAttribute('aria-selected', 'true');
    expect((await store(page)).shown).toBe(shown);
  });
});
