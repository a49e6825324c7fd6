// Helpers for reproduce reports: build the native runner once and run scenarios through it.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const runner = join(root, 'build-native', 'run');

export function ensureNativeRunner() {
  if (!existsSync(join(root, 'build-native', 'build.ninja'))) {
    execFileSync('cmake', ['-S', root, '-B', join(root, 'build-native'), '-G', 'Ninja'], { stdio: 'inherit' });
  }
  execFileSync('cmake', ['--build', join(root, 'build-native'), '--target', 'run'], { stdio: 'inherit' });
}

// Runs `run <scenario> ...args --json` and returns the parsed JSON.
export function runScenario(scenario, args = []) {
  const out = execFileSync(runner, [join(root, scenario), ...args, '--json'], { encoding: 'utf8', maxBuffer: 1 << 28 });
  return JSON.parse(out);
}
