// A scenario's teaching text in the active language. A scenario file may carry
// "translations": {"pt-BR": {"name", "title", "description", "notes"}} (declared in
// engine/scenario/scenario_params.h); each part missing there falls back to the file's own
// (English) field, so a partial translation still shows everything.
import { useEffect, useState } from 'react';
import { scenarioTranslationsFor } from '../scenarios/gallery';
import type { ScenarioInfo, TranslatedInfo } from '../scenarios/scenarioIndex';
import { currentLanguage } from './i18n';
import { DEFAULT_LANGUAGE, type Language } from './language';

export interface ScenarioText {
  name: string;
  title: string;
  description: string;
  notes: string[];
}

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');
const strings = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string' && s.trim() !== '') : [];

/** The scenario's own `translations[lang]` object ({} when it has none). */
export function translationOf(
  doc: Record<string, unknown> | null | undefined,
  lang: Language,
): Record<string, unknown> {
  const all = doc?.translations;
  if (typeof all !== 'object' || all === null || Array.isArray(all)) return {};
  const own = (all as Record<string, unknown>)[lang];
  return typeof own === 'object' && own !== null && !Array.isArray(own) ? (own as Record<string, unknown>) : {};
}

/** The scenario's name, title, description and notes in `lang`, part by part falling back to its own. */
export function localizedText(doc: Record<string, unknown> | null | undefined, lang: Language): ScenarioText {
  const tr = translationOf(doc, lang);
  const notes = strings(tr.notes);
  return {
    name: text(tr.name) || text(doc?.name),
    title: text(tr.title) || text(tr.name) || text(doc?.title) || text(doc?.name),
    description: text(tr.description) || text(doc?.description),
    notes: notes.length > 0 ? notes : strings(doc?.notes),
  };
}

/** The title a scenario is shown under ("title", else "name") in `lang`, or `fallback`. */
export function localizedTitle(doc: Record<string, unknown> | null, lang: Language, fallback: string): string {
  return localizedText(doc, lang).title || fallback;
}

/** A gallery entry's title and description from `translated` (its language's chunk, once
 *  fetched), else its own. */
export function entryText(
  e: ScenarioInfo,
  translated: Record<string, TranslatedInfo> = {},
): TranslatedInfo & {
  title: string;
  description: string;
} {
  const tr = translated[e.id];
  return { title: tr?.title || e.title, description: tr?.description || e.description };
}

/** The gallery's translations for the active language ({} in English and until they arrive). */
export function useScenarioTranslations(): Record<string, TranslatedInfo> {
  const lang = currentLanguage();
  const [shown, setShown] = useState<{ lang: string; text: Record<string, TranslatedInfo> }>({ lang: 'en', text: {} });
  useEffect(() => {
    if (lang === DEFAULT_LANGUAGE) return;
    let alive = true;
    void scenarioTranslationsFor(lang).then((text) => {
      if (alive) setShown({ lang, text });
    });
    return () => {
      alive = false;
    };
  }, [lang]);
  return shown.lang === lang ? shown.text : {};
}
