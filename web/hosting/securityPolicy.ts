// The Content-Security-Policy of the built app (issue 14), added to index.html by a build-only
// plugin: Vite's dev server injects an inline script (React refresh) that the policy would block.
// No inline script, no eval: the scenario validator is compiled ahead of time
// (validatorPlugin.ts) and the wasm glue is linked with -sDYNAMIC_EXECUTION=0; compiling the
// WebAssembly module itself needs 'wasm-unsafe-eval'. Inline styles stay allowed (React and D3 set
// style attributes). frame-ancestors and the other headers a <meta> cannot carry are documented for
// static hosts in README "Hosting" (and served by `vite preview`, see vite.config.ts).
import type { Plugin } from 'vite';

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "worker-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "font-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

/** Headers for static hosting (README "Hosting"); `vite preview` sends them too. */
export const SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy': `${CONTENT_SECURITY_POLICY}; frame-ancestors 'none'`,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

export function securityPolicy(): Plugin {
  return {
    name: 'protoscope-security-policy',
    apply: 'build',
    transformIndexHtml: () => [
      {
        tag: 'meta',
        attrs: { 'http-equiv': 'Content-Security-Policy', content: CONTENT_SECURITY_POLICY },
        injectTo: 'head-prepend',
      },
    ],
  };
}
