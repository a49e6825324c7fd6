// The presenter's commands as registered actions: Space play/pause, ←/→ step back/forward,
// +/− speed, F full screen, ? the key help, Esc closes it, P leaves presenter mode.
// The shell supplies the playback side (PlaybackCommands); PresenterMode supplies the rest.
import type { KeyAction } from './keymap';

export interface PlaybackCommands {
  togglePlay(): void;
  stepForward(): void;
  stepBack(): void;
  faster(): void;
  slower(): void;
  /** Step back needs a checkpoint or re-execution; the shell says when it is possible. */
  canStepBack?(): boolean;
  canStepForward?(): boolean;
}

export interface PresenterCommands extends PlaybackCommands {
  toggleFullscreen(): void;
  toggleHelp(): void;
  closeHelp(): void;
  helpOpen(): boolean;
  exitPresenter(): void;
}

type A = KeyAction<PresenterCommands>;

export const togglePlay: A = {
  name: 'togglePlay',
  label: 'Play / pause',
  group: 'Playback',
  keys: [{ key: ' ' }, { key: 'k' }],
  perform: (c) => c.togglePlay(),
  changesShareState: true,
};

export const stepForward: A = {
  name: 'stepForward',
  label: 'Step one event forward',
  group: 'Playback',
  keys: [{ key: 'ArrowRight' }],
  enabled: (c) => c.canStepForward?.() ?? true,
  perform: (c) => c.stepForward(),
  changesShareState: true,
};

export const stepBack: A = {
  name: 'stepBack',
  label: 'Step one event back',
  group: 'Playback',
  keys: [{ key: 'ArrowLeft' }],
  enabled: (c) => c.canStepBack?.() ?? true,
  perform: (c) => c.stepBack(),
  changesShareState: true,
};

export const faster: A = {
  name: 'faster',
  label: 'Faster',
  group: 'Speed',
  keys: [{ key: '+' }, { key: '=' }],
  perform: (c) => c.faster(),
  changesShareState: true,
};

export const slower: A = {
  name: 'slower',
  label: 'Slower',
  group: 'Speed',
  keys: [{ key: '-' }, { key: '_' }],
  perform: (c) => c.slower(),
  changesShareState: true,
};

export const fullscreen: A = {
  name: 'fullscreen',
  label: 'Full screen on / off',
  group: 'View',
  keys: [{ key: 'f' }],
  perform: (c) => c.toggleFullscreen(),
  changesShareState: false,
};

export const help: A = {
  name: 'help',
  label: 'Show / hide these keys',
  group: 'View',
  keys: [{ key: '?' }],
  perform: (c) => c.toggleHelp(),
  changesShareState: false,
};

export const closeHelp: A = {
  name: 'closeHelp',
  label: 'Close this help',
  group: 'View',
  keys: [{ key: 'Escape' }],
  enabled: (c) => c.helpOpen(),
  perform: (c) => c.closeHelp(),
  changesShareState: false,
};

export const exitPresenter: A = {
  name: 'exitPresenter',
  label: 'Leave presenter mode',
  group: 'View',
  keys: [{ key: 'p' }],
  perform: (c) => c.exitPresenter(),
  changesShareState: true,
};

export const PRESENTER_ACTIONS: readonly A[] = [
  togglePlay,
  stepForward,
  stepBack,
  faster,
  slower,
  fullscreen,
  help,
  closeHelp,
  exitPresenter,
];
