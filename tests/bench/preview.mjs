// What the browser benchmarks share: the production build served by `vite preview` on a port of
// their own (so two checkouts can measure side by side), waited for until it answers, and Debian's
// Chromium launched headless (never a downloaded browser).
import { spawn } from 'node:child_process';
import { chromium } from '@playwright/test';

/** Starts `vite preview` on `port` (from `cwd`) in its own process group; stop() ends the group. */
export function startPreview(port, cwd = undefined) {
  const server = spawn('npx', ['vite', 'preview', '--port', String(port), '--strictPort'], {
    cwd,
    stdio: 'ignore',
    detached: true,
  });
  const stop = () => {
    try {
      process.kill(-server.pid);
    } catch {
      /* already gone */
    }
  };
  return { stop };
}

/** Waits (up to 20 s) until the preview server on `port` answers. */
export async function waitForPreview(port) {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`http://localhost:${port}/`)).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Debian's Chromium, headless; `args` adds command-line switches. */
export const launchChromium = (args = []) =>
  chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox', ...args] });
