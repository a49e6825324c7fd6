// The schema check (scenarioCheck.ts) as a chunk of its own, fetched the first time a scenario
// from outside the build needs it (a share link, pasted or edited text, an opened file). It is
// large (issue 12, "smaller first load"): Ajv's code compiled from scenarios/schema.json and the
// Portuguese labels its messages use, most of the main bundle before it was split off, and the
// default scenario, a file of the build, never needs it. Callers await it before the engine sees
// the text, so nothing runs unchecked; once loaded, the check is synchronous as before.
type ScenarioCheck = typeof import('./scenarioCheck');

let loading: Promise<ScenarioCheck> | undefined;

/** The schema check, fetched once (every later call gets the same module). */
export function loadScenarioCheck(): Promise<ScenarioCheck> {
  loading ??= import('./scenarioCheck').catch((err: unknown) => {
    loading = undefined; // a failed fetch (offline before the chunk was cached) is tried again next time
    throw err;
  });
  return loading;
}
