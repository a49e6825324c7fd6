// User commands (STYLE practice 14). Where to look:
//   registry.ts   ACTIONS, the one list of commands, and createActions(context) -> the app's manager
//   playback.ts   play/pause, step, step back, next event of a kind, restart, faster, slower
//   view.ts       full screen, key help, close help, presenter mode on/off
//   types.ts      Action (name, label, group, keys, enabled, perform, changesShareState) and
//                 ActionContext (the run + the shell's view state) that perform acts on
//   manager.ts    ActionManager: register (a shortcut clash throws), perform, handleKey, tooltip
//   keys.ts       shortcuts as data: canonical forms for clash checks, key-cap labels
//   ActionButton.tsx, useActionKeys.ts, HelpOverlay.tsx   the button, keyboard and help views of it
// App.tsx builds the context and the manager once; the toolbar, the keyboard in and out of
// presenter mode, and the "?" help all read that one manager.

export { ActionButton, type ActionButtonProps } from './ActionButton';
export { HelpOverlay, type HelpOverlayProps } from './HelpOverlay';
export { canonical, keyLabel, matches, type Shortcut } from './keys';
export { ActionManager, type KeyOutcome } from './manager';
export { ACTIONS, createActions } from './registry';
export type { Action, ActionContext, ActionGroup, KeyBinding, Playback, ShellUi } from './types';
export { useActionKeys } from './useActionKeys';
