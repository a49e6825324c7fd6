// Which protocol panels are open and the engine state they show. The inspector (inspector.ts)
// writes the snapshots (inspect at the playhead, from the worker's probe engine); panels only read.
import type { EntityInfo } from '../engine/protocol';

export interface PanelSnapshot {
  /** Records shown when the snapshot was asked for (the playhead's record index). */
  index: number;
  /** Probe engine time at that point, ns. */
  now: number;
  states: Record<number, unknown>;
}

export class PanelState {
  version = 0;
  entities: EntityInfo[] = [];
  open: number[] = [];
  snapshot: PanelSnapshot | null = null;
  private listeners = new Set<() => void>();

  subscribe = (fn: () => void): (() => void) => {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  };

  reset(): void {
    this.entities = [];
    this.open = [];
    this.snapshot = null;
    this.emit();
  }

  setEntities(list: EntityInfo[]): void {
    this.entities = list;
    this.emit();
  }

  toggle(id: number): void {
    this.open = this.open.includes(id) ? this.open.filter((x) => x !== id) : [...this.open, id];
    this.emit();
  }

  openOnly(ids: number[]): void {
    this.open = [...new Set(ids)];
    this.emit();
  }

  close(id: number): void {
    this.open = this.open.filter((x) => x !== id);
    this.emit();
  }

  setSnapshot(s: PanelSnapshot): void {
    this.snapshot = s;
    this.emit();
  }

  /** The entity that stands for a topology node: same name, or the name before " (". */
  entityForNode(name: string): EntityInfo | undefined {
    return this.entities.find((e) => e.name === name) ?? this.entities.find((e) => e.name.split(' (')[0] === name);
  }

  private emit(): void {
    this.version++;
    for (const fn of this.listeners) fn();
  }
}
