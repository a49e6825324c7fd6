import { describe, expect, it } from 'vitest';
import { ALL_ACTIONS } from '../../web/actions/actions';
import { ActionManager } from '../../web/actions/manager';
import type { Action } from '../../web/actions/types';
import type { AppController } from '../../web/app/controller';

function counter(name: string, keys: string[]) {
  const calls = { n: 0 };
  const action: Action = {
    name,
    label: name,
    keys,
    enabled: () => true,
    perform: () => {
      calls.n++;
    },
  };
  return { action, calls };
}
const app = {} as AppController;
const key = (k: string, tagName = 'BODY') => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  target: { tagName } as unknown as EventTarget,
});

describe('ActionManager', () => {
  it('registers the shipped actions without clashing shortcuts', () => {
    expect(() => new ActionManager(app, ALL_ACTIONS)).not.toThrow();
  });

  it('refuses two actions on one key, and one name twice', () => {
    const m = new ActionManager(app, [counter('a', ['x']).action]);
    expect(() => m.register(counter('b', ['x']).action)).toThrow(/bound to both "a" and "b"/);
    expect(() => m.register(counter('a', ['y']).action)).toThrow(/registered twice/);
  });

  it('routes keys and named calls to the same perform', () => {
    const { action, calls } = counter('go', ['g']);
    const m = new ActionManager(app, [action]);
    expect(m.handleKey(key('g'))).toBe(true);
    m.perform('go');
    expect(calls.n).toBe(2);
    expect(m.handleKey(key('q'))).toBe(false);
  });

  it('leaves keys typed into form fields alone, and Space on a focused button to the button', () => {
    const { action, calls } = counter('play', [' ']);
    const m = new ActionManager(app, [action]);
    expect(m.handleKey(key(' ', 'TEXTAREA'))).toBe(false);
    expect(m.handleKey(key(' ', 'BUTTON'))).toBe(false);
    expect(m.handleKey({ ...key(' '), ctrlKey: true })).toBe(false);
    expect(calls.n).toBe(0);
  });

  it('does not perform a disabled action', () => {
    const { action, calls } = counter('x', ['x']);
    const m = new ActionManager(app, [{ ...action, enabled: () => false }]);
    m.perform('x');
    expect(calls.n).toBe(0);
  });
});
