// The scenario as a JSON file that loads back into the app and into `run <file>` unchanged:
// two-space indent, a trailing newline, and the seed of the run being watched written in, so
// the file reproduces what was on screen.

export function scenarioJson(scenario: Record<string, unknown>, opts: { seed?: number } = {}): string {
  const out = opts.seed === undefined ? scenario : { ...scenario, seed: opts.seed };
  return `${JSON.stringify(out, null, 2)}\n`;
}
