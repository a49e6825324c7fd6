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
export { checkScenarioText, type FileVerdict, readScenarioFile } from './scenarioFile';
export { useScenarioFiles } from './useScenarioFiles';
