// The app's one registry of commands over a fake run and shell: every key in and out of presenter
// mode, what is disabled when, and the key help listing every action.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HelpOverlay } from '../../../web/actions/HelpOverlay';
import { keyLabel } from '../../../web/actions/keys';
import { ACTIONS, createActions } from '../../../web/actions/registry';
import type { ActionContext, Playback } from '../../../web/actions/types';

const press = (key: string, shiftKey = false) => ({
  key,
  ctrlKey: false,
  altKey: false,
  metaKey: false,
  shiftKey,
  target: { tagName: 'BODY' } as unknown as EventTarget,
});

/** A run and a shell that record what was asked of them; the shell's state behaves like App's. */
function fake() {
  const calls: string[] = [];
  const shell = { help: false, presenting: false, fullscreen: false, notice: '' };
  const run = { found: true, pending: true, shown: 5 };
  const store: Playback['store'] = {
    status: 'ready',
    finished: false,
    hasPending: () => run.pending,
    shownIndex: () => run.shown,
    subscribe: () => () => undefined,
    history: { firstIndex: () => 0 },
  };
  const app: Playback = {
    store,
    jumpKindName: 'collision',
    togglePlay: () => void calls.push('togglePlay'),
    step: async () => void calls.push('step'),
    stepBack: async () => void calls.push('stepBack'),
    jumpToChosen: async () => {
      calls.push('jumpToChosen');
      return run.found;
    },
    faster: () => void calls.push('faster'),
    slower: () => void calls.push('slower'),
    restart: async (play?: boolean) => void calls.push(`restart(${play})`),
  };
  const ctx: ActionContext = {
    app,
    ui: {
      helpOpen: () => shell.help,
      toggleHelp: () => {
        shell.help = !shell.help;
      },
      closeHelp: () => {
        shell.help = false;
      },
      presenting: () => shell.presenting,
      togglePresenter: () => {
        shell.help = false;
        shell.presenting = !shell.presenting;
      },
      toggleFullscreen: () => {
        shell.fullscreen = !shell.fullscreen;
      },
      notify: (m) => {
        shell.notice = m;
      },
    },
  };
  return { actions: createActions(ctx), calls, shell, run, store, app };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('the action registry', () => {
  it('registers every command once, without a shortcut clash', () => {
    expect(() => fake()).not.toThrow();
    expect(ACTIONS.map((a) => a.name)).toEqual([
      'togglePlay',
      'step',
      'stepBack',
      'jumpNext',
      'restart',
      'faster',
      'slower',
      'fullscreen',
      'help',
      'closeHelp',
      'presenter',
      'language',
    ]);
  });

  it('maps every key to its command', async () => {
    const { actions, calls, shell } = fake();
    const keys: [string, boolean][] = [
      [' ', false],
      ['k', false],
      ['ArrowRight', false],
      ['.', false],
      ['ArrowLeft', false],
      [',', false],
      ['n', false],
      ['Home', false],
      ['r', false],
      ['+', true],
      ['=', false],
      ['-', false],
      ['_', true],
    ];
    for (const [key, shift] of keys) expect(actions.handleKey(press(key, shift)), key).toBe('performed');
    await actions.idle();
    expect(calls).toEqual([
      'togglePlay',
      'togglePlay',
      'step',
      'step',
      'stepBack',
      'stepBack',
      'jumpToChosen',
      'restart(false)',
      'restart(false)',
      'faster',
      'faster',
      'slower',
      'slower',
    ]);
    expect(actions.handleKey(press('f'))).toBe('performed');
    await actions.idle();
    expect(shell.fullscreen).toBe(true);
    expect(actions.handleKey(press('?', true))).toBe('performed');
    expect(shell.help).toBe(true);
    expect(actions.handleKey(press('Escape'))).toBe('performed');
    expect(shell.help).toBe(false);
    expect(actions.handleKey(press('P', true))).toBe('performed');
    expect(shell.presenting).toBe(true);
  });

  it('a key pressed while a restart is still loading acts after it, not dropped', async () => {
    const { actions, calls, app } = fake();
    let finishLoad = (): void => {};
    app.restart = (play?: boolean) => {
      calls.push(`restart(${play})`);
      app.store.status = 'loading';
      return new Promise<void>((resolve) => {
        finishLoad = () => {
          app.store.status = 'ready';
          resolve();
        };
      });
    };
    expect(actions.handleKey(press('Home'))).toBe('performed');
    expect(actions.handleKey(press('n'))).toBe('performed');
    expect(calls).toEqual(['restart(false)']); // the jump waits: the run is still loading
    finishLoad();
    await actions.idle();
    expect(calls).toEqual(['restart(false)', 'jumpToChosen']);
  });

  it('in presenter mode, N jumps to the next event and Home/R restart, through the same registry', async () => {
    const { actions, calls, shell } = fake();
    actions.perform('presenter');
    expect(shell.presenting).toBe(true);
    for (const key of ['n', 'Home', 'r', 'N', 'R'])
      expect(actions.handleKey(press(key, /^[A-Z]$/.test(key))), key).toBe('performed');
    await actions.idle();
    expect(calls).toEqual(['jumpToChosen', 'restart(false)', 'restart(false)', 'jumpToChosen', 'restart(false)']);
    // ...and its key help lists them.
    actions.handleKey(press('?', true));
    const html = renderToStaticMarkup(
      createElement(HelpOverlay, { open: shell.help, actions: actions.actions(), onClose: () => {} }),
    );
    for (const cap of ['N', 'Home', 'R']) expect(html).toContain(`<kbd>${cap}</kbd>`);
    expect(html).toContain('Jump to the next event of the chosen kind');
    expect(html).toContain('Restart');
    // P leaves presenter mode and closes the help it was showing.
    actions.handleKey(press('p'));
    expect(shell).toMatchObject({ presenting: false, help: false });
  });

  it('says when a jump finds nothing, whether it came from N or the button', async () => {
    const { actions, shell, run } = fake();
    run.found = false;
    actions.handleKey(press('n'));
    await settle();
    expect(shell.notice).toBe('no later collision');
    run.found = true;
    actions.perform('jumpNext');
    await settle();
    expect(shell.notice).toBe('');
  });

  it('disables what is not possible now: a run not ready, the first event, the end, a closed help', () => {
    const { actions, calls, store, run } = fake();
    expect(actions.handleKey(press('Escape'))).toBe('disabled'); // the gallery may own Esc
    run.shown = 0;
    expect(actions.handleKey(press('ArrowLeft'))).toBe('disabled');
    run.pending = false;
    (store as { finished: boolean }).finished = true;
    expect(actions.handleKey(press('ArrowRight'))).toBe('disabled');
    (store as { status: string }).status = 'invalid';
    for (const key of [' ', 'n', '+', '-']) expect(actions.handleKey(press(key)), key).toBe('disabled');
    expect(actions.handleKey(press('r'))).toBe('performed'); // restart reports the errors again
    expect(calls).toEqual(['restart(false)']);
  });

  it('says which commands change share-link state', () => {
    expect(ACTIONS.filter((a) => a.changesShareState).map((a) => a.name)).toEqual([
      'togglePlay',
      'step',
      'stepBack',
      'jumpNext',
      'restart',
      'faster',
      'slower',
      'presenter',
      'language',
    ]);
  });
});

describe('<HelpOverlay>', () => {
  it('lists every action in the registry: its label under its group, and every key as a key cap', () => {
    const html = renderToStaticMarkup(createElement(HelpOverlay, { open: true, actions: ACTIONS, onClose: () => {} }));
    for (const a of ACTIONS) {
      expect(html, a.name).toContain(`<dd>${a.label}</dd>`);
      for (const k of a.keys) expect(html, `${a.name} ${k.key}`).toContain(`<kbd>${keyLabel(k)}</kbd>`);
    }
    for (const group of new Set(ACTIONS.map((a) => a.group))) expect(html).toContain(`<h3>${group}</h3>`);
  });

  it('is a labelled modal dialog, and nothing when closed', () => {
    const html = renderToStaticMarkup(createElement(HelpOverlay, { open: true, actions: ACTIONS, onClose: () => {} }));
    expect(html).toContain('role="dialog"');
    expect(html).toContain('aria-modal="true"');
    expect(html).toMatch(/aria-labelledby="([^"]+)".*<h2 id="\1">Keyboard shortcuts<\/h2>/);
    expect(renderToStaticMarkup(createElement(HelpOverlay, { open: false, actions: ACTIONS, onClose: () => {} }))).toBe(
      '',
    );
  });
});
