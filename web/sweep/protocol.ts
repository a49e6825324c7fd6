// Messages between the sweep pool and its workers. One job per message: a run takes milliseconds
// to minutes, so per-message overhead does not matter and a cancel can stop at any job boundary.

export interface RunRequest {
  type: 'run';
  id: number;
  scenarioJson: string;
  /** The language of the engine's refusal if the run's scenario is refused ('pt-BR'); English when absent. */
  lang?: string;
}

export type RunReply =
  | { type: 'done'; id: number; summary: Record<string, number>; events: number; wallMs: number }
  | { type: 'failed'; id: number; message: string };
