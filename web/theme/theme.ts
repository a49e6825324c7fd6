// The colour theme: light, dark (for dark lecture rooms), either in high contrast (presenter
// mode's palettes at the normal size), or whatever the system prefers (prefers-color-scheme, and
// prefers-contrast: more for high contrast). The choice is remembered in localStorage and shown as
// <html data-theme="light|dark"> plus data-contrast="high"; theme.css keys the palette's CSS custom
// properties on them, and presenter mode (present.css + theme.css) always wears the high-contrast
// version. High contrast is a choice in the same picker rather than a control of its own: the top
// bar has no room for another, and one picker says every combination.
// Canvas painters cannot read CSS variables, so they ask canvasColors.ts, which reads them once
// per theme change; `themeVersion` tells the paint loops to repaint.

export type ThemeChoice = 'light' | 'dark' | 'system' | 'contrast-light' | 'contrast-dark';
export type ResolvedTheme = 'light' | 'dark';

export const THEME_KEY = 'protoscope.theme';
export const THEME_CHOICES: readonly ThemeChoice[] = ['light', 'dark', 'system', 'contrast-light', 'contrast-dark'];

const listeners = new Set<() => void>();
let version = 0;
let choice: ThemeChoice = 'system';
let systemQuery: MediaQueryList | null = null;
let contrastQuery: MediaQueryList | null = null;

export function isThemeChoice(v: unknown): v is ThemeChoice {
  return typeof v === 'string' && (THEME_CHOICES as readonly string[]).includes(v);
}

/** What a choice shows, given whether the system prefers dark. */
export function resolveTheme(c: ThemeChoice, systemDark: boolean): ResolvedTheme {
  if (c === 'system') return systemDark ? 'dark' : 'light';
  return c === 'contrast-dark' || c === 'dark' ? 'dark' : 'light';
}

/** Whether a choice wears the high-contrast palette, given whether the system asks for more contrast. */
export function isHighContrast(c: ThemeChoice, systemMore: boolean): boolean {
  return c === 'contrast-light' || c === 'contrast-dark' || (c === 'system' && systemMore);
}

/** The choice with high contrast turned on or off, keeping light or dark as it shows now. */
export function withContrast(c: ThemeChoice, on: boolean, systemDark: boolean): ThemeChoice {
  const shade = resolveTheme(c, systemDark);
  return on ? `contrast-${shade}` : shade;
}

function storedChoice(): ThemeChoice {
  try {
    const v = localStorage.getItem(THEME_KEY);
    return isThemeChoice(v) ? v : 'system';
  } catch {
    return 'system'; // storage blocked (private mode, sandbox): follow the system
  }
}

function systemDark(): boolean {
  return systemQuery?.matches ?? false;
}

function systemMoreContrast(): boolean {
  return contrastQuery?.matches ?? false;
}

/** Writes the resolved theme on <html> and tells every listener (paint loops, the toggle). */
function apply(): void {
  const root = document.documentElement;
  root.dataset.theme = resolveTheme(choice, systemDark());
  root.dataset.themeChoice = choice;
  if (highContrast()) root.dataset.contrast = 'high';
  else delete root.dataset.contrast;
  version += 1;
  for (const fn of listeners) fn();
}

/** Once at start-up, before the first render: applies the remembered choice and follows the system. */
export function initTheme(): void {
  choice = storedChoice();
  if (typeof matchMedia === 'function') {
    systemQuery = matchMedia('(prefers-color-scheme: dark)');
    contrastQuery = matchMedia('(prefers-contrast: more)');
    const follow = () => {
      if (choice === 'system') apply();
    };
    systemQuery.addEventListener('change', follow);
    contrastQuery.addEventListener('change', follow);
  }
  apply();
}

export function themeChoice(): ThemeChoice {
  return choice;
}

export function setThemeChoice(next: ThemeChoice): void {
  choice = next;
  try {
    localStorage.setItem(THEME_KEY, next);
  } catch {
    // not remembered, but still applied
  }
  apply();
}

/** Whether the high-contrast palette is on now. */
export function highContrast(): boolean {
  return isHighContrast(choice, systemMoreContrast());
}

/** High contrast on or off (the C key), keeping light or dark as shown. */
export function setHighContrast(on: boolean): void {
  setThemeChoice(withContrast(choice, on, systemDark()));
}

/** Bumped whenever the colours on screen change (theme, contrast or presenter mode). */
export function themeVersion(): number {
  return version;
}

/** Presenter mode changes the palette too (present.css): it calls this after toggling its class. */
export function paletteChanged(): void {
  version += 1;
  for (const fn of listeners) fn();
}

export function subscribeTheme(fn: () => void): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}
