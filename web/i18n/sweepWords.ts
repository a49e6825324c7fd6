// What the browser's sweep planner says about a sweep it cannot run (web/sweep/expand.ts, paths.ts),
// in each language. The paths ("sweep.parameters[0].values", "network.links[5].queue") are what the
// person edits, so they are never translated. English is the native runner's wording, which the
// browser always used (tests/unit/sweep/expand.test.ts pins it).
import { count } from './format';
import type { Language } from './language';
import { SaidError } from './said';

export interface SweepWords {
  noSweep: string;
  notObject: string;
  reps: string;
  metrics: string;
  parameters: string;
  pathRequired(at: string): string;
  valuesEmpty(at: string): string;
  scale(at: string): string;
  tooManyPoints(max: number): string;
  tooManyRuns(total: number, max: number): string;
  // ---- bands: a low/high pair of metrics drawn as a range, with an optional truth line ----
  bands(max: number): string;
  bandsNeedMetrics: string;
  bandObject(at: string): string;
  /** `key` is a field a band does not have. */
  bandField(at: string, key: string): string;
  bandMetric(at: string): string;
  bandLabel(at: string): string;
  bandTranslations(at: string): string;
  /** `name` is the metric named at `at`, which sweep.metrics does not list. */
  bandUnknown(at: string, name: string, known: string): string;
  // ---- setting one parameter's value (paths.ts) ----
  emptyPath: string;
  pastEnd(path: string, index: string, size: number): string;
  cannotSet(path: string, segment: string): string;
  /** `kind`: 'null', 'array', 'number', 'string', 'bool' or another typeof. */
  cannotDescend(path: string, kind: string, segment: string): string;
}

const EN: SweepWords = {
  noSweep: 'sweep: the scenario declares no sweep',
  notObject: 'sweep: must be an object',
  reps: 'sweep.reps: must be an integer in [1, 1000]',
  metrics: 'sweep.metrics: must be an array of metric names',
  parameters: 'sweep.parameters: must be a non-empty array of {path, values}',
  pathRequired: (at) => `${at}.path: is required (a string)`,
  valuesEmpty: (at) => `${at}.values: must be a non-empty array`,
  scale: (at) => `${at}: must be "linear" or "log"`,
  tooManyPoints: (max) => `sweep: more than ${max} points`,
  tooManyRuns: (total, max) =>
    `sweep: ${total} runs is more than the browser runs (${max}); use the native runner (run --sweep)`,
  bands: (max) => `sweep.bands: must be an array of at most ${max} {low, high, truth, label, translations}`,
  bandsNeedMetrics: 'sweep.bands: needs sweep.metrics to list the metrics the bands name',
  bandObject: (at) => `${at}: must be an object {low, high, truth, label, translations}`,
  bandField: (at, key) => `${at}: unknown field '${key}' (allowed: low, high, truth, label, translations)`,
  bandMetric: (at) => `${at}: must be a metric name (a string)`,
  bandLabel: (at) => `${at}: must be a text`,
  bandTranslations: (at) => `${at}: must be an object of labels by language tag ("pt-BR")`,
  bandUnknown: (at, name, known) => `${at}: '${name}' is not in sweep.metrics (${known})`,
  emptyPath: 'empty path',
  pastEnd: (path, index, size) => `${path}: index ${index} is past the end (size ${size})`,
  cannotSet: (path, segment) => `${path}: '${segment}' cannot be set`,
  cannotDescend: (path, kind, segment) => `${path}: cannot descend into a ${kind} at '${segment}'`,
};

const PT_KINDS: Record<string, string> = {
  null: 'null',
  array: 'uma lista',
  number: 'um número',
  string: 'um texto',
  bool: 'um booleano',
};

const PT_BR: SweepWords = {
  noSweep: 'sweep: o cenário não declara uma varredura',
  notObject: 'sweep: deve ser um objeto',
  reps: 'sweep.reps: deve ser um número inteiro em [1, 1000]',
  metrics: 'sweep.metrics: deve ser uma lista de nomes de métricas',
  parameters: 'sweep.parameters: deve ser uma lista não vazia de {path, values}',
  pathRequired: (at) => `${at}.path: é obrigatório (um texto)`,
  valuesEmpty: (at) => `${at}.values: deve ser uma lista não vazia`,
  scale: (at) => `${at}: deve ser "linear" ou "log"`,
  tooManyPoints: (max) => `sweep: mais de ${count(max)} pontos`,
  tooManyRuns: (total, max) =>
    `sweep: ${count(total)} execuções são mais do que o navegador roda (${count(max)}); use o executor nativo (run --sweep)`,
  bands: (max) => `sweep.bands: deve ser uma lista de no máximo ${max} {low, high, truth, label, translations}`,
  bandsNeedMetrics: 'sweep.bands: exige que sweep.metrics liste as métricas que as faixas citam',
  bandObject: (at) => `${at}: deve ser um objeto {low, high, truth, label, translations}`,
  bandField: (at, key) => `${at}: campo desconhecido '${key}' (permitidos: low, high, truth, label, translations)`,
  bandMetric: (at) => `${at}: deve ser o nome de uma métrica (um texto)`,
  bandLabel: (at) => `${at}: deve ser um texto`,
  bandTranslations: (at) => `${at}: deve ser um objeto de rótulos por etiqueta de idioma ("pt-BR")`,
  bandUnknown: (at, name, known) => `${at}: '${name}' não está em sweep.metrics (${known})`,
  emptyPath: 'caminho vazio',
  pastEnd: (path, index, size) => `${path}: o índice ${index} passa do fim (tamanho ${size})`,
  cannotSet: (path, segment) => `${path}: '${segment}' não pode ser alterado`,
  cannotDescend: (path, kind, segment) => `${path}: não é possível entrar em ${PT_KINDS[kind] ?? kind} em '${segment}'`,
};

const TABLES: Record<Language, SweepWords> = { en: EN, 'pt-BR': PT_BR };

export function sweepWords(lang: Language): SweepWords {
  return TABLES[lang];
}

/** A sweep refusal, worded from the table of whichever language it is said in. */
export function sweepRefusal(words: (w: SweepWords) => string): SaidError {
  return new SaidError((lang) => words(sweepWords(lang)));
}
