// Undo/redo history of the parameter editor's draft: a bounded list of past drafts, the present
// one and the undone ones. Pure and immutable, so React state holds it directly.
//
// Typing a number sets the draft on every keystroke; consecutive edits of the same field fold
// into one step (`key`), so one undo takes a field back to what it was before the user touched
// it rather than one character at a time.

/** Most past drafts kept: older ones are dropped first (each is a structurally shared object). */
export const HISTORY_LIMIT = 100;

export interface History<T> {
  past: T[];
  present: T;
  future: T[];
  /** The field the last edit changed, for folding; '' after undo, redo or a reset. */
  lastKey: string;
}

export function startHistory<T>(present: T): History<T> {
  return { past: [], present, future: [], lastKey: '' };
}

/** Records an edit. An edit of the same `key` as the last one replaces it instead of adding a step. */
export function record<T>(h: History<T>, next: T, key = '', limit = HISTORY_LIMIT): History<T> {
  if (next === h.present) return h;
  if (key !== '' && key === h.lastKey) return { ...h, present: next, future: [] };
  const past = [...h.past, h.present];
  if (past.length > limit) past.splice(0, past.length - limit);
  return { past, present: next, future: [], lastKey: key };
}

export function canUndo<T>(h: History<T>): boolean {
  return h.past.length > 0;
}
export function canRedo<T>(h: History<T>): boolean {
  return h.future.length > 0;
}

export function undo<T>(h: History<T>): History<T> {
  if (h.past.length === 0) return h;
  const present = h.past[h.past.length - 1];
  return { past: h.past.slice(0, -1), present, future: [h.present, ...h.future], lastKey: '' };
}

export function redo<T>(h: History<T>): History<T> {
  if (h.future.length === 0) return h;
  const [present, ...future] = h.future;
  return { past: [...h.past, h.present], present, future, lastKey: '' };
}

/** Which history command a key press asks for: Ctrl/Cmd+Z undo; Ctrl/Cmd+Shift+Z or Ctrl/Cmd+Y redo. */
export function historyKey(e: {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}): 'undo' | 'redo' | null {
  if (!(e.ctrlKey || e.metaKey) || e.altKey) return null;
  const k = e.key.toLowerCase();
  if (k === 'z') return e.shiftKey ? 'redo' : 'undo';
  if (k === 'y' && !e.shiftKey) return 'redo';
  return null;
}
