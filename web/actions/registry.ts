// THE list of user commands. The toolbar buttons, the keyboard (the same keys in and out of
// presenter mode) and the key help all read it, so a command is defined once: to add one, write
// it beside its kin in playback.ts or view.ts and list it here. The order is the key help's order.
import { ActionManager } from './manager';
import { faster, jumpNext, restart, slower, step, stepBack, togglePlay } from './playback';
import type { Action, ActionContext } from './types';
import { closeHelp, fullscreen, help, language, presenter } from './view';

export const ACTIONS: readonly Action[] = [
  togglePlay,
  step,
  stepBack,
  jumpNext,
  restart,
  faster,
  slower,
  fullscreen,
  help,
  closeHelp,
  presenter,
  language,
];

/** The app's action manager over ACTIONS; throws at start-up if two of them share a shortcut. */
export function createActions(context: ActionContext): ActionManager {
  return new ActionManager(context, ACTIONS);
}
