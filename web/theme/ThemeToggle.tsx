// The top bar's theme choice: light, dark, or follow the system. A native <select>, so it works
// from the keyboard and with screen readers as every other picker does.
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { setThemeChoice, subscribeTheme, THEME_CHOICES, type ThemeChoice, themeChoice, themeVersion } from './theme';

export function ThemeToggle() {
  const { t } = useTranslation();
  const choice = useSyncExternalStore(subscribeTheme, themeChoice);
  return (
    <label className="theme-toggle">
      <span className="theme-toggle-label">{t('theme.label')}</span>
      <select
        data-testid="theme-choice"
        value={choice}
        title={t('theme.title')}
        onChange={(e) => setThemeChoice(e.target.value as ThemeChoice)}
      >
        {THEME_CHOICES.map((c) => (
          <option key={c} value={c}>
            {t(`theme.${c}`)}
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
