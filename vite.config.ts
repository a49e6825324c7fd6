import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { precompressPlugin } from './web/vite/precompress.ts';
import { scenarioIndexPlugin } from './web/vite/scenarioIndexPlugin.ts';

// Vite root is the repository top level: index.html lives here and loads web/main.tsx, and the
// gallery imports ../scenarios/*.json, so both web/ and scenarios/ must sit inside the root.
// The gallery's index of those files is made at build time (scenarioIndexPlugin); each file
// becomes its own chunk, fetched when the scenario is opened. The build's wasm, scripts and styles
// get precompressed .br/.gz siblings that the preview server (and any static host set up for
// it) sends to browsers that accept them (web/vite/precompress.ts).
export default defineConfig({
  plugins: [react(), scenarioIndexPlugin(fileURLToPath(new URL('./scenarios', import.meta.url))), precompressPlugin()],
  // 'es' so the worker can import the ES-module wasm loader (wasm/build/protoscope.mjs).
  worker: { format: 'es' },
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/wasm/**/*.test.ts'],
    environment: 'node',
  },
});
