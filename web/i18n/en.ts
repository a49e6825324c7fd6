// English: the interface's own language and the shape every other language must match
// (pt-BR.ts is typed against it, so a key missing there fails `tsc`; tests/unit/i18n checks that
// both have the same keys and the same {{variables}}). Keys are grouped by the part of the screen.
// Plurals use i18next's suffixes (_one, _other) with a {{count}} variable.

export const en = {
  language: {
    label: 'Language',
    switchTo: 'Language: {{current}}. Switch to {{next}}',
  },
  actions: {
    togglePlay: 'Play / pause',
    step: 'Step one event forward',
    stepBack: 'Step one event back',
    jumpNext: 'Jump to the next event of the chosen kind',
    restart: 'Restart',
    faster: 'Faster',
    slower: 'Slower',
    fullscreen: 'Full screen on / off',
    help: 'Show / hide these keys',
    closeHelp: 'Close this help',
    presenter: 'Presenter mode on / off',
    language: 'Switch language (English / Português)',
    noLater: 'no later {{kind}}',
  },
  actionGroups: {
    Playback: 'Playback',
    Speed: 'Speed',
    View: 'View',
  },
  keyHelp: {
    title: 'Keyboard shortcuts',
    or: 'or',
    close: 'Close',
    tour: 'Take the tour',
  },
  presenter: {
    hint: 'Presenter mode',
    keys: 'keys',
    leave: 'leave',
    enter: 'Present',
    exit: 'Leave presenter mode',
  },
};

/** The shape of the messages: every language provides exactly these keys, each a string. */
export type Messages = Shape<typeof en>;
type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
