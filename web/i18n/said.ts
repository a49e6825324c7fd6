// What to tell a person, kept as a function of the language instead of a finished string, so a
// notice already on screen is worded again when the language changes (pressing L). The browser's
// own refusals (share links, sweeps, opened files) throw a SaidError: its `message` is the text in
// the language active when it was thrown (what logs and the English tests read), its `say` words
// the same refusal in any language. Numbers inside follow web/i18n/format.ts, which reads the
// active language: a Said is meant to be called with the active language, as a notice renders.
import { currentLanguage } from './i18n';
import type { Language } from './language';

export type Said = (lang: Language) => string;

/** What a notice may be given: finished text (said as it is) or a Said. */
export type Sayable = string | Said;

/** Text that is the same in every language (a name, an empty notice). */
export function plain(text: string): Said {
  return () => text;
}

/** `text` in `lang`. */
export function sayIn(text: Sayable, lang: Language): string {
  return typeof text === 'function' ? text(lang) : text;
}

/** `say`, computed once per language (re-wording may re-run a schema check). */
export function remember(say: Said): Said {
  const done = new Map<Language, string>();
  return (lang) => {
    let text = done.get(lang);
    if (text === undefined) {
      text = say(lang);
      done.set(lang, text);
    }
    return text;
  };
}

/** An Error whose message can be said again in another language. */
export class SaidError extends Error {
  readonly say: Said;
  constructor(say: Said) {
    super(say(currentLanguage()));
    this.say = say;
  }
}

/** How to word `err` in any language: its own `say` when it has one, else its fixed message. */
export function saidOf(err: unknown): Said {
  if (err instanceof SaidError) return err.say;
  return plain(err instanceof Error ? err.message : String(err));
}
