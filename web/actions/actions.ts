// The playback commands. Each is small; state lives in the controller, clock and store.
import type { Action } from './types';

const ready = (app: Parameters<Action['enabled']>[0]) => app.store.status === 'ready';

export const togglePlay: Action = {
  name: 'togglePlay',
  label: 'Play / pause',
  keys: [' ', 'k'],
  enabled: ready,
  perform: (app) => app.togglePlay(),
};

export const stepEvent: Action = {
  name: 'step',
  label: 'Step one event',
  keys: ['ArrowRight', '.'],
  enabled: (app) => ready(app) && (app.store.hasPending() || !app.store.finished),
  perform: (app) => app.step(),
};

export const stepBack: Action = {
  name: 'stepBack',
  label: 'Step back one event',
  keys: ['ArrowLeft', ','],
  enabled: (app) => ready(app) && app.store.shownIndex() > app.store.history.firstIndex(),
  perform: (app) => app.stepBack(),
};

export const jumpNext: Action = {
  name: 'jumpNext',
  label: 'Jump to the next event of the chosen kind',
  keys: ['n'],
  enabled: (app) => ready(app) && app.jumpKindName !== '',
  perform: async (app) => {
    await app.jumpToChosen();
  },
};

export const faster: Action = {
  name: 'faster',
  label: 'Faster',
  keys: ['+', '='],
  enabled: ready,
  perform: (app) => app.faster(),
};

export const slower: Action = {
  name: 'slower',
  label: 'Slower',
  keys: ['-', '_'],
  enabled: ready,
  perform: (app) => app.slower(),
};

export const restart: Action = {
  name: 'restart',
  label: 'Restart',
  keys: ['Home', 'r'],
  enabled: (app) => app.store.status === 'ready' || app.store.status === 'invalid',
  perform: (app) => app.restart(false),
};

export const ALL_ACTIONS: Action[] = [togglePlay, stepEvent, stepBack, jumpNext, faster, slower, restart];
