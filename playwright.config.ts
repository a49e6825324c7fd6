import { createServer } from 'node:net';
import { defineConfig } from '@playwright/test';

// A free port for this run's preview server, so the suite never collides with the app started by
// `bash scripts/start.sh` (port 4173) or with another test run. The main process picks it and
// passes it to the workers through the environment (they load this file too).
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}
const port = Number(process.env.PROTOSCOPE_E2E_PORT) || (await freePort());
process.env.PROTOSCOPE_E2E_PORT = String(port);

// Drives Debian's /usr/bin/chromium (never a downloaded browser) against a production build served by
// `vite preview`; `npm run test:e2e` expects `npm run build` to have run first.
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/playwright',
  timeout: 30_000,
  workers: 1,
  reporter: 'list',
  use: {
    browserName: 'chromium',
    headless: true,
    baseURL: `http://localhost:${port}`,
    viewport: { width: 1280, height: 720 },
    // Every spec starts as a returning visitor: the first-visit tour (web/teach/tour/) would cover
    // the page the specs drive. The tour's own spec clears this (tests/e2e/tour.spec.ts). The key is
    // web/teach/tour/tourMemory.ts's TOUR_SEEN_KEY. Predict-then-reveal questions are off too (they
    // pause the run at their moments); tests/e2e/predict.spec.ts turns them on
    // (web/teach/predict/predictSession.ts's STORAGE_KEY).
    storageState: {
      cookies: [],
      origins: [
        {
          origin: `http://localhost:${port}`,
          localStorage: [
            { name: 'protoscope.tour.seen', value: 'e2e' },
            { name: 'protoscope.questions', value: 'off' },
          ],
        },
      ],
    },
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: `npx vite preview --port ${port} --strictPort`,
    url: `http://localhost:${port}`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
