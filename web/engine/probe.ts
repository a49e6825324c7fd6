// Step back and panels by deterministic re-execution: a second engine, built from the same
// scenario text, is stepped until it has produced `index` trace records, then inspected. Moving
// forward continues the same engine; moving backwards rebuilds it from the start (the engine runs
// about 10 M events/s in wasm, so even a long run re-executes in a fraction of a second).

import type { EngineInstance, EngineModule } from '../../wasm/protoscope.mjs';
import type { BudgetLevel } from './budgetLevel';
import type { EntityInfo } from './protocol';

/**
 * An event emits at most about this many records (a broadcast on a large LAN): steps of
 * remaining/this events stop within one event of the target.
 */
const RECORDS_PER_EVENT_BOUND = 64;

export class ProbeEngine {
  private engine: EngineInstance | null = null;
  private index = 0;
  private drained = 0;
  private entityList: EntityInfo[] | null = null;
  /** Re-executions from the start (tests and the report read it). */
  rebuilds = 0;

  constructor(
    private readonly module: EngineModule,
    private readonly json: string,
    private readonly budget: BudgetLevel = 'standard',
  ) {}

  /** Brings the probe to the state after the event that produced record index-1. */
  seek(index: number): EngineInstance {
    if (!this.engine || this.index > index) this.reset();
    const e = this.engine!;
    while (this.index < index && !e.finished()) {
      const n = Math.max(1, Math.floor((index - this.index) / RECORDS_PER_EVENT_BOUND));
      if (e.step(n) === 0) break;
      this.drained += e.drainTrace().byteLength / this.module.recordBytes();
      this.index = this.drained + e.traceOverwritten();
    }
    return e;
  }

  /**
   * The records from the probe's position up to global index `to` (exclusive), re-executed one
   * event at a time so none is skipped: what a fast-forward never sent, for stepping back into it.
   * Returns the global index of the first one and their bytes.
   */
  collect(to: number): { start: number; bytes: Uint8Array } {
    const e = this.engine!;
    const recordBytes = this.module.recordBytes();
    const start = this.index;
    const parts: Uint8Array[] = [];
    let n = 0;
    while (this.index < to && !e.finished()) {
      if (e.step(1) === 0) break;
      const v = e.drainTrace();
      const count = v.byteLength / recordBytes;
      // One event's records never fill the ring; the last event may run past `to`: cut there.
      const keep = Math.max(0, Math.min(count, to - this.index));
      if (keep > 0) parts.push(v.slice(0, keep * recordBytes));
      n += keep;
      this.drained += count;
      this.index = this.drained + e.traceOverwritten();
    }
    const bytes = new Uint8Array(n * recordBytes);
    let o = 0;
    for (const p of parts) {
      bytes.set(p, o);
      o += p.byteLength;
    }
    return { start, bytes };
  }

  position(): number {
    return this.index;
  }
  now(): number {
    return this.engine?.now() ?? 0;
  }

  entities(): EntityInfo[] {
    if (!this.engine) this.reset();
    this.entityList ??= JSON.parse(this.engine!.entities()) as EntityInfo[];
    return this.entityList;
  }

  inspect(id: number): unknown {
    if (!this.engine) return null;
    try {
      return JSON.parse(this.engine.inspect(id)) as unknown;
    } catch {
      return null;
    }
  }

  dispose(): void {
    this.engine?.delete();
    this.engine = null;
  }

  private reset(): void {
    this.engine?.delete();
    this.engine = new this.module.Engine(this.json, this.budget);
    this.index = 0;
    this.drained = 0;
    this.rebuilds++;
  }
}
