// The one schema check in the browser (issue 14): a scenario from a share link or a pasted file is
// checked against scenarios/schema.json before it reaches the engine, so a bad field is named at
// once ("network.links[0].bandwidth: must be >= 1") instead of after a round trip to the worker.
// The engine still validates everything (cross-field rules, budgets) and has the last word.
import validate from 'virtual:scenario-validator';

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
export function dottedPath(pointer: string): string {
  let out = '';
  for (const raw of pointer.split('/').slice(1)) {
    const part = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    out += /^\d+$/.test(part) ? `[${part}]` : out ? `.${part}` : part;
  }
  return out || 'scenario';
}

/** null when the scenario fits the schema, else one sentence naming the field and what it allows. */
export function checkScenario(scenario: unknown): string | null {
  if (validate(scenario)) return null;
  const e = validate.errors?.[0];
  if (!e) return 'scenario: does not fit the scenario schema';
  const path = dottedPath(e.instancePath);
  if (e.keyword === 'additionalProperties') {
    return `${path}: has an unknown field "${String(e.params.additionalProperty).slice(0, 40)}"`;
  }
  if (e.keyword === 'enum') {
    const allowed = (e.params.allowedValues as unknown[] | undefined)?.map((v) => JSON.stringify(v)).join(', ');
    return `${path}: must be one of ${allowed ?? 'the listed values'}`;
  }
  return `${path}: ${e.message ?? 'does not fit the scenario schema'}`;
}
