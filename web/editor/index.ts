// The parameter editor, generated from scenarios/schema.json, and its pure validator.
//
// HOW THE SHELL MOUNTS IT
//   import { ParameterEditor } from '../editor';
//   <ParameterEditor
//     scenario={currentScenarioObject}            // parsed JSON of the loaded scenario
//     onApply={(next) => app.load(name, JSON.stringify(next), { play: true })} />
//   Optional props: schema (default scenarios/schema.json), hidden (paths to leave out; default
//   $schema, sweep, paperValues, ui, notes, tags). Put it in a scrollable side panel: it renders
//   its own form, status line and Apply/Reset buttons, and needs no store or worker.
//
// The same validator can check any scenario before loading it (e.g. one from a share link):
//   const issues = validate(SCENARIO_SCHEMA, obj); // [] when valid; issue.message is one sentence
// The engine validates again on load; its messages use the same path spelling.

export { expectation, formatLimit, type Path, pathText, rangeText } from './describe';
export { buildFields, DEFAULT_HIDDEN, effectiveProperties, type Field } from './fields';
export { ParameterEditor, type ParameterEditorProps, SCENARIO_SCHEMA } from './ParameterEditor';
export type { Schema } from './schema';
export { type Issue, matches, validate } from './validate';
