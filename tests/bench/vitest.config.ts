// Benchmarks that drive the app's controller under Vitest (npm run bench:stepback). They are
// not part of the test suite: they print figures and never fail on speed. They share the app's
// plugins: without them the controller's scenario check cannot import its generated validator
// (virtual:scenario-validator), every load fails, and a seek loop waiting for events never ends.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { scenarioValidator } from '../../web/hosting/validatorPlugin.ts';
import { scenarioIndexPlugin } from '../../web/vite/scenarioIndexPlugin.ts';

export default defineConfig({
  plugins: [
    scenarioIndexPlugin(fileURLToPath(new URL('../../scenarios', import.meta.url))),
    scenarioValidator(fileURLToPath(new URL('../../scenarios/schema.json', import.meta.url))),
  ],
  test: { include: ['tests/bench/**/*.bench.test.ts'], environment: 'node', testTimeout: 600_000 },
});
