// When does the run end? A scenario's stop time is only a bound: Table 4.4 stops at 3600 s but its
// protocol is done at 0.70 s, polling Fig. 2 stops at 900 s and is done at 12.5 s. The engine
// finishes when no event is left, with now() at the last event, so running a copy of the scenario
// to its finish (tracing to a ring nobody drains: old records are simply overwritten) gives the
// end the timeline should span. A budget of events and wall time bounds the search: a run too
// long to scout keeps a timeline that grows as it plays.
import type { EngineInstance } from '../../wasm/protoscope.mjs';

export interface RunEnd {
  /** Sim time (ns) the run ends at: the last event's time, or the stop time when it runs that long. */
  endNs: number;
  /** False when the budget ran out first; endNs is then how far the scout got. */
  complete: boolean;
  events: number;
}

export interface RunEndBudget {
  maxEvents: number;
  maxWallMs: number;
  /** Events per engine call; the wall budget is checked between calls. */
  slice?: number;
  wallNow?: () => number;
}

/** The most a scout spends per scenario: about a second of the engine on a busy machine. */
export const SCOUT_BUDGET: RunEndBudget = { maxEvents: 4_000_000, maxWallMs: 2500, slice: 100_000 };

export function findRunEnd(e: EngineInstance, budget: RunEndBudget = SCOUT_BUDGET): RunEnd {
  const wallNow = budget.wallNow ?? (() => performance.now());
  const t0 = wallNow();
  const slice = Math.max(1, budget.slice ?? 100_000);
  let events = 0;
  while (!e.finished()) {
    if (events >= budget.maxEvents || wallNow() - t0 > budget.maxWallMs) {
      return { endNs: e.now(), complete: false, events };
    }
    const ran = e.step(Math.min(slice, budget.maxEvents - events));
    if (ran === 0) break;
    events += ran;
  }
  return { endNs: Math.min(e.now(), e.stopTime()), complete: true, events };
}
