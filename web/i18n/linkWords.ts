// What a share link that cannot be read says is wrong with it, in each language (web/share/codec.ts,
// link.ts, shareState.ts): the integrity checks (length, marker, format, compression, text) and
// the strict shape check of the state it carries. Field names and paths ("playhead.timeNs",
// "panels[3]") are what the link holds, so they are never translated. English is the wording the
// app always had (tests/unit/share/link.test.ts pins it); sizes arrive already written ("64 KB").
import type { Language } from './language';
import { SaidError } from './said';

export interface LinkWords {
  // ---- writing a link (encodeShare) ----
  tooLargeToShare(max: string): string;
  tooLargeCompressed(size: string, max: string): string;
  // ---- reading one: what is wrong with "it" (the link) ----
  tooLong(size: string, max: string): string;
  noMarker(marker: string): string;
  newerFormat(version: number, reads: number): string;
  unknownFormat(version: number, reads: number): string;
  noData: string;
  notJson: string;
  expandsPast(max: string): string;
  corrupt: string;
  notUtf8: string;
  badCharacters: string;
  truncated: string;
  unreadable: string;
  // ---- the state it carries (checkShareState) ----
  /** `what` is the field's path, or null for the whole link data. */
  notObject(what: string | null): string;
  unexpectedField(name: string): string;
  missingField(name: string): string;
  seed: string;
  playheadField(name: string): string;
  timeNs: string;
  eventIndex: string;
  panelsList: string;
  panelsTooMany(n: number): string;
  panelId(i: number): string;
  viewTooMany(n: number): string;
  viewBadName(name: string): string;
  viewValue(key: string): string;
  tooDeep(path: string, levels: number): string;
  forbiddenKey(path: string, key: string): string;
}

const EN: LinkWords = {
  tooLargeToShare: (max) => `This scenario is too large to share as a link (over ${max}). Export it as JSON instead.`,
  tooLargeCompressed: (size, max) =>
    `This scenario is too large to share as a link (${size} compressed; the limit is ${max}). Export it as JSON instead.`,
  tooLong: (size, max) => `it is too long (${size}; links up to ${max} are read)`,
  noMarker: (marker) => `it does not start with a ProtoScope marker ("${marker}"), so it was cut or edited`,
  newerFormat: (version, reads) =>
    `it was made by a newer ProtoScope (link format ${version}; this page reads format ${reads}). Reload the page to get the latest version`,
  unknownFormat: (version, reads) => `its format ${version} is unknown (this page reads format ${reads})`,
  noData: 'it carries no data',
  notJson: 'its contents are not valid JSON',
  expandsPast: (max) => `its contents expand to more than ${max}`,
  corrupt: 'its compressed data is corrupt or cut short',
  notUtf8: 'its contents are not valid UTF-8 text',
  badCharacters: 'it contains characters that cannot appear in a ProtoScope link',
  truncated: 'it looks truncated (its data has an impossible length)',
  unreadable: 'it could not be read',
  notObject: (what) => `${what ?? 'the link data'} must be an object`,
  unexpectedField: (name) => `it has an unexpected field "${name}"`,
  missingField: (name) => `the field "${name}" is missing`,
  seed: 'seed must be a whole number ≥ 0',
  playheadField: (name) => `playhead has an unexpected field "${name}"`,
  timeNs: 'playhead.timeNs must be a whole number of nanoseconds ≥ 0',
  eventIndex: 'playhead.eventIndex must be a whole number ≥ 0',
  panelsList: 'panels must be a list',
  panelsTooMany: (n) => `panels lists more than ${n} entries`,
  panelId: (i) => `panels[${i}] is not a panel id (letters, digits and _ . : - only)`,
  viewTooMany: (n) => `view has more than ${n} options`,
  viewBadName: (name) => `view has an option with a bad name "${name}"`,
  viewValue: (key) => `view.${key} must be a number, a short text or true/false`,
  tooDeep: (path, levels) => `${path} is nested more than ${levels} levels deep`,
  forbiddenKey: (path, key) => `${path} contains the forbidden key "${key}"`,
};

const PT_BR: LinkWords = {
  tooLargeToShare: (max) =>
    `Este cenário é grande demais para ser compartilhado por link (mais de ${max}). Exporte-o como JSON.`,
  tooLargeCompressed: (size, max) =>
    `Este cenário é grande demais para ser compartilhado por link (${size} comprimido; o limite é ${max}). Exporte-o como JSON.`,
  tooLong: (size, max) => `ele é longo demais (${size}; são lidos links de até ${max})`,
  noMarker: (marker) => `ele não começa com a marca do ProtoScope ("${marker}"), então foi cortado ou editado`,
  newerFormat: (version, reads) =>
    `ele foi gerado por um ProtoScope mais novo (formato de link ${version}; esta página lê o formato ${reads}). Recarregue a página para obter a versão mais recente`,
  unknownFormat: (version, reads) =>
    `ele usa o formato ${version}, que é desconhecido (esta página lê o formato ${reads})`,
  noData: 'ele não traz dados',
  notJson: 'o conteúdo dele não é um JSON válido',
  expandsPast: (max) => `o conteúdo dele se expande para mais de ${max}`,
  corrupt: 'os dados comprimidos dele estão corrompidos ou incompletos',
  notUtf8: 'o conteúdo dele não é texto UTF-8 válido',
  badCharacters: 'ele contém caracteres que não podem aparecer em um link do ProtoScope',
  truncated: 'ele parece truncado (os dados têm um comprimento impossível)',
  unreadable: 'não foi possível lê-lo',
  notObject: (what) => (what === null ? 'os dados do link devem ser um objeto' : `${what} deve ser um objeto`),
  unexpectedField: (name) => `ele tem um campo inesperado, "${name}"`,
  missingField: (name) => `falta o campo "${name}"`,
  seed: 'seed deve ser um número inteiro ≥ 0',
  playheadField: (name) => `playhead tem um campo inesperado, "${name}"`,
  timeNs: 'playhead.timeNs deve ser um número inteiro de nanossegundos ≥ 0',
  eventIndex: 'playhead.eventIndex deve ser um número inteiro ≥ 0',
  panelsList: 'panels deve ser uma lista',
  panelsTooMany: (n) => `panels tem mais de ${n} itens`,
  panelId: (i) => `panels[${i}] não é um identificador de painel (só letras, dígitos e _ . : -)`,
  viewTooMany: (n) => `view tem mais de ${n} opções`,
  viewBadName: (name) => `view tem uma opção com nome inválido, "${name}"`,
  viewValue: (key) => `view.${key} deve ser um número, um texto curto ou true/false`,
  tooDeep: (path, levels) => `${path} tem mais de ${levels} níveis de aninhamento`,
  forbiddenKey: (path, key) => `${path} contém a chave proibida "${key}"`,
};

const TABLES: Record<Language, LinkWords> = { en: EN, 'pt-BR': PT_BR };

export function linkWords(lang: Language): LinkWords {
  return TABLES[lang];
}

/** A link refusal, worded from the table of whichever language it is said in. */
export function linkRefusal(words: (w: LinkWords) => string): SaidError {
  return new SaidError((lang) => words(linkWords(lang)));
}
