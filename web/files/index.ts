// Scenario files: open one from disk (picker or drag-and-drop anywhere on the page) and save the
// current scenario as a .json download.
//
// HOW THE SHELL MOUNTS IT
//   const files = useScenarioFiles((name, json) => app.load(name, json, { play: true }));
//   <FileControls onOpen={files.open} onSave={() => saveScenarioFile(name, json)} />  // top bar
//   {files.error && <FileErrorNotice message={files.error} onDismiss={files.dismiss} />}
//   <DropHint visible={files.dragging} />
// A file is checked like a share link's scenario (size, JSON, schema; scenarioFile.ts) before
// the engine sees it; a bad one leaves the running scenario as it was.
export { DropHint, FileControls, FileErrorNotice, saveScenarioFile } from './FileControls';
// scenarioFile.ts (the checks) is not re-exported: useScenarioFiles fetches it when a file is
// opened, so it and the schema check stay out of the first load (issue 12).
export type { FileVerdict } from './scenarioFile';
export { useScenarioFiles } from './useScenarioFiles';
