// The one schema check in the browser (issue 14): a scenario from a share link or a pasted file is
// checked against scenarios/schema.json before it reaches the engine, so a bad field is named at
// once ("network.links[0].bandwidth: must be >= 1") instead of after a round trip to the worker.
// The engine still validates everything (cross-field rules, budgets) and has the last word.
// English keeps Ajv's own messages; Portuguese is built from the error's parts (keyword, bound,
// the field's declared unit, the value given) with web/i18n/refusals.ts.
import validate, { units } from 'virtual:scenario-validator';
import { limitText, shown } from '../editor/describe';
import { schemaUnit } from '../editor/schemaText.pt-BR';
import { currentLanguage } from '../i18n/i18n';
import type { Language } from '../i18n/language';
import { refusalWords, type SchemaCheckWords, schemaCheckWords } from '../i18n/refusals';

/**
 * The check for scenario text (pasted, opened from a file, or a link's): null when it fits, or
 * when it is not JSON at all (the engine's parser then says where it broke, in its own words).
 */
export function schemaProblem(json: string): string | null {
  let scenario: unknown;
  try {
    scenario = JSON.parse(json);
  } catch {
    return null;
  }
  return checkScenario(scenario);
}

/** "/network/links/0/bandwidth" -> "network.links[0].bandwidth". */
export function dottedPath(pointer: string, lang: Language = currentLanguage()): string {
  let out = '';
  for (const raw of pointer.split('/').slice(1)) {
    const part = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    out += /^\d+$/.test(part) ? `[${part}]` : out ? `.${part}` : part;
  }
  return out || refusalWords(lang).root;
}

/**
 * null when the scenario fits the schema, else one sentence naming the field and what it allows,
 * in `lang` (the active language by default).
 */
export function checkScenario(scenario: unknown, lang: Language = currentLanguage()): string | null {
  if (validate(scenario)) return null;
  const e = validate.errors?.[0];
  const pt = schemaCheckWords(lang);
  if (!e) return `${dottedPath('', lang)}: ${pt?.notFit ?? 'does not fit the scenario schema'}`;
  const path = dottedPath(e.instancePath, lang);
  if (pt) return `${path}: ${portuguese(pt, e, scenario, lang)}`;
  if (e.keyword === 'additionalProperties') {
    return `${path}: has an unknown field "${String(e.params.additionalProperty).slice(0, 40)}"`;
  }
  if (e.keyword === 'enum') {
    const allowed = (e.params.allowedValues as unknown[] | undefined)?.map((v) => JSON.stringify(v)).join(', ');
    return `${path}: must be one of ${allowed ?? 'the listed values'}`;
  }
  return `${path}: ${e.message ?? 'does not fit the scenario schema'}`;
}

type AjvError = NonNullable<typeof validate.errors>[number];

const COMPARISON: Record<string, string> = { '>=': '≥', '<=': '≤', '>': '>', '<': '<' };

/** One Ajv error in Portuguese, from its keyword and params (never from its English message). */
function portuguese(w: SchemaCheckWords, e: AjvError, scenario: unknown, lang: Language): string {
  // A key breaking propertyNames: the rule is about the key, not the object's value.
  if (e.propertyName !== undefined) return w.badKey(e.propertyName.slice(0, 40), problem(w, e, '', lang));
  const value = valueAt(scenario, e.instancePath);
  return problem(w, e, value.found ? w.got(shown(value.value)) : '', lang);
}

function problem(w: SchemaCheckWords, e: AjvError, got: string, lang: Language): string {
  const p = e.params;
  const n = Number(p.limit);
  switch (e.keyword) {
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum': {
      const unit = schemaUnit(units[e.schemaPath.slice(0, e.schemaPath.lastIndexOf('/'))]);
      const limit = `${COMPARISON[String(p.comparison)] ?? String(p.comparison)} ${limitText(n)}${unit ? ` ${unit}` : ''}`;
      return w.bound(limit) + got;
    }
    case 'type': {
      const words = refusalWords(lang);
      const types = String(p.type)
        .split(',')
        .map((t) => words.types[t as keyof typeof words.types] ?? t);
      return w.typeMismatch(types.join(` ${words.or} `)) + got;
    }
    case 'additionalProperties':
      return w.unknownField(String(p.additionalProperty).slice(0, 40));
    case 'required':
      return w.missingField(String(p.missingProperty).slice(0, 40));
    case 'enum': {
      const allowed = (p.allowedValues as unknown[] | undefined)?.map((v) => JSON.stringify(v)).join(', ');
      return w.oneOf(allowed ?? '…') + got;
    }
    case 'const':
      return w.oneOf(JSON.stringify(p.allowedValue)) + got;
    case 'minItems':
      return w.minEntries(n) + got;
    case 'maxItems':
      return w.maxEntries(n);
    case 'minLength':
      return w.minChars(n);
    case 'minProperties':
      return w.minFields(n);
    case 'pattern':
      return w.pattern(String(p.pattern)) + got;
    case 'propertyNames':
      return w.badKey(String(p.propertyName).slice(0, 40), w.notFit);
    default:
      return w.notFit;
  }
}

/** The value at a JSON pointer ("/network/links/0/bandwidth"), if there is one. */
function valueAt(root: unknown, pointer: string): { found: boolean; value?: unknown } {
  let cur: unknown = root;
  for (const raw of pointer.split('/').slice(1)) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (cur === null || typeof cur !== 'object' || !Object.hasOwn(cur, key)) return { found: false };
    cur = (cur as Record<string, unknown>)[key];
  }
  return { found: true, value: cur };
}
