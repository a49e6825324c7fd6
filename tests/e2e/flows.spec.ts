// The mounted modules end to end: share link round trip to the same frame, a hostile link, the
// presenter keys, and every export as a well-formed file (editing and sweeps: editing.spec.ts).
import { expect, test } from '@playwright/test';
import { download } from './chartData';
import { failOnConsoleErrors } from './noConsoleErrors';

failOnConsoleErrors();

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

test('presenter mode: space, arrows, +/-, N, Home and ? drive the run', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('scenario-picker').selectOption('ethernet-ack-implosion');
  await page.getByTestId('play').click();
  await expect(page.getByTestId('play')).toHaveText(/Play/);
  await page
    .getByRole('button', { name: /present/i })
    .first()
    .click();
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
  const speed = page.getByTestId('speed');
  const s0 = await speed.textContent();
  await page.keyboard.press('+');
  await expect(speed).not.toHaveText(s0 ?? '');
  const s1 = await speed.textContent();
  await page.keyboard.press('-');
  await expect(speed).toHaveText(s0 ?? '');
  await page.keyboard.press('-');
  await expect(speed).not.toHaveText(s0 ?? '');
  await expect(speed).not.toHaveText(s1 ?? '');
  await page.keyboard.press('+');
  await page.keyboard.press(' ');
  await expect(page.getByTestId('play')).toHaveText(/Pause/);
  await page.waitForTimeout(800);
  await page.screenshot({ path: 'test-results/30-presenter.png' });
  await page.keyboard.press(' ');
  await expect(page.getByTestId('play')).toHaveText(/Play/);
  // Home and N are the toolbar's own actions: back to the start, then on to the first collision.
  await page.keyboard.press('Home');
  await expect(lines).toHaveCount(0);
  await page.keyboard.press('n');
  await expect(page.locator('.log-line.newest .log-kind')).toHaveText(/collision/i);
  await page.keyboard.press('?');
  await expect(page.getByTestId('key-help')).toBeVisible();
  await expect(page.getByTestId('key-help')).toContainText('Step one event back');
  await expect(page.getByTestId('key-help')).toContainText('Jump to the next event of the chosen kind');
  await page.screenshot({ path: 'test-results/31-presenter-help.png' });
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('key-help')).toHaveCount(0);
  await page.keyboard.press('p');
  await expect(page.locator('html')).not.toHaveClass(/presenter/);
});

test('each export downloads a non-empty, well-formed file', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('play')).toHaveText(/Pause/);
  await page.getByTestId('play').click();
  await page.getByTestId('goto-time').fill('1 s');
  await page.getByTestId('goto-time').press('Enter');
  await expect(page.getByTestId('chart-throughput').getByTestId('chart-value')).toHaveText(/now: [1-9]/);

  const json = await download(page, page.locator('.topbar').getByTestId('export-json'));
  expect(json.name).toMatch(/\.json$/);
  const scenario = JSON.parse(json.bytes.toString('utf8')) as Record<string, unknown>;
  expect(scenario.name).toBe('Two hosts, one link');
  expect(scenario.network).toBeTruthy();

  const log = await download(page, page.locator('.side-export').getByTestId('export-txt'));
  expect(log.name).toMatch(/\.txt$/);
  const logLines = log.bytes
    .toString('utf8')
    .split(/\r?\n/)
    .filter((l) => l.trim() !== '');
  expect(logLines.length).toBeGreaterThan(3);
  expect(logLines.some((l) => /A starts sending packet #1/.test(l))).toBe(true);

  const chart = page.getByTestId('chart-throughput');
  const csv = await download(page, chart.getByTestId('export-csv'));
  const rows = csv.bytes.toString('utf8').trim().split('\r\n');
  expect(rows[0]).toBe('series,unit,time_ns,time_s,value');
  expect(rows.length).toBeGreaterThan(2);
  for (const r of rows.slice(1)) expect(r.split(',')).toHaveLength(5);

  const svg = await download(page, chart.getByTestId('export-svg'));
  const root = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
    return {
      root: doc.documentElement.nodeName,
      errors: doc.getElementsByTagName('parsererror').length,
      paths: doc.querySelectorAll('path').length,
    };
  }, svg.bytes.toString('utf8'));
  expect(root).toMatchObject({ root: 'svg', errors: 0 });
  expect(root.paths).toBeGreaterThan(0);

  const png = await download(page, chart.getByTestId('export-png'));
  expect([...png.bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(png.bytes.length).toBeGreaterThan(1000);
});

test('latency chart CSV: one row per time slice and one for all messages', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('scenario-picker').selectOption('thesis-4.1-msaw');
  await page.getByTestId('play').click();
  await page.getByTestId('goto-time').fill('1 s');
  await page.getByTestId('goto-time').press('Enter');
  await page.getByTestId('chart-toggle-latency').click();
  await expect(page.getByTestId('chart-latency').getByTestId('chart-value')).toHaveText(/msgs/);
  const csv = await download(page, page.getByTestId('chart-latency').getByTestId('export-csv'));
  const rows = csv.bytes
    .toString('utf8')
    .trim()
    .split('\r\n')
    .map((r) => r.split(','));
  expect(rows[0]).toEqual(['from_s', 'to_s', 'messages', 'min_ns', 'p25_ns', 'median_ns', 'p75_ns', 'max_ns']);
  const all = rows[rows.length - 1];
  expect(all[0]).toBe('all');
  const [min, q1, med, q3, max] = all.slice(3).map(Number);
  expect(min).toBeGreaterThan(0);
  expect(min <= q1 && q1 <= med && med <= q3 && q3 <= max).toBe(true);
  const slices = rows.slice(1, -1).reduce((n, r) => n + Number(r[2]), 0);
  expect(slices).toBe(Number(all[2]));
});

test('thesis per-packet output (§3.5 format) downloads with one line per completed message', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('scenario-picker').selectOption('thesis-4.1-msaw');
  await page.getByTestId('play').click();
  await page.getByTestId('goto-time').fill('0.5 s');
  await page.getByTestId('goto-time').press('Enter');
  const out = await download(page, page.locator('.side-export').getByTestId('export-records'));
  const lines = out.bytes
    .toString('utf8')
    .split('\n')
    .filter((l) => l.trim() !== '');
  expect(lines[0]).toMatch(/^Pkts=\d+ Recs=\d+ Data=1518 Ack=64/);
  const rows = lines.filter((l) => /^\s*\d+\s/.test(l)).map((l) => l.trim().split(/\s+/).map(Number));
  expect(rows.length).toBeGreaterThan(5);
  for (const f of rows) expect(f[5]).toBe(f[4] - f[3]); // timeElap = endT - startT
});
