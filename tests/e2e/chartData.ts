// Reads what a chart draws: its CSV export (series,unit,time_ns,time_s,value), downloaded through the
// chart's own export menu, as one array of samples per series. Specs check numbers the run produced
// this way rather than trusting a label.
import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page } from '@playwright/test';

/** Clicks `button`, waits for the download and returns the file's bytes and name. */
export async function download(page: Page, button: Locator): Promise<{ name: string; bytes: Buffer }> {
  const [d] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const bytes = readFileSync((await d.path())!);
  expect(bytes.length, d.suggestedFilename()).toBeGreaterThan(0);
  return { name: d.suggestedFilename(), bytes };
}

export interface Samples {
  t: number[];
  v: number[];
}

/** Shows chart `id` (its toolbar button, unless it is already shown). */
export async function showChart(page: Page, id: string): Promise<Locator> {
  const chart = page.getByTestId(`chart-${id}`);
  if ((await chart.count()) === 0) await page.getByTestId(`chart-toggle-${id}`).click();
  await expect(chart).toBeVisible();
  return chart;
}

/** The samples chart `id` draws up to the playhead, by series name (times in seconds). */
export async function chartSamples(page: Page, id: string): Promise<Map<string, Samples>> {
  const chart = await showChart(page, id);
  const csv = await download(page, chart.getByTestId('export-csv'));
  const rows = csv.bytes.toString('utf8').trim().split('\r\n');
  expect(rows[0]).toBe('series,unit,time_ns,time_s,value');
  const out = new Map<string, Samples>();
  for (const row of rows.slice(1)) {
    const cells = row.split(',');
    const [name, , , t, v] = cells;
    const s = out.get(name) ?? { t: [], v: [] };
    s.t.push(Number(t));
    s.v.push(Number(v));
    out.set(name, s);
  }
  return out;
}

/** Mean and largest sample of `s` over [from, to) seconds, and how many samples that is. */
export function over(s: Samples | undefined, from: number, to: number): { mean: number; max: number; n: number } {
  let sum = 0;
  let max = -Infinity;
  let n = 0;
  for (let i = 0; i < (s?.t.length ?? 0); i++)
    if (s!.t[i] >= from && s!.t[i] < to) {
      sum += s!.v[i];
      max = Math.max(max, s!.v[i]);
      n++;
    }
  return { mean: n > 0 ? sum / n : NaN, max, n };
}
