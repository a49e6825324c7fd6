// Inspect payloads of the "afdp" model (engine/protocols/afdp: publisher.cpp, subscriber.cpp,
// secretary.cpp).
import { z } from 'zod';
import { LinkLayer, Timer } from './common';

const Mode = z.enum(['multicast', 'broadcast', 'unicast']);

/** How the host found its secretary (locator.h), with afdp.secretary "find" or "elect". */
const Locator = z.strictObject({
  state: z.enum(['IDLE', 'FINDING', 'CANDIDATE', 'SECRETARY', 'FOUND', 'GAVE_UP']),
  queries: z.number(),
  claims: z.number(),
  secretary: z.string().optional(),
  timers: z.array(Timer),
});

/** One publisher's message as a subscriber holds it. */
const Receiving = {
  message_id: z.number(),
  total: z.number(),
  received: z.number(),
  highest_seq: z.number(),
  complete: z.boolean(),
  missing_first: z.array(z.number()),
  missing_below_highest: z.number(),
};

export const AfdpPublisher = z.strictObject({
  state: z.enum(['IDLE', 'REQUEST', 'SENDING', 'LINGER', 'DONE', 'REFUSED', 'LOCATE']),
  message_id: z.number(),
  mode: Mode,
  rate_option: z.enum(['default', 'nice', 'rabid']),
  mode_reason: z.string().optional(),
  tp_ns: z.number(),
  tp_floor_ns: z.number(),
  tp_ceiling_ns: z.number(),
  total: z.number(),
  next_new: z.number(),
  payload_bytes: z.number(),
  retransmit_queue: z.number(),
  sending_seq: z.number().optional(),
  sending_copy: z.number().optional(),
  members: z.number(),
  datagrams_sent: z.number(),
  retransmissions: z.number(),
  valid_naks: z.number(),
  invalid_naks: z.number(),
  payload_sent_bytes: z.number(),
  messages_done: z.number(),
  /** The secretary it asks (named, or found). */
  secretary: z.string(),
  refusals: z.number(),
  locator: Locator.optional(),
  timers: z.array(Timer),
  link: LinkLayer,
});

export const AfdpSubscriber = z.strictObject({
  member: z.boolean(),
  joined: z.boolean(),
  multicast: z.boolean(),
  /** LEAVE sent or SHUTDOWN received: it takes no more data. */
  left: z.boolean(),
  shut_down: z.boolean(),
  join_ts_ns: z.number(),
  /** The message begun last (of whichever publisher). */
  ...Receiving,
  messages_complete: z.number(),
  buffer_bytes: z.number(),
  buffer_capacity_bytes: z.number(),
  drain_bps: z.number(),
  buffer_drops: z.number(),
  naks_sent: z.number(),
  nak_pending: z.boolean(),
  duplicates: z.number(),
  fragment_losses: z.number(),
  broadcasts_seen: z.number(),
  cpu_ns: z.number(),
  /** Members only: the secretary it joined (named, or found). */
  secretary: z.string().optional(),
  /** One entry per publisher heard (afdp.publishers > 1 gives several side by side). */
  by_publisher: z.array(z.strictObject({ publisher: z.string(), ...Receiving })),
  locator: Locator.optional(),
  timers: z.array(Timer),
  link: LinkLayer,
});

export const AfdpSecretary = z.strictObject({
  threshold: z.number(),
  max_publishers: z.number(),
  /** The host it runs on (SEC, or the winner of the election) and whether it serves yet. */
  host: z.string(),
  serving: z.boolean(),
  active_publishers: z.number(),
  refusals: z.number(),
  lease_ns: z.number(),
  leases_expired: z.number(),
  /** The publishers counted active: from the grant until PUBLISH_DONE or the lease's end. */
  active: z.array(z.strictObject({ publisher: z.string(), message_id: z.number(), lease_ends_ns: z.number() })),
  messages_granted: z.number(),
  host_table: z.array(
    z.strictObject({ host: z.string(), multicast: z.boolean(), lan: z.number(), joined_ns: z.number() }),
  ),
  /** SHUTDOWN sent: the group is disbanded and the secretary answers nothing more. */
  disbanded: z.boolean(),
  /** Hosts no longer in the table, in the order they went: by their own LEAVE or by SHUTDOWN. */
  departed: z.array(
    z.strictObject({
      host: z.string(),
      joined_ns: z.number(),
      left_ns: z.number(),
      how: z.enum(['LEAVE', 'SHUTDOWN']),
    }),
  ),
  last_grant: z
    .strictObject({ message_id: z.number(), mode: Mode, why: z.string(), tp_ns: z.number(), members: z.number() })
    .optional(),
  timers: z.array(Timer),
  link: LinkLayer,
});

/** A router joining two Ethernet segments (engine/net/lan_router.h). */
export const LanRouter = z.strictObject({
  multicast: z.boolean(),
  buffer: z.number(),
  forwarded: z.number(),
  drops: z.number(),
  broadcasts_kept: z.number(),
  multicasts_kept: z.number(),
  peak_fifo: z.number(),
  ports: z.array(z.strictObject({ segment: z.number(), fifo: z.number() })),
});

/** The rdist baseline's master (engine/protocols/afdp/rdist.h). */
export const AfdpRdist = z.strictObject({
  children: z.number(),
  busy_children: z.number(),
  hosts: z.number(),
  hosts_started: z.number(),
  hosts_complete: z.number(),
  setup_s: z.number(),
});

/** The track baseline's master (engine/protocols/afdp/track.h). */
export const AfdpTrack = z.strictObject({
  sessions: z.number(),
  busy_sessions: z.number(),
  hosts: z.number(),
  hosts_started: z.number(),
  hosts_complete: z.number(),
  setup_s: z.number(),
  statfile_bytes: z.number(),
});

/** afdpdist's master: statfile, request lists, bundle (engine/protocols/afdp/afdpdist.h). */
export const AfdpAfdpdist = z.strictObject({
  hosts: z.number(),
  replies: z.number(),
  statfile_message: z.number(),
  statfile_bytes: z.number(),
  request_bytes: z.number(),
  bundle_bytes: z.number(),
  phase: z.enum(['statfile', 'request lists', 'bundle']),
});

/** The competing ftp flow, F1 -> F2 (engine/protocols/afdp/ftp_probe.h). */
export const AfdpFtp = z.strictObject({
  bytes: z.number(),
  start_s: z.number(),
  delivered_bytes: z.number(),
  delivered: z.boolean(),
  goodput_kBps: z.number(),
});

/** Entity kind → payload, for every entity the afdp model registers. */
export const afdpContracts = {
  'afdp-publisher': AfdpPublisher,
  'afdp-subscriber': AfdpSubscriber,
  'afdp-secretary': AfdpSecretary,
  'lan-router': LanRouter,
  'afdp-rdist': AfdpRdist,
  'afdp-track': AfdpTrack,
  'afdp-afdpdist': AfdpAfdpdist,
  'afdp-ftp': AfdpFtp,
} as const;

export type AfdpPublisher = z.infer<typeof AfdpPublisher>;
export type AfdpSubscriber = z.infer<typeof AfdpSubscriber>;
export type AfdpSecretary = z.infer<typeof AfdpSecretary>;
export type LanRouter = z.infer<typeof LanRouter>;
export type AfdpRdist = z.infer<typeof AfdpRdist>;
export type AfdpTrack = z.infer<typeof AfdpTrack>;
export type AfdpAfdpdist = z.infer<typeof AfdpAfdpdist>;
export type AfdpFtp = z.infer<typeof AfdpFtp>;
