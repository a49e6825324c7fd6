// Serving the first load compressed. After a production build, every text asset and the wasm
// engine get precompressed siblings: name.br (Brotli, quality 11) and name.gz (gzip, level 9).
// A static host serves them as they are: nginx with `gzip_static on; brotli_static on;`, Caddy
// with `file_server { precompressed br gzip }`, Netlify/Cloudflare/GitHub Pages compress by
// themselves. `vite preview` (what the tests and `scripts/start.sh` serve) gets a middleware here
// that answers a request accepting br or gzip with the sibling file, the original Content-Type
// (application/wasm keeps streaming compilation working) and Content-Encoding; Vite's own preview
// compresses only text types on the fly and sends the wasm (385 KB) as is.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** What is worth compressing: text formats and the wasm binary (images are compressed already). */
const COMPRESSIBLE = /\.(wasm|m?js|css|html|json|svg|txt)$/;
/** Smaller files are not worth an extra round of decoding. */
const MIN_BYTES = 1024;

const TYPES: Record<string, string> = {
  '.wasm': 'application/wasm',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
};

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

/** Writes name.br and name.gz beside every compressible file of `dir`; returns the bytes before and after (br). */
export function precompressDir(dir: string): { files: number; bytes: number; brotli: number } {
  let count = 0;
  let bytes = 0;
  let brotli = 0;
  for (const path of files(dir)) {
    if (!COMPRESSIBLE.test(path)) continue;
    const data = readFileSync(path);
    if (data.length < MIN_BYTES) continue;
    const br = brotliCompressSync(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    });
    writeFileSync(`${path}.br`, br);
    writeFileSync(`${path}.gz`, gzipSync(data, { level: 9 }));
    count++;
    bytes += data.length;
    brotli += br.length;
  }
  return { files: count, bytes, brotli };
}

/** The precompressed sibling to send for a request path, if the client accepts one and it exists. */
export function pickEncoded(
  dir: string,
  urlPath: string,
  acceptEncoding: string,
): { file: string; encoding: 'br' | 'gzip'; type: string } | undefined {
  const clean = decodeURIComponent(urlPath.split(/[?#]/)[0]);
  const file = normalize(join(dir, clean));
  if (!file.startsWith(normalize(dir) + sep)) return undefined; // never outside the build
  const type = TYPES[extname(file)];
  if (!type) return undefined;
  for (const [encoding, ext] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ] as const) {
    if (new RegExp(`\\b${encoding}\\b`).test(acceptEncoding) && existsSync(file + ext))
      return { file: file + ext, encoding, type };
  }
  return undefined;
}

/** True for the build's content-hashed files (Vite writes them to /assets/ with a hash in the name). */
export function isHashedAsset(urlPath: string): boolean {
  return /^\/assets\/[^/]+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/.test(urlPath.split(/[?#]/)[0]);
}

export function precompressPlugin(): Plugin {
  let outDir = 'dist';
  return {
    name: 'protoscope-precompress',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir); // an absolute --outDir stays as given
    },
    closeBundle() {
      const r = precompressDir(outDir);
      this.info?.(
        `precompressed ${r.files} files: ${(r.bytes / 1024).toFixed(0)} KB -> ${(r.brotli / 1024).toFixed(0)} KB (br)`,
      );
    },
    configurePreviewServer(server) {
      const dir = resolve(server.config.root, server.config.build.outDir);
      server.middlewares.use((req, res, next) => {
        if (req.method !== 'GET' && req.method !== 'HEAD') return next();
        const hit = pickEncoded(dir, req.url ?? '/', String(req.headers['accept-encoding'] ?? ''));
        if (!hit) return next();
        const body = readFileSync(hit.file);
        res.setHeader('Content-Type', hit.type);
        res.setHeader('Content-Encoding', hit.encoding);
        res.setHeader('Content-Length', body.length);
        res.setHeader('Vary', 'Accept-Encoding');
        // Files under /assets/ carry a content hash in their names, so a copy never goes stale: both
        // the engine worker and the run-end scout fetch the wasm on a first load, and with no-cache the
        // second fetch sent its 350 KB again. Anything else (index.html, the service worker) revalidates.
        res.setHeader(
          'Cache-Control',
          isHashedAsset(req.url ?? '/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
        res.end(req.method === 'HEAD' ? undefined : body);
      });
    },
  };
}
