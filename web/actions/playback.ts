// The commands that move the run: play/pause, step, step back, jump to the next event of the
// chosen kind, restart, and the two speed steps. Each is small; state lives in the controller,
// clock and store, and `enabled` reads the same store the toolbar greys its buttons from.
import { kindLabel } from '../engine/kindNames';
import { currentLanguage, i18n } from '../i18n/i18n';
import type { Language } from '../i18n/language';
import type { Action, ActionContext } from './types';

const ready = ({ app }: ActionContext) => app.store.status === 'ready';

export const togglePlay: Action = {
  name: 'togglePlay',
  label: 'Play / pause',
  group: 'Playback',
  keys: [{ key: ' ' }, { key: 'k' }],
  enabled: ready,
  perform: ({ app }) => app.togglePlay(),
  changesShareState: true,
};

export const step: Action = {
  name: 'step',
  label: 'Step one event forward',
  group: 'Playback',
  keys: [{ key: 'ArrowRight' }, { key: '.' }],
  enabled: (c) => ready(c) && (c.app.store.hasPending() || !c.app.store.finished),
  perform: ({ app }) => app.step(),
  changesShareState: true,
};

export const stepBack: Action = {
  name: 'stepBack',
  label: 'Step one event back',
  group: 'Playback',
  keys: [{ key: 'ArrowLeft' }, { key: ',' }],
  enabled: (c) => ready(c) && c.app.store.shownIndex() > c.app.store.history.firstIndex(),
  perform: ({ app }) => app.stepBack(),
  changesShareState: true,
};

export const jumpNext: Action = {
  name: 'jumpNext',
  label: 'Jump to the next event of the chosen kind',
  group: 'Playback',
  keys: [{ key: 'n' }],
  enabled: (c) => ready(c) && c.app.jumpKindName !== '',
  // Says so when there is none, whether the jump came from the key or the button.
  perform: async ({ app, ui }) => {
    ui.notify('');
    const kind = app.jumpKindName;
    if (!(await app.jumpToChosen())) {
      const say = (lang: Language) => i18n.getFixedT(lang)('actions.noLater', { kind: kindLabel(kind, lang) });
      ui.notify(say(currentLanguage()), say);
    }
  },
  changesShareState: true,
};

export const restart: Action = {
  name: 'restart',
  label: 'Restart',
  group: 'Playback',
  keys: [{ key: 'Home' }, { key: 'r' }],
  // An invalid scenario can be restarted too: the load reports its errors again.
  enabled: ({ app }) => app.store.status === 'ready' || app.store.status === 'invalid',
  perform: ({ app }) => app.restart(false),
  changesShareState: true,
};

export const faster: Action = {
  name: 'faster',
  label: 'Faster',
  group: 'Speed',
  keys: [{ key: '+' }, { key: '=' }],
  enabled: ready,
  perform: ({ app }) => app.faster(),
  changesShareState: true,
};

export const slower: Action = {
  name: 'slower',
  label: 'Slower',
  group: 'Speed',
  keys: [{ key: '-' }, { key: '_' }],
  enabled: ready,
  perform: ({ app }) => app.slower(),
  changesShareState: true,
};
