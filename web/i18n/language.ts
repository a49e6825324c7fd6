// The languages the interface speaks and how the one to use is chosen. Pure functions, no i18next,
// so the detection order and the share-link field are unit-tested without a browser:
// a share link's language > the choice saved in this browser > the browser's language > English.

export const LANGUAGES = ['en', 'pt-BR'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language named in itself, as the switcher lists it. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  'pt-BR': 'Português (Brasil)',
};

/** The short tag on the toolbar button. */
export const LANGUAGE_SHORT: Record<Language, string> = { en: 'EN', 'pt-BR': 'PT' };

/** localStorage key of the saved choice. */
export const LANGUAGE_STORAGE_KEY = 'protoscope.language';

/**
 * A language tag from anywhere (a link, storage, navigator.language) as one we speak, or null.
 * "pt", "pt-br", "pt-PT" read as Brazilian Portuguese (the only Portuguese we have); "en-GB" as
 * English; anything else, or anything that is not a short string, as null (ignored, never thrown).
 */
export function parseLanguage(value: unknown): Language | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > 35) return null;
  const primary = value.trim().toLowerCase().split(/[-_]/)[0];
  if (primary === 'pt') return 'pt-BR';
  if (primary === 'en') return 'en';
  return null;
}

export interface LanguageSources {
  /** The language a share link carries (its view.lang), if the page was opened from one. */
  link?: unknown;
  /** What localStorage holds under LANGUAGE_STORAGE_KEY. */
  saved?: unknown;
  /** navigator.languages (or [navigator.language]), most preferred first. */
  browser?: readonly unknown[];
}

/** The first usable answer in the order link > saved > browser > English. */
export function detectLanguage({ link, saved, browser = [] }: LanguageSources): Language {
  return (
    parseLanguage(link) ??
    parseLanguage(saved) ??
    browser.map(parseLanguage).find((l): l is Language => l !== null) ??
    DEFAULT_LANGUAGE
  );
}

/** The next language in the list (the switcher's key cycles through them). */
export function nextLanguage(current: Language): Language {
  return LANGUAGES[(LANGUAGES.indexOf(current) + 1) % LANGUAGES.length];
}

/** A share link's `view.lang`: exactly one of LANGUAGES, else null (an unknown value is ignored). */
export function linkLanguage(value: unknown): Language | null {
  return (LANGUAGES as readonly unknown[]).includes(value) ? (value as Language) : null;
}
