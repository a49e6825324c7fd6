// Display names of trace kinds per language. The engine names each kind with a stable id
// ("tx-start", "collision", "tcp-timeout"): machines keep using the id (option values, share
// links, data-testid, exports, e2e selectors); people read kindLabel(id). English shows the id
// itself (the word the documentation and the log have always used); Portuguese reads the table in
// kindNames.pt-BR.ts, and an id missing there (a kind added later) falls back to the id.
// The language is a parameter so that this file does not pull i18next into the worker.
import type { Language } from '../i18n/language';
import { KIND_NAMES_PT_BR } from './kindNames.pt-BR';

const TABLES: Partial<Record<Language, Record<string, string>>> = { 'pt-BR': KIND_NAMES_PT_BR };

/** The name people read for the trace kind `id` in `lang`. */
export function kindLabel(id: string, lang: Language): string {
  return TABLES[lang]?.[id] ?? id;
}
