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

export { aggregate, type ChartSeries, chartSeries, type RunResult, type SweepResult } from './aggregate';
export { expandSweep, type SweepJob, type SweepPlan, type SweepPoint, seedOf, sweepJobs } from './expand';
export { type PaperSeries, type PaperValues, readPaperValues } from './paperValues';
export { getPath, setPath, splitPath } from './paths';
export { defaultPoolSize, type PoolOptions, type PoolOutcome, runPool, type WorkerLike } from './pool';
export { runJob } from './runJob';
export { SweepFigure, type SweepFigureProps } from './SweepFigure';
export { defaultSweepWorker, SweepPanel, type SweepPanelProps } from './SweepPanel';
export { type MeanCi, meanCi, tQuantile95 } from './stats';
export { renderSweepChart, type SweepChartInput } from './sweepChart';
export { sweepCsv } from './sweepCsv';
