// Benchmarks that drive the app's controller under Vitest (npm run bench:stepback). They are
// not part of the test suite: they print figures and never fail on speed.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { include: ['tests/bench/**/*.bench.test.ts'], environment: 'node', testTimeout: 600_000 },
});
