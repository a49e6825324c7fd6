// Names of the engine's metric series that the app draws specially (chart rules, the implosion
// meter): the same strings as engine/core/metric_names.h. tests/wasm/names.test.ts checks that a
// shipped scenario still produces each one.
export const METRIC = {
  throughput: 'throughput',
  networkCost: 'network cost',
  collisions: 'collisions',
  responsesSentTotal: 'responses sent total',
  responsesReceivedTotal: 'responses received total',
  implosionDrops: 'implosion drops',
  senderInboundQueue: 'sender inbound queue',
  goodput: 'goodput',
  jain: 'jain',
} as const;

/** Per-flow series of the transport model are named by a prefix and the flow's name ("cwnd F1"). */
export const METRIC_PREFIX = {
  cwnd: 'cwnd ',
  ssthresh: 'ssthresh ',
  rate: 'rate ',
  flowThroughput: 'throughput ',
  /** AFDP: one per subscriber ("completion R3"), the % of the current message it holds. */
  completion: 'completion ',
  /** AFDP: one per mode ("wire bytes unicast"), DATA bytes the publisher has put on the LAN so far. */
  wireBytes: 'wire bytes ',
  /** AFDP on an internetwork: one per segment ("lan bytes LAN1"), bytes of every frame it carried. */
  lanBytes: 'lan bytes ',
} as const;
