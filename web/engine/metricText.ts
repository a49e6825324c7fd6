// The engine's metric series in the reader's language: display name, help sentence and unit.
// Machines keep the engine's name (chart rules, share links, exports, METRIC in metricNames.ts);
// people read metricLabel/metricHelp/metricUnit. English is the engine's own text; Portuguese
// reads metricNames.pt-BR.ts and falls back to the English where a series is not listed yet.
// The language is a parameter so that this file does not pull i18next into the worker.
import type { Language } from '../i18n/language';
import { METRIC_HELP_PT_BR, METRIC_NAMES_PT_BR, METRIC_PREFIXES_PT_BR, METRIC_UNITS_PT_BR } from './metricNames.pt-BR';

/** The display name of the series `name` ("cwnd F1" → "janela de congestionamento F1"). */
export function metricLabel(name: string, lang: Language): string {
  if (lang !== 'pt-BR') return name;
  const whole = METRIC_NAMES_PT_BR[name];
  if (whole !== undefined) return whole;
  for (const [prefix, words] of Object.entries(METRIC_PREFIXES_PT_BR)) {
    if (name.startsWith(prefix)) return words + name.slice(prefix.length);
  }
  return name;
}

/** The help sentence of a series, given the English the engine sent. */
export function metricHelp(help: string, lang: Language): string {
  if (lang !== 'pt-BR' || help === '') return help;
  const whole = METRIC_HELP_PT_BR[help];
  if (whole !== undefined) return whole;
  // Per-flow sentences: "congestion window of F1" matches the template "congestion window of {x}".
  for (const [english, words] of Object.entries(METRIC_HELP_PT_BR)) {
    const at = english.indexOf('{x}');
    if (at < 0) continue;
    const before = english.slice(0, at);
    const after = english.slice(at + 3);
    if (help.length > before.length + after.length && help.startsWith(before) && help.endsWith(after)) {
      return words.replace('{x}', help.slice(before.length, help.length - after.length));
    }
  }
  return help;
}

/** The unit as read in `lang` ("packets" → "pacotes"; symbols unchanged). */
export function metricUnit(unit: string, lang: Language): string {
  return lang === 'pt-BR' ? (METRIC_UNITS_PT_BR[unit] ?? unit) : unit;
}
