// wasm/build/protoscope.mjs is generated (gitignored) and has no types of its own; its contract is the
// hand-written wasm/protoscope.d.mts. This lets `tsc` check imports of the build whether or not it exists.
declare module '*/wasm/build/protoscope.mjs' {
  const createProtoScope: typeof import('../wasm/protoscope.mjs').default;
  export default createProtoScope;
}

// The scenario index the build makes from scenarios/*.json (web/scenarios/scenarioIndex.ts).
declare module 'virtual:scenario-index' {
  const index: import('./scenarios/scenarioIndex').ScenarioInfo[];
  export default index;
}

// The scenarios' translated titles and descriptions by language and id (scenarioTranslations).
declare module 'virtual:scenario-translations' {
  const translations: Record<string, Record<string, import('./scenarios/scenarioIndex').TranslatedInfo>>;
  export default translations;
}
