// The transport model's bad input through the browser (the list): a scenario file with an MSS
// larger than the path MTU allows, a zero receive window, a flow to a host that does not exist, or a
// background load above the whole bottleneck is refused, naming the field and the allowed range, and
// the app stays usable. A bound the schema declares is refused by the file check before loading
// (the notice "file-error" names the field and the bound it breaks); a rule across fields (the MSS
// against the MTU, hosts that flows name) by the engine on load ("scenario-errors", with the range and
// why). engine/tests/transport_model_test.cpp checks the same refusals in the engine.
import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { failOnConsoleErrors } from './noConsoleErrors';

failOnConsoleErrors();

type Scenario = Record<string, any>;
const base = (): Scenario =>
  JSON.parse(
    readFileSync(new URL('../../scenarios/tcp-fairness-convergence.json', import.meta.url), 'utf8'),
  ) as Scenario;
const status = (page: Page) =>
  page.evaluate(() => (window as unknown as { __protoscope: { store: { status: string } } }).__protoscope.store.status);

async function openBroken(page: Page, name: string, change: (s: Scenario) => void) {
  const s = base();
  change(s);
  await page.getByTestId('open-file-input').setInputFiles({
    name,
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(s)),
  });
}

const CASES: { what: string; change: (s: Scenario) => void; where: string; says: string[] }[] = [
  {
    what: 'an MSS larger than the path MTU allows',
    change: (s) => {
      s.flows[0].tcp.mss = 1500;
    },
    where: 'scenario-errors',
    says: ['flows[0].tcp.mss: must be <= 1460', 'path MTU 1500'],
  },
  {
    what: 'a zero receive window',
    change: (s) => {
      s.flows[0].tcp.rcvBuffer = 0;
    },
    where: 'file-error',
    says: ['broken.json: flows[0].tcp.rcvBuffer: must be >= 1'],
  },
  {
    what: 'a flow to a host that does not exist',
    change: (s) => {
      s.flows[0].to = 'X9';
    },
    where: 'scenario-errors',
    says: ['flows[0].to: no host named "X9"', 'L1, L2, ...'],
  },
  {
    what: 'a background load above 1',
    change: (s) => {
      s.background = { load: 1.2 };
    },
    where: 'file-error',
    says: ['broken.json: background.load: must be <= 1'],
  },
];

for (const c of CASES)
  test(`${c.what} is refused, naming the field and the range`, async ({ page }) => {
    await page.goto('/');
    await expect.poll(() => status(page)).toBe('ready');
    await openBroken(page, 'broken.json', c.change);
    const error = page.getByTestId(c.where);
    for (const part of c.says) await expect(error).toContainText(part);
    await page.screenshot({ path: `test-results/47-transport-refusal-${c.where}.png` });
    // No crash: a gallery scenario still opens and runs.
    await page.getByTestId('scenario-picker').selectOption('tcp-reno-sawtooth');
    await expect(page.getByTestId('scenario-name')).toHaveText('Reno sawtooth');
    await expect.poll(() => status(page)).toBe('ready');
  });

test('in Portuguese, the background load above 1 is refused in Portuguese, naming the field', async ({ page }) => {
  await page.goto('/');
  await expect.poll(() => status(page)).toBe('ready');
  await page.locator('body').press('l');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  await openBroken(page, 'quebrado.json', (s) => {
    s.background = { load: 1.2 };
  });
  const error = page.getByTestId('file-error');
  await expect(error).toContainText('quebrado.json: background.load: deve ser ≤ 1 (valor recebido: 1,2)');
  await expect(error).not.toContainText('must be');
});
