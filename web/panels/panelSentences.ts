// Sentences inside the family panels (hints, phase explanations, verdicts, tooltips) in the active
// language. A sentence is written once, in English, at the place that shows it: ps('No gap so far.')
// or, with values, ps('Missing below {seq}: {list}', { seq, list }). Portuguese reads the table in
// panelSentences.pt-BR.ts, keyed by that English; a sentence missing there shows in English. Numbers
// are formatted by the caller (web/i18n/format.ts), so they follow the language too.
// tests/unit/i18n/panelSentences.test.ts checks every sentence used has its Portuguese and that no
// English sentence is left unwrapped in a panel.
import { currentLanguage } from '../i18n/i18n';
import { PT_BR_PANEL_SENTENCES } from './panelSentences.pt-BR';

/** Marks an English sentence kept in a table (a phase's explanation) for ps() where it is shown. */
export const sentence = (english: string): string => english;

/** `english` in the active language, each {name} replaced by values[name] (nothing for undefined, as JSX shows it). */
export function ps(english: string, values: Record<string, string | number | undefined> = {}): string {
  const template = currentLanguage() === 'pt-BR' ? (PT_BR_PANEL_SENTENCES[english] ?? english) : english;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name] ?? '') : whole));
}
