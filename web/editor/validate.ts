// A small, dependency-free validator for the schema subset scenarios use (type, enum, const,
// numeric bounds, integer, string and list lengths, required, additionalProperties, items, $ref
// into $defs, allOf with if/then/else). Each problem is one sentence naming the field and what
// is allowed, in the engine's path spelling:
//   "network.links[0].bandwidth must be > 0 and ≤ 1e12 bit/s (got -5)"
// It stops at the first type error of a value (bounds mean nothing for the wrong type) but
// otherwise reports every problem, so the form can mark all invalid fields at once.
import { expectation, type Path, pathText, shown } from './describe';
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
  const say = (problem: string, at: Path = path) =>
    out.push({ path: at, at: pathText(at), message: `${pathText(at)} ${problem}` });

  if (s.const !== undefined && !jsonEqual(value, s.const)) {
    say(`must be ${shown(s.const)} (got ${shown(value)})`);
    return;
  }
  if (s.enum && !s.enum.some((e) => jsonEqual(e, value))) {
    say(`must be one of ${s.enum.map(shown).join(', ')} (got ${shown(value)})`);
    return;
  }
  const types = s.type ? typesOf(s) : [];
  if (types.length > 0 && !types.some((t) => hasType(value, t))) {
    say(`must be ${expectation(s, true)} (got ${shown(value)})`);
    return;
  }

  if (typeof value === 'number') {
    const low =
      s.exclusiveMinimum !== undefined ? value <= s.exclusiveMinimum : s.minimum !== undefined && value < s.minimum;
    const high =
      s.exclusiveMaximum !== undefined ? value >= s.exclusiveMaximum : s.maximum !== undefined && value > s.maximum;
    if (low || high) say(`must be ${expectation(s)} (got ${shown(value)})`);
  }
  if (typeof value === 'string') {
    if (s.minLength !== undefined && value.length < s.minLength) {
      say(s.minLength === 1 ? 'must not be empty' : `must be at least ${s.minLength} characters long`);
    }
    if (s.maxLength !== undefined && value.length > s.maxLength) say(`must be at most ${s.maxLength} characters long`);
  }
  if (Array.isArray(value)) {
    if (s.minItems !== undefined && value.length < s.minItems)
      say(`must have at least ${s.minItems} ${s.minItems === 1 ? 'entry' : 'entries'} (has ${value.length})`);
    if (s.maxItems !== undefined && value.length > s.maxItems)
      say(`must have at most ${s.maxItems} entries (has ${value.length})`);
    if (s.items) for (const [i, item] of value.entries()) check(root, s.items as Schema, item, [...path, i], out);
  }
  if (isPlainObject(value)) {
    for (const key of s.required ?? []) if (!(key in value)) say('is required', [...path, key]);
    for (const [key, sub] of Object.entries(s.properties ?? {})) {
      if (key in value) check(root, sub, value[key], [...path, key], out);
    }
    if (s.additionalProperties !== undefined && s.additionalProperties !== true) {
      const known = Object.keys(s.properties ?? {});
      for (const key of Object.keys(value)) {
        if (known.includes(key)) continue;
        if (s.additionalProperties === false)
          say(`is not a known field here (known: ${known.join(', ')})`, [...path, key]);
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
