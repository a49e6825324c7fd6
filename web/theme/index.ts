// Colour themes: light, dark and follow-the-system, remembered in localStorage, plus the
// high-contrast palettes presenter mode wears (theme.css), also on their own (setHighContrast).
//
// HOW THE SHELL MOUNTS IT
//   initTheme();            // main.tsx, before the first render (no flash of the wrong theme)
//   <ThemeToggle />         // top bar
//   Canvas painters take colours from canvasColors(); usePainterLoop repaints on useThemeVersion().
import './theme.css';

export { type CanvasColors, canvasColors } from './canvasColors';
export { ThemeToggle, useThemeVersion } from './ThemeToggle';
export {
  highContrast,
  initTheme,
  isHighContrast,
  isThemeChoice,
  paletteChanged,
  type ResolvedTheme,
  resolveTheme,
  setHighContrast,
  setThemeChoice,
  THEME_KEY,
  type ThemeChoice,
  themeChoice,
  withContrast,
} from './theme';
