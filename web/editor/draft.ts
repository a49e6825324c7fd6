// Immutable edits of a JSON draft by path: every change copies only the objects on the path, so
// React sees a new root and unchanged sections keep their identity.
import type { Path } from './describe';

export function getIn(root: unknown, path: Path): unknown {
  let cur = root;
  for (const seg of path) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<string | number, unknown>)[seg];
  }
  return cur;
}

/** Sets path to value, creating missing objects (or arrays, for a numeric next segment). */
export function setIn<T>(root: T, path: Path, value: unknown): T {
  if (path.length === 0) return value as T;
  const [head, ...rest] = path;
  const base = root !== null && typeof root === 'object' ? root : typeof head === 'number' ? [] : {};
  const copy = (Array.isArray(base) ? [...base] : { ...base }) as Record<string | number, unknown>;
  copy[head] = setIn(copy[head], rest, value);
  return copy as T;
}

/** Removes the field (or array entry) at path; a missing path is left as it is. */
export function deleteIn<T>(root: T, path: Path): T {
  if (path.length === 0 || root === null || typeof root !== 'object') return root;
  const [head, ...rest] = path;
  const rec = root as Record<string | number, unknown>;
  if (!(head in rec)) return root;
  if (rest.length > 0) {
    const child = deleteIn(rec[head], rest);
    if (child === rec[head]) return root;
    return (Array.isArray(root) ? Object.assign([...root], { [head]: child }) : { ...rec, [head]: child }) as T;
  }
  if (Array.isArray(root)) return root.filter((_, i) => i !== head) as T;
  const { [head]: _removed, ...others } = rec;
  return others as T;
}
