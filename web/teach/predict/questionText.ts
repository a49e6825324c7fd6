// A question's words in the active language. A scenario may carry
// "translations": {"pt-BR": {"questions": {"<id>": {"prompt", "unit"?, "choices"?}}}} (declared in
// engine/scenario/scenario_params.h, text only: grading reads the English question's `when`s).
// Each part falls back to the file's own English: a missing prompt, unit, or a choices list whose
// length differs from the question's (the order is what ties a text to its `when`).

import type { Language } from '../../i18n/language';
import { translationOf } from '../../i18n/scenarioText';
import type { Question } from './questions';

export interface QuestionText {
  prompt: string;
  unit: string;
  choices: string[];
}

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/** The translation's entry for question `id` ({} when there is none). */
function entryFor(doc: unknown, lang: Language, id: string): Record<string, unknown> {
  if (!doc || typeof doc !== 'object') return {};
  const qs = translationOf(doc as Record<string, unknown>, lang).questions;
  if (!qs || typeof qs !== 'object' || Array.isArray(qs)) return {};
  const e = (qs as Record<string, unknown>)[id];
  return e && typeof e === 'object' && !Array.isArray(e) ? (e as Record<string, unknown>) : {};
}

/** The prompt, unit and choice texts of `q` in `lang`, part by part falling back to its own. */
export function questionText(q: Question, doc: unknown, lang: Language): QuestionText {
  const tr = entryFor(doc, lang, q.id);
  const own = (q.choices ?? []).map((c) => c.text);
  const translated = Array.isArray(tr.choices) ? tr.choices.map(text) : [];
  const choices = translated.length === own.length && translated.every((c) => c !== '') ? translated : own;
  return { prompt: text(tr.prompt) || q.prompt, unit: text(tr.unit) || (q.unit ?? ''), choices };
}
