// Words for schema facts: field paths as the engine writes them ("network.links[0].bandwidth"),
// allowed ranges with units ("> 0 and ≤ 1e12 bit/s"), and labels from property names. The
// validator's messages and the form's hints both come from here, so they can never disagree.
// The words are the active language's (web/i18n/refusals.ts); numbers in them take its decimal
// separator and units its words (schemaUnit); paths are the JSON's own and never translated.
import { localDecimal, refusalWords } from '../i18n/refusals';
import { type Schema, typesOf } from './schema';
import { schemaLabel, schemaUnit } from './schemaText.pt-BR';

export type Path = readonly (string | number)[];

/** The path as a message names it: pathText, with the whole scenario called by its name in the language. */
export function pathInMessage(path: Path): string {
  return path.length === 0 ? refusalWords().root : pathText(path);
}

/** "network.links[0].bandwidth" — the same spelling as engine errors and sweep paths. */
export function pathText(path: Path): string {
  let out = '';
  for (const seg of path) {
    if (typeof seg === 'number') out += `[${seg}]`;
    else out += out ? `.${seg}` : seg;
  }
  return out || 'scenario';
}

/** Compact and exact: 1e12 rather than 1000000000000, 0.001 as is, 1e-6 rather than 0.000001. */
export function formatLimit(n: number): string {
  if (!Number.isFinite(n)) return String(n);
  const abs = Math.abs(n);
  if (abs !== 0 && (abs >= 1e6 || abs < 1e-3)) {
    const [mant, exp] = n.toExponential().split('e');
    // Use exponent form only when it is short (a "round" number); 9007199254740991 stays plain.
    if (mant.replace(/[-.]/g, '').length <= 4) return `${mant}e${exp.replace('+', '')}`;
  }
  return String(n);
}

/** formatLimit with the active language's decimal separator: for messages, never for input. */
export function limitText(n: number): string {
  return localDecimal(formatLimit(n));
}

/** "> 0 and ≤ 1e12", "≥ 1", or "" when the schema sets no numeric bounds ("> 0 e ≤ 1e12" in Portuguese). */
export function rangeText(s: Schema): string {
  const parts: string[] = [];
  if (s.exclusiveMinimum !== undefined) parts.push(`> ${limitText(s.exclusiveMinimum)}`);
  else if (s.minimum !== undefined) parts.push(`≥ ${limitText(s.minimum)}`);
  if (s.exclusiveMaximum !== undefined) parts.push(`< ${limitText(s.exclusiveMaximum)}`);
  // The largest exact integer as a maximum only says "any whole number": leave it out.
  else if (s.maximum !== undefined && s.maximum < Number.MAX_SAFE_INTEGER) parts.push(`≤ ${limitText(s.maximum)}`);
  return parts.join(` ${refusalWords().and} `);
}

/**
 * What a valid value looks like: "a whole number ≥ 1 and ≤ 1e6 packets", "> 0 and ≤ 1e12 bit/s".
 * `kind` names the type even for plain numbers ("a number > 0 …"), for values of the wrong type.
 */
export function expectation(s: Schema, kind = false): string {
  const w = refusalWords();
  const unit = s['x-unit'] ? ` ${schemaUnit(s['x-unit'])}` : '';
  if (s.const !== undefined) return JSON.stringify(s.const);
  if (s.enum) return w.oneOf(s.enum.map((v) => JSON.stringify(v)).join(', '));
  const types = typesOf(s);
  const range = rangeText(s);
  if (types.includes('integer') && !types.includes('number'))
    return `${w.wholeNumber}${range ? ` ${range}` : ''}${unit}`;
  if (types.includes('number'))
    return range && !kind ? `${range}${unit}` : `${w.aNumber}${range ? ` ${range}` : ''}${unit}`;
  if (types.length === 0 && range) return `${range}${unit}`;
  if (types.length === 1) return w.types[types[0] as keyof typeof w.types] ?? types[0];
  return types.join(` ${w.or} `);
}

/** Schema title, else the property name in words: "packetSize" → "Packet size", "queueBA" → "Queue BA". */
export function labelFor(key: string | number, s: Schema): string {
  if (s.title) return schemaLabel(s.title);
  if (typeof key === 'number') return `#${key + 1}`;
  const words = key
    .replace(/^\$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim();
  const lowered = words
    .split(' ')
    .map((w, i) => (i > 0 && w !== w.toUpperCase() ? w.toLowerCase() : w))
    .join(' ');
  return lowered.charAt(0).toUpperCase() + lowered.slice(1);
}

/** A value quoted back in a message, kept short. */
export function shown(v: unknown): string {
  let text: string;
  try {
    text = typeof v === 'number' ? limitText(v) : (JSON.stringify(v) ?? String(v));
  } catch {
    text = String(v);
  }
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}
