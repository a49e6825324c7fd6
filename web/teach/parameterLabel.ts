// A scenario parameter path ("protocol.bap.window", "network.links[0].queue") in the words its
// declaration gives it in scenarios/schema.json (title and x-unit, generated from the engine's
// Param declarations): "Window size (messages)". Used where a sweep names what it varies. The walk
// follows the same conditional branches as the parameter editor (effectiveProperties), so a field
// that only one model declares is found for a scenario of that model.
import scenarioSchema from '../../scenarios/schema.json';
import { labelFor } from '../editor/describe';
import { effectiveProperties } from '../editor/fields';
import { deref, isPlainObject, type Schema } from '../editor/schema';
import { schemaHelp, schemaUnit } from '../editor/schemaText.pt-BR';
import { splitPath } from '../sweep/paths';

const ROOT = scenarioSchema as unknown as Schema;

export interface ParameterLabel {
  label: string;
  unit: string;
  /** The declaration's help sentence, for a tooltip ('' when the path is not declared). */
  help: string;
}

/** The declared label of `path` in `scenario` (its model decides which fields exist). */
export function parameterLabel(path: string, scenario: unknown, root: Schema = ROOT): ParameterLabel {
  const segs = splitPath(path);
  let schema: Schema | undefined = root;
  let value: unknown = scenario;
  let lastKey = segs.at(-1) ?? path;
  for (const seg of segs) {
    if (schema === undefined) break;
    const s: Schema = deref(root, schema);
    if (/^\d+$/.test(seg)) {
      schema = s.items;
      value = Array.isArray(value) ? value[Number(seg)] : undefined;
      continue;
    }
    lastKey = seg;
    schema = effectiveProperties(root, s, isPlainObject(value) ? value : {}).props[seg];
    value = isPlainObject(value) ? value[seg] : undefined;
  }
  if (schema === undefined) {
    const named = [...segs].reverse().find((seg) => !/^\d+$/.test(seg)) ?? path;
    return { label: labelFor(named, {}), unit: '', help: '' };
  }
  const d = deref(root, schema);
  return { label: labelFor(lastKey, d), unit: schemaUnit(d['x-unit']) ?? '', help: schemaHelp(d.description) ?? '' };
}

/** "Window size (messages)", for an axis title. */
export function parameterText(path: string, scenario: unknown, root: Schema = ROOT): string {
  const { label, unit } = parameterLabel(path, scenario, root);
  return unit ? `${label} (${unit})` : label;
}
