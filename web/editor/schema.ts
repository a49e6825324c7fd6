// The JSON Schema 2020-12 subset that scenarios/schema.json uses, and the two operations both the
// validator and the form need: following "$ref" into "$defs", and finding which "allOf" branches
// apply to a value ("if" matches → "then", else "else"). Models plug their sections in through
// those branches, so nothing here knows any model by name.

export interface Schema {
  $ref?: string;
  $defs?: Record<string, Schema>;
  type?: JsonType | JsonType[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  title?: string;
  description?: string;
  'x-unit'?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  required?: string[];
  properties?: Record<string, Schema>;
  additionalProperties?: boolean | Schema;
  items?: Schema;
  allOf?: Schema[];
  if?: Schema;
  then?: Schema;
  else?: Schema;
}

export type JsonType = 'object' | 'array' | 'string' | 'number' | 'integer' | 'boolean' | 'null';

/** Follows a local "$ref" ("#/$defs/name" or any "#/..." JSON pointer) against the root schema. */
export function resolveRef(root: Schema, ref: string): Schema {
  if (!ref.startsWith('#')) throw new Error(`schema: only local $ref is supported (got "${ref}")`);
  let cur: unknown = root;
  for (const raw of ref
    .slice(1)
    .split('/')
    .filter((s) => s.length > 0)) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    cur = typeof cur === 'object' && cur !== null ? (cur as Record<string, unknown>)[key] : undefined;
    if (cur === undefined) throw new Error(`schema: $ref "${ref}" points nowhere`);
  }
  return cur as Schema;
}

/**
 * The schema with its "$ref" merged in (2020-12 lets "$ref" sit beside other keywords: both
 * apply). Local keywords win over the referenced ones, which is enough for describing a field.
 */
export function deref(root: Schema, s: Schema): Schema {
  let cur = s;
  for (let hops = 0; cur.$ref !== undefined; hops++) {
    if (hops > 32) throw new Error(`schema: $ref chain too long at "${cur.$ref}"`);
    const { $ref, ...rest } = cur;
    cur = { ...resolveRef(root, $ref), ...rest };
  }
  return cur;
}

/**
 * The conditional branches of `s` that apply to `value`, flattened (a "then" may itself hold an
 * allOf). `matches` is the validator's silent check, passed in to keep this file free of it.
 */
export function applicableBranches(
  root: Schema,
  s: Schema,
  value: unknown,
  matches: (schema: Schema, value: unknown) => boolean,
): Schema[] {
  const out: Schema[] = [];
  const visit = (node: Schema, depth: number) => {
    if (depth > 16) return;
    const d = deref(root, node);
    for (const sub of d.allOf ?? []) {
      const subD = deref(root, sub);
      out.push(subD);
      visit(subD, depth + 1);
    }
    if (d.if) {
      const branch = matches(d.if, value) ? d.then : d.else;
      if (branch) {
        const b = deref(root, branch);
        out.push(b);
        visit(b, depth + 1);
      }
    }
  };
  visit(s, 0);
  return out;
}

/** Declared type(s) of a schema, inferred from enum/const when "type" is absent. */
export function typesOf(s: Schema): JsonType[] {
  if (s.type) return Array.isArray(s.type) ? s.type : [s.type];
  const samples = s.enum ?? (s.const !== undefined ? [s.const] : []);
  const set = new Set<JsonType>(samples.map(jsonTypeOf));
  return [...set];
}

export function jsonTypeOf(v: unknown): JsonType {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  if (typeof v === 'number') return Number.isInteger(v) ? 'integer' : 'number';
  if (typeof v === 'string' || typeof v === 'boolean' || typeof v === 'object') return typeof v as JsonType;
  return 'null';
}

export function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** JSON equality for const/enum checks. */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => jsonEqual(x, b[i]));
  if (isPlainObject(a) && isPlainObject(b)) {
    const ka = Object.keys(a);
    return ka.length === Object.keys(b).length && ka.every((k) => k in b && jsonEqual(a[k], b[k]));
  }
  return false;
}
