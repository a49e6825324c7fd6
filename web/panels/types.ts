// What a family's panel is: for one entity kind, an ordered list of titled sections, each
// rendering part of the entity's typed inspect payload (wasm/contracts/). Families register their
// panels in web/panels/<family>/index.ts and registry.ts merges them, one line per family.
import type { ReactNode } from 'react';

export interface PanelProps<S> {
  state: S;
  /** Simulated time of the snapshot (ns), for "fires in ..." readings. */
  now: number;
  /** The loaded scenario, for sections that show the options a run was set up with. */
  scenario?: Readonly<Record<string, unknown>>;
}

export interface PanelSection<S> {
  /** Stable id (also the CSS class psec-<id>). */
  id: string;
  title: string;
  /** Whether this snapshot has anything for the section (default: always). */
  show?(state: S, scenario?: Readonly<Record<string, unknown>>): boolean;
  render(p: PanelProps<S>): ReactNode;
}

export type Panel<S> = readonly PanelSection<S>[];

/** A family's panels by entity kind. */
export type PanelSet = Record<string, Panel<never>>;
