// The parameter editor's undo/redo history (web/editor/history.ts): steps, folding of edits to one
// field, the bound, and which keys ask for undo or redo.
import { describe, expect, it } from 'vitest';
import {
  canRedo,
  canUndo,
  HISTORY_LIMIT,
  historyKey,
  record,
  redo,
  startHistory,
  undo,
} from '../../../web/editor/history';

describe('parameter edit history', () => {
  it('undoes and redoes edits in order', () => {
    let h = startHistory('a');
    expect(canUndo(h)).toBe(false);
    h = record(h, 'b', 'x');
    h = record(h, 'c', 'y');
    expect(h.present).toBe('c');
    h = undo(h);
    expect(h.present).toBe('b');
    h = undo(h);
    expect(h.present).toBe('a');
    expect(canUndo(h)).toBe(false);
    expect(undo(h)).toBe(h); // nothing left: unchanged
    h = redo(h);
    expect(h.present).toBe('b');
    h = redo(h);
    expect(h.present).toBe('c');
    expect(canRedo(h)).toBe(false);
    expect(redo(h)).toBe(h);
  });

  it('folds consecutive edits of the same field into one step', () => {
    let h = startHistory(10);
    h = record(h, 1, 'set:queue');
    h = record(h, 15, 'set:queue');
    h = record(h, 150, 'set:queue');
    expect(h.past).toEqual([10]);
    h = record(h, 7, 'set:delay');
    expect(h.past).toEqual([10, 150]);
    expect(undo(undo(h)).present).toBe(10);
  });

  it('does not fold across an undo, and unkeyed edits never fold', () => {
    let h = record(startHistory(0), 1, 'set:q');
    h = undo(h);
    h = record(h, 2, 'set:q');
    expect(h.past).toEqual([0]);
    h = record(h, 3);
    h = record(h, 4);
    expect(h.past).toEqual([0, 2, 3]);
  });

  it('a new edit drops the redo branch', () => {
    let h = record(record(startHistory('a'), 'b', 'x'), 'c', 'y');
    h = undo(h);
    expect(canRedo(h)).toBe(true);
    h = record(h, 'd', 'z');
    expect(canRedo(h)).toBe(false);
    expect(h.present).toBe('d');
    expect(undo(h).present).toBe('b');
  });

  it('an edit to the same value is not a step', () => {
    const h = startHistory('a');
    expect(record(h, 'a', 'x')).toBe(h);
  });

  it('keeps at most the limit of past drafts, dropping the oldest', () => {
    let h = startHistory(0);
    for (let i = 1; i <= HISTORY_LIMIT + 25; i++) h = record(h, i, `k${i}`);
    expect(h.past.length).toBe(HISTORY_LIMIT);
    expect(h.past[0]).toBe(25);
    let steps = 0;
    while (canUndo(h)) {
      h = undo(h);
      steps++;
    }
    expect(steps).toBe(HISTORY_LIMIT);
    expect(h.present).toBe(25);
    const small = record(record(record(startHistory(0), 1), 2, '', 2), 3, '', 2);
    expect(small.past).toEqual([1, 2]);
  });

  it('maps Ctrl/Cmd+Z to undo and Ctrl/Cmd+Shift+Z or Ctrl/Cmd+Y to redo', () => {
    const k = (
      key: string,
      mods: Partial<{ ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; altKey: boolean }>,
    ) => historyKey({ key, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...mods });
    expect(k('z', { ctrlKey: true })).toBe('undo');
    expect(k('z', { metaKey: true })).toBe('undo');
    expect(k('Z', { ctrlKey: true, shiftKey: true })).toBe('redo');
    expect(k('y', { ctrlKey: true })).toBe('redo');
    expect(k('z', {})).toBeNull();
    expect(k('z', { ctrlKey: true, altKey: true })).toBeNull();
    expect(k('x', { ctrlKey: true })).toBeNull();
  });
});
