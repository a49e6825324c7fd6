// Turns (schema, scenario) into a tree of form fields. It is generic: every property the schema
// declares for this scenario appears, including those a model adds through allOf/if-then, so a
// new model section shows up in the editor with no change here. Only the rules below decide
// what is shown:
//   - a property fixed by "const" is not editable and is skipped;
//   - a property with no type information (free-form, like "paperValues") is skipped;
//   - paths listed in `hidden` are skipped (sweeps have their own panel);
//   - a section the scenario has but the schema does not declare (where extra fields are allowed)
//     is shown with a schema guessed from its values (infer.ts), marked as undescribed.
import { expectation, labelFor, type Path, pathText, rangeText } from './describe';
import { inferSchema, UNDESCRIBED } from './infer';
import { deref, isPlainObject, type Schema, typesOf } from './schema';
import { schemaHelp, schemaUnit } from './schemaText.pt-BR';
import { branchesFor } from './validate';

export type InputKind = 'number' | 'integer' | 'text' | 'longtext' | 'boolean' | 'choice' | 'lines';

export interface ValueField {
  kind: 'value';
  path: Path;
  at: string;
  label: string;
  input: InputKind;
  value: unknown;
  required: boolean;
  unit?: string;
  /** "> 0 and ≤ 1e12", shown beside the input. */
  range?: string;
  /** Human form of what is allowed, used in the hint and as the input's description. */
  expect: string;
  choices?: unknown[];
  default?: unknown;
  description?: string;
}

export interface GroupField {
  kind: 'group';
  path: Path;
  at: string;
  label: string;
  description?: string;
  children: Field[];
}

export interface ListField {
  kind: 'list';
  path: Path;
  at: string;
  label: string;
  description?: string;
  items: GroupField[];
  minItems: number;
  maxItems: number;
  /** A new entry filled from the item schema's defaults. */
  template: Record<string, unknown>;
}

export type Field = ValueField | GroupField | ListField;

export const DEFAULT_HIDDEN = ['$schema', 'sweep', 'paperValues', 'ui', 'notes', 'tags'];

/** Strings longer than this are edited in a text area. */
const LONG_TEXT = 60;

export function buildFields(root: Schema, value: unknown, hidden: readonly string[] = DEFAULT_HIDDEN): Field[] {
  return objectChildren(root, root, value, [], new Set(hidden));
}

/** Properties of an object schema plus those of the branches that apply, in declaration order. */
export function effectiveProperties(root: Schema, s: Schema, value: unknown) {
  const d = deref(root, s);
  const props: Record<string, Schema> = { ...(d.properties ?? {}) };
  const required = new Set(d.required ?? []);
  let closed = d.additionalProperties === false;
  for (const b of branchesFor(root, d, value)) {
    for (const [k, p] of Object.entries(b.properties ?? {}))
      props[k] = k in props ? { ...deref(root, props[k]), ...deref(root, p) } : p;
    for (const r of b.required ?? []) required.add(r);
    if (b.additionalProperties === false) closed = true;
  }
  return { props, required, closed };
}

function objectChildren(root: Schema, s: Schema, value: unknown, path: Path, hidden: Set<string>): Field[] {
  const obj = isPlainObject(value) ? value : {};
  const { props, required, closed } = effectiveProperties(root, s, obj);
  const out: Field[] = [];
  for (const [key, sub] of Object.entries(props)) {
    const childPath = [...path, key];
    if (hidden.has(pathText(childPath))) continue;
    const f = fieldFor(root, key, sub, obj[key], childPath, required.has(key), hidden);
    if (f) out.push(f);
  }
  if (closed) return out; // the validator reports unknown fields here
  for (const [key, v] of Object.entries(obj)) {
    const childPath = [...path, key];
    if (key in props || hidden.has(pathText(childPath))) continue;
    const guessed = inferSchema(v);
    if (!guessed) continue;
    const f = fieldFor(root, key, { ...guessed, description: UNDESCRIBED }, v, childPath, false, hidden);
    if (f) out.push(f);
  }
  return out;
}

function fieldFor(
  root: Schema,
  key: string | number,
  sIn: Schema,
  value: unknown,
  path: Path,
  required: boolean,
  hidden: Set<string>,
): Field | null {
  const s = deref(root, sIn);
  if (s.const !== undefined) return null;
  const types = typesOf(s);
  const base = { path, at: pathText(path), label: labelFor(key, s), description: schemaHelp(s.description) };

  if (types.includes('object') && (s.properties || s.allOf || s.if)) {
    return { kind: 'group', ...base, children: objectChildren(root, s, value, path, hidden) };
  }
  if (types.includes('array') && s.items) {
    const items = deref(root, s.items);
    const itemTypes = typesOf(items);
    if (itemTypes.includes('object') && items.properties) {
      const list = Array.isArray(value) ? value : [];
      return {
        kind: 'list',
        ...base,
        items: list.map((item, i) => ({
          kind: 'group' as const,
          path: [...path, i],
          at: pathText([...path, i]),
          label: `${pathText([...path, i])
            .split('.')
            .pop()}${summary(item)}`,
          children: objectChildren(root, items, item, [...path, i], hidden),
        })),
        minItems: s.minItems ?? 0,
        maxItems: s.maxItems ?? Infinity,
        template: template(root, items),
      };
    }
    if (itemTypes.length === 1 && itemTypes[0] === 'string') return valueField('lines');
    return null;
  }
  if (s.enum) return valueField('choice');
  if (types.includes('integer') && !types.includes('number')) return valueField('integer');
  if (types.includes('number')) return valueField('number');
  if (types.includes('boolean')) return valueField('boolean');
  if (types.includes('string'))
    return valueField(typeof value === 'string' && value.length > LONG_TEXT ? 'longtext' : 'text');
  return null;

  function valueField(input: InputKind): ValueField {
    return {
      kind: 'value',
      ...base,
      input,
      value,
      required,
      unit: schemaUnit(s['x-unit']),
      range: rangeText(s) || undefined,
      expect: expectation(s),
      choices: s.enum,
      default: s.default,
    };
  }
}

/** " · A, B": the item's short text fields, so "links[3]" says which link it is. */
function summary(item: unknown): string {
  if (!isPlainObject(item)) return '';
  const texts = Object.values(item).filter((v): v is string => typeof v === 'string' && v.length > 0 && v.length <= 24);
  return texts.length ? ` · ${texts.slice(0, 3).join(', ')}` : '';
}

/** A new list entry: defaults of its fields, and an empty value for required fields without one. */
export function template(root: Schema, itemSchema: Schema): Record<string, unknown> {
  const { props, required } = effectiveProperties(root, itemSchema, {});
  const out: Record<string, unknown> = {};
  for (const [k, pIn] of Object.entries(props)) {
    const p = deref(root, pIn);
    if (p.const !== undefined) out[k] = p.const;
    else if (p.default !== undefined) out[k] = p.default;
    else if (required.has(k)) out[k] = emptyOf(p);
  }
  return out;
}

function emptyOf(s: Schema): unknown {
  if (s.enum?.length) return s.enum[0];
  const t = typesOf(s)[0];
  if (t === 'number' || t === 'integer')
    return s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : 0);
  if (t === 'boolean') return false;
  if (t === 'array') return [];
  if (t === 'object') return {};
  return '';
}
