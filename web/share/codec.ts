// Bytes <-> URL-safe text for share links: deflate-raw through the browser's CompressionStream
// (also global in Node 20, so tests run the same code) and base64url (RFC 4648 §5, no padding).
// Decompression is streamed and stops at a byte cap, so a tiny link that inflates to gigabytes
// (a "decompression bomb") costs at most the cap in memory, never the whole expansion.

import type { Language } from '../i18n/language';
import { linkWords } from '../i18n/linkWords';
import { type Said, SaidError } from '../i18n/said';

/**
 * Thrown for any malformed input; the message is safe to show to the user as plain text, and
 * `say` words it in either language (web/i18n/linkWords.ts).
 */
export class LinkDamaged extends SaidError {
  constructor(detail: Said) {
    super(detail);
    this.name = 'LinkDamaged';
  }
}

export async function deflate(text: string): Promise<Uint8Array> {
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream('deflate-raw'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/**
 * Inflates `bytes` and decodes them as UTF-8, reading at most `maxBytes` of output. Rejects with
 * LinkDamaged when the data is not valid deflate, is cut short, or would inflate past the cap.
 */
export async function inflate(bytes: Uint8Array<ArrayBuffer>, maxBytes: number): Promise<string> {
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('deflate-raw'));
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) {
        // Cancelling stops the inflater: nothing beyond the cap is ever produced.
        await reader.cancel().catch(() => undefined);
        throw new LinkDamaged((lang) => linkWords(lang).expandsPast(formatBytes(maxBytes, lang)));
      }
      chunks.push(value);
    }
  } catch (err) {
    if (err instanceof LinkDamaged) throw err;
    throw new LinkDamaged((lang) => linkWords(lang).corrupt);
  }
  const out = new Uint8Array(total);
  let o = 0;
  for (const c of chunks) {
    out.set(c, o);
    o += c.byteLength;
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(out);
  } catch {
    throw new LinkDamaged((lang) => linkWords(lang).notUtf8);
  }
}

const B64URL = /^[A-Za-z0-9_-]*$/;

export function toBase64Url(bytes: Uint8Array): string {
  // btoa wants a "binary string"; build it in slices so large inputs do not overflow the call stack.
  let bin = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  if (!B64URL.test(text)) throw new LinkDamaged((lang) => linkWords(lang).badCharacters);
  // A base64 text of length 4k+1 cannot come from any byte string: it was cut or padded by hand.
  if (text.length % 4 === 1) throw new LinkDamaged((lang) => linkWords(lang).truncated);
  const b64 = text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4);
  const bin = atob(b64);
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

/** "64 KB", "1.5 MB"; in Portuguese with a decimal comma ("1,5 MB"). */
export function formatBytes(n: number, lang: Language = 'en'): string {
  const text =
    n >= 1024 * 1024
      ? `${+(n / (1024 * 1024)).toFixed(1)} MB`
      : n >= 1024
        ? `${+(n / 1024).toFixed(1)} KB`
        : `${n} bytes`;
  return lang === 'pt-BR' ? text.replace('.', ',') : text;
}
