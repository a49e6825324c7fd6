// Inspect payloads of the thesis's literature protocols on the "ethernet" model
// (engine/protocols/literature: sequencer.cpp, erramilli_singh.cpp, chang_maxemchuk.cpp, rra.cpp).
import { z } from 'zod';
import { LinkLayer, Timer } from './common';

const Ordered = z.strictObject({ seq: z.number(), message: z.number(), source: z.string() });

export const SeqNode = z.strictObject({
  protocol: z.literal('sequencer'),
  role: z.enum(['sequencer', 'member']),
  sequencer: z.string(),
  crashed: z.boolean(),
  expected: z.number(),
  last_consecutive: z.number(),
  highest_seen: z.number(),
  held: z.array(z.number()),
  delivered: z.number(),
  order_tail: z.array(Ordered),
  source: z
    .strictObject({
      messages_sent: z.number(),
      messages: z.number(),
      outstanding_message: z.number().optional(),
      message_nr: z.number().optional(),
    })
    .optional(),
  retrans_requests: z.number(),
  dummies: z.number(),
  phase: z.enum(['normal', 'phase 1', 'phase 2']).optional(),
  next_seq: z.number().optional(),
  history_capacity: z.number().optional(),
  synchronisations: z.number().optional(),
  sync_last: z.number().optional(),
  history: z.array(Ordered).optional(),
  ack_table: z
    .array(z.strictObject({ member: z.string(), acked: z.number(), phase2_done: z.boolean().optional() }))
    .optional(),
  timers: z.array(Timer),
  link: LinkLayer,
});

export const EsNode = z.strictObject({
  protocol: z.literal('Erramilli-Singh'),
  crashed: z.boolean(),
  sender: z.boolean(),
  mode: z.enum(['failed (NAK for a flushed message)', 'choked', 'sending', 'sanity', 'status']),
  next_seq_to_send: z.number().optional(),
  B: z.number().optional(),
  N: z.number().optional(),
  status_sent_this_idle: z.number().optional(),
  K: z.number().optional(),
  messages_sent: z.number().optional(),
  messages: z.number().optional(),
  choked_until_ns: z.number().optional(),
  send_buffer: z
    .array(z.strictObject({ seq: z.number(), message: z.number(), last_sent_ns: z.number() }))
    .optional(),
  retransmissions: z.number().optional(),
  flushed_naks: z.number().optional(),
  per_sender: z.array(
    z.strictObject({
      sender: z.string(),
      expected: z.number(),
      delivered: z.number(),
      last_heard_ns: z.number(),
      failed: z.boolean(),
      held: z.array(z.number()),
    }),
  ),
  failed_nodes: z.array(z.string()),
  unread: z.number(),
  naks_sent: z.number(),
  status_sent: z.number(),
  chokes_sent: z.number(),
  timers: z.array(Timer),
  link: LinkLayer,
});

export const CmSite = z.strictObject({
  protocol: z.literal('Chang-Maxemchuk'),
  crashed: z.boolean(),
  token_site: z.string(),
  holds_token: z.boolean(),
  passing_to: z.string().optional(),
  version: z.number(),
  reforming: z.boolean(),
  token_list: z.array(z.string()),
  next_timestamp: z.number(),
  commit_horizon: z.number(),
  L: z.number(),
  token_transfers_seen: z.number(),
  timestamps: z.array(
    z.strictObject({
      ts: z.number(),
      issuer: z.string(),
      message: z.number().optional(),
      source: z.string().optional(),
      seq: z.number().optional(),
      kind: z.enum(['ACK', 'token pass', 'confirmation']),
      passes_to: z.string().optional(),
      ordered: z.boolean(),
      committed: z.boolean(),
    }),
  ),
  source: z
    .strictObject({
      messages_sent: z.number(),
      messages: z.number(),
      outstanding_message: z.number().optional(),
      seq: z.number().optional(),
      attempts: z.number().optional(),
    })
    .optional(),
  reformations: z.number(),
  ack_requests: z.number(),
  timers: z.array(Timer),
  link: LinkLayer,
});

export const RraSender = z.strictObject({
  protocol: z.literal('RRA'),
  role: z.literal('sender'),
  messages_sent: z.number(),
  messages: z.number(),
  last_seq: z.number(),
  stable_up_to: z.number(),
  next_named: z.string(),
  awaiting: z.strictObject({ receiver: z.string(), seq: z.number(), attempts: z.number() }).optional(),
  timeouts: z.number(),
  repairs: z.number(),
  polls: z.number(),
  rotation: z.array(
    z.strictObject({
      receiver: z.string(),
      le: z.number(),
      named: z.boolean(),
      bits: z.string(),
      last_ack_ns: z.number().optional(),
    }),
  ),
  timers: z.array(Timer),
  link: LinkLayer,
});

export const RraReceiver = z.strictObject({
  protocol: z.literal('RRA'),
  role: z.literal('receiver'),
  le: z.number(),
  hr: z.number(),
  bits: z.string(),
  delivered: z.number(),
  acks_sent: z.number(),
  duplicates: z.number(),
  last_ack_ns: z.number().optional(),
  timers: z.array(Timer),
  link: LinkLayer,
});

/** Entity kind → payload, for every entity the literature protocols register. */
export const literatureContracts = {
  'seq-node': SeqNode,
  'es-node': EsNode,
  'cm-site': CmSite,
  'rra-sender': RraSender,
  'rra-receiver': RraReceiver,
} as const;

export type SeqNode = z.infer<typeof SeqNode>;
export type EsNode = z.infer<typeof EsNode>;
export type CmSite = z.infer<typeof CmSite>;
export type RraSender = z.infer<typeof RraSender>;
export type RraReceiver = z.infer<typeof RraReceiver>;
