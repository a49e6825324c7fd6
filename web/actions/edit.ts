// Undo and redo of parameter edits (the editor's history, reached through editPort.ts). Listed in
// the key help like every other command; inside a text box the box's own Ctrl+Z handler acts
// instead (the manager never takes keys typed into fields), with the same effect.
import type { Action } from './types';

export const undoEdit: Action = {
  name: 'undoEdit',
  label: 'Undo the last parameter edit',
  group: 'Edit',
  keys: [
    { key: 'z', ctrl: true },
    { key: 'z', meta: true },
  ],
  enabled: ({ edits }) => edits.canUndo(),
  perform: ({ edits }) => edits.undo(),
  changesShareState: false,
};

export const redoEdit: Action = {
  name: 'redoEdit',
  label: 'Redo the parameter edit undone',
  group: 'Edit',
  keys: [
    { key: 'z', ctrl: true, shift: true },
    { key: 'z', meta: true, shift: true },
    { key: 'y', ctrl: true },
  ],
  enabled: ({ edits }) => edits.canRedo(),
  perform: ({ edits }) => edits.redo(),
  changesShareState: false,
};
