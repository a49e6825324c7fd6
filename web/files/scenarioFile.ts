// Reading a scenario file the user opened or dropped: the same checks, in the same order and with
// the same limits, as a scenario that arrives in a share link (web/share/link.ts): size first
// (MAX_JSON_BYTES), then JSON, then the scenario schema (checkScenario names the field and what
// it allows). The engine validates again on load and has the last word.
import { count } from '../i18n/format';
import { refusalWords } from '../i18n/refusals';
import { formatBytes } from '../share/codec';
import { MAX_JSON_BYTES } from '../share/link';
import { checkScenario } from '../share/scenarioCheck';

export type FileVerdict =
  | { ok: true; json: string; scenario: Record<string, unknown> }
  | { ok: false; message: string };

/** Checks the text of a scenario file of `sizeBytes` bytes called `fileName`. Pure: no DOM. */
export function checkScenarioText(fileName: string, text: string, sizeBytes: number): FileVerdict {
  const w = refusalWords();
  const file = fileName.slice(0, 80) || w.theFile;
  if (sizeBytes > MAX_JSON_BYTES) {
    return {
      ok: false,
      message: w.fileTooBig(file, count(sizeBytes), count(MAX_JSON_BYTES), formatBytes(MAX_JSON_BYTES)),
    };
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (err) {
    const detail = err instanceof Error ? err.message.slice(0, 120) : w.notParsed;
    return { ok: false, message: w.fileNotJson(file, detail) };
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    return { ok: false, message: w.fileNotObject(file, describe(data)) };
  }
  const problem = checkScenario(data);
  if (problem) return { ok: false, message: `${file}: ${problem}` };
  return { ok: true, json: text, scenario: data as Record<string, unknown> };
}

/** Reads a File (picker or drop) and checks it; the size is checked before a byte is read. */
export async function readScenarioFile(file: File): Promise<FileVerdict> {
  if (file.size > MAX_JSON_BYTES) return checkScenarioText(file.name, '', file.size);
  let text: string;
  try {
    text = await file.text();
  } catch {
    return { ok: false, message: refusalWords().fileUnreadable(file.name.slice(0, 80)) };
  }
  return checkScenarioText(file.name, text, file.size);
}

function describe(v: unknown): string {
  const types = refusalWords().types;
  if (Array.isArray(v)) return types.array;
  if (v === null) return types.null;
  const kind = typeof v;
  if (kind === 'number' || kind === 'string' || kind === 'boolean') return refusalWords().aJson[kind];
  return `a ${kind}`;
}
