// A small, dependency-free validator for the schema subset scenarios use (type, enum, const,
// numeric bounds, integer, string and list lengths, required, additionalProperties, items, $ref
// into $defs, allOf with if/then/else). Each problem is one sentence naming the field and what
// is allowed, in the engine's path spelling:
//   "network.links[0].bandwidth must be > 0 and ≤ 1e12 bit/s (got -5)"
// It stops at the first type error of a value (bounds mean nothing for the wrong type) but
// otherwise reports every problem, so the form can mark all invalid fields at once.
// The words are the active language's (web/i18n/refusals.ts): "… deve ser ≥ 1 (valor recebido: 0,5)".
import { refusalWords } from '../i18n/refusals';
import { expectation, type Path, pathInMessage, pathText, shown } from './describe';
import { applicableBranches, deref, isPlainObject, jsonEqual, jsonTypeOf, type Schema, typesOf } from './schema';

export interface Issue {
  path: Path;
  /** pathText(path), the key the form uses to put the message next to its field. */
  at: string;
  message: string;
}

export function validate(root: Schema, value: unknown): Issue[] {
  const issues: Issue[] = [];
  check(root, root, value, [], issues);
  return issues;
}

/** Silent yes/no check, used for "if" conditions. */
export function matches(root: Schema, s: Schema, value: unknown): boolean {
  const issues: Issue[] = [];
  check(root, s, value, [], issues);
  return issues.length === 0;
}

function check(root: Schema, schemaIn: Schema, value: unknown, path: Path, out: Issue[]): void {
  const s = deref(root, schemaIn);
  const w = refusalWords();
  const say = (problem: string, at: Path = path) =>
    out.push({ path: at, at: pathText(at), message: `${pathInMessage(at)} ${problem}` });

  if (s.const !== undefined && !jsonEqual(value, s.const)) {
    say(w.mustBe(shown(s.const), shown(value)));
    return;
  }
  if (s.enum && !s.enum.some((e) => jsonEqual(e, value))) {
    say(w.mustBeOneOf(s.enum.map(shown).join(', '), shown(value)));
    return;
  }
  const types = s.type ? typesOf(s) : [];
  if (types.length > 0 && !types.some((t) => hasType(value, t))) {
    say(w.mustBe(expectation(s, true), shown(value)));
    return;
  }

  if (typeof value === 'number') {
    const low =
      s.exclusiveMinimum !== undefined ? value <= s.exclusiveMinimum : s.minimum !== undefined && value < s.minimum;
    const high =
      s.exclusiveMaximum !== undefined ? value >= s.exclusiveMaximum : s.maximum !== undefined && value > s.maximum;
    if (low || high) say(w.mustBe(expectation(s), shown(value)));
  }
  if (typeof value === 'string') {
    if (s.minLength !== undefined && value.length < s.minLength) {
      say(s.minLength === 1 ? w.notEmpty : w.minChars(s.minLength));
    }
    if (s.maxLength !== undefined && value.length > s.maxLength) say(w.maxChars(s.maxLength));
  }
  if (Array.isArray(value)) {
    if (s.minItems !== undefined && value.length < s.minItems) say(w.minEntries(s.minItems, value.length));
    if (s.maxItems !== undefined && value.length > s.maxItems) say(w.maxEntries(s.maxItems, value.length));
    if (s.items) for (const [i, item] of value.entries()) check(root, s.items as Schema, item, [...path, i], out);
  }
  if (isPlainObject(value)) {
    for (const key of s.required ?? []) if (!(key in value)) say(w.required, [...path, key]);
    for (const [key, sub] of Object.entries(s.properties ?? {})) {
      if (key in value) check(root, sub, value[key], [...path, key], out);
    }
    if (s.additionalProperties !== undefined && s.additionalProperties !== true) {
      const known = Object.keys(s.properties ?? {});
      for (const key of Object.keys(value)) {
        if (known.includes(key)) continue;
        if (s.additionalProperties === false) say(w.unknownHere(known.join(', ')), [...path, key]);
        else check(root, s.additionalProperties, value[key], [...path, key], out);
      }
    }
  }
  // allOf members are full schemas of their own (their if/then/else included).
  for (const sub of s.allOf ?? []) check(root, sub, value, path, out);
  if (s.if) {
    const branch = matches(root, s.if, value) ? s.then : s.else;
    if (branch) check(root, branch, value, path, out);
  }
}

function hasType(v: unknown, t: string): boolean {
  switch (t) {
    case 'integer':
      return typeof v === 'number' && Number.isInteger(v);
    case 'number':
      return typeof v === 'number' && Number.isFinite(v);
    case 'object':
      return isPlainObject(v);
    default:
      return jsonTypeOf(v) === t || (t === 'number' && jsonTypeOf(v) === 'integer');
  }
}

/** The same branches the validator applies, for the form (bound to this validator's matcher). */
export function branchesFor(root: Schema, s: Schema, value: unknown): Schema[] {
  return applicableBranches(root, s, value, (cond, v) => matches(root, cond, v));
}
