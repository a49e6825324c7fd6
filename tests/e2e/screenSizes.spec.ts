// Screenshots of each main view at the sizes issue 12 names (1280x720, 1024x768, 390x844), in normal
// and presenter mode, for a person to look at (test-results/screens/sizes/*.png). Besides saving
// them it checks what every size must keep: the page never scrolls sideways, no control of the top
// bar or toolbar runs off the screen or over another, and the stage is at least a usable size.
import { expect, type Page, test } from '@playwright/test';
import { layoutProblems } from './layoutProblems';
import { failOnConsoleErrors } from './noConsoleErrors';

failOnConsoleErrors();

const DIR = 'test-results/screens/sizes';
const SIZES = [
  { width: 1280, height: 720 },
  { width: 1024, height: 768 },
  { width: 390, height: 844 },
];
type App = { store: { status: string } };
const status = (page: Page) =>
  page.evaluate(() => (window as unknown as { __protoscope: App }).__protoscope.store.status);

async function pause(page: Page) {
  await expect(async () => {
    if (/Pause/.test((await page.getByTestId('play').textContent()) ?? '')) await page.getByTestId('play').click();
    await expect(page.getByTestId('play')).toHaveText(/Play/, { timeout: 1000 });
  }).toPass({ timeout: 10_000 });
}

/** Opens a catalogue scenario paused at `time` with the sender's panel open where it has one. */
async function scenario(page: Page, id: string, time: string, station?: string) {
  await page.getByTestId('scenario-picker').selectOption(id);
  await expect.poll(() => status(page)).toBe('ready');
  await pause(page);
  await page.getByTestId('goto-time').fill(time);
  await page.getByTestId('goto-time').press('Enter');
  if (station) await page.getByTestId(station).click();
}

/** As `scenario`, then opens the panel whose picker entry starts with `panel` and waits for `shows`. */
async function familyPanel(page: Page, id: string, time: string, panel: RegExp, shows: string) {
  await scenario(page, id, time);
  // On a phone the picker lives on the run's state tab.
  const stateTab = page.getByTestId('tab-state');
  if (await stateTab.isVisible()) await stateTab.click();
  const picker = page.getByTestId('panel-picker');
  const label = (await picker.locator('option').filter({ hasText: panel }).first().textContent()) ?? '';
  await picker.selectOption({ label });
  await expect(page.getByTestId(shows).first()).toBeVisible({ timeout: 15_000 });
  // The panel just opened shows its state, not only its name: at 1280x720 the log's and chart's
  // budgets once left its dock 115 px, a name and one heading.
  const size = page.viewportSize()!;
  if (size.width > 700) {
    const dock = (await page.locator('.side-body > .dock').boundingBox())!;
    expect(dock.height, 'the open panel dock').toBeGreaterThanOrEqual(150);
  }
}

const VIEWS: { name: string; setUp: (page: Page) => Promise<void> }[] = [
  { name: 'default', setUp: async () => {} },
  {
    name: 'gallery',
    setUp: async (page) => {
      await page.getByTestId('open-gallery').click();
      await expect(page.getByTestId('gallery')).toBeVisible();
    },
  },
  { name: 'bus-panel', setUp: (page) => scenario(page, 'thesis-4.4-mbap-windows', '0.2 s', 'station-S') },
  { name: 'star', setUp: (page) => scenario(page, 'polling-star-pet-implosion', '1 s') },
  { name: 'graph', setUp: (page) => scenario(page, 'polling-fig4-throughput', '2 s') },
  // One panel of each later family, so their layouts are looked at on a phone and a projector too.
  {
    name: 'tcp-panel',
    setUp: (page) => familyPanel(page, 'tcp-fast-retransmit', '0.15 s', /^F1 sender/, 'tcp-congestion'),
  },
  { name: 'afdp-panel', setUp: (page) => familyPanel(page, 'afdp-slow-subscriber', '8 s', /^P\b/, 'afdp-rate') },
  {
    name: 'literature-panel',
    setUp: (page) => familyPanel(page, 'literature-sequencer', '0.01 s', /^R1 \(sequencer\)/, 'seq-ack-table'),
  },
  {
    name: 'estimation-panel',
    setUp: (page) => familyPanel(page, 'estimation-pathload-cbr', '6 s', /^pathload receiver/, 'pathload-stream'),
  },
  {
    name: 'failed-load',
    setUp: async (page) => {
      await page.getByTestId('toggle-editor').click();
      await page.getByTestId('scenario-editor').fill('{"version": 1, "model": ');
      await page.getByTestId('load-json').click();
      await expect(page.getByTestId('scenario-errors')).toBeVisible();
      // Nothing is loaded: the timeline names no span (it once read "0 … 1 ns …").
      await expect(page.getByTestId('timeline-end')).toHaveText('—');
    },
  },
];

for (const size of SIZES) {
  for (const view of VIEWS) {
    test(`screens at ${size.width}x${size.height}: ${view.name}, normal and presenter`, async ({ page }) => {
      test.setTimeout(60_000);
      await page.setViewportSize(size);
      await page.goto('/');
      await expect.poll(() => status(page)).toBe('ready');
      await view.setUp(page);
      await page.waitForTimeout(500);
      const tag = `${size.width}x${size.height}-${view.name}`;
      await page.screenshot({ path: `${DIR}/${tag}.png` });
      expect(await layoutProblems(page)).toEqual([]);
      const stage = (await page.locator('.stage').boundingBox())!;
      expect(stage.width).toBeGreaterThan(Math.min(340, size.width - 50));
      // P works from anywhere but a text field (the failed-load view leaves focus in the editor).
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur?.());
      await page.keyboard.press('p');
      await expect(page.locator('html')).toHaveClass(/presenter/);
      await page.waitForTimeout(400);
      await page.screenshot({ path: `${DIR}/${tag}-presenter.png` });
      expect(await layoutProblems(page)).toEqual([]);
    });
  }
}
