// Pieces every family's inspect payload shares (engine: protocols/common/timers_json.h and
// Endpoint::inspectLink). Schemas are strict: a key the engine adds or renames fails
// tests/wasm/contracts.test.ts until the contract and its panel follow.
import { z } from 'zod';

/** An armed timer: {name, deadline_ns, for?, seq?} (protocols/common/timers_json.h). */
export const Timer = z.strictObject({
  name: z.string(),
  deadline_ns: z.number(),
  for: z.string().optional(),
  seq: z.number().optional(),
});
export type Timer = z.infer<typeof Timer>;

/** A station's CSMA/CD MAC (engine/net/ethernet_mac.cpp). */
export const EthernetMac = z.strictObject({
  layer: z.literal('ethernet-mac'),
  state: z.enum(['IDLE', 'CONTENDING', 'TRANSMITTING', 'BACKOFF']),
  queued: z.number(),
  attempts: z.number(),
  backoff_until_ns: z.number().optional(),
  frames_sent: z.number(),
  collisions: z.number(),
  backoffs: z.number(),
  deferrals: z.number(),
  tx_drops: z.number(),
  rx_drops: z.number(),
  discards: z.number(),
  rx_interrupts: z.number(),
});
export type EthernetMac = z.infer<typeof EthernetMac>;

/** One direction of an IP link (engine/net/network_entities.h). */
export const IpLink = z.strictObject({
  layer: z.literal('ip-link'),
  to: z.string(),
  link: z.number(),
  queue: z.number(),
  queue_limit: z.number(),
  busy: z.boolean(),
  sent_packets: z.number(),
  overflow_drops: z.number(),
  loss_drops: z.number(),
  max_queue: z.number(),
});
export type IpLink = z.infer<typeof IpLink>;

/** The link layer under an endpoint (Endpoint::inspectLink), told apart by `layer`. */
export const LinkLayer = z.discriminatedUnion('layer', [EthernetMac, IpLink]);
export type LinkLayer = z.infer<typeof LinkLayer>;
