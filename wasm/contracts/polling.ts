// Inspect payloads of the "polling" model (engine/protocols/polling: sender.cpp and the
// protocol-specific parts in prp.cpp, psew.cpp, vector_polling.cpp; receiver.cpp; polling_model.cpp).
import { z } from 'zod';
import { Timer } from './common';

export const PollingSender = z.strictObject({
  protocol: z.enum(['PET', 'PrP', 'PSEW', 'RBP', 'PeP']),
  send: z.enum(['enqueue', 'departure', 'wire']),
  rtt_from: z.enum(['send', 'departure']),
  ws: z.number(),
  dp: z.number(),
  next_seq: z.number(),
  global: z.strictObject({ le: z.number(), re: z.number(), locked: z.boolean() }),
  complete: z.boolean(),
  rto_max_s: z.number(),
  receivers: z.number(),
  sender_backlog: z.number(),
  windows: z.array(
    z.strictObject({
      receiver: z.number(),
      node: z.number(),
      le: z.number(),
      hr: z.number(),
      srtt_s: z.number(),
      rto_s: z.number(),
      bits: z.string().optional(),
    }),
  ),
  timers: z.array(Timer),
  // PrP
  p: z.number().optional(),
  // PSEW
  subgroups: z
    .strictObject({
      phase: z.enum(['data', 'polling']),
      round: z.number(),
      size: z.number(),
      spacing_s: z.number(),
      missing_total: z.number(),
      missing: z.array(z.number()),
      schedule: z.array(z.number()),
    })
    .optional(),
  // RBP (bucket) and PeP (period): the poll vector V
  period_s: z.number().optional(),
  bucket: z.strictObject({ size: z.number(), tokens: z.number(), in_flight: z.number() }).optional(),
  v: z.string().optional(),
  v_marked: z.number().optional(),
  v_pointer: z.number().optional(),
});

export const PollingReceiver = z.strictObject({
  receiver: z.number(),
  node: z.number(),
  le: z.number(),
  re: z.number(),
  hr: z.number(),
  bits: z.string(),
  delivered: z.number(),
  data_received: z.number(),
  duplicates: z.number(),
  polls_received: z.number(),
  responses_sent: z.number(),
});

export const PollingImplosion = z.strictObject({
  sender_inbound_queue: z.number(),
  sender_inbound_limit: z.number(),
  response_overflow_drops: z.number(),
  at_sender_link: z.number(),
  response_loss_drops: z.number(),
  by_link: z.array(z.strictObject({ link: z.number(), drops: z.number() })),
});

export const pollingContracts = {
  'polling-sender': PollingSender,
  'polling-receiver': PollingReceiver,
  'polling-implosion': PollingImplosion,
} as const;

export type PollingSender = z.infer<typeof PollingSender>;
export type PollingReceiver = z.infer<typeof PollingReceiver>;
export type PollingImplosion = z.infer<typeof PollingImplosion>;
