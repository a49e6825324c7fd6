// The commands that change how the app looks rather than the run: full screen, the key help, and
// presenter mode. They work the same in and out of presenter mode; the shell owns the state.
import { cycleLanguage } from '../i18n/i18n';
import type { Action } from './types';

export const fullscreen: Action = {
  name: 'fullscreen',
  label: 'Full screen on / off',
  group: 'View',
  keys: [{ key: 'f' }],
  perform: ({ ui }) => ui.toggleFullscreen(),
  changesShareState: false,
};

export const help: Action = {
  name: 'help',
  label: 'Show / hide these keys',
  group: 'View',
  keys: [{ key: '?' }],
  perform: ({ ui }) => ui.toggleHelp(),
  changesShareState: false,
};

export const closeHelp: Action = {
  name: 'closeHelp',
  label: 'Close this help',
  group: 'View',
  keys: [{ key: 'Escape' }],
  // Only while the help is open: otherwise Esc belongs to whatever else is open (the gallery).
  enabled: ({ ui }) => ui.helpOpen(),
  perform: ({ ui }) => ui.closeHelp(),
  changesShareState: false,
};

export const presenter: Action = {
  name: 'presenter',
  label: 'Presenter mode on / off',
  group: 'View',
  keys: [{ key: 'p' }],
  perform: ({ ui }) => ui.togglePresenter(),
  changesShareState: true,
};

export const language: Action = {
  name: 'language',
  label: 'Switch language (English / Português)',
  group: 'View',
  keys: [{ key: 'l' }],
  perform: () => cycleLanguage(),
  changesShareState: true,
};
