// What the app says when it refuses input (a pasted, opened or linked scenario that fails the
// schema, an editor field with a bad value), in each language, built from its parts: the field's
// path (the JSON path the person edits, never translated), what is allowed, and the value given.
// Each language is one table of small functions with the same shape, so a message can only be
// missing in Portuguese by failing to compile; English is the wording the app always had
// (tests/unit/editor/validate.test.ts and the share/file tests pin it).
// Numbers arrive already written for the language (see localDecimal below and describe.ts).
import { formatNumber } from './format';
import { currentLanguage } from './i18n';
import type { Language } from './language';

export interface RefusalWords {
  /** The name of the whole scenario where a message has no field path. */
  root: string;
  // ---- what a valid value looks like (describe.ts expectation/rangeText) ----
  and: string;
  or: string;
  wholeNumber: string;
  aNumber: string;
  oneOf(list: string): string;
  /** JSON type names as a person reads them: "text", "a list". */
  types: Record<'string' | 'boolean' | 'object' | 'array' | 'null' | 'integer' | 'number', string>;
  // ---- the editor's validator (validate.ts) ----
  mustBe(expected: string, got: string): string;
  mustBeOneOf(list: string, got: string): string;
  notEmpty: string;
  minChars(n: number): string;
  maxChars(n: number): string;
  minEntries(n: number, has: number): string;
  maxEntries(n: number, has: number): string;
  required: string;
  unknownHere(known: string): string;
  // ---- around the check: share links and opened files ----
  linkDamaged(detail: string): string;
  linkScenarioInvalid(problem: string): string;
  theFile: string;
  /** `size` and `max` are byte counts already written for the language; `maxShort` is "1 MB". */
  fileTooBig(file: string, size: string, max: string, maxShort: string): string;
  notParsed: string;
  fileUnreadable(file: string): string;
  fileNotJson(file: string, detail: string): string;
  /** "a number", "a string", "a boolean": what a file holds instead of an object. */
  aJson: Record<'number' | 'string' | 'boolean', string>;
  fileNotObject(file: string, what: string): string;
}

const EN: RefusalWords = {
  root: 'scenario',
  and: 'and',
  or: 'or',
  wholeNumber: 'a whole number',
  aNumber: 'a number',
  oneOf: (list) => `one of ${list}`,
  types: {
    string: 'text',
    boolean: 'true or false',
    object: 'an object',
    array: 'a list',
    null: 'null',
    integer: 'a whole number',
    number: 'a number',
  },
  mustBe: (expected, got) => `must be ${expected} (got ${got})`,
  mustBeOneOf: (list, got) => `must be one of ${list} (got ${got})`,
  notEmpty: 'must not be empty',
  minChars: (n) => `must be at least ${n} characters long`,
  maxChars: (n) => `must be at most ${n} characters long`,
  minEntries: (n, has) => `must have at least ${n} ${n === 1 ? 'entry' : 'entries'} (has ${has})`,
  maxEntries: (n, has) => `must have at most ${n} entries (has ${has})`,
  required: 'is required',
  unknownHere: (known) => `is not a known field here (known: ${known})`,
  linkDamaged: (detail) => `This link is damaged: ${detail}.`,
  linkScenarioInvalid: (problem) => `its scenario is not valid: ${problem}`,
  theFile: 'the file',
  fileTooBig: (file, size, max, maxShort) =>
    `${file}: is ${size} bytes; scenario files up to ${max} bytes (${maxShort}) are read`,
  notParsed: 'it could not be parsed',
  fileUnreadable: (file) => `${file}: could not be read`,
  fileNotJson: (file, detail) => `${file}: is not valid JSON (${detail})`,
  aJson: { number: 'a number', string: 'a string', boolean: 'a boolean' },
  fileNotObject: (file, what) => `${file}: must hold one JSON object (a scenario), not ${what}`,
};

const PT_BR: RefusalWords = {
  root: 'cenário',
  and: 'e',
  or: 'ou',
  wholeNumber: 'um número inteiro',
  aNumber: 'um número',
  oneOf: (list) => `um de ${list}`,
  types: {
    string: 'texto',
    boolean: 'true ou false',
    object: 'um objeto',
    array: 'uma lista',
    null: 'null',
    integer: 'um número inteiro',
    number: 'um número',
  },
  mustBe: (expected, got) => `deve ser ${expected} (valor recebido: ${got})`,
  mustBeOneOf: (list, got) => `deve ser um de ${list} (valor recebido: ${got})`,
  notEmpty: 'não pode ficar vazio',
  minChars: (n) => `deve ter pelo menos ${n} ${n === 1 ? 'caractere' : 'caracteres'}`,
  maxChars: (n) => `deve ter no máximo ${n} ${n === 1 ? 'caractere' : 'caracteres'}`,
  minEntries: (n, has) => `deve ter pelo menos ${n} ${n === 1 ? 'item' : 'itens'} (tem ${has})`,
  maxEntries: (n, has) => `deve ter no máximo ${n} ${n === 1 ? 'item' : 'itens'} (tem ${has})`,
  required: 'é obrigatório',
  unknownHere: (known) => `campo desconhecido aqui (permitidos: ${known})`,
  linkDamaged: (detail) => `Este link está danificado: ${detail}.`,
  linkScenarioInvalid: (problem) => `o cenário dele não é válido: ${problem}`,
  theFile: 'o arquivo',
  fileTooBig: (file, size, max, maxShort) =>
    `${file}: tem ${size} bytes; são lidos arquivos de cenário de até ${max} bytes (${maxShort})`,
  notParsed: 'não foi possível interpretá-lo',
  fileUnreadable: (file) => `${file}: não foi possível ler o arquivo`,
  fileNotJson: (file, detail) => `${file}: não é um JSON válido (${detail})`,
  aJson: { number: 'um número', string: 'um texto', boolean: 'um booleano' },
  fileNotObject: (file, what) => `${file}: deve conter um único objeto JSON (um cenário), não ${what}`,
};

/**
 * The browser's schema check (share/scenarioCheck.ts) in Portuguese, from Ajv's keyword and params.
 * English has no table: it keeps Ajv's own English messages, as it always has.
 */
export interface SchemaCheckWords {
  /** A bound ("≥ 1 bit/s") the value breaks. */
  bound(limit: string): string;
  unknownField(name: string): string;
  missingField(name: string): string;
  typeMismatch(type: string): string;
  oneOf(list: string): string;
  /** Appended when the value given is known. */
  got(value: string): string;
  minEntries(n: number): string;
  maxEntries(n: number): string;
  minChars(n: number): string;
  minFields(n: number): string;
  pattern(pattern: string): string;
  badKey(key: string, problem: string): string;
  notFit: string;
}

const PT_BR_SCHEMA_CHECK: SchemaCheckWords = {
  bound: (limit) => `deve ser ${limit}`,
  unknownField: (name) => `tem um campo desconhecido, "${name}"`,
  missingField: (name) => `precisa do campo obrigatório "${name}"`,
  typeMismatch: (type) => `deve ser ${type}`,
  oneOf: (list) => `deve ser um de ${list}`,
  got: (value) => ` (valor recebido: ${value})`,
  minEntries: (n) => `deve ter pelo menos ${n} ${n === 1 ? 'item' : 'itens'}`,
  maxEntries: (n) => `deve ter no máximo ${n} ${n === 1 ? 'item' : 'itens'}`,
  minChars: (n) => (n === 1 ? 'não pode ficar vazio' : `deve ter pelo menos ${n} caracteres`),
  minFields: (n) => `deve ter pelo menos ${n} ${n === 1 ? 'campo' : 'campos'}`,
  pattern: (pattern) => `deve seguir o padrão ${pattern}`,
  badKey: (key, problem) => `tem uma chave não permitida, "${key}" (${problem})`,
  notFit: 'não segue o esquema de cenários',
};

/** The schema check's Portuguese words, or null in English (Ajv's own messages stand). */
export function schemaCheckWords(lang: Language = currentLanguage()): SchemaCheckWords | null {
  return lang === 'pt-BR' ? PT_BR_SCHEMA_CHECK : null;
}

const TABLES: Record<Language, RefusalWords> = { en: EN, 'pt-BR': PT_BR };

/** The refusal wording of `lang` (the active language by default). */
export function refusalWords(lang: Language = currentLanguage()): RefusalWords {
  return TABLES[lang];
}

/**
 * A number already written with "." as its decimal point ("0.5", "2.5e6", "-1e-6") with the
 * decimal separator of the active language (web/i18n/format.ts): "0,5" in Portuguese. Only the separator changes, so the compact
 * forms the messages use (1e12 rather than 1 000 000 000 000) stay compact.
 */
export function localDecimal(text: string): string {
  const separator = formatNumber(1.5).charAt(1);
  return separator === '.' ? text : text.replace('.', separator);
}
