// The top bar's theme choice: light, dark, either in high contrast, or follow the system. A native
// <select>, so it works from the keyboard and with screen readers as every other picker does.
import { useSyncExternalStore } from 'react';
import { setThemeChoice, subscribeTheme, THEME_CHOICES, type ThemeChoice, themeChoice, themeVersion } from './theme';

const LABELS: Record<ThemeChoice, string> = {
  light: 'Light',
  dark: 'Dark',
  system: 'System',
  'contrast-light': 'Light, high contrast',
  'contrast-dark': 'Dark, high contrast',
};

export function ThemeToggle() {
  const choice = useSyncExternalStore(subscribeTheme, themeChoice);
  return (
    <label className="theme-toggle">
      <span className="theme-toggle-label">Theme</span>
      <select
        data-testid="theme-choice"
        value={choice}
        title="Colour theme: light, dark (for dark rooms), either in high contrast (C), or as the system prefers"
        onChange={(e) => setThemeChoice(e.target.value as ThemeChoice)}
      >
        {THEME_CHOICES.map((c) => (
          <option key={c} value={c}>
            {LABELS[c]}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Re-renders with every palette change; paint loops put it in their dependencies to repaint. */
export function useThemeVersion(): number {
  return useSyncExternalStore(subscribeTheme, themeVersion);
}
