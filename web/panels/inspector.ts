// The panels' path to engine state: asks the worker's probe engine for the open panels' inspect()
// snapshots at the playhead and writes them into PanelState, the one model the panel views read.
// The controller owns playback and the worker queue; it tells this module when the playhead moved
// (refresh) or while playing (refreshIfDue), and this module decides when a probe is worth it.
import type { InspectReply } from '../engine/protocol';
import { PanelState } from './panelState';

/** Panels refresh at most this often while playing (wall ms). */
export const PANEL_REFRESH_MS = 250;

/** What the inspector needs from the controller (kept narrow so a test can stand in for it). */
export interface InspectorHost {
  /** The playhead's record index, or undefined while no run is ready to inspect. */
  playhead(): number | undefined;
  /** Sends an inspect request through the controller's worker queue, after the requests before it. */
  inspect(index: number, entities: number[]): Promise<InspectReply>;
  /** Changes with every load; a reply that arrives for an older run is dropped. */
  run(): number;
}

export class PanelInspector {
  /** Which panels are open and what they show; views read it, only this module writes snapshots. */
  readonly state = new PanelState();
  /** The probe under way; calls made meanwhile wait for it and for one more pass. */
  private inspecting: Promise<void> | null = null;
  private inspectAgain = false;
  private lastInspect = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly host: InspectorHost,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /**
   * Reads the open panels' state at the playhead. Calls made while one probe is under way
   * coalesce into one more pass (the playhead may have moved meanwhile), and all of them resolve
   * when that pass is done, so `await refresh()` always sees the latest playhead.
   */
  refresh(): Promise<void> {
    if (this.inspecting) {
      this.inspectAgain = true;
      return this.inspecting;
    }
    this.inspecting = (async () => {
      do {
        this.inspectAgain = false;
        await this.inspectOnce();
      } while (this.inspectAgain);
      this.inspecting = null;
    })();
    return this.inspecting;
  }

  /** While playing: refreshes when a panel is open, no probe is under way and PANEL_REFRESH_MS passed. */
  refreshIfDue(): void {
    if (this.state.open.length > 0 && !this.inspecting && this.now() - this.lastInspect > PANEL_REFRESH_MS)
      void this.refresh();
  }

  /**
   * Playback stopped (the run's end): one last probe where it stopped, if a panel is open. The
   * throttle above may have skipped the final records (a probe under way or one taken less than
   * PANEL_REFRESH_MS before), and no later frame would refresh a paused run.
   */
  settle(): void {
    if (this.state.open.length > 0) void this.refresh();
  }

  /** Opens the entity's panel, or closes it if open (a node click), then reads its state. */
  toggle(entity: number): void {
    this.state.toggle(entity);
    void this.refresh();
  }

  /** A new run: no entities known yet, no panels open. */
  reset(): void {
    this.state.reset();
  }

  /** Reopens exactly these panels (a share link); the caller refreshes once the playhead is placed. */
  restore(entities: number[]): void {
    this.state.openOnly(entities.filter((id) => Number.isInteger(id) && id >= 0));
  }

  private async inspectOnce(): Promise<void> {
    const index = this.host.playhead();
    if (index === undefined) return;
    const run = this.host.run();
    this.lastInspect = this.now();
    try {
      const reply = await this.host.inspect(index, this.state.open);
      if (run !== this.host.run()) return;
      if (this.state.entities.length === 0) this.state.setEntities(reply.entities);
      this.state.setSnapshot({ index, now: reply.now, states: reply.states });
    } catch {
      // the probe failing leaves the panels as they were; the run goes on
    }
  }
}
