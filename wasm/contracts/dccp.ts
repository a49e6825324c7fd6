// Inspect payloads of DCCP flows (engine/transport/dccp/dccp_inspect.cpp): the client that sends
// (with its CCID 2 window or CCID 3 / TFRC rate state) and the server that receives (with its Ack
// Vector or its TFRC loss-interval history).
import { z } from 'zod';
import { Timer } from './common';

const DccpStateName = z.enum([
  'CLOSED',
  'LISTEN',
  'REQUEST',
  'RESPOND',
  'PARTOPEN',
  'OPEN',
  'CLOSEREQ',
  'CLOSING',
  'TIMEWAIT',
]);

const connection = {
  role: z.string(),
  state: DccpStateName,
  ccid: z.number(),
  iss: z.number(),
  gss: z.number(),
  gsr: z.number(),
  isr: z.number(),
  packets_sent: z.number(),
  packets_received: z.number(),
  sequence_window_violations: z.number(),
  handshake_rtt_ns: z.number(),
};

export const TfrcSenderState = z.strictObject({
  version: z.enum(['rfc5348', 'rfc3448']),
  phase: z.enum(['slow start', 'equation']),
  x_bps: z.number(),
  x_inst_bps: z.number(),
  x_calc_bps: z.number().nullable(),
  x_recv_bps: z.number().nullable(),
  p: z.number(),
  rtt_ns: z.number(),
  t_rto_ns: z.number(),
  initial_rate_bps: z.number(),
  ipi_ns: z.number(),
  window_counter: z.number(),
  time_last_doubled_ns: z.number(),
  rate_cause: z.enum(['initial', 'slow-start', 'slow-start-receive-limited', 'equation', 'receive-limited', 'minimum']),
  feedbacks: z.number(),
  nofeedback_expiries: z.number(),
  p_min: z.number(),
  oscillation_reduction: z.boolean(),
  x_recv_set: z.array(z.strictObject({ t_ns: z.number(), rate_bps: z.number().nullable() })),
});

export const Ccid2SenderState = z.strictObject({
  phase: z.enum(['slow start', 'congestion avoidance']),
  cwnd_packets: z.number(),
  ssthresh_packets: z.number().nullable(),
  pipe_packets: z.number(),
  ack_ratio: z.number(),
  srtt_ns: z.number(),
  rttvar_ns: z.number(),
  rto_ns: z.number(),
  data_acked: z.number(),
  data_lost: z.number(),
  congestion_events: z.number(),
  timeouts: z.number(),
  acks_lost: z.number(),
  ack_ratio_changes: z.number(),
});

export const DccpSender = z.strictObject({
  ...connection,
  packet_size_bytes: z.number(),
  data_packets_sent: z.number(),
  data_bytes_sent: z.number(),
  greedy: z.boolean(),
  send_buffer_packets: z.number(),
  send_buffer_capacity_packets: z.number(),
  send_buffer_drops: z.number(),
  tfrc: TfrcSenderState.optional(),
  ccid2: Ccid2SenderState.optional(),
  timers: z.array(Timer),
});

export const LossInterval = z.strictObject({
  i: z.number(),
  packets: z.number(),
  open: z.boolean(),
  weight_tot0: z.number().nullable(),
  weight_tot1: z.number().nullable(),
});

export const TfrcReceiverState = z.strictObject({
  p: z.number(),
  x_recv_bps: z.number(),
  rtt_ns: z.number(),
  loss_events: z.number(),
  lost_packets: z.number(),
  feedbacks: z.number(),
  history_mode: z.enum(['rfc5348', 'ns2-zero-filled']),
  intervals: z.array(LossInterval),
  i_tot0: z.number(),
  i_tot1: z.number(),
  w_tot: z.number(),
  i_mean: z.number(),
  first_interval_synthesised: z.number(),
});

export const AckRun = z.strictObject({
  state: z.enum(['received', 'received-ecn', 'not-received']),
  first: z.number(),
  last: z.number(),
  count: z.number(),
});

export const DccpReceiver = z.strictObject({
  ...connection,
  data_packets_received: z.number(),
  data_bytes_received: z.number(),
  tfrc: TfrcReceiverState.optional(),
  ccid2: z.strictObject({ ack_ratio: z.number(), unacked_data: z.number(), acks_sent: z.number() }).optional(),
  ack_vector: z
    .strictObject({
      head: z.number(),
      tail: z.number(),
      bytes: z.number(),
      runs_total: z.number(),
      runs: z.array(AckRun),
      wire: z.string(),
    })
    .optional(),
  timers: z.array(Timer),
});

export const dccpContracts = {
  'dccp-ccid2-sender': DccpSender,
  'dccp-ccid3-sender': DccpSender,
  'dccp-ccid2-receiver': DccpReceiver,
  'dccp-ccid3-receiver': DccpReceiver,
} as const;

export type DccpSender = z.infer<typeof DccpSender>;
export type DccpReceiver = z.infer<typeof DccpReceiver>;
export type TfrcSenderState = z.infer<typeof TfrcSenderState>;
export type TfrcReceiverState = z.infer<typeof TfrcReceiverState>;
export type Ccid2SenderState = z.infer<typeof Ccid2SenderState>;
export type LossInterval = z.infer<typeof LossInterval>;
export type AckRun = z.infer<typeof AckRun>;
