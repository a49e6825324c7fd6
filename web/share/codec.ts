// Bytes <-> URL-safe text for share links: deflate-raw through the browser's CompressionStream
// (also global in Node 20, so tests run the same code) and base64url (RFC 4648 §5, no padding).
// Decompression is streamed and stops at a byte cap, so a tiny link that inflates to gigabytes
// (a "decompression bomb") costs at most the cap in memory, never the whole expansion.

/** Thrown for any malformed input; the message is safe to show to the user as plain text. */
export class LinkDamaged extends Error {
  constructor(detail: string) {
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
        throw new LinkDamaged(`its contents expand to more than ${formatBytes(maxBytes)}`);
      }
      chunks.push(value);
    }
  } catch (err) {
    if (err instanceof LinkDamaged) throw err;
    throw new LinkDamaged('its compressed data is corrupt or cut short');
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
    throw new LinkDamaged('its contents are not valid UTF-8 text');
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
  if (!B64URL.test(text)) throw new LinkDamaged('it contains characters that cannot appear in a ProtoScope link');
  // A base64 text of length 4k+1 cannot come from any byte string: it was cut or padded by hand.
  if (text.length % 4 === 1) throw new LinkDamaged('it looks truncated (its data has an impossible length)');
  const b64 = text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4);
  const bin = atob(b64);
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

export function formatBytes(n: number): string {
  if (n >= 1024 * 1024) return `${+(n / (1024 * 1024)).toFixed(1)} MB`;
  if (n >= 1024) return `${+(n / 1024).toFixed(1)} KB`;
  return `${n} bytes`;
}
