// Accessibility (issue 12, defect 14): axe-core finds no violation of any impact on any view,
// in normal and presenter mode and on a phone; the gallery is a modal dialog that takes focus; graph
// nodes, bus stations, panels and the timeline work from the keyboard with a visible focus ring.
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { failOnConsoleErrors } from './noConsoleErrors';
import { openFast } from './openFast';

failOnConsoleErrors();

type App = { store: { status: string } };
const status = (page: Page) =>
  page.evaluate(() => (window as unknown as { __protoscope: App }).__protoscope.store.status);

async function open(page: Page, id: string) {
  await page.goto('/');
  await page.getByTestId('scenario-picker').selectOption(id);
  // The 451-node graph takes a while to load on a busy machine.
  await expect.poll(() => status(page), { timeout: 30_000 }).toBe('ready');
}

async function pause(page: Page) {
  await expect(async () => {
    if (/Pause/.test((await page.getByTestId('play').textContent()) ?? '')) await page.getByTestId('play').click();
    await expect(page.getByTestId('play')).toHaveText(/Play/, { timeout: 1000 });
  }).toPass({ timeout: 10_000 });
}

/**
 * Violations of every impact (critical, serious, moderate, minor), one line each: rule, impact, how
 * many nodes, the first target. The issue asked for 0 critical and 0 serious; a tally over every
 * view found none of the lesser impacts either, so they are held at 0 too.
 */
async function violations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations.map(
    (v) =>
      `${v.id} (${v.impact}, ${v.nodes.length}): ${v.nodes[0]?.target.join(' ')} ${v.nodes[0]?.failureSummary ?? ''}`,
  );
}

const views: [string, (page: Page) => Promise<void>][] = [
  ['default run', async () => {}],
  [
    'Ethernet bus with a panel open',
    async (page) => {
      await open(page, 'ethernet-ack-implosion');
      await pause(page);
      await page.getByTestId('jump-next').click();
      await page.getByTestId('station-S').click();
      await expect(page.getByTestId('panel-0').locator('.kv')).toBeVisible();
    },
  ],
  [
    '451-node graph',
    async (page) => {
      await open(page, 'polling-fig4-throughput');
      await page.waitForTimeout(800);
    },
  ],
  [
    'gallery',
    async (page) => {
      await page.getByTestId('open-gallery').click();
      await expect(page.getByTestId('gallery')).toBeVisible();
    },
  ],
  [
    'key help',
    async (page) => {
      await page.keyboard.press('?');
      await expect(page.getByTestId('key-help')).toBeVisible();
    },
  ],
  [
    'parameters',
    async (page) => {
      await page.getByTestId('tab-params').click();
      await expect(page.locator('[data-path="seed"]')).toBeVisible();
    },
  ],
  [
    'sweep',
    async (page) => {
      await open(page, 'thesis-4.4-mbap-windows');
      await page.getByTestId('tab-sweep').click();
      await expect(page.getByTestId('sweep-run')).toBeVisible();
    },
  ],
  [
    'JSON editor with a rejected scenario',
    async (page) => {
      await page.getByTestId('toggle-editor').click();
      await page.getByTestId('scenario-editor').fill('{"version": 1, "model": ');
      await page.getByTestId('load-json').click();
      await expect(page.getByTestId('scenario-errors')).toBeVisible();
    },
  ],
  [
    'damaged link notice',
    async (page) => {
      await page.goto('/#hello-world');
      await expect(page.getByTestId('share-error')).toBeVisible();
      await expect.poll(() => status(page)).toBe('ready');
    },
  ],
];

for (const [mode, size] of [
  ['normal', { width: 1280, height: 720 }],
  ['presenter', { width: 1280, height: 720 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  for (const [name, setUp] of views) {
    test(`axe: no violation: ${name}, ${mode}`, async ({ page }) => {
      // axe walks every one of the 451-node graph's controls: on a loaded 2-core machine that takes
      // longer than the default 30 s (the 451-node graph's first walk took 96 s at load 17).
      test.setTimeout(name === '451-node graph' ? 180_000 : 90_000);
      await page.setViewportSize(size);
      await page.goto('/');
      await expect.poll(() => status(page)).toBe('ready');
      await setUp(page);
      if (mode === 'presenter') {
        // After the set-up: presenter mode hides the scenario picker the set-up uses.
        await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur?.());
        await page.keyboard.press('p');
        await expect(page.locator('html')).toHaveClass(/presenter/);
      }
      // Still, so axe checks one picture (and is not slowed by the animation).
      await page.evaluate(() => {
        const a = (window as unknown as { __protoscope: { clock: { isPlaying(): boolean }; togglePlay(): void } })
          .__protoscope;
        if (a.clock.isPlaying()) a.togglePlay();
      });
      await page.waitForTimeout(300);
      expect(await violations(page)).toEqual([]);
    });
  }
}

// A moderate rule the critical/serious sweep above does not judge: all content sits in a landmark.
// Presenter mode's hint once sat outside every landmark, the one "region" violation on any view.
test('axe: in presenter mode every part of the page is in a landmark', async ({ page }) => {
  await page.goto('/');
  await expect.poll(() => status(page)).toBe('ready');
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur?.());
  await page.keyboard.press('p');
  await expect(page.getByTestId('presenter-hint')).toBeVisible();
  const result = await new AxeBuilder({ page }).withRules(['region']).analyze();
  expect(result.violations.map((v) => v.nodes.map((n) => n.target.join(' ')))).toEqual([]);
});

// Another moderate rule: landmarks of one role have distinct names. The key help's "playback"
// group was a named section, a second "playback" landmark beside the toolbar's.
test('axe: with the key help open no two landmarks share a name', async ({ page }) => {
  await page.goto('/');
  await expect.poll(() => status(page)).toBe('ready');
  await page.keyboard.press('?');
  await expect(page.getByTestId('key-help')).toBeVisible();
  const result = await new AxeBuilder({ page }).withRules(['landmark-unique']).analyze();
  expect(result.violations.map((v) => v.nodes.map((n) => n.target.join(' ')))).toEqual([]);
});

test('the gallery is a modal dialog that takes focus, keeps it and gives it back', async ({ page }) => {
  test.setTimeout(60_000); // 60 Tab presses, each followed by a focus check in the page
  await page.goto('/');
  await expect.poll(() => status(page)).toBe('ready');
  const opener = page.getByTestId('open-gallery');
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: /scenario gallery/i });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  // Tab cycles inside the dialog.
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Shift+Tab');
  expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
});

test('keyboard: a graph node opens its panel, the panel closes, focus is visible', async ({ page }) => {
  await open(page, 'polling-star-pet-implosion');
  await pause(page);
  // Tab from the timeline reaches the graph's nodes (the controls before them are not counted here).
  await page.getByRole('slider', { name: /timeline/i }).focus();
  let onNode = false;
  for (let i = 0; i < 20 && !onNode; i++) {
    await page.keyboard.press('Tab');
    onNode = await page.evaluate(() => /^node-/.test(document.activeElement?.getAttribute('data-testid') ?? ''));
  }
  expect(onNode).toBe(true);
  const ring = await page.evaluate(() => {
    const s = getComputedStyle(document.activeElement!);
    return `${s.outlineStyle} ${s.outlineWidth}`;
  });
  expect(ring).not.toMatch(/^none|0px$/);
  await page.keyboard.press('Enter');
  const panel = page.locator('.ppanel').first();
  await expect(panel).toBeVisible();
  await panel.getByRole('button', { name: /close/i }).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('.ppanel')).toHaveCount(0);
});

test('keyboard: a bus station opens its panel with Enter or Space', async ({ page }) => {
  await open(page, 'ethernet-ack-implosion');
  await pause(page);
  await page.getByTestId('station-S').focus();
  await page.keyboard.press(' ');
  await expect(page.getByTestId('panel-0')).toBeVisible();
});

test('keyboard: the timeline is a slider; arrows, Home and End move the playhead', async ({ page }) => {
  await open(page, 'ethernet-ack-implosion');
  await pause(page);
  const slider = page.getByRole('slider', { name: /timeline/i });
  await slider.focus();
  await page.keyboard.press('End');
  await expect
    .poll(
      async () =>
        Number(await slider.getAttribute('aria-valuenow')) - Number(await slider.getAttribute('aria-valuemax')),
    )
    .toBeCloseTo(0, 6);
  await page.keyboard.press('Home');
  await expect.poll(async () => Number(await slider.getAttribute('aria-valuenow'))).toBe(0);
  await page.keyboard.press('ArrowRight');
  await expect.poll(async () => Number(await slider.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
  // The arrow moved the playhead, not one event: the log still starts empty or short.
  expect(await slider.getAttribute('aria-valuetext')).toMatch(/ s$/);
});

/** The focused element's ring: whether it shows (an outline or a shadow) and is not cut off. */
const focusRing = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement!;
    const s = getComputedStyle(el);
    const outline = s.outlineStyle !== 'none' ? Number.parseFloat(s.outlineWidth) : 0;
    const reach = outline + Math.max(0, Number.parseFloat(s.outlineOffset) || 0);
    const r = el.getBoundingClientRect();
    // The ring is cut off where an ancestor clips (overflow) closer than the ring reaches.
    const clippedBy: string[] = [];
    for (let a = el.parentElement; a; a = a.parentElement) {
      const as = getComputedStyle(a);
      if (as.overflowX === 'visible' && as.overflowY === 'visible') continue;
      const b = a.getBoundingClientRect();
      if (
        r.left - reach < b.left - 0.5 ||
        r.right + reach > b.right + 0.5 ||
        r.top - reach < b.top - 0.5 ||
        r.bottom + reach > b.bottom + 0.5
      )
        clippedBy.push(a.className.toString() || a.tagName);
    }
    return {
      focusVisible: el.matches(':focus-visible'),
      shows: outline > 0 || s.boxShadow !== 'none',
      style: `${s.outlineStyle} ${s.outlineWidth} / ${s.boxShadow}`,
      clippedBy,
    };
  });

test('keyboard: a bus station, the timeline, a side tab and a panel button show a visible focus ring', async ({
  page,
}) => {
  test.setTimeout(90_000); // up to 150 Tab presses, each followed by a check in the page
  await open(page, 'ethernet-ack-implosion');
  await pause(page);
  await page.getByTestId('jump-next').click();
  await page.getByTestId('station-S').click();
  await expect(page.getByTestId('panel-0').locator('.kv')).toBeVisible();
  // From the top of the page, Tab alone (keyboard focus, so :focus-visible applies) to each kind.
  const targets: Record<string, string> = {
    'bus station': '[data-testid^="station-"]',
    'timeline slider': '[role="slider"]',
    'side tab': '[role="tab"]',
    'panel button': '.ppanel button',
  };
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur?.());
  await page.locator('body').focus();
  const rings: Record<string, Awaited<ReturnType<typeof focusRing>>> = {};
  for (let i = 0; i < 150 && Object.keys(rings).length < Object.keys(targets).length; i++) {
    await page.keyboard.press('Tab');
    const hit = await page.evaluate(
      (all) => Object.entries(all).find(([, sel]) => document.activeElement?.matches(sel))?.[0] ?? null,
      targets,
    );
    if (hit && !rings[hit]) rings[hit] = await focusRing(page);
  }
  expect(Object.keys(rings).sort()).toEqual(Object.keys(targets).sort());
  for (const [name, ring] of Object.entries(rings)) {
    expect(ring.focusVisible, name).toBe(true);
    expect(ring.shows, `${name}: ${ring.style}`).toBe(true);
    expect(ring.clippedBy, `${name}'s ring is cut off`).toEqual([]);
  }
});

test('axe: no violation on a finished sweep with the paper overlaid', async ({ page }) => {
  test.setTimeout(120_000);
  // Table 4.4's sweep, shortened as in screens.spec.ts: the paper's values still overlay it.
  const s = JSON.parse(readFileSync('scenarios/thesis-4.4-mbap-windows.json', 'utf8')) as Record<string, any>;
  s.protocol.packets = 60;
  s.sweep.reps = 2;
  s.sweep.parameters[1].values = [5, 20, 40, 60];
  s.sweep.metrics = ['at_mean', 'rt_mean'];
  await page.goto('/');
  await expect.poll(() => status(page)).toBe('ready');
  await page.getByTestId('toggle-editor').click();
  await page.getByTestId('scenario-editor').fill(JSON.stringify(s, null, 2));
  await page.getByTestId('load-json').click();
  await page.getByTestId('toggle-editor').click();
  await expect.poll(() => status(page)).toBe('ready');
  await pause(page);
  await page.getByTestId('tab-sweep').click();
  await page.getByTestId('sweep-run').click();
  await expect(page.getByTestId('sweep-status')).toHaveText(/^done/, { timeout: 90_000 });
  const figure = page.locator('[data-testid^="sweep-chart-"] svg').first();
  await expect(figure).toHaveAttribute('aria-label', /Paper values overlaid/);
  expect(await violations(page)).toEqual([]);
  // The moderate landmark rule too: the sweep's figures and tables are not landmarks named alike.
  const unique = await new AxeBuilder({ page }).withRules(['landmark-unique']).analyze();
  expect(unique.violations.map((v) => v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 120)}`))).toEqual([]);
});

/** Picks the entity whose option label matches in the panel picker. */
async function openPanel(page: Page, label: RegExp) {
  const picker = page.getByTestId('panel-picker');
  const option = picker.locator('option').filter({ hasText: label });
  await picker.selectOption({ label: (await option.first().textContent()) ?? '' });
}

async function openAt(page: Page, id: string, time: string) {
  await open(page, id);
  await pause(page);
  await page.getByTestId('goto-time').fill(time);
  await page.getByTestId('goto-time').press('Enter');
  await expect(page.getByTestId('sim-time')).toHaveText(new RegExp(`^${Number.parseFloat(time).toFixed(6)} s`));
}

const familyPanels: [string, (page: Page) => Promise<void>][] = [
  [
    'transport (TCP sender)',
    async (page) => {
      await openAt(page, 'tcp-fast-retransmit', '0.15 s');
      await openPanel(page, /^F1 sender/);
      await expect(page.getByTestId('tcp-congestion')).toBeVisible({ timeout: 15_000 });
    },
  ],
  [
    'AFDP (publisher)',
    async (page) => {
      await openAt(page, 'afdp-slow-subscriber', '8 s');
      await openPanel(page, /^P\b/);
      await expect(page.getByTestId('afdp-rate')).toBeVisible({ timeout: 15_000 });
    },
  ],
  [
    'estimation (pathload receiver)',
    async (page) => {
      await openFast(page, 'estimation-pathload-cbr');
      await openPanel(page, /^pathload receiver/);
      await expect(page.getByTestId('pathload-stream').first()).toBeVisible({ timeout: 20_000 });
      await pause(page);
    },
  ],
];

for (const [name, setUp] of familyPanels) {
  test(`axe: no violation with the ${name} panel open`, async ({ page }) => {
    test.setTimeout(90_000);
    await setUp(page);
    await page.waitForTimeout(300);
    expect(await violations(page)).toEqual([]);
  });
}
