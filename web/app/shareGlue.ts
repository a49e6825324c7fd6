// Between the app and the share module: what a link records about the current moment, and how a
// received link becomes a load + seek. Panels travel as "entity:<id>" ids.
import type { ShareState } from '../share';
import type { AppController } from './controller';

export function parseScenario(json: string): Record<string, unknown> | null {
  try {
    const v = JSON.parse(json) as unknown;
    return typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export function shareStateOf(app: AppController, scenario: Record<string, unknown>, presenter: boolean): ShareState {
  return {
    scenario,
    seed:
      typeof scenario.seed === 'number' && Number.isInteger(scenario.seed) && scenario.seed >= 0 ? scenario.seed : 0,
    playhead: { timeNs: Math.round(app.clock.time()), eventIndex: app.store.shownIndex() },
    panels: app.panels.state.open.map((id) => `entity:${id}`),
    view: { speed: app.clock.getSpeed(), presenter },
  };
}

export function momentOf(s: ShareState) {
  const scenario: Record<string, unknown> = { ...s.scenario, seed: s.seed };
  const name = typeof scenario.name === 'string' ? scenario.name : 'shared scenario';
  const panels = s.panels
    .map((p) => /^entity:(\d+)$/.exec(p))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => Number(m[1]));
  return {
    name,
    json: JSON.stringify(scenario, null, 2),
    eventIndex: s.playhead.eventIndex,
    timeNs: s.playhead.timeNs,
    panels,
  };
}
