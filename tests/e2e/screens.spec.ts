// Screenshots of the main views at 1280x720, in normal and presenter mode, for a person to look at
// (test-results/screens/*.png): the gallery, queue overflow, the 60-station Ethernet bus, the star
// scenarios, the 451-node transit-stub graph zoomed out and in with its multicast tree, the sender
// panels (polling, MSAW, MBAP), a thesis sweep with the paper overlay and the key help.
// Besides saving the images it checks the few things readability depends on (one way to leave
// presenter mode, no overlapping station labels, no overlapping star labels).

import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { failOnConsoleErrors } from './noConsoleErrors';

const DIR = 'test-results/screens';
type App = {
  store: { status: string; topology: { nodes: { id: number; name: string; kind: string; role?: string }[] } };
  clock: { setSpeed(s: number): void };
};

failOnConsoleErrors();

const shot = (page: Page, name: string) => page.screenshot({ path: `${DIR}/${name}.png` });

async function open(page: Page, id: string) {
  await page.goto('/');
  await page.getByTestId('scenario-picker').selectOption(id);
  await page.waitForFunction(() => (window as unknown as { __protoscope: App }).__protoscope.store.status === 'ready');
}

async function present(page: Page, on: boolean) {
  const html = page.locator('html');
  if (on !== /presenter/.test((await html.getAttribute('class')) ?? ''))
    await page.getByTestId('presenter-toggle').click();
  if (on) await expect(html).toHaveClass(/presenter/);
  else await expect(html).not.toHaveClass(/presenter/);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.waitForTimeout(250);
}

// Retried as a whole: a freshly loaded scenario may start playing just after the first check.
async function pause(page: Page) {
  await expect(async () => {
    if (/Pause/.test((await page.getByTestId('play').textContent()) ?? '')) await page.getByTestId('play').click();
    await expect(page.getByTestId('play')).toHaveText(/Play/, { timeout: 1000 });
  }).toPass({ timeout: 10_000 });
}

async function goto(page: Page, time: string) {
  await page.getByTestId('goto-time').fill(time);
  await page.getByTestId('goto-time').press('Enter');
  await expect(page.getByTestId('sim-time')).toHaveText(new RegExp(`^${Number.parseFloat(time).toFixed(6)} s`));
}

/** Bounding boxes of the visible texts matching `selector` inside the topology that overlap. */
async function overlaps(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((sel) => {
    const els = [...document.querySelectorAll(`[data-testid="topology"] ${sel}`)] as SVGGraphicsElement[];
    const boxes = els
      .filter((e) => getComputedStyle(e).display !== 'none' && e.textContent)
      .map((e) => ({ t: e.textContent ?? '', r: e.getBoundingClientRect() }))
      .filter((b) => b.r.width > 0);
    const out: string[] = [];
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) {
        const a = boxes[i].r;
        const b = boxes[j].r;
        if (a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1)
          out.push(`${boxes[i].t} / ${boxes[j].t}`);
      }
    }
    return out;
  }, selector);
}

const senderName = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { __protoscope: App }).__protoscope.store.topology.nodes.find((n) =>
        /sender|source/i.test(`${n.kind} ${n.role ?? ''}`),
      )?.name ?? '',
  );

test('gallery and queue overflow', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('open-gallery').click();
  await expect(page.getByTestId('gallery')).toBeVisible();
  await shot(page, '01-gallery');
  await page.keyboard.press('Escape');
  await open(page, 'queue-overflow');
  await page.waitForTimeout(1500);
  await shot(page, '02-queue-overflow');
  await present(page, true);
  await shot(page, '02-queue-overflow-presenter');
  await expect(page.getByRole('button', { name: /leave/i })).toHaveCount(1); // one way to leave, not two
  await page.keyboard.press('?');
  await expect(page.getByTestId('key-help')).toBeVisible();
  await shot(page, '03-help-presenter');
  await page.keyboard.press('Escape');
  await present(page, false);
  await page.keyboard.press('?');
  await expect(page.getByTestId('key-help')).toBeVisible();
  await shot(page, '03-help');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('key-help')).toHaveCount(0);
  await page.keyboard.press('p'); // P enters presenter mode, and leaves it
  await expect(page.locator('html')).toHaveClass(/presenter/);
  await page.keyboard.press('p');
  await expect(page.locator('html')).not.toHaveClass(/presenter/);
  await page.getByTestId('open-gallery').click();
  await page.keyboard.press('p'); // the gallery is modal: the key, not the toggle button
  await expect(page.locator('html')).toHaveClass(/presenter/);
  await shot(page, '01-gallery-presenter');
});

test('60-station Ethernet bus: thinned labels and counters', async ({ page }) => {
  await open(page, 'thesis-4.1-msaw');
  await page.getByTestId('tab-params').click();
  await page.locator('[data-path="lan.receivers"]').fill('60');
  await page.getByTestId('param-apply').click();
  await expect(page.locator('[data-testid^="station-"]')).toHaveCount(61);
  await page.getByTestId('tab-run').click();
  await pause(page);
  await goto(page, '0.5 s');
  await shot(page, '10-bus-60');
  const normal = await overlaps(page, '.station text');
  await present(page, true);
  await shot(page, '10-bus-60-presenter');
  expect(normal).toEqual([]);
  expect(await overlaps(page, '.station text')).toEqual([]);
  expect(Number(await page.getByTestId('topology').getAttribute('data-labelled'))).toBeLessThan(40);
  // Hover gives any station its name and counters.
  await page.getByTestId('station-R37').hover();
  await expect(page.locator('.station-hover')).toContainText('R37');
  await shot(page, '10-bus-60-hover-presenter');
});

for (const id of ['polling-star-psew-subgroups', 'polling-star-pet-implosion']) {
  test(`star labels do not collide: ${id}`, async ({ page }) => {
    await open(page, id);
    await page.waitForTimeout(800);
    await shot(page, `11-${id}`);
    const normal = await overlaps(page, '.node text');
    await present(page, true);
    await shot(page, `11-${id}-presenter`);
    expect(normal).toEqual([]);
    expect(await overlaps(page, '.node text')).toEqual([]);
  });
}

test('451-node graph: zoomed out, zoomed in on the multicast tree, sender panel', async ({ page }) => {
  await open(page, 'polling-fig4-throughput');
  await expect(page.getByTestId('topology')).toHaveAttribute('data-kind', 'graph');
  await page.waitForTimeout(1200);
  await shot(page, '20-transit-stub');
  const name = await senderName(page);
  await page.getByTestId(`node-${name}`).click();
  await expect(page.locator('.ppanel').first()).toBeVisible();
  await page.waitForTimeout(500);
  await shot(page, '22-polling-sender-panel');
  await present(page, true);
  await shot(page, '20-transit-stub-presenter');
  const box = (await page.getByTestId('topology').boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  for (let i = 0; i < 5; i++) await page.mouse.wheel(0, -200);
  await page.waitForTimeout(400);
  await shot(page, '21-transit-stub-zoomed-presenter');
  await present(page, false);
  await page.waitForTimeout(300);
  await shot(page, '21-transit-stub-zoomed');
});

for (const id of ['thesis-4.1-msaw', 'thesis-4.4-mbap-windows']) {
  test(`sender panel: ${id}`, async ({ page }) => {
    await open(page, id);
    await pause(page);
    await goto(page, '0.3 s');
    const name = await senderName(page);
    await page.getByTestId(`station-${name}`).click();
    await expect(page.locator('.ppanel').first()).toBeVisible();
    // The bus marks a station backing off with a dot; the legend says so (it once showed ⟲).
    await expect(page.getByTestId('legend-backoff')).toHaveText('backing off');
    await shot(page, `30-${id}-sender`);
    await present(page, true);
    await shot(page, `30-${id}-sender-presenter`);
  });
}

test('thesis sweep with the paper overlay (short)', async ({ page }) => {
  const s = JSON.parse(readFileSync('scenarios/thesis-4.4-mbap-windows.json', 'utf8')) as Record<string, any>;
  s.protocol.packets = 60;
  s.sweep.reps = 2;
  s.sweep.parameters[1].values = [5, 20, 40, 60];
  s.sweep.metrics = ['at_mean', 'rt_mean'];
  await page.goto('/');
  await page.getByTestId('toggle-editor').click();
  await page.getByTestId('scenario-editor').fill(JSON.stringify(s, null, 2));
  await page.getByTestId('load-json').click();
  await page.getByTestId('toggle-editor').click();
  await pause(page);
  await page.getByTestId('tab-sweep').click();
  await page.getByTestId('sweep-run').click();
  await expect(page.getByTestId('sweep-status')).toHaveText(/^done/, { timeout: 60_000 });
  await shot(page, '40-sweep');
  await present(page, true);
  await shot(page, '40-sweep-presenter');
});
