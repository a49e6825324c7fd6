// Frame-time benchmark: headless Debian Chromium (/usr/bin/chromium) against the production build
// served by `vite preview`, playing the busiest catalogue scenario (stress-pet-400: PET with 400
// receivers on the 451-node transit-stub graph, ~5,000 packets in flight from 0.5 s to 32 s of
// simulated time), then reporting frame-time percentiles (requestAnimationFrame gaps in the page)
// and packets in flight per frame. Target: p95 <= 16.7 ms with ~5,000 packets in flight.
// By default Chromium paces frames at 60 Hz as a browser does (a frame that keeps up measures one
// vsync, 16.7 ms); --unlimited removes the frame-rate limit so the gaps show the raw cost per frame.
// Usage: npm run bench:frames  [-- --scenario polling-implosion --seconds 6 --speed 1e8 --unlimited]
import { spawn } from 'node:child_process';
import { chromium } from '@playwright/test';

const arg = (name, d) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : d;
};
const scenario = arg('scenario', 'stress-pet-400');
const seconds = Number(arg('seconds', '6'));
const speed = Number(arg('speed', '1e8')); // sim ns per wall second: 0.1 s of the run per second
const port = 4181;

const server = spawn('npx', ['vite', 'preview', '--port', String(port), '--strictPort'], {
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
try {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`http://localhost:${port}/`)).ok) break;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      ...(process.argv.includes('--unlimited') ? ['--disable-gpu-vsync', '--disable-frame-rate-limit'] : []),
    ],
  });
  const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  await page.goto(`http://localhost:${port}/`);
  await page.getByTestId('scenario-picker').selectOption(scenario);
  await page.waitForFunction(() => window.__protoscope?.store.status === 'ready');
  await page.evaluate((s) => {
    const a = window.__protoscope;
    a.clock.setSpeed(s);
    if (!a.clock.isPlaying()) a.togglePlay();
  }, speed);
  if (process.env.PRE) await page.evaluate(process.env.PRE);
  await page.waitForTimeout(2500); // warm up: the worker fills its lookahead
  const result = await page.evaluate(
    (ms) =>
      new Promise((resolve) => {
        const a = window.__protoscope;
        const gaps = [];
        const inFlight = [];
        let last = performance.now();
        const t0 = last;
        const tick = (now) => {
          gaps.push(now - last);
          last = now;
          const t = a.clock.time();
          inFlight.push(a.store.scene.inFlight.filter((x) => x.t0 <= t && t < x.end && t < x.droppedAt).length);
          if (now - t0 < ms) requestAnimationFrame(tick);
          else resolve({ gaps, inFlight });
        };
        requestAnimationFrame(tick);
      }),
    seconds * 1000,
  );
  await browser.close();
  const q = (xs, p) => {
    const s = [...xs].sort((a, b) => a - b);
    return s[Math.min(s.length - 1, Math.floor(p * s.length))];
  };
  const f = (x) => x.toFixed(1);
  const report = {
    scenario,
    speedNsPerS: speed,
    frameRateLimit: !process.argv.includes('--unlimited'),
    frames: result.gaps.length,
    fps: +(result.gaps.length / seconds).toFixed(1),
    frameMs: {
      p50: +f(q(result.gaps, 0.5)),
      p95: +f(q(result.gaps, 0.95)),
      p99: +f(q(result.gaps, 0.99)),
      max: +f(Math.max(...result.gaps)),
    },
    packetsInFlight: { median: q(result.inFlight, 0.5), max: Math.max(...result.inFlight) },
  };
  console.log(JSON.stringify(report, null, 2));
  // Paced at 60 Hz, a frame that keeps up measures one vsync: 16.7 ms give or take timer jitter.
  const budget = report.frameRateLimit ? 16.7 + 0.5 : 16.7;
  console.log(
    report.frameMs.p95 <= budget
      ? `p95 within the 16.7 ms budget${report.frameRateLimit ? ' (one 60 Hz frame)' : ''}`
      : 'p95 OVER the 16.7 ms budget',
  );
} finally {
  stop();
}
