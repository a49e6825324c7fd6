import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { SECURITY_HEADERS, securityPolicy } from './web/hosting/securityPolicy.ts';
import { scenarioValidator } from './web/hosting/validatorPlugin.ts';
import { precompressPlugin } from './web/vite/precompress.ts';
import { scenarioIndexPlugin } from './web/vite/scenarioIndexPlugin.ts';

// Vite root is the repository top level: index.html lives here and loads web/main.tsx, and the
// gallery imports ../scenarios/*.json, so both web/ and scenarios/ must sit inside the root.
// The gallery's index of those files is made at build time (scenarioIndexPlugin); each file
// becomes its own chunk, fetched when the scenario is opened. The build's wasm, scripts and styles
// get precompressed .br/.gz siblings that the preview server (and any static host set up for
// it) sends to browsers that accept them (web/vite/precompress.ts).
export default defineConfig({
  plugins: [
    react(),
    scenarioIndexPlugin(fileURLToPath(new URL('./scenarios', import.meta.url))),
    precompressPlugin(),
    scenarioValidator(fileURLToPath(new URL('./scenarios/schema.json', import.meta.url))),
    securityPolicy(),
    // Works offline (issue 14): a service worker precaches the built app, the worker, the wasm
    // engine and the bundled catalogue, so after the first visit a lecture hall's Wi-Fi can drop.
    // registerSW.js is a file (no inline script, see securityPolicy.ts); a new build takes over
    // on the next visit.
    VitePWA({
      registerType: 'autoUpdate',
      injectRegister: 'script',
      manifest: false,
      workbox: {
        globPatterns: ['**/*.{js,mjs,css,html,wasm,json,svg,png,ico}'],
        maximumFileSizeToCacheInBytes: 16 * 1024 * 1024,
        cleanupOutdatedCaches: true,
      },
    }),
  ],
  // 'es' so the worker can import the ES-module wasm loader (wasm/build/protoscope.mjs).
  worker: { format: 'es' },
  preview: { headers: SECURITY_HEADERS },
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/wasm/**/*.test.ts'],
    environment: 'node',
  },
});
