// The Sweep tab, driven as a person would: open it, check its plan (how many runs, which of the
// seed's findings it tests), run it to the end, and read the table's means back. Shared by every
// spec that sweeps, so each says only what it checks about the result.
import { expect, type Page } from '@playwright/test';

export interface SweepPlan {
  /** The number of runs the plan must announce. */
  runs: number;
  /** A finding (claim id) the plan must name, when the preset has findings. */
  finding?: string;
  /** How long the whole sweep may take (ms). */
  timeout?: number;
}

export async function runSweep(page: Page, plan: SweepPlan): Promise<void> {
  await page.getByTestId('tab-sweep').click();
  await expect(page.getByTestId('sweep-plan')).toContainText(String(plan.runs));
  if (plan.finding) await expect(page.getByTestId('sweep-findings')).toContainText(plan.finding);
  await page.getByTestId('sweep-run').click();
  await expect(page.getByTestId('sweep-status')).toHaveText(/^done/, { timeout: plan.timeout ?? 90_000 });
}

/**
 * The sweep table's means as the table prints them: mean(row, metric) is the text before " ± " in
 * the point's row, under the column whose title is the metric's name.
 */
export async function sweepTableMeans(page: Page): Promise<(row: number, metric: string) => string> {
  const table = page.locator('.sweep-table table');
  const heads = await table.locator('thead th').evaluateAll((ths) => ths.map((th) => th.getAttribute('title') ?? ''));
  const rows = await table
    .locator('tbody tr')
    .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '')));
  return (row, metric) => {
    const column = heads.indexOf(metric);
    if (column < 1) throw new Error(`the sweep table has no column ${metric}`);
    return rows[row][column - 1].split(' ± ')[0];
  };
}
