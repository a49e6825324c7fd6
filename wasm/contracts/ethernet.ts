// Inspect payloads of the "ethernet" model (engine/protocols/multicast: msaw.cpp, mbap.cpp; the
// medium: net/ethernet_thesis_medium.cpp, net/ethernet_bus_medium.cpp).
import { z } from 'zod';
import { LinkLayer, Timer } from './common';

export const MsawSender = z.strictObject({
  protocol: z.enum(['MSAW', 'unicast SAW']),
  state: z.enum(['IDLE', 'WAIT']),
  message: z.number(),
  seq: z.number(),
  messages_done: z.number(),
  timeout_bits: z.number(),
  retransmission: z.enum(['multicast', 'unicast', 'unicast-equivalent']),
  serving: z.string().optional(),
  retransmissions: z.number(),
  timeouts: z.number(),
  timeout_waits_for_quiet_lan: z.boolean(),
  timers: z.array(Timer),
  acks: z.array(z.strictObject({ receiver: z.string(), acked: z.boolean(), retransmissions: z.number() })),
  link: LinkLayer,
});

export const MsawReceiver = z.strictObject({
  protocol: z.literal('MSAW'),
  expected: z.number(),
  timers: z.array(Timer),
  accepted: z.number(),
  duplicates: z.number(),
  acks_sent: z.number(),
  link: LinkLayer,
});

export const MbapSender = z.strictObject({
  protocol: z.enum(['MBAP', 'unicast BAP']),
  window: z.strictObject({
    s: z.number(),
    c: z.number(),
    w: z.number(),
    first_message: z.number(),
    retransmissions: z.array(z.number()),
  }),
  messages_done: z.number(),
  timeout_bits: z.number(),
  timeouts: z.number(),
  window_retransmissions: z.number(),
  timeout_waits_for_quiet_lan: z.boolean(),
  serving: z.string().optional(),
  timers: z.array(Timer),
  acks: z.array(
    z.strictObject({ receiver: z.string(), valid: z.boolean(), seq: z.number().optional(), rank: z.number().optional() }),
  ),
  link: LinkLayer,
});

export const MbapReceiver = z.strictObject({
  protocol: z.literal('MBAP'),
  last: z.number(),
  expected: z.number(),
  count: z.number(),
  window: z.number(),
  timers: z.array(Timer),
  accepted: z.number(),
  discarded: z.number(),
  acks_sent: z.number(),
  timer_acks: z.number(),
  link: LinkLayer,
});

const ThesisMedium = z.strictObject({
  variant: z.literal('thesis'),
  state: z.string(),
  busy_until_ns: z.number(),
  collisions: z.number(),
  busy_ns: z.number(),
  pending: z.array(z.string()),
  colliding: z.array(z.string()),
  transmitting: z.string().optional(),
});
const BusMedium = z.strictObject({
  variant: z.literal('802.3'),
  state: z.string(),
  collisions: z.number(),
  busy_ns: z.number(),
  signals: z.array(
    z.strictObject({ station: z.string(), start_ns: z.number(), end_ns: z.number(), collided: z.boolean() }),
  ),
  deferring: z.array(z.string()),
});
export const EthernetMedium = z.discriminatedUnion('variant', [ThesisMedium, BusMedium]);

/** Entity kind → payload, for every entity the ethernet model registers. */
export const ethernetContracts = {
  'msaw-sender': MsawSender,
  'msaw-receiver': MsawReceiver,
  'mbap-sender': MbapSender,
  'mbap-receiver': MbapReceiver,
  'ethernet-medium': EthernetMedium,
} as const;

export type MsawSender = z.infer<typeof MsawSender>;
export type MsawReceiver = z.infer<typeof MsawReceiver>;
export type MbapSender = z.infer<typeof MbapSender>;
export type MbapReceiver = z.infer<typeof MbapReceiver>;
export type EthernetMedium = z.infer<typeof EthernetMedium>;
