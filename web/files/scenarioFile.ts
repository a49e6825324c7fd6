// Reading a scenario file the user opened or dropped: the same checks, in the same order and with
// the same limits, as a scenario that arrives in a share link (web/share/link.ts): size first
// (MAX_JSON_BYTES), then JSON, then the scenario schema (checkScenario names the field and what
// it allows). The engine validates again on load and has the last word. Text that is not JSON is
// located by our own scan (jsonSyntax.ts), never described in the browser's words.
import { count } from '../i18n/format';
import { currentLanguage } from '../i18n/i18n';
import { jsonProblemText } from '../i18n/jsonWords';
import type { Language } from '../i18n/language';
import { refusalWords } from '../i18n/refusals';
import { remember, type Said } from '../i18n/said';
import { formatBytes } from '../share/codec';
import { MAX_JSON_BYTES } from '../share/link';
import { checkScenario } from '../share/scenarioCheck';
import { findJsonProblem } from './jsonSyntax';

export type FileVerdict =
  | { ok: true; json: string; scenario: Record<string, unknown> }
  | { ok: false; message: string };

/**
 * Checks the text of a scenario file of `sizeBytes` bytes called `fileName`, saying any refusal in
 * `lang` (the active language by default). Pure: no DOM.
 */
export function checkScenarioText(
  fileName: string,
  text: string,
  sizeBytes: number,
  lang: Language = currentLanguage(),
): FileVerdict {
  const w = refusalWords(lang);
  const file = fileName.slice(0, 80) || w.theFile;
  if (sizeBytes > MAX_JSON_BYTES) {
    return {
      ok: false,
      message: w.fileTooBig(file, count(sizeBytes), count(MAX_JSON_BYTES), formatBytes(MAX_JSON_BYTES, lang)),
    };
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    const problem = findJsonProblem(text);
    return { ok: false, message: w.fileNotJson(file, problem ? jsonProblemText(problem, lang) : w.notParsed) };
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    return { ok: false, message: w.fileNotObject(file, describe(data, lang)) };
  }
  const problem = checkScenario(data, lang);
  if (problem) return { ok: false, message: `${file}: ${problem}` };
  return { ok: true, json: text, scenario: data as Record<string, unknown> };
}

/** Reads a File (picker or drop) and checks it; the size is checked before a byte is read. */
export async function readScenarioFile(file: File): Promise<FileVerdict> {
  const opened = await openScenarioFile(file);
  return opened.ok ? opened : { ok: false, message: opened.say(currentLanguage()) };
}

/**
 * readScenarioFile for the app: a refusal comes as a function of the language (the file's
 * checks said again in it), so the notice on screen re-words itself when the language changes.
 */
export async function openScenarioFile(
  file: File,
): Promise<Extract<FileVerdict, { ok: true }> | { ok: false; say: Said }> {
  const name = file.name.slice(0, 80);
  let text = '';
  if (file.size <= MAX_JSON_BYTES) {
    try {
      text = await file.text();
    } catch {
      return { ok: false, say: (lang) => refusalWords(lang).fileUnreadable(name) };
    }
  }
  const verdict = checkScenarioText(file.name, text, file.size);
  if (verdict.ok) return verdict;
  const say = remember((lang) => {
    const again = checkScenarioText(file.name, text, file.size, lang);
    return again.ok ? '' : again.message;
  });
  return { ok: false, say };
}

function describe(v: unknown, lang: Language): string {
  const words = refusalWords(lang);
  if (Array.isArray(v)) return words.types.array;
  if (v === null) return words.types.null;
  const kind = typeof v;
  if (kind === 'number' || kind === 'string' || kind === 'boolean') return words.aJson[kind];
  return `a ${kind}`;
}
