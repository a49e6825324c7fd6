// The colour theme: light, dark (for dark lecture rooms) or whatever the system prefers
// (prefers-color-scheme). The choice is remembered in localStorage and shown as
// <html data-theme="light|dark">; theme.css keys the palette's CSS custom properties on it, and
// presenter mode (present.css + theme.css) uses a high-contrast version of the same theme. The
// same high-contrast palettes can be worn outside presenter mode (a choice of its own, remembered,
// shown as <html data-contrast="high">; its default follows the system's prefers-contrast: more).
// Canvas painters cannot read CSS variables, so they ask canvasColors.ts, which reads them once
// per theme change; `themeVersion` tells the paint loops to repaint.

export type ThemeChoice = 'light' | 'dark' | 'system';
export type ResolvedTheme = 'light' | 'dark';

export const THEME_KEY = 'protoscope.theme';
export const CONTRAST_KEY = 'protoscope.contrast';
export const THEME_CHOICES: readonly ThemeChoice[] = ['light', 'dark', 'system'];

const listeners = new Set<() => void>();
let version = 0;
let choice: ThemeChoice = 'system';
let systemQuery: MediaQueryList | null = null;
/** The stored contrast choice, or null to follow the system. */
let contrastChoice: boolean | null = null;
let contrastQuery: MediaQueryList | null = null;

export function isThemeChoice(v: unknown): v is ThemeChoice {
  return typeof v === 'string' && (THEME_CHOICES as readonly string[]).includes(v);
}

/** What a choice shows, given whether the system prefers dark. */
export function resolveTheme(c: ThemeChoice, systemDark: boolean): ResolvedTheme {
  if (c === 'system') return systemDark ? 'dark' : 'light';
  return c;
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
  contrastChoice = storedContrast();
  if (typeof matchMedia === 'function') {
    systemQuery = matchMedia('(prefers-color-scheme: dark)');
    systemQuery.addEventListener('change', () => {
      if (choice === 'system') apply();
    });
    contrastQuery = matchMedia('(prefers-contrast: more)');
    contrastQuery.addEventListener('change', () => {
      if (contrastChoice === null) apply();
    });
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

function storedContrast(): boolean | null {
  try {
    const v = localStorage.getItem(CONTRAST_KEY);
    return v === 'high' ? true : v === 'normal' ? false : null;
  } catch {
    return null;
  }
}

/** Whether the high-contrast palette is on (the person's choice, else the system's preference). */
export function highContrast(): boolean {
  return contrastChoice ?? contrastQuery?.matches ?? false;
}

export function setHighContrast(on: boolean): void {
  contrastChoice = on;
  try {
    localStorage.setItem(CONTRAST_KEY, on ? 'high' : 'normal');
  } catch {
    // not remembered, but still applied
  }
  apply();
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
