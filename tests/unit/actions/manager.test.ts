// The action manager with made-up actions: clash detection, routing, and the guards that leave
// keys to form fields and focused buttons.
import { describe, expect, it } from 'vitest';
import type { Shortcut } from '../../../web/actions/keys';
import { ActionManager } from '../../../web/actions/manager';
import type { Action } from '../../../web/actions/types';

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

/** An action that counts its performs. */
function counter(name: string, keys: Shortcut[], enabled = true) {
  const calls = { n: 0 };
  const action: Action<null> = {
    name,
    label: name,
    group: 'Playback',
    keys,
    enabled: () => enabled,
    perform: () => {
      calls.n++;
    },
    changesShareState: false,
  };
  return { action, calls };
}
const act = (name: string, keys: Shortcut[]) => counter(name, keys).action;

describe('clash detection', () => {
  it('throws when a second action takes a shortcut, however it is spelled', () => {
    const map = new ActionManager(null, [act('a', [{ key: 'f' }])]);
    expect(() => map.register(act('b', [{ key: 'F' }]))).toThrow('shortcut "f" is bound to both "a" and "b"');
    expect(() => new ActionManager(null, [act('play', [{ key: ' ' }]), act('pause', [{ key: 'Spacebar' }])])).toThrow(
      /"Space" is bound to both "play" and "pause"/,
    );
  });

  it('allows the same key with different modifiers', () => {
    const map = new ActionManager(null, [act('step', [{ key: 'ArrowRight' }])]);
    expect(() => map.register(act('step10', [{ key: 'ArrowRight', shift: true }]))).not.toThrow();
    expect(() => map.register(act('next', [{ key: 'ArrowRight', ctrl: true }]))).not.toThrow();
  });

  it('rejects a duplicate name and a shortcut listed twice by one action', () => {
    const map = new ActionManager(null, [act('a', [{ key: 'x' }])]);
    expect(() => map.register(act('a', [{ key: 'y' }]))).toThrow(/registered twice/);
    expect(() => map.register(act('c', [{ key: 'z' }, { key: 'Z' }]))).toThrow(/lists shortcut "z" twice/);
  });

  it('leaves the manager unchanged when a registration is refused', () => {
    const map = new ActionManager(null, [act('a', [{ key: 'x' }])]);
    expect(() => map.register(act('b', [{ key: 'y' }, { key: 'x' }]))).toThrow();
    expect(map.get('b')).toBeUndefined();
    expect(map.handleKey(press('y'))).toBe('unbound');
  });
});

describe('routing', () => {
  it('sends keys and named calls to the same perform', () => {
    const { action, calls } = counter('go', [{ key: 'g' }]);
    const map = new ActionManager(null, [action]);
    expect(map.handleKey(press('g'))).toBe('performed');
    expect(map.perform('go')).toBe(true);
    expect(calls.n).toBe(2);
    expect(map.handleKey(press('q'))).toBe('unbound');
    expect(() => map.perform('nope')).toThrow(/no action named "nope"/);
  });

  it("leaves typing, modified keys and a focused button's Space alone", () => {
    const { action, calls } = counter('play', [{ key: ' ' }, { key: 'f' }]);
    const map = new ActionManager(null, [action]);
    expect(map.handleKey(press(' ', {}, 'INPUT'))).toBe('ignored');
    expect(map.handleKey(press('f', {}, 'TEXTAREA'))).toBe('ignored');
    expect(map.handleKey(press('f', {}, 'SELECT'))).toBe('ignored');
    expect(map.handleKey(press(' ', {}, 'BUTTON'))).toBe('ignored');
    expect(map.handleKey(press('f', { ctrlKey: true }))).toBe('unbound');
    expect(calls.n).toBe(0);
    expect(map.handleKey(press('f', {}, 'BUTTON'))).toBe('performed'); // only Space/Enter click a button
  });

  it('does not perform a disabled action, from a key or by name', () => {
    const { action, calls } = counter('x', [{ key: 'x' }], false);
    const map = new ActionManager(null, [action]);
    expect(map.handleKey(press('x'))).toBe('disabled');
    expect(map.perform('x')).toBe(false);
    expect(map.enabled('x')).toBe(false);
    expect(calls.n).toBe(0);
  });

  it("names an action's keys in its tooltip", () => {
    const map = new ActionManager(null, [act('Play', [{ key: ' ' }, { key: 'k' }]), act('Quiet', [])]);
    expect(map.tooltip('Play')).toBe('Play (Space or K)');
    expect(map.tooltip('Quiet')).toBe('Quiet');
  });
});
