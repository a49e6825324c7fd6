// Share links: a ShareState in the URL fragment as "ps<version>.<base64url(deflate-raw(JSON))>".
// The fragment never reaches a server (it is not sent in HTTP requests), so a shared scenario
// stays between the people who pass the link around.
//
// Decoding is defensive in a fixed order, cheapest check first: fragment length, version prefix,
// alphabet, inflate with an output cap, JSON parse, then the strict shape check (shareState.ts).
// Every failure becomes one plain-text sentence: "This link is damaged: <what is wrong>."

import { currentLanguage } from '../i18n/i18n';
import { linkWords } from '../i18n/linkWords';
import { refusalWords } from '../i18n/refusals';
import { remember, type Said, SaidError, saidOf } from '../i18n/said';
import { deflate, formatBytes, fromBase64Url, inflate, LinkDamaged, toBase64Url } from './codec';
import { loadScenarioCheck } from './loadScenarioCheck';
import { checkShareState, clip, type ShareState } from './shareState';

export const SHARE_VERSION = 1;
/** Longest fragment read or written: far below browsers' URL limits (Chromium ~2 MB), and
 *  large enough for a few-hundred-node scenario after compression. */
export const MAX_FRAGMENT_CHARS = 64 * 1024;
/** Largest decompressed JSON accepted: bounds the work a hostile link can cause. */
export const MAX_JSON_BYTES = 1024 * 1024;

/** The version is written without leading zeros: "ps0001." is not format 1 (issue 14 defect 11). */
const PREFIX = /^ps(0|[1-9]\d{0,3})\.([\s\S]*)$/;

export type DecodeResult =
  | { kind: 'none' } // no share fragment at all: open the app normally
  | { kind: 'ok'; state: ShareState }
  | { kind: 'error'; message: string };

/** decodeShare's result with a refusal kept as a function of the language (the app's notice re-words itself). */
export type ShareReading = Exclude<DecodeResult, { kind: 'error' }> | { kind: 'error'; say: Said };

/** Builds the fragment (without '#'). Throws when the state is invalid or the link would be too long to read back. */
export async function encodeShare(state: ShareState): Promise<string> {
  // Refuse to write what decode would refuse to read: a link must always round-trip.
  checkShareState(JSON.parse(JSON.stringify(state)));
  const json = JSON.stringify(state);
  if (new TextEncoder().encode(json).byteLength > MAX_JSON_BYTES) {
    throw new SaidError((lang) => linkWords(lang).tooLargeToShare(formatBytes(MAX_JSON_BYTES, lang)));
  }
  const fragment = `ps${SHARE_VERSION}.${toBase64Url(await deflate(json))}`;
  if (fragment.length > MAX_FRAGMENT_CHARS) {
    throw new SaidError((lang) =>
      linkWords(lang).tooLargeCompressed(formatBytes(fragment.length, lang), formatBytes(MAX_FRAGMENT_CHARS, lang)),
    );
  }
  return fragment;
}

/** Full URL for the current page with the state in its fragment. */
export async function shareUrl(state: ShareState, pageUrl: string): Promise<string> {
  const url = new URL(pageUrl);
  url.hash = await encodeShare(state);
  return url.toString();
}

/**
 * Reads a location.hash (with or without '#'). Never throws: a bad link yields a message that is
 * safe to render as text, and the caller keeps the app running on its default scenario.
 */
export async function decodeShare(hash: string): Promise<DecodeResult> {
  const r = await readShare(hash);
  return r.kind === 'error' ? { kind: 'error', message: r.say(currentLanguage()) } : r;
}

/** decodeShare, with a bad link's message as a function of the language. Never throws. */
export async function readShare(hash: string): Promise<ShareReading> {
  const fragment = hash.startsWith('#') ? hash.slice(1) : hash;
  if (fragment.length === 0) return { kind: 'none' };
  try {
    return { kind: 'ok', state: await decodeFragment(fragment) };
  } catch (err) {
    const detail: Said = err instanceof Error ? saidOf(err) : (lang) => linkWords(lang).unreadable;
    const say = remember((lang) => refusalWords(lang).linkDamaged(detail(lang)));
    return { kind: 'error', say };
  }
}

async function decodeFragment(fragment: string): Promise<ShareState> {
  if (fragment.length > MAX_FRAGMENT_CHARS) {
    throw new LinkDamaged((lang) =>
      linkWords(lang).tooLong(formatBytes(fragment.length, lang), formatBytes(MAX_FRAGMENT_CHARS, lang)),
    );
  }
  const m = PREFIX.exec(fragment);
  if (!m) throw new LinkDamaged((lang) => linkWords(lang).noMarker(`ps${SHARE_VERSION}.`));
  const version = Number(m[1]);
  if (version > SHARE_VERSION) {
    throw new LinkDamaged((lang) => linkWords(lang).newerFormat(version, SHARE_VERSION));
  }
  if (version !== SHARE_VERSION) throw new LinkDamaged((lang) => linkWords(lang).unknownFormat(version, SHARE_VERSION));
  if (m[2].length === 0) throw new LinkDamaged((lang) => linkWords(lang).noData);
  const json = await inflate(fromBase64Url(m[2]), MAX_JSON_BYTES);
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    throw new LinkDamaged((lang) => linkWords(lang).notJson);
  }
  let state: ShareState;
  try {
    state = checkShareState(data);
  } catch (err) {
    const said = saidOf(err);
    throw new LinkDamaged((lang) => clip(said(lang), 200));
  }
  // The scenario against the schema, before it reaches the engine (issue 14 defect 11). The check
  // is a chunk of its own, fetched here (issue 12: the first load of the default scenario skips it).
  const { checkScenario } = await loadScenarioCheck();
  if (checkScenario(state.scenario)) {
    const problem = remember((lang) => checkScenario(state.scenario, lang) ?? '');
    throw new LinkDamaged((lang) => refusalWords(lang).linkScenarioInvalid(clip(problem(lang), 200)));
  }
  return state;
}
