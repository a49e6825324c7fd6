// Theme choice resolution (web/theme/theme.ts): "system" follows prefers-color-scheme.
import { describe, expect, it } from 'vitest';
import { isThemeChoice, resolveTheme } from '../../../web/theme/theme';

describe('theme choice', () => {
  it('resolves light, dark and system', () => {
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
  });
  it('accepts only the three stored values', () => {
    expect(['light', 'dark', 'system', 'blue', '', null].map(isThemeChoice)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});
