// The app's one keyboard listener: every key press goes to the action manager, in and out of
// presenter mode. It listens on window in the bubble phase, so a form field or dialog that
// handles a key itself has had its turn, and other window listeners (the gallery's Esc) still run.
import { useEffect } from 'react';
import type { ActionManager } from './manager';

export function useActionKeys(actions: ActionManager<unknown>): void {
  useEffect(() => {
    const onKey = (ev: KeyboardEvent) => {
      const outcome = actions.handleKey(ev);
      // A disabled command's key is still ours: Space would otherwise scroll, arrows move focus.
      if (outcome === 'performed' || outcome === 'disabled') ev.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [actions]);
}
