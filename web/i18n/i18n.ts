// The one i18next instance of the app: both languages' messages bundled (they are small), the
// language chosen at start-up (language.ts: link > saved > browser > English), <html lang> kept
// in step, and the choice saved when the user makes it. Components read text with
// useTranslation(); code outside React (actions, formatters) uses `t` from here.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en';
import {
  DEFAULT_LANGUAGE,
  detectLanguage,
  LANGUAGE_STORAGE_KEY,
  LANGUAGES,
  type Language,
  nextLanguage,
  parseLanguage,
} from './language';
import { ptBR } from './pt-BR';

export const i18n = i18next.createInstance();

function savedChoice(): string | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null; // storage blocked (private mode, sandboxed frame): fall through to the browser's language
  }
}

function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}

function syncDocument(lang: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
}

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en }, 'pt-BR': { translation: ptBR } },
  lng: detectLanguage({ saved: savedChoice(), browser: browserLanguages() }),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  // React escapes text children itself; i18next escaping would show "&amp;".
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});
syncDocument(i18n.language);
i18n.on('languageChanged', syncDocument);

/** The active language (one of LANGUAGES). */
export function currentLanguage(): Language {
  return parseLanguage(i18n.language) ?? DEFAULT_LANGUAGE;
}

/**
 * Switches the interface. `persist` saves it as this browser's choice (the user picked it);
 * a language that arrives in a share link is applied without overwriting the saved choice.
 */
export function setLanguage(lang: Language, { persist = true }: { persist?: boolean } = {}): void {
  if (persist) {
    try {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
    } catch {
      // storage blocked: the choice holds for this page only
    }
  }
  if (lang !== currentLanguage()) void i18n.changeLanguage(lang);
}

/** The switcher's action: the next language, saved. */
export function cycleLanguage(): void {
  setLanguage(nextLanguage(currentLanguage()));
}

export const t = i18n.t.bind(i18n);
