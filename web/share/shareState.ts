// What a share link carries, and the strict check every decoded link must pass before the app
// touches it. A link may come from a stranger, so nothing is trusted: unknown fields, wrong types,
// deep nesting and prototype-polluting keys are all refused with a message naming the field.

import { linkRefusal } from '../i18n/linkWords';

/** The moment a share link reproduces. */
export interface ShareState {
  /** The scenario JSON object exactly as loaded (the engine validates it again on load). */
  scenario: Record<string, unknown>;
  /** Seed of the run (replaces the scenario's own seed on load). */
  seed: number;
  /** Where playback stands: sim time in ns, and the number of trace events shown so far. */
  playhead: { timeNs: number; eventIndex: number };
  /** Ids of open panels, e.g. "node:3" or "chart:throughput". */
  panels: string[];
  /** Flat view options, e.g. {"speed": 1e6, "presenter": true, "chart": "throughput"}. */
  view: Record<string, string | number | boolean>;
}

export const LIMITS = {
  /** Nesting depth of the scenario object (recursive code elsewhere must never blow the stack). */
  scenarioDepth: 32,
  panels: 64,
  panelIdChars: 120,
  viewKeys: 64,
  viewKeyChars: 64,
  viewStringChars: 500,
} as const;

/** Characters allowed in panel ids and view keys: enough for "node:3", "chart.throughput". */
const ID = /^[A-Za-z0-9_.:-]+$/;
/** Keys that would reach Object.prototype if some later code merged the object naively. */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
const TOP_KEYS = ['scenario', 'seed', 'playhead', 'panels', 'view'];

/** Returns the validated state, or throws a SaidError with a field-naming message (either language). */
export function checkShareState(data: unknown): ShareState {
  const top = plainObject(data, null);
  for (const k of Object.keys(top)) {
    if (!TOP_KEYS.includes(k)) throw linkRefusal((w) => w.unexpectedField(clip(k)));
  }
  for (const k of TOP_KEYS) if (!(k in top)) throw linkRefusal((w) => w.missingField(k));

  const scenario = plainObject(top.scenario, 'scenario');
  checkTree(scenario, 'scenario', 0);

  const seed = top.seed;
  if (!Number.isSafeInteger(seed) || (seed as number) < 0) {
    throw linkRefusal((w) => w.seed);
  }

  const ph = plainObject(top.playhead, 'playhead');
  for (const k of Object.keys(ph)) {
    if (k !== 'timeNs' && k !== 'eventIndex') throw linkRefusal((w) => w.playheadField(clip(k)));
  }
  const timeNs = ph.timeNs;
  const eventIndex = ph.eventIndex;
  if (!Number.isSafeInteger(timeNs) || (timeNs as number) < 0) {
    throw linkRefusal((w) => w.timeNs);
  }
  if (!Number.isSafeInteger(eventIndex) || (eventIndex as number) < 0) {
    throw linkRefusal((w) => w.eventIndex);
  }

  if (!Array.isArray(top.panels)) throw linkRefusal((w) => w.panelsList);
  if (top.panels.length > LIMITS.panels) throw linkRefusal((w) => w.panelsTooMany(LIMITS.panels));
  const panels = top.panels.map((p, i) => {
    if (typeof p !== 'string' || p.length === 0 || p.length > LIMITS.panelIdChars || !ID.test(p)) {
      throw linkRefusal((w) => w.panelId(i));
    }
    return p;
  });

  const viewIn = plainObject(top.view, 'view');
  const keys = Object.keys(viewIn);
  if (keys.length > LIMITS.viewKeys) throw linkRefusal((w) => w.viewTooMany(LIMITS.viewKeys));
  const view: ShareState['view'] = {};
  for (const k of keys) {
    if (k.length > LIMITS.viewKeyChars || !ID.test(k) || FORBIDDEN_KEYS.has(k)) {
      throw linkRefusal((w) => w.viewBadName(clip(k)));
    }
    const v = viewIn[k];
    const ok =
      typeof v === 'boolean' ||
      (typeof v === 'number' && Number.isFinite(v)) ||
      (typeof v === 'string' && v.length <= LIMITS.viewStringChars);
    if (!ok) throw linkRefusal((w) => w.viewValue(k));
    view[k] = v as string | number | boolean;
  }

  return {
    scenario,
    seed: seed as number,
    playhead: { timeNs: timeNs as number, eventIndex: eventIndex as number },
    panels,
    view,
  };
}

/** `what` is the field's path, or null for the whole link data. */
function plainObject(v: unknown, what: string | null): Record<string, unknown> {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) throw linkRefusal((w) => w.notObject(what));
  return v as Record<string, unknown>;
}

/** Depth and key check over the scenario (JSON.parse output: only plain values, no cycles). */
function checkTree(v: unknown, path: string, depth: number): void {
  if (depth > LIMITS.scenarioDepth) throw linkRefusal((w) => w.tooDeep(path, LIMITS.scenarioDepth));
  if (Array.isArray(v)) {
    for (const [i, item] of v.entries()) checkTree(item, `${path}[${i}]`, depth + 1);
  } else if (typeof v === 'object' && v !== null) {
    for (const [k, item] of Object.entries(v)) {
      if (FORBIDDEN_KEYS.has(k)) throw linkRefusal((w) => w.forbiddenKey(path, k));
      checkTree(item, `${path}.${clip(k)}`, depth + 1);
    }
  }
}

/** Shortens text quoted back to the user, so a hostile 100 KB key cannot flood the message. */
export function clip(s: string, max = 40): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what this removes
  const flat = s.replace(/[\u0000-\u001f\u007f]/g, '?');
  return flat.length > max ? `${flat.slice(0, max)}…` : flat;
}
