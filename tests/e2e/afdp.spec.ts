// AFDP's teaching scenario in the app: the publisher's rate-control panel (Tp, its floor, the mode
// and why), a slow subscriber's progress, and the Tp chart linked to the timeline.
import { expect, test } from '@playwright/test';
import { failOnConsoleErrors } from './noConsoleErrors';
import { openPaused } from './openFast';
import { runSweep, sweepTableMeans } from './sweep';

failOnConsoleErrors();

test('one slow subscriber: the publisher panel shows Tp above its floor and the Tp chart is drawn', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByTestId('scenario-picker').selectOption('afdp-slow-subscriber');
  await expect(page.getByTestId('play')).toHaveText(/Pause/);
  await page.getByTestId('play').click();
  // By 8 s R5 has asked for resends: Tp has been raised above the 10 ms floor.
  await page.getByTestId('goto-time').fill('8 s');
  await page.getByTestId('goto-time').press('Enter');
  await expect(page.getByTestId('sim-time')).toHaveText(/^8\.000000 s/);
  const picker = page.getByTestId('panel-picker');
  const option = picker.locator('option').filter({ hasText: /^P\b/ });
  await picker.selectOption({ label: (await option.first().textContent()) ?? '' });
  await expect(page.getByTestId('afdp-rate')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('afdp-mode')).toHaveText('multicast');
  // Tp read from the panel (e.g. "41.00 ms"): above the floor after R5's requests.
  const tpMs = Number.parseFloat((await page.getByTestId('afdp-tp').textContent()) ?? '0');
  expect(tpMs).toBeGreaterThan(10);
  await expect(page.getByTestId('afdp-tp-rule')).toHaveText(/Floor 10(\.0+)? ms \(default\)/);
  const r5 = picker.locator('option').filter({ hasText: /^R5\b/ });
  await picker.selectOption({ label: (await r5.first().textContent()) ?? '' });
  await expect(page.getByTestId('afdp-subscriber-progress')).toBeVisible({ timeout: 15_000 });
  // The Tp series is one of "more" charts (per-subscriber completion is the one shown first).
  await page.getByTestId('chart-more').selectOption('metric:tp_ms');
  const chart = page.getByTestId('chart-metric:tp_ms');
  await expect(chart).toBeVisible();
  await expect(chart.getByTestId('chart-value')).toHaveText(/\d/);
  await page.screenshot({ path: 'test-results/50-afdp-panels.png' });
});

// Per-subscriber completion, linked to the timeline: every subscriber's line climbs to 100 % in a run
// where all of them complete (R5, the slow one, last, after its retransmissions), and the readout at
// the playhead says so for each one. Halfway, each line is on its way up.
test('one slow subscriber: the completion chart shows each subscriber reaching 100 %', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('scenario-picker').selectOption('afdp-slow-subscriber');
  await expect(page.getByTestId('play')).toHaveText(/Pause/);
  await page.getByTestId('play').click();
  const chart = page.getByTestId('chart-completion');
  await expect(chart).toBeVisible();
  await expect(page.getByTestId('chart-toggle-completion')).toHaveAttribute('aria-pressed', 'true');
  // "R1 40 · R2 40 · R3 40 · R4 40 · R5 31 %": one value per subscriber, read at the playhead.
  const values = async () => {
    const text = (await chart.getByTestId('chart-value').textContent()) ?? '';
    return new Map([...text.matchAll(/(R\d+) ([\d.]+)/g)].map((m) => [m[1], Number(m[2])]));
  };
  const seek = async (time: string) => {
    await page.getByTestId('goto-time').fill(time);
    await page.getByTestId('goto-time').press('Enter');
  };
  await seek('6 s');
  await expect(page.getByTestId('sim-time')).toHaveText(/^6\.000000 s/);
  await expect.poll(async () => (await values()).size, { timeout: 15_000 }).toBe(5);
  // Halfway every line is climbing: none has the file yet, each holds part of it.
  for (const [host, v] of await values()) {
    expect(v, host).toBeGreaterThan(0);
    expect(v, host).toBeLessThan(100);
  }
  // The last member completes 12.45 s after the grant at 0.5 s; the run ends at 14.97 s, when the
  // publisher's linger is over.
  await seek('14 s');
  await expect(page.getByTestId('sim-time')).toHaveText(/^14\.000000 s/);
  await expect.poll(async () => [...(await values()).values()], { timeout: 15_000 }).toEqual([100, 100, 100, 100, 100]);
  await expect(chart.locator('svg[role="img"] path').first()).toBeVisible();
  await page.screenshot({ path: 'test-results/afdp-completion.png' });
});

// The paper's Figure 2 as a sweep in the browser: three modes forced, N = 1..41 subscribers. The
// chart carries the paper's lines, and the browser engine's numbers show what the figure shows:
// multicast and broadcast flat near 15 s and 57 s, unicast growing and passing broadcast near six.
test('Figure 2 sweep: per-mode distribution time against group size, with the paper overlaid', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await page.getByTestId('scenario-picker').selectOption('afdp-fig2-modes');
  await expect(page.getByTestId('play')).toHaveText(/Pause/);
  await page.getByTestId('play').click();
  await runSweep(page, { runs: 30 });
  const figure = page.getByTestId('sweep-chart-exit_time_s');
  await expect(figure).toBeVisible();
  const label = (await figure.locator('svg[role="img"]').getAttribute('aria-label')) ?? '';
  expect(label).toContain('paper: multicast ≈ 15 s');
  expect(label).toContain('paper: broadcast ≈ 57 s');
  // "afdp.mode=broadcast: 1 → 56.7 ± 0; 2 → …": the simulated means per mode, by N.
  const means = (mode: string) => {
    const part = label.split('. ').find((p) => p.includes(`=${mode}:`)) ?? '';
    return new Map([...part.matchAll(/(\d+) → ([\d.]+)/g)].map((m) => [Number(m[1]), Number(m[2])]));
  };
  const near = (v: number | undefined, target: number) => v !== undefined && Math.abs(v - target) <= 0.15 * target;
  for (const [mode, target] of [
    ['multicast', 15],
    ['broadcast', 57],
  ] as const) {
    const m = means(mode);
    expect(m.size, mode).toBe(10);
    for (const [n, v] of m) expect(near(v, target), `${mode} N=${n}: ${v} s`).toBe(true);
  }
  const uni = means('unicast');
  const broadcast = means('broadcast');
  const firstAbove = [...uni.keys()].sort((a, b) => a - b).find((n) => (uni.get(n) ?? 0) >= (broadcast.get(n) ?? 0));
  expect(firstAbove).toBeGreaterThanOrEqual(5);
  expect(firstAbove).toBeLessThanOrEqual(8);
  await page.screenshot({ path: 'test-results/afdp-fig2-sweep.png' });
});

// The baselines' sweep (the seed's Figure 4, digest E9), in the browser: afdpdist, rdist (four
// children) and track (one member at a time) give 1 MB to 1..16 subscribers. afdpdist publishes once
// for all, so its time hardly moves; the TCP distributors send a copy per member, so theirs grows.
test('baselines sweep: afdpdist flat, rdist and track growing with the group', async ({ page }) => {
  test.setTimeout(150_000);
  await openPaused(page, 'afdp-afdpdist-vs-rdist-track');
  await runSweep(page, { runs: 15, timeout: 120_000 });
  const mean = await sweepTableMeans(page);
  // Rows in grid order: afdpdist N = 1, 2, 4, 8, 16, then rdist, then track.
  const time = (kind: number, n: number) => Number(mean(kind * 5 + n, 'distribution_time_s'));
  const [afdpdist, rdist, track] = [0, 1, 2];
  for (let n = 0; n < 5; n++) {
    expect(time(afdpdist, n), `afdpdist row ${n}`).toBeGreaterThan(0);
    expect(Math.abs(time(afdpdist, n) - time(afdpdist, 0)), `afdpdist row ${n}`).toBeLessThanOrEqual(
      0.15 * time(afdpdist, 0),
    );
  }
  // 16 members cost the TCP distributors several times what 2 do, and more than afdpdist.
  for (const kind of [rdist, track]) {
    expect(time(kind, 4), `kind ${kind}`).toBeGreaterThan(4 * time(kind, 1));
    expect(time(kind, 4), `kind ${kind}`).toBeGreaterThan(time(afdpdist, 4));
  }
  await expect(page.getByTestId('sweep-chart-distribution_time_s')).toBeVisible();
});

// rdist -M 1 against -M 4 over 1..16 subscribers (1 MB, 1 s set-up per host): both grow with the
// group; four children are faster, but their transfers share the one Ethernet, so by far less than
// four times (the paper's "almost four" needs set-up to dominate: reproduce N11).
test('rdist sweep: one child and four, both growing, four less than four times faster', async ({ page }) => {
  test.setTimeout(150_000);
  await openPaused(page, 'afdp-rdist-baseline');
  await runSweep(page, { runs: 10, timeout: 120_000 });
  const mean = await sweepTableMeans(page);
  // Rows in grid order: children 1 at N = 1, 2, 4, 8, 16, then children 4.
  const time = (children: number, n: number) => Number(mean((children === 1 ? 0 : 5) + n, 'distribution_time_s'));
  for (const children of [1, 4]) expect(time(children, 4), `-M ${children}`).toBeGreaterThan(4 * time(children, 1));
  const gain = time(1, 4) / time(4, 4);
  expect(gain).toBeGreaterThan(1.2);
  expect(gain).toBeLessThan(3);
  await expect(page.getByTestId('sweep-chart-distribution_time_s')).toBeVisible();
});
