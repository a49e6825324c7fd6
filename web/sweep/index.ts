// Parameter sweeps in the browser: a scenario's "sweep" (grid × replications, same expansion and
// seeds as `run --sweep`) runs on a pool of Web Workers, each with its own wasm engine, and is
// plotted as mean ± 95% CI per metric with the paper's values overlaid (format: paperValues.ts).
//
// HOW THE SHELL MOUNTS IT
//   import { SweepPanel } from '../sweep';
//   {scenarioObject.sweep !== undefined &&
//     <SweepPanel scenario={scenarioObject} name={scenarioName} />}
//   Optional props: poolSize (default navigator.hardwareConcurrency), createWorker (default: a
//   module worker on web/sweep/sweepWorker.ts, which imports ../../wasm/build/protoscope.mjs).
//   It needs no store or playback hook: it runs its own engines, independent of the live run.
//   Give it a scrollable panel; it cancels its workers when unmounted or given a new scenario.
export { SweepPanel, defaultSweepWorker, type SweepPanelProps } from './SweepPanel';
export { SweepFigure, type SweepFigureProps } from './SweepFigure';
export { expandSweep, sweepJobs, seedOf, type SweepPlan, type SweepJob, type SweepPoint } from './expand';
export { aggregate, chartSeries, type SweepResult, type RunResult, type ChartSeries } from './aggregate';
export { meanCi, tQuantile95, type MeanCi } from './stats';
export { runPool, defaultPoolSize, type WorkerLike, type PoolOptions, type PoolOutcome } from './pool';
export { runJob } from './runJob';
export { readPaperValues, type PaperValues, type PaperSeries } from './paperValues';
export { renderSweepChart, type SweepChartInput } from './sweepChart';
export { sweepCsv } from './sweepCsv';
export { setPath, getPath, splitPath } from './paths';
