// The numbers behind the implosion meter (seed 000 §5.2): for a polling run, what has happened at
// the sender's inbound link by the shown time. Pure: reads the topology, the metric series and the
// scene's queue lengths, so it is tested without a browser.

import { bisectRight } from 'd3';
import { METRIC } from '../engine/metricNames';
import type { Topology } from '../engine/protocol';

export interface SeriesLike {
  t: number[];
  v: number[];
}

export interface ImplosionReading {
  sent: number; // RESPONSEs sent by all receivers so far
  received: number; // RESPONSEs that reached the sender
  dropped: number; // RESPONSEs dropped by overflow at the sender's inbound link
  inFlight: number; // sent - received - dropped (on the way, or lost elsewhere)
  queue: number; // RESPONSEs waiting at the sender's inbound link now
  limit: number; // that queue's capacity (0 = unbounded)
}

/** The polling model's series the meter reads (engine/protocols/polling metric names). */
export const IMPLOSION_SERIES = {
  sent: METRIC.responsesSentTotal,
  received: METRIC.responsesReceivedTotal,
  dropped: METRIC.implosionDrops,
  queue: METRIC.senderInboundQueue,
};

/** The sender's inbound link and the node at its far end, or undefined for a non-polling topology. */
export function senderInbound(t: Topology): { link: number; from: number; limit: number } | undefined {
  const link = t.senderInboundLink;
  const sender = t.sender;
  if (typeof link !== 'number' || typeof sender !== 'number') return undefined;
  const l = t.links.find((x) => x.id === link);
  if (!l) return undefined;
  const from = l.a === sender ? l.b : l.a;
  const limit = from === l.a ? l.queue : (l.queueBA ?? l.queue);
  return { link, from, limit };
}

/** Value of a cumulative series at time t (0 before its first sample). */
export function valueAt(s: SeriesLike | undefined, t: number): number {
  if (!s) return 0;
  const i = bisectRight(s.t, t) - 1;
  return i >= 0 ? s.v[i] : 0;
}

export function readImplosion(
  t: Topology,
  series: Map<string, SeriesLike>,
  queues: { get(key: string): number | undefined }, // "node:link" -> length (scene.queues, or a Map)
  time: number,
): ImplosionReading | undefined {
  const inbound = senderInbound(t);
  if (!inbound || !series.has(IMPLOSION_SERIES.dropped)) return undefined;
  const sent = valueAt(series.get(IMPLOSION_SERIES.sent), time);
  const received = valueAt(series.get(IMPLOSION_SERIES.received), time);
  const dropped = valueAt(series.get(IMPLOSION_SERIES.dropped), time);
  // The live queue comes from the scene (ENQUEUE records), so it moves between metric samples.
  const live = queues.get(`${inbound.from}:${inbound.link}`);
  const queue = live ?? valueAt(series.get(IMPLOSION_SERIES.queue), time);
  return { sent, received, dropped, inFlight: Math.max(0, sent - received - dropped), queue, limit: inbound.limit };
}
