// Theme choice resolution (web/theme/theme.ts): "system" follows prefers-color-scheme.
import { describe, expect, it } from 'vitest';
import { isHighContrast, isThemeChoice, resolveTheme, withContrast } from '../../../web/theme/theme';

describe('theme choice', () => {
  it('resolves light, dark and system', () => {
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
  });
  it('accepts only the five stored values', () => {
    expect(
      ['light', 'dark', 'system', 'contrast-light', 'contrast-dark', 'blue', 'contrast', '', null].map(isThemeChoice),
    ).toEqual([true, true, true, true, true, false, false, false, false]);
  });
  it('high contrast: its two choices, or the system asking for more contrast', () => {
    expect(resolveTheme('contrast-light', true)).toBe('light');
    expect(resolveTheme('contrast-dark', false)).toBe('dark');
    expect(isHighContrast('contrast-light', false)).toBe(true);
    expect(isHighContrast('contrast-dark', false)).toBe(true);
    expect(isHighContrast('system', true)).toBe(true);
    expect(isHighContrast('system', false)).toBe(false);
    expect(isHighContrast('dark', true)).toBe(false); // an explicit choice is not overridden
  });
  it('turning high contrast on or off keeps light or dark as it shows', () => {
    expect(withContrast('dark', true, false)).toBe('contrast-dark');
    expect(withContrast('system', true, true)).toBe('contrast-dark');
    expect(withContrast('system', true, false)).toBe('contrast-light');
    expect(withContrast('contrast-light', false, true)).toBe('light');
    expect(withContrast('contrast-dark', true, false)).toBe('contrast-dark');
  });
});
