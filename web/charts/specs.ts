// Which live charts a scenario gets, chosen from its metric series (engine.metricNames()) and its
// trace kinds: throughput; responses sent vs received with implosion drops; network cost;
// collisions; message latency (from "message-done" records); queues. Every other series is one
// more chart a select away. Pure, so the choice is unit-tested per model.
import type { MetricInfo } from '../engine/kinds';
import { METRIC, METRIC_PREFIX } from '../engine/metricNames';
import { KIND_NAMES } from '../scene/kindIds';

export interface LineSpec {
  id: string;
  kind: 'lines';
  title: string;
  /** Button label. */
  short: string;
  /** Metric names drawn as one line each, in this order (all share the first one's unit). */
  series: string[];
  /** One sentence on how to read it (tooltip; hidden in presenter mode). */
  help: string;
}

export interface LatencySpec {
  id: 'latency';
  kind: 'latency';
  title: string;
  short: string;
  /** The trace kind whose `a` field is a message's latency in ns. */
  traceKind: string;
  help: string;
}

/** The time-sequence diagram of the first TCP flow (from its sender's trace records). */
export interface TimeSeqSpec {
  id: 'timeseq';
  kind: 'timeseq';
  title: string;
  short: string;
  help: string;
}

/** Charts drawn from metric series or latency samples (LiveChart). */
export type SeriesChartSpec = LineSpec | LatencySpec;
export type ChartSpec = SeriesChartSpec | TimeSeqSpec;

/** Trace kind whose records make the time-sequence diagram. */
export const TIMESEQ_KIND = KIND_NAMES.tcpData;

/** Trace kind carrying a completed message's latency (MSAW/MBAP: all receivers have it). */
export const LATENCY_KIND = KIND_NAMES.messageDone;

export const IMPLOSION_SERIES: string[] = [
  METRIC.responsesSentTotal,
  METRIC.responsesReceivedTotal,
  METRIC.implosionDrops,
];

interface Rule {
  id: string;
  title: string;
  short: string;
  help: string;
  pick(names: string[]): string[];
}

const exactly = (name: string) => (names: string[]) => (names.includes(name) ? [name] : []);
const prefixed = (prefix: string) => (names: string[]) => names.filter((n) => n.startsWith(prefix));

const RULES: Rule[] = [
  {
    id: 'throughput',
    title: 'Throughput',
    short: 'Throughput',
    pick: (names) => exactly(METRIC.throughput)(names).concat(exactly(METRIC.goodput)(names)).slice(0, 1),
    help: 'Useful data delivered per second so far.',
  },
  {
    id: 'cwnd',
    title: 'Congestion window per flow',
    short: 'cwnd',
    pick: prefixed(METRIC_PREFIX.cwnd),
    help: 'Each TCP (or CCID 2) flow’s congestion window: it doubles per round trip in slow start, climbs one segment per round trip in congestion avoidance and halves on a loss — the sawtooth.',
  },
  {
    id: 'rate',
    title: 'Allowed rate per flow (TFRC)',
    short: 'Rate',
    pick: prefixed(METRIC_PREFIX.rate),
    help: 'Each TFRC (DCCP CCID 3) flow’s allowed sending rate X, from the throughput equation: smoother than a TCP window.',
  },
  {
    id: 'flow-throughput',
    title: 'Throughput per flow',
    short: 'Per flow',
    pick: prefixed(METRIC_PREFIX.flowThroughput),
    help: 'Each flow’s goodput over the last sampling interval: watch the flows converge to equal shares.',
  },
  {
    id: 'completion',
    title: 'Completion per subscriber',
    short: 'Completion',
    pick: prefixed(METRIC_PREFIX.completion),
    help: 'Each AFDP subscriber’s share of the current message, in %: a slow one falls behind and catches up through retransmissions; a member that leaves stops where it was.',
  },
  {
    id: 'wire-bytes',
    title: 'Bytes on the wire by mode',
    short: 'Wire bytes',
    pick: prefixed(METRIC_PREFIX.wireBytes),
    help: 'DATA bytes the AFDP publisher has put on the LAN so far, one line per mode: unicast sends a copy per member, so its line climbs that many times faster than broadcast or multicast for the same file.',
  },
  {
    id: 'lan-bytes',
    title: 'Bytes per LAN',
    short: 'Per LAN',
    pick: prefixed(METRIC_PREFIX.lanBytes),
    help: 'Bytes of every frame each Ethernet segment has carried so far, one line per segment: unicast to members behind a router crosses the publisher’s segment once per member, multicast once for all.',
  },
  {
    id: 'jain',
    title: "Jain's fairness index",
    short: 'Jain',
    pick: exactly(METRIC.jain),
    help: "Jain's index of the running flows' goodput: 1 when all get the same, 1/n when one takes everything.",
  },
  {
    id: 'implosion',
    title: 'Responses sent vs received',
    short: 'Implosion',
    pick: (names) => IMPLOSION_SERIES.filter((n) => names.includes(n)),
    help: 'RESPONSEs the receivers sent vs the ones the sender got; the gap is implosion losses (drops).',
  },
  {
    id: 'cost',
    title: 'Network cost',
    short: 'Cost',
    pick: exactly(METRIC.networkCost),
    help: "Bits sent by the sender and the receivers so far (the paper's network cost).",
  },
  {
    id: 'collisions',
    title: 'Collisions',
    short: 'Collisions',
    pick: exactly(METRIC.collisions),
    help: 'Collisions on the shared medium so far.',
  },
  {
    id: 'queues',
    title: 'Queues',
    short: 'Queues',
    pick: (names) => names.filter((n) => /queue/i.test(n)),
    help: 'Packets waiting in the queues.',
  },
];

/** The charts this scenario offers, the most telling first; `primary` ones get a button each. */
export function chartSpecs(
  metrics: readonly MetricInfo[],
  kindNames: readonly string[],
): { primary: ChartSpec[]; more: ChartSpec[] } {
  const names = metrics.map((m) => m.name);
  const used = new Set<string>();
  const primary: ChartSpec[] = [];
  for (const r of RULES) {
    const series = r.pick(names).filter((n) => !used.has(n));
    if (series.length === 0 || (r.id === 'implosion' && series.length < 2)) continue;
    for (const n of series) used.add(n);
    primary.push({ id: r.id, kind: 'lines', title: r.title, short: r.short, series, help: r.help });
    if (r.id === 'throughput') addLatency();
  }
  addLatency();
  // Only where TCP flows are the subject (they report a cwnd series): AFDP registers the TCP
  // kinds for its NAK connections, and an empty diagram there displaced its own Tp chart.
  if (kindNames.includes(TIMESEQ_KIND) && names.some((n) => n.startsWith(METRIC_PREFIX.cwnd)))
    primary.splice(Math.min(2, primary.length), 0, {
      id: 'timeseq',
      kind: 'timeseq',
      title: 'Time-sequence (F1)',
      short: 'Time-seq',
      help: 'tcptrace-style: one TCP flow’s segments (pick the flow; the first by default) as blue bars (byte ranges) over time, retransmissions red, the ACKs it receives as the green line, duplicate ACKs orange; zoom onto each loss with the buttons.',
    });
  const more: ChartSpec[] = metrics
    .filter((m) => !used.has(m.name))
    .map((m) => ({
      id: `metric:${m.name}`,
      kind: 'lines',
      title: m.name,
      short: m.name,
      series: [m.name],
      help: m.help,
    }));
  return { primary, more };

  function addLatency() {
    if (!kindNames.includes(LATENCY_KIND) || primary.some((s) => s.id === 'latency')) return;
    primary.push({
      id: 'latency',
      kind: 'latency',
      title: 'Message latency',
      short: 'Latency',
      traceKind: LATENCY_KIND,
      help: 'Time until every receiver has a message: boxes span the 25th to 75th percentile, whiskers min to max, the bar is the median; one box per time slice and, at the right, all messages so far.',
    });
  }
}

/** Charts shown when a scenario opens: the first `n` primary ones (or the first series). */
export function defaultSelection(specs: { primary: ChartSpec[]; more: ChartSpec[] }, n = 2): string[] {
  const all = [...specs.primary, ...specs.more];
  return all.slice(0, n).map((s) => s.id);
}

/** Choosing a chart: on adds it (dropping the oldest beyond `max`; 1 = tabs), off removes it unless it is the last. */
export function toggleSelection(selected: readonly string[], id: string, max = 1): string[] {
  if (selected.includes(id)) return selected.length > 1 ? selected.filter((s) => s !== id) : [...selected];
  const next = [...selected, id];
  return next.length > max ? next.slice(next.length - max) : next;
}
