import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { isHashedAsset, pickEncoded, precompressDir, precompressPlugin } from '../../../web/vite/precompress';

function fixture() {
  const dir = mkdtempSync(join(tmpdir(), 'precompress-'));
  mkdirSync(join(dir, 'assets'));
  const wasm = Buffer.alloc(50_000, 0);
  for (let i = 0; i < wasm.length; i += 7) wasm[i] = i % 251;
  writeFileSync(join(dir, 'assets', 'engine.wasm'), wasm);
  writeFileSync(join(dir, 'assets', 'tiny.js'), 'export{}');
  writeFileSync(join(dir, 'assets', 'logo.png'), Buffer.alloc(5000, 1));
  return { dir, wasm };
}

describe('precompressed build files', () => {
  it('an absolute --outDir is compressed where it is, not joined under the project root', () => {
    const { dir, wasm } = fixture();
    const plugin = precompressPlugin() as unknown as {
      configResolved(c: { root: string; build: { outDir: string } }): void;
      closeBundle(this: { info?: (m: string) => void }): void;
    };
    plugin.configResolved({ root: '/nonexistent-project-root', build: { outDir: dir } });
    plugin.closeBundle.call({});
    expect(brotliDecompressSync(readFileSync(join(dir, 'assets', 'engine.wasm.br')))).toEqual(wasm);
  }, 30_000);

  it('writes .br and .gz beside the wasm that decode to the same bytes, and skips tiny or binary files', () => {
    const { dir, wasm } = fixture();
    const r = precompressDir(dir);
    expect(r.files).toBe(1);
    expect(r.brotli).toBeLessThan(r.bytes / 2);
    expect(brotliDecompressSync(readFileSync(join(dir, 'assets', 'engine.wasm.br')))).toEqual(wasm);
    expect(gunzipSync(readFileSync(join(dir, 'assets', 'engine.wasm.gz')))).toEqual(wasm);
    expect(() => readFileSync(join(dir, 'assets', 'tiny.js.br'))).toThrow();
    expect(() => readFileSync(join(dir, 'assets', 'logo.png.br'))).toThrow();
  }, 30_000); // Brotli at quality 11 is CPU-bound: 5 s was not enough while the suite shared 2 loaded cores

  it('serves Brotli when accepted, else gzip, else nothing; keeps the wasm type; never leaves the build', () => {
    const { dir } = fixture();
    precompressDir(dir);
    expect(pickEncoded(dir, '/assets/engine.wasm', 'gzip, deflate, br')).toMatchObject({
      encoding: 'br',
      type: 'application/wasm',
    });
    expect(pickEncoded(dir, '/assets/engine.wasm?v=1', 'gzip')).toMatchObject({ encoding: 'gzip' });
    expect(pickEncoded(dir, '/assets/engine.wasm', 'identity')).toBeUndefined();
    expect(pickEncoded(dir, '/assets/tiny.js', 'br')).toBeUndefined(); // no sibling: the plain file is sent
    expect(pickEncoded(dir, '/../../etc/passwd', 'br')).toBeUndefined();
  });

  it('lets browsers keep only the content-hashed build files without asking again', () => {
    expect(isHashedAsset('/assets/protoscope-CmF3x9_a.wasm')).toBe(true);
    expect(isHashedAsset('/assets/_virtual_scenario-translations-Dpwb-Pvc.js?x=1')).toBe(true);
    expect(isHashedAsset('/index.html')).toBe(false);
    expect(isHashedAsset('/sw.js')).toBe(false);
    expect(isHashedAsset('/assets/engine.wasm')).toBe(false); // no hash in the name: it may change
  });
});
