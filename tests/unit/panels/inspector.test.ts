// The panel inspector against a fake controller: when it probes, what it writes, and what it drops.
import { describe, expect, it } from 'vitest';
import type { InspectReply } from '../../../web/engine/protocol';
import { type InspectorHost, PANEL_REFRESH_MS, PanelInspector } from '../../../web/panels/inspector';

/** A controller stand-in whose inspect replies wait until `answer()` is called. */
function fakeHost() {
  const host = {
    index: 10 as number | undefined,
    generation: 1,
    asked: [] as { index: number; entities: number[] }[],
    waiting: [] as (() => void)[],
  };
  const api: InspectorHost = {
    playhead: () => host.index,
    run: () => host.generation,
    inspect: (index, entities) => {
      host.asked.push({ index, entities: [...entities] });
      return new Promise<InspectReply>((resolve) => {
        host.waiting.push(() =>
          resolve({
            type: 'inspected',
            id: 0,
            generation: 0,
            index,
            now: index * 1000,
            entities: [{ id: 3, name: 'S', kind: 'sender' }],
            states: Object.fromEntries(entities.map((e) => [e, { at: index }])),
          }),
        );
      });
    },
  };
  const answer = async () => {
    const next = host.waiting.shift();
    next?.();
    await new Promise((r) => setTimeout(r, 0));
  };
  return { host, api, answer };
}

describe('PanelInspector', () => {
  it('learns the entities and stores the snapshot at the playhead', async () => {
    const { host, api, answer } = fakeHost();
    const panels = new PanelInspector(api);
    const done = panels.refresh();
    await answer();
    await done;
    expect(host.asked).toEqual([{ index: 10, entities: [] }]);
    expect(panels.state.entities.map((e) => e.name)).toEqual(['S']);
    expect(panels.state.snapshot).toEqual({ index: 10, now: 10_000, states: {} });
  });

  it('coalesces refreshes made during a probe into one more pass at the latest playhead', async () => {
    const { host, api, answer } = fakeHost();
    const panels = new PanelInspector(api);
    const first = panels.refresh();
    host.index = 11;
    const second = panels.refresh();
    host.index = 12;
    const third = panels.refresh();
    expect(second).toBe(first);
    expect(third).toBe(first);
    await answer();
    await answer();
    await first;
    expect(host.asked.map((a) => a.index)).toEqual([10, 12]);
    expect(panels.state.snapshot?.index).toBe(12);
  });

  it('drops a reply that arrives after a new run loaded', async () => {
    const { host, api, answer } = fakeHost();
    const panels = new PanelInspector(api);
    const done = panels.refresh();
    host.generation = 2;
    await answer();
    await done;
    expect(panels.state.snapshot).toBeNull();
    expect(panels.state.entities).toEqual([]);
  });

  it('does not probe while no run is ready', async () => {
    const { host, api } = fakeHost();
    host.index = undefined;
    await new PanelInspector(api).refresh();
    expect(host.asked).toEqual([]);
  });

  it('toggling a panel probes for it; while playing it refreshes only when due', async () => {
    const { host, api, answer } = fakeHost();
    const wall = { ms: 1000 };
    const panels = new PanelInspector(api, () => wall.ms);
    panels.refreshIfDue();
    expect(host.asked).toHaveLength(0); // no panel open: nothing to show
    panels.toggle(3);
    expect(host.asked).toEqual([{ index: 10, entities: [3] }]);
    panels.refreshIfDue();
    expect(host.asked).toHaveLength(1); // one under way
    await answer();
    expect(panels.state.snapshot?.states).toEqual({ 3: { at: 10 } });
    wall.ms += PANEL_REFRESH_MS;
    panels.refreshIfDue();
    expect(host.asked).toHaveLength(1); // not yet
    wall.ms += 1;
    panels.refreshIfDue();
    expect(host.asked).toHaveLength(2);
  });

  it('settling at the end probes once more even right after a probe, and only with a panel open', async () => {
    const { host, api, answer } = fakeHost();
    const wall = { ms: 1000 };
    const panels = new PanelInspector(api, () => wall.ms);
    panels.settle();
    expect(host.asked).toHaveLength(0);
    panels.toggle(3);
    host.index = 20; // the run ended while that probe was under way
    panels.settle();
    await answer();
    await answer();
    expect(host.asked.map((a) => a.index)).toEqual([10, 20]);
    expect(panels.state.snapshot?.states).toEqual({ 3: { at: 20 } });
  });

  it('restores only valid entity ids from a share link, and reset forgets the run', () => {
    const { api } = fakeHost();
    const panels = new PanelInspector(api);
    panels.restore([2, -1, 2, 1.5, 4]);
    expect(panels.state.open).toEqual([2, 4]);
    panels.reset();
    expect(panels.state.open).toEqual([]);
  });
});
