// Inspect payloads of routed networks and their traffic (engine/net: network_entities.h, traffic.cpp).
import { z } from 'zod';
import { IpLink } from './common';

export const NodeState = z.strictObject({
  node: z.number(),
  name: z.string(),
  kind: z.string(),
  interfaces: z.array(IpLink),
});

export const LinkState = z.strictObject({
  link: z.number(),
  bandwidth_bps: z.number(),
  delay_s: z.number(),
  loss: z.number(),
  directions: z.array(IpLink),
});

export const CbrSource = z.strictObject({
  from: z.string(),
  to: z.string(),
  rate_bps: z.number(),
  packet_bytes: z.number(),
  interval_ns: z.number(),
  sent: z.number(),
});

export const Sink = z.strictObject({
  node: z.string(),
  packets: z.number(),
  bits: z.number(),
  mean_delay_s: z.number(),
  max_delay_s: z.number(),
});

export const p2pContracts = { node: NodeState, link: LinkState, 'cbr-source': CbrSource, sink: Sink } as const;

export type NodeState = z.infer<typeof NodeState>;
export type LinkState = z.infer<typeof LinkState>;
export type CbrSource = z.infer<typeof CbrSource>;
export type Sink = z.infer<typeof Sink>;
