// The parameter editor's undo history as the rest of the app sees it. The history itself is the
// editor's state (history.ts, kept in ParameterEditor); while an editor is open it lends this port
// its four operations, so the action registry's Undo / Redo (keys, key help, presenter mode) reach
// it wherever the focus is. With no editor open both report "nothing to undo".

export interface EditHistory {
  canUndo(): boolean;
  canRedo(): boolean;
  undo(): void;
  redo(): void;
}

let current: EditHistory | null = null;

/** What the actions act on: the open editor's history, or nothing. */
export const editHistoryPort: EditHistory = {
  canUndo: () => current?.canUndo() ?? false,
  canRedo: () => current?.canRedo() ?? false,
  undo: () => current?.undo(),
  redo: () => current?.redo(),
};

/** Called by the open editor; returns the function that withdraws it (only if it is still the one lent). */
export function lendEditHistory(h: EditHistory): () => void {
  current = h;
  return () => {
    if (current === h) current = null;
  };
}
