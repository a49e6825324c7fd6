// Panels by entity kind (engine Entity::entityKind), one line per family. A kind without a panel
// shows its scalar fields; the full snapshot is always available as a tree below the panel, so a
// new model's state is visible before anyone writes its panel.
import { afdpPanels } from './afdp';
import { summary } from './common/Summary';
import { dccpPanels } from './dccp';
import { estimationPanels } from './estimation';
import { ethernetPanels } from './ethernet';
import { literaturePanels } from './literature';
import { p2pPanels } from './p2p';
import { pollingPanels } from './polling';
import { transportPanels } from './transport';
import type { Panel, PanelSection, PanelSet } from './types';

const PANELS: PanelSet = {
  ...p2pPanels,
  ...ethernetPanels,
  ...pollingPanels,
  ...transportPanels,
  ...dccpPanels,
  ...afdpPanels,
  ...estimationPanels,
  ...literaturePanels,
};

const FALLBACK: Panel<object> = [summary()];

/** The sections to show for an entity of `kind` with this snapshot, in order. */
export function sectionsFor(
  kind: string,
  state: unknown,
  scenario?: Readonly<Record<string, unknown>>,
): PanelSection<unknown>[] {
  if (typeof state !== 'object' || state === null || Array.isArray(state)) return [];
  const panel = (PANELS[kind] ?? FALLBACK) as Panel<unknown>;
  return panel.filter((s) => !s.show || s.show(state, scenario));
}

/** Entity kinds that have a panel of their own. */
export const panelKinds = (): string[] => Object.keys(PANELS);
