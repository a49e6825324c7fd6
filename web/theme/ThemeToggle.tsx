// The top bar's theme choice: light, dark, or follow the system, and a high-contrast switch. A
// native <select> and checkbox, so they work from the keyboard and with screen readers as every
// other control does.
import { useSyncExternalStore } from 'react';
import {
  highContrast,
  setHighContrast,
  setThemeChoice,
  subscribeTheme,
  THEME_CHOICES,
  type ThemeChoice,
  themeChoice,
  themeVersion,
} from './theme';

const LABELS: Record<ThemeChoice, string> = {
  light: 'Light',
  dark: 'Dark',
  system: 'System',
};

export function ThemeToggle() {
  const choice = useSyncExternalStore(subscribeTheme, themeChoice);
  const contrast = useSyncExternalStore(subscribeTheme, highContrast);
  return (
    <span className="theme-tools">
      <label className="theme-toggle">
        <span className="theme-toggle-label">Theme</span>
        <select
          data-testid="theme-choice"
          value={choice}
          title="Colour theme: light, dark (for dark rooms) or as the system prefers"
          onChange={(e) => setThemeChoice(e.target.value as ThemeChoice)}
        >
          {THEME_CHOICES.map((c) => (
            <option key={c} value={c}>
              {LABELS[c]}
            </option>
          ))}
        </select>
      </label>
      <label className="theme-toggle" title="High-contrast colours (as in presenter mode), at the normal size (C)">
        <input
          type="checkbox"
          data-testid="contrast-choice"
          checked={contrast}
          onChange={(e) => setHighContrast(e.target.checked)}
        />
        <span className="theme-toggle-label">High contrast</span>
      </label>
    </span>
  );
}

/** Re-renders with every palette change; paint loops put it in their dependencies to repaint. */
export function useThemeVersion(): number {
  return useSyncExternalStore(subscribeTheme, themeVersion);
}
