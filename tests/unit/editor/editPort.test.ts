// The editor's undo history as the action registry reaches it (web/editor/editPort.ts).
import { describe, expect, it } from 'vitest';
import { editHistoryPort, lendEditHistory } from '../../../web/editor/editPort';

const history = (name: string, log: string[]) => ({
  canUndo: () => true,
  canRedo: () => false,
  undo: () => void log.push(`${name} undo`),
  redo: () => void log.push(`${name} redo`),
});

describe('the edit history port', () => {
  it('acts on the open editor, and on nothing once it is withdrawn', () => {
    const log: string[] = [];
    expect(editHistoryPort.canUndo()).toBe(false);
    editHistoryPort.undo(); // nothing open: no effect, no error
    const withdraw = lendEditHistory(history('a', log));
    expect(editHistoryPort.canUndo()).toBe(true);
    expect(editHistoryPort.canRedo()).toBe(false);
    editHistoryPort.undo();
    withdraw();
    expect(editHistoryPort.canUndo()).toBe(false);
    editHistoryPort.undo();
    expect(log).toEqual(['a undo']);
  });

  it('a late withdrawal of an old editor leaves the newer one in place (remounts)', () => {
    const log: string[] = [];
    const withdrawOld = lendEditHistory(history('old', log));
    const withdrawNew = lendEditHistory(history('new', log));
    withdrawOld();
    editHistoryPort.redo();
    expect(log).toEqual(['new redo']);
    withdrawNew();
  });
});
