// Parameter paths such as "network.links[0].bandwidth", with exactly the rules of the engine's
// setJsonPath (engine/core/json.cpp) so a sweep sets the same field in the browser as in the
// native runner: split on '.', '[' and ']'; a numeric segment indexes an array (and must be
// inside it); any other segment names an object field, created if missing.
import { sweepRefusal } from '../i18n/sweepWords';

export type Segment = string;

export function splitPath(path: string): Segment[] {
  return path.split(/[.[\]]/).filter((s) => s.length > 0);
}

const INDEX = /^\d{1,9}$/;

/** Returns a copy of `root` with `path` set to `value`; throws with the engine's wording (a SaidError). */
export function setPath<T>(root: T, path: string, value: unknown): T {
  const segs = splitPath(path);
  if (segs.length === 0) throw sweepRefusal((w) => w.emptyPath);
  const copy = structuredClone(root) as unknown;
  let cur = copy;
  for (let i = 0; i < segs.length; i++) {
    const seg = segs[i];
    const last = i + 1 === segs.length;
    if (Array.isArray(cur) && INDEX.test(seg)) {
      const idx = Number(seg);
      if (idx >= cur.length) {
        const size = cur.length;
        throw sweepRefusal((w) => w.pastEnd(path, seg, size));
      }
      if (last) {
        cur[idx] = value;
        break;
      }
      cur = cur[idx];
    } else if (isObject(cur)) {
      if (seg === '__proto__' || seg === 'constructor' || seg === 'prototype')
        throw sweepRefusal((w) => w.cannotSet(path, seg));
      if (last) {
        cur[seg] = value;
        break;
      }
      if (cur[seg] === undefined || cur[seg] === null) cur[seg] = {};
      cur = cur[seg];
    } else {
      const kind = typeName(cur);
      throw sweepRefusal((w) => w.cannotDescend(path, kind, seg));
    }
  }
  return copy as T;
}

export function getPath(root: unknown, path: string): unknown {
  let cur = root;
  for (const seg of splitPath(path)) {
    if (Array.isArray(cur) && INDEX.test(seg)) cur = cur[Number(seg)];
    else if (isObject(cur)) cur = cur[seg];
    else return undefined;
  }
  return cur;
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function typeName(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  return typeof v === 'number'
    ? 'number'
    : typeof v === 'string'
      ? 'string'
      : typeof v === 'boolean'
        ? 'bool'
        : typeof v;
}
