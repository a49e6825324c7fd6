// Inspect payloads of the "transport" model's agents (engine/transport: udp.cpp,
// tcp/tcp_sender.cpp, tcp/tcp_receiver.cpp). Nodes and links use the p2p contracts.
import { z } from 'zod';
import { LinkLayer, Timer } from './common';

const TcpStateName = z.enum([
  'CLOSED',
  'LISTEN',
  'SYN-SENT',
  'SYN-RECEIVED',
  'ESTABLISHED',
  'FIN-WAIT-1',
  'FIN-WAIT-2',
  'CLOSE-WAIT',
  'CLOSING',
  'LAST-ACK',
  'TIME-WAIT',
]);
export const CcPhase = z.enum(['slow start', 'congestion avoidance', 'fast recovery']);

export const TcpSender = z.strictObject({
  flow: z.string(),
  variant: z.enum(['tahoe', 'reno', 'newreno']),
  state: TcpStateName,
  phase: CcPhase,
  cwnd_bytes: z.number(),
  /** null while "arbitrarily high" (RFC 5681's initial value). */
  ssthresh_bytes: z.number().nullable(),
  flight_bytes: z.number(),
  rwnd_bytes: z.number(),
  mss_bytes: z.number(),
  snd_una: z.number(),
  snd_nxt: z.number(),
  snd_max: z.number(),
  dupacks: z.number(),
  in_recovery: z.boolean(),
  /** NewReno only: HighData when fast recovery began. */
  recover: z.number().optional(),
  app_bytes: z.union([z.number(), z.literal('unlimited')]),
  srtt_ns: z.number(),
  rttvar_ns: z.number(),
  rto_ns: z.number(),
  backoffs: z.number(),
  rtt_samples: z.number(),
  segments_sent: z.number(),
  retransmissions: z.number(),
  fast_retransmits: z.number(),
  timeouts: z.number(),
  loss_events: z.number(),
  timers: z.array(Timer),
  link: LinkLayer.nullable(),
});

export const TcpReceiver = z.strictObject({
  flow: z.string(),
  state: TcpStateName,
  rcv_nxt: z.number(),
  buffer_bytes: z.number(),
  window_bytes: z.number(),
  out_of_order_bytes: z.number(),
  out_of_order: z.array(z.strictObject({ from: z.number(), to: z.number() })),
  delivered_bytes: z.number(),
  segments_received: z.number(),
  duplicate_segments: z.number(),
  acks_sent: z.number(),
  pending_acks: z.number(),
  ack_every: z.number(),
  timers: z.array(Timer),
});

export const UdpSender = z.strictObject({
  flow: z.string(),
  datagrams_sent: z.number(),
  payload_bytes_sent: z.number(),
  link: LinkLayer.nullable(),
});

export const UdpReceiver = z.strictObject({
  flow: z.string(),
  datagrams_received: z.number(),
  payload_bytes_received: z.number(),
  highest_datagram: z.number(),
  last_delay_ns: z.number(),
});



export type TcpSender = z.infer<typeof TcpSender>;
export type TcpReceiver = z.infer<typeof TcpReceiver>;
export type UdpSender = z.infer<typeof UdpSender>;
export type UdpReceiver = z.infer<typeof UdpReceiver>;
export type CcPhase = z.infer<typeof CcPhase>;

/** The seed-002 background mix (engine/transport/apps/background.cpp). */
export const BackgroundTraffic = z.strictObject({
  load: z.number(),
  direction: z.enum(['reverse', 'forward']),
  target_bps: z.number(),
  udp_sources: z.number(),
  web_arrivals_per_s: z.number(),
  ftp_arrivals_per_s: z.number(),
  web_started: z.number(),
  web_completed: z.number(),
  web_active: z.number(),
  ftp_started: z.number(),
  ftp_completed: z.number(),
  ftp_active: z.number(),
  web_requests_lost: z.number(),
  connections: z.number(),
});
export type BackgroundTraffic = z.infer<typeof BackgroundTraffic>;

export const transportContracts = {
  'tcp-sender': TcpSender,
  'tcp-receiver': TcpReceiver,
  'udp-sender': UdpSender,
  'udp-receiver': UdpReceiver,
  background: BackgroundTraffic,
} as const;
