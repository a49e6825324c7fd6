// The first-visit tour's steps, written for the default scenario (two hosts, one link) but true of
// every scenario. Each step points at the first of its targets that is on screen: on a phone the
// log, panels and charts are tabs, so the step points at the tab instead; with none on screen the
// card stands alone in the middle.

export interface TourStep {
  id: string;
  title: string;
  body: string;
  /** CSS selectors, tried in order; the first visible element is highlighted. */
  targets: readonly string[];
}

export const TOUR_STEPS: readonly TourStep[] = [
  {
    id: 'stage',
    title: 'The network',
    body: 'This is the scenario running: hosts, links and the packets moving between them. Click a host or a station to see its protocol state.',
    targets: ['.stage'],
  },
  {
    id: 'about',
    title: 'Read this first',
    body: '“About this scenario” says what to watch for, how the model was built where the source is silent, and which paper it reproduces.',
    targets: ['[data-testid="about-scenario"] > summary', '.stage-head'],
  },
  {
    id: 'controls',
    title: 'Play, pause and step',
    body: 'Pause the run, step one event forward or back, restart it, and change the speed. The timeline below jumps to any moment.',
    targets: ['.controls', '.playback'],
  },
  {
    id: 'log',
    title: 'The event log',
    body: 'Every event of the run as a sentence: who sent what, which timer fired, what was dropped. It follows the playhead.',
    targets: ['.log-panel', '[data-testid="tab-log"]'],
  },
  {
    id: 'panel',
    title: 'Protocol state',
    body: 'A node’s panel shows its protocol’s state at this moment: windows, timers and counters, in plain words.',
    targets: ['[data-testid="panel-dock"]', '[data-testid="tab-state"]'],
  },
  {
    id: 'charts',
    title: 'Charts',
    body: 'Live charts of the run (throughput, queues, windows), linked to the timeline: click a chart to jump to that moment.',
    targets: ['[data-testid="charts"]', '[data-testid="tab-charts"]'],
  },
  {
    id: 'scenarios',
    title: 'More scenarios',
    body: 'Open the gallery for every scenario, change parameters under “Parameters”, or edit the JSON. Press ? at any time for the keys and to take this tour again.',
    targets: ['.scenario-bar', '[data-testid="open-gallery"]'],
  },
];
