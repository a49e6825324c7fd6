// A schema guessed from a value, for scenario sections the schema does not describe yet (a new
// model's section before its allOf branch lands). The editor can then still show and edit them,
// typed by their current values but without units or ranges, and says so.
import type { Schema } from './schema';

export const UNDESCRIBED = 'Not described by scenarios/schema.json yet: no units or allowed ranges are known.';

export function inferSchema(value: unknown, depth = 0): Schema | null {
  if (depth > 16) return null;
  if (typeof value === 'number') return { type: 'number' };
  if (typeof value === 'string') return { type: 'string' };
  if (typeof value === 'boolean') return { type: 'boolean' };
  if (Array.isArray(value)) {
    if (value.length > 0 && value.every((v) => typeof v === 'string'))
      return { type: 'array', items: { type: 'string' } };
    if (value.length > 0 && value.every((v) => typeof v === 'object' && v !== null && !Array.isArray(v))) {
      // Entries may differ in which fields they set: describe the union of their fields.
      const merged: Record<string, unknown> = Object.assign({}, ...value);
      const items = inferSchema(merged, depth + 1);
      return items ? { type: 'array', items } : null;
    }
    return null; // numbers lists, mixed lists: left to the JSON editor
  }
  if (typeof value === 'object' && value !== null) {
    const properties: Record<string, Schema> = {};
    for (const [k, v] of Object.entries(value)) {
      const s = inferSchema(v, depth + 1);
      if (s) properties[k] = s;
    }
    return { type: 'object', properties };
  }
  return null;
}
