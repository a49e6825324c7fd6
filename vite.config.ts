import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Vite root is the repository top level: index.html lives here and loads web/main.tsx, and the
// gallery imports ../scenarios/*.json, so both web/ and scenarios/ must sit inside the root.
export default defineConfig({
  plugins: [react()],
  // 'es' so the worker can import the ES-module wasm loader (wasm/build/protoscope.mjs).
  worker: { format: 'es' },
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/wasm/**/*.test.ts'],
    environment: 'node',
  },
});
