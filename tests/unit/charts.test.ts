// The live charts: which charts each model gets, the latency statistics (Appendix A's five
// numbers), the slices that stay put as the axis grows, and the store collecting latencies.
import { describe, expect, it } from 'vitest';
import { axisEnd } from '../../web/charts/LiveChart';
import { fiveNumbers, latencyBoxes, latencyRows, overall, sliceWidth } from '../../web/charts/latency';
import { chartSpecs, defaultSelection, toggleSelection } from '../../web/charts/specs';
import type { MetricInfo, TraceKindInfo } from '../../web/engine/kinds';
import { SceneStore } from '../../web/scene/store';
import { batchReply, loadReply, rec } from './fixtures';

const m = (...names: string[]): MetricInfo[] => names.map((name) => ({ name, unit: 'u', help: `${name} help` }));
const POLLING = m(
  'sender inbound queue',
  'implosion drops',
  'responses received',
  'responses sent total',
  'responses received total',
  'network cost',
  'throughput',
  'global window le',
  'tokens',
);
const ETHERNET = m('messages_done', 'throughput', 'collisions');

describe('chartSpecs', () => {
  it('polling: throughput, responses vs drops, network cost, queue; the rest under more', () => {
    const { primary, more } = chartSpecs(POLLING, ['data', 'poll', 'response']);
    expect(primary.map((s) => s.id)).toEqual(['throughput', 'implosion', 'cost', 'queues']);
    const imp = primary[1];
    expect(imp.kind === 'lines' && imp.series).toEqual([
      'responses sent total',
      'responses received total',
      'implosion drops',
    ]);
    expect(more.map((s) => s.title)).toEqual(['responses received', 'global window le', 'tokens']);
  });

  it('thesis protocols: throughput, latency (from message-done), collisions', () => {
    const { primary, more } = chartSpecs(ETHERNET, ['frame-start', 'collision', 'message-done']);
    expect(primary.map((s) => s.id)).toEqual(['throughput', 'latency', 'collisions']);
    expect(more.map((s) => s.id)).toEqual(['metric:messages_done']);
  });

  it('afdp: one completion chart with a line per subscriber, Tp and the group totals under more', () => {
    const { primary, more } = chartSpecs(
      m('tp_ms', 'progress', 'members_complete', 'completion R1', 'completion R2', 'completion R3'),
      ['afdp-data', 'afdp-tp'],
    );
    expect(primary.map((s) => s.id)).toEqual(['completion']);
    const c = primary[0];
    expect(c.kind === 'lines' && c.series).toEqual(['completion R1', 'completion R2', 'completion R3']);
    expect(more.map((s) => s.id)).toEqual(['metric:tp_ms', 'metric:progress', 'metric:members_complete']);
    expect(defaultSelection({ primary, more }, 1)).toEqual(['completion']);
  });

  it('afdp on an internetwork: bytes per LAN is a chart of its own, one line per segment', () => {
    const { primary, more } = chartSpecs(
      m('tp_ms', 'completion R1', 'wire bytes unicast', 'lan bytes LAN0', 'lan bytes LAN1'),
      ['afdp-data'],
    );
    expect(primary.map((s) => s.id)).toEqual(['completion', 'wire-bytes', 'lan-bytes']);
    const l = primary[2];
    expect(l.kind === 'lines' && l.series).toEqual(['lan bytes LAN0', 'lan bytes LAN1']);
    expect(more.map((s) => s.id)).toEqual(['metric:tp_ms']);
  });

  it('afdp: bytes on the wire by mode is a chart of its own, one line per mode, after completion', () => {
    const { primary, more } = chartSpecs(
      m('tp_ms', 'completion R1', 'wire bytes multicast', 'wire bytes broadcast', 'wire bytes unicast'),
      ['afdp-data'],
    );
    expect(primary.map((s) => s.id)).toEqual(['completion', 'wire-bytes']);
    const w = primary[1];
    expect(w.kind === 'lines' && w.series).toEqual([
      'wire bytes multicast',
      'wire bytes broadcast',
      'wire bytes unicast',
    ]);
    expect(more.map((s) => s.id)).toEqual(['metric:tp_ms']);
    expect(defaultSelection({ primary, more }, 1)).toEqual(['completion']);
  });

  it('no latency chart without message-done records; p2p gets throughput and queues', () => {
    const { primary } = chartSpecs(m('throughput', 'delay', 'queue A→B', 'queue B→A', 'drops'), ['tx-start']);
    expect(primary.map((s) => s.id)).toEqual(['throughput', 'queues']);
  });

  it('transport: total goodput, cwnd per flow (the sawtooth), TFRC rate, per-flow throughput, Jain, queues', () => {
    const { primary, more } = chartSpecs(
      m(
        'goodput',
        'jain',
        'queue A→B',
        'queue B→A',
        'throughput F1',
        'cwnd F1',
        'ssthresh F1',
        'throughput F2',
        'rate F2',
      ),
      ['tcp-send'],
    );
    expect(primary.map((s) => s.id)).toEqual(['throughput', 'cwnd', 'rate', 'flow-throughput', 'jain', 'queues']);
    const series = (id: string) => primary.find((s) => s.id === id);
    expect(series('cwnd')).toMatchObject({ series: ['cwnd F1'] });
    expect(series('flow-throughput')).toMatchObject({ series: ['throughput F1', 'throughput F2'] });
    expect(series('throughput')).toMatchObject({ series: ['goodput'] });
    expect(more.map((s) => s.title)).toEqual(['ssthresh F1']);
  });

  it('transport with TCP records: the time-sequence diagram after throughput and cwnd', () => {
    const { primary } = chartSpecs(m('goodput', 'cwnd F1'), ['tcp-data', 'tcp-ack-in']);
    expect(primary.map((s) => s.id)).toEqual(['throughput', 'cwnd', 'timeseq']);
  });

  it('selection: defaults to the first charts; choosing one replaces the oldest beyond the limit', () => {
    const specs = chartSpecs(ETHERNET, ['message-done']);
    expect(defaultSelection(specs, 1)).toEqual(['throughput']);
    expect(toggleSelection(['throughput'], 'latency')).toEqual(['latency']);
    expect(toggleSelection(['throughput'], 'throughput')).toEqual(['throughput']);
    expect(toggleSelection(['a', 'b'], 'c', 2)).toEqual(['b', 'c']);
    expect(toggleSelection(['a', 'b'], 'a', 2)).toEqual(['b']);
  });
});

describe('latency statistics', () => {
  it('five numbers with R-7 quantiles', () => {
    expect(fiveNumbers([])).toBeNull();
    expect(fiveNumbers([1, 2, 3, 4, 5])).toEqual({ n: 5, min: 1, q1: 2, median: 3, q3: 4, max: 5 });
    expect(fiveNumbers([10, 20, 30, 40])).toEqual({ n: 4, min: 10, q1: 17.5, median: 25, q3: 32.5, max: 40 });
  });

  it('boxes per time slice, only the revealed samples', () => {
    const t = [1, 2, 11, 12, 13, 25];
    const v = [5, 7, 1, 3, 2, 100];
    const boxes = latencyBoxes(t, v, 5, 10);
    expect(boxes.map((b) => [b.from, b.to, b.n, b.median])).toEqual([
      [0, 10, 2, 6],
      [10, 20, 3, 2],
    ]);
    expect(overall(v, 5)).toMatchObject({ n: 5, min: 1, max: 7, median: 3 });
    expect(v).toEqual([5, 7, 1, 3, 2, 100]); // inputs untouched
  });

  it('slice width is a round step, unchanged while the axis grows within it', () => {
    expect(sliceWidth(1e9)).toBe(1e8);
    expect(sliceWidth(1.2e9)).toBe(sliceWidth(1.4e9));
  });

  it('CSV rows: each slice then all', () => {
    const rows = latencyRows([1e9, 2e9], [4, 6], 2, 10e9);
    expect(rows[rows.length - 1]).toEqual(['all', 2, 2, 4, 4.5, 5, 5.5, 6]);
  });

  it('axis end: a little past the newest moment, within the run; a tenth of the run before anything', () => {
    expect(axisEnd(0, 0, 100e9)).toBe(10e9);
    expect(axisEnd(4e9, 2e9, 100e9)).toBe(5e9);
    expect(axisEnd(90e9, 95e9, 100e9)).toBe(100e9);
  });
});

describe('SceneStore latency samples', () => {
  it('collects message-done records (time, latency) and resets on load', () => {
    const store = new SceneStore();
    const kinds: TraceKindInfo[] = [
      { kind: 136, name: 'message-done', category: 'protocol', role: 'none', fields: {}, explains: false },
      { kind: 1, name: 'tx-start', category: 'link', role: 'none', fields: {}, explains: false },
    ];
    store.loaded(loadReply({ traceKinds: kinds }));
    store.addBatch(
      batchReply([rec({ time: 5, kind: 1 }), rec({ time: 7, kind: 136, a: 1234 }), rec({ time: 9, kind: 136, a: 99 })]),
    );
    expect(store.latency).toEqual({ t: [7, 9], v: [1234, 99] });
    store.loaded(loadReply({ traceKinds: kinds }));
    expect(store.latency).toEqual({ t: [], v: [] });
  });
});
