import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ALL_ACTIONS } from '../../../web/actions/actions';
import { PRESENTER_ACTIONS, type PresenterCommands } from '../../../web/present/actions';
import { HelpOverlay } from '../../../web/present/HelpOverlay';
import { findClashes, type KeyAction, KeyMap } from '../../../web/present/keymap';
import { canonical, keyLabel, matches } from '../../../web/present/keys';

const press = (
  key: string,
  mods: Partial<{ ctrlKey: boolean; altKey: boolean; metaKey: boolean; shiftKey: boolean }> = {},
  tagName = 'BODY',
) => ({
  key,
  ctrlKey: false,
  altKey: false,
  metaKey: false,
  shiftKey: false,
  ...mods,
  target: { tagName } as unknown as EventTarget,
});

/** Commands that record what was called. */
function recorder(over: Partial<PresenterCommands> = {}) {
  const calls: string[] = [];
  const rec = (name: string) => () => {
    calls.push(name);
  };
  const ctx: PresenterCommands = {
    togglePlay: rec('togglePlay'),
    stepForward: rec('stepForward'),
    stepBack: rec('stepBack'),
    faster: rec('faster'),
    slower: rec('slower'),
    toggleFullscreen: rec('fullscreen'),
    toggleHelp: rec('help'),
    closeHelp: rec('closeHelp'),
    helpOpen: () => false,
    exitPresenter: rec('exit'),
    ...over,
  };
  return { ctx, calls };
}

describe('shortcuts', () => {
  it('ignore Shift on printable keys and case on letters, but not on named keys', () => {
    expect(matches({ key: '?' }, press('?', { shiftKey: true }))).toBe(true);
    expect(matches({ key: '+' }, press('+', { shiftKey: true }))).toBe(true);
    expect(matches({ key: 'f' }, press('F', { shiftKey: true }))).toBe(true);
    expect(matches({ key: 'ArrowRight' }, press('ArrowRight', { shiftKey: true }))).toBe(false);
    expect(matches({ key: 'ArrowRight', shift: true }, press('ArrowRight', { shiftKey: true }))).toBe(true);
    expect(matches({ key: 'f' }, press('f', { ctrlKey: true }))).toBe(false);
    expect(canonical({ key: ' ' })).toBe('Space');
    expect(canonical({ key: 'ArrowLeft', ctrl: true, shift: true })).toBe('ctrl+shift+ArrowLeft');
  });

  it('print readable key caps', () => {
    expect(keyLabel({ key: ' ' })).toBe('Space');
    expect(keyLabel({ key: 'ArrowRight' })).toBe('→');
    expect(keyLabel({ key: 'f' })).toBe('F');
    expect(keyLabel({ key: 'ArrowLeft', shift: true })).toBe('Shift+←');
  });
});

describe('the presenter key map', () => {
  it('registers the presenter actions without a clash', () => {
    expect(() => new KeyMap(PRESENTER_ACTIONS)).not.toThrow();
    expect(findClashes(PRESENTER_ACTIONS, PRESENTER_ACTIONS).filter((c) => c.a !== c.b)).toEqual([]);
  });

  it('maps Space, arrows, +/-, f, ? and Esc to their commands', () => {
    const map = new KeyMap(PRESENTER_ACTIONS);
    const { ctx, calls } = recorder({ helpOpen: () => true });
    for (const [key, shift] of [
      [' ', false],
      ['ArrowRight', false],
      ['ArrowLeft', false],
      ['+', true],
      ['=', false],
      ['-', false],
      ['f', false],
      ['?', true],
      ['Escape', false],
      ['p', false],
    ] as const) {
      expect(map.handleKey(press(key, { shiftKey: shift }), ctx)).toBe('performed');
    }
    expect(calls).toEqual([
      'togglePlay',
      'stepForward',
      'stepBack',
      'faster',
      'faster',
      'slower',
      'fullscreen',
      'help',
      'closeHelp',
      'exit',
    ]);
  });

  it("leaves typing, modified keys and a focused button's Space alone", () => {
    const map = new KeyMap(PRESENTER_ACTIONS);
    const { ctx, calls } = recorder();
    expect(map.handleKey(press(' ', {}, 'INPUT'), ctx)).toBe('ignored');
    expect(map.handleKey(press('f', {}, 'TEXTAREA'), ctx)).toBe('ignored');
    expect(map.handleKey(press(' ', {}, 'BUTTON'), ctx)).toBe('ignored');
    expect(map.handleKey(press('f', { ctrlKey: true }), ctx)).toBe('unbound');
    expect(map.handleKey(press('x'), ctx)).toBe('unbound');
    expect(calls).toEqual([]);
  });

  it('does not perform a disabled action (step back without a checkpoint, Esc with no help open)', () => {
    const map = new KeyMap(PRESENTER_ACTIONS);
    const { ctx, calls } = recorder({ canStepBack: () => false });
    expect(map.handleKey(press('ArrowLeft'), ctx)).toBe('disabled');
    expect(map.handleKey(press('Escape'), ctx)).toBe('disabled');
    expect(map.perform('stepBack', ctx)).toBe(false);
    expect(calls).toEqual([]);
  });

  it('says which commands change share-link state', () => {
    const changes = PRESENTER_ACTIONS.filter((a) => a.changesShareState).map((a) => a.name);
    expect(changes).toEqual(['togglePlay', 'stepForward', 'stepBack', 'faster', 'slower', 'exitPresenter']);
  });

  it('shares keys with the shell only where both mean the same command', () => {
    const same: Record<string, string> = {
      togglePlay: 'togglePlay',
      stepForward: 'step',
      stepBack: 'stepBack',
      faster: 'faster',
      slower: 'slower',
    };
    const shell = ALL_ACTIONS.map((a) => ({ name: a.name, keys: a.keys.map((key) => ({ key })) }));
    for (const c of findClashes(PRESENTER_ACTIONS, shell)) expect(`${c.key}: ${c.b}`).toBe(`${c.key}: ${same[c.a]}`);
  });
});

describe('clash detection', () => {
  const act = (name: string, keys: KeyAction<null>['keys']): KeyAction<null> => ({
    name,
    label: name,
    group: 'g',
    keys,
    perform: () => {},
    changesShareState: false,
  });

  it('rejects a second action on the same shortcut, however it is spelled', () => {
    const map = new KeyMap([act('a', [{ key: 'f' }])]);
    expect(() => map.register(act('b', [{ key: 'F' }]))).toThrow('shortcut "f" is bound to both "a" and "b"');
    const map2 = new KeyMap([act('play', [{ key: ' ' }])]);
    expect(() => map2.register(act('pause', [{ key: 'Spacebar' }]))).toThrow(
      /"Space" is bound to both "play" and "pause"/,
    );
  });

  it('allows the same key with different modifiers', () => {
    const map = new KeyMap([act('step', [{ key: 'ArrowRight' }])]);
    expect(() => map.register(act('step10', [{ key: 'ArrowRight', shift: true }]))).not.toThrow();
    expect(() => map.register(act('next', [{ key: 'ArrowRight', ctrl: true }]))).not.toThrow();
  });

  it('rejects a duplicate name and a shortcut listed twice by one action', () => {
    const map = new KeyMap([act('a', [{ key: 'x' }])]);
    expect(() => map.register(act('a', [{ key: 'y' }]))).toThrow(/registered twice/);
    expect(() => map.register(act('c', [{ key: 'z' }, { key: 'Z' }]))).toThrow(/lists shortcut "z" twice/);
  });

  it('leaves the map unchanged when a registration is refused', () => {
    const map = new KeyMap([act('a', [{ key: 'x' }])]);
    expect(() => map.register(act('b', [{ key: 'y' }, { key: 'x' }]))).toThrow();
    expect(map.get('b')).toBeUndefined();
    expect(map.handleKey(press('y'), null)).toBe('unbound');
  });
});

describe('<HelpOverlay>', () => {
  it('is a labelled modal dialog listing every key as a key cap', () => {
    const html = renderToStaticMarkup(
      createElement(HelpOverlay, { open: true, actions: PRESENTER_ACTIONS, onClose: () => {} }),
    );
    expect(html).toContain('role="dialog"');
    expect(html).toContain('aria-modal="true"');
    expect(html).toMatch(/aria-labelledby="([^"]+)".*<h2 id="\1">Keyboard shortcuts<\/h2>/);
    for (const cap of ['Space', '→', '←', '+', 'F', '?', 'Esc']) expect(html).toContain(`<kbd>${cap}</kbd>`);
    expect(
      renderToStaticMarkup(createElement(HelpOverlay, { open: false, actions: PRESENTER_ACTIONS, onClose: () => {} })),
    ).toBe('');
  });
});
