import { describe, expect, it } from 'vitest';
import { canonical, keyLabel, matches } from '../../../web/actions/keys';

const press = (
  key: string,
  mods: Partial<{ ctrlKey: boolean; altKey: boolean; metaKey: boolean; shiftKey: boolean }>,
) => ({
  key,
  ctrlKey: false,
  altKey: false,
  metaKey: false,
  shiftKey: false,
  ...mods,
});

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

  it('count Shift on a printable key pressed with Ctrl or Meta (Ctrl+Shift+Z is not Ctrl+Z)', () => {
    expect(matches({ key: 'z', ctrl: true }, press('Z', { ctrlKey: true, shiftKey: true }))).toBe(false);
    expect(matches({ key: 'z', ctrl: true, shift: true }, press('Z', { ctrlKey: true, shiftKey: true }))).toBe(true);
    expect(matches({ key: 'z', meta: true, shift: true }, press('Z', { metaKey: true, shiftKey: true }))).toBe(true);
    // Caps Lock reports "Z" without Shift: still Ctrl+Z.
    expect(matches({ key: 'z', ctrl: true }, press('Z', { ctrlKey: true }))).toBe(true);
    expect(keyLabel({ key: 'z', ctrl: true, shift: true })).toBe('Ctrl+Shift+Z');
  });

  it('print readable key caps', () => {
    expect(keyLabel({ key: ' ' })).toBe('Space');
    expect(keyLabel({ key: 'ArrowRight' })).toBe('→');
    expect(keyLabel({ key: 'f' })).toBe('F');
    expect(keyLabel({ key: 'ArrowLeft', shift: true })).toBe('Shift+←');
  });
});
