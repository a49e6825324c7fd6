// pcap export in the app (issue 14): the side pane's export menu saves the run's packets as a
// pcapng file, and tshark (Debian's, as in the engine's cli_test) reads every packet of it.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { failOnConsoleErrors } from './noConsoleErrors';

failOnConsoleErrors();

test('the packets export is a pcapng file that tshark reads', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('scenario-name')).toHaveText('Two hosts, one link');
  const button = page.locator('.side-export').getByTestId('export-pcapng');
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  expect(download.suggestedFilename()).toMatch(/\.pcapng$/);
  const bytes = readFileSync((await download.path()) as string);
  expect(bytes.readUInt32LE(0)).toBe(0x0a0d0d0a); // Section Header Block
  const file = join(tmpdir(), `protoscope-e2e-${process.pid}.pcapng`);
  writeFileSync(file, bytes);
  // two-hosts-one-link: 100 CBR packets from A (10.0.0.1) to B (10.0.0.2), as the runner writes them.
  const out = execFileSync('tshark', ['-r', file, '-T', 'fields', '-e', 'ip.src', '-e', 'ip.dst'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const lines = out.trim().split('\n');
  expect(lines).toHaveLength(100);
  expect(lines[0]).toBe('10.0.0.1\t10.0.0.2');
});
