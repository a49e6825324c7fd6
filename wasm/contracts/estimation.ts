// Inspect payloads of the estimation family (engine/protocols/estimation): pathload's receiver,
// which holds the whole search (pathload_inspect.cpp), and its sender.
import { z } from 'zod';
import { Timer } from './common';

const Letter = z.enum(['I', 'N', 'U', 'd']);

// The tight link's ground truth A(t) (TruthMonitor::writeInspectFields), beside pathload's fleets and abget's rates.
export const EstimationTruth = z.strictObject({
  capacity_bps: z.number(),
  series: z.array(z.tuple([z.number(), z.number()])),
});
export type EstimationTruth = z.infer<typeof EstimationTruth>;

export const PathloadBracket = z.strictObject({
  rate_bps: z.number(),
  rmin_bps: z.number(),
  rmax_bps: z.number(),
  gmin_bps: z.number(),
  gmax_bps: z.number(),
  exponential: z.boolean(),
});
export type PathloadBracket = z.infer<typeof PathloadBracket>;

export const PathloadStreamSummary = z.strictObject({
  loss_percent: z.number(),
  pct: z.number(),
  pdt: z.number(),
  pct_class: Letter,
  pdt_class: Letter,
  class: Letter,
});
export type PathloadStreamSummary = z.infer<typeof PathloadStreamSummary>;

export const PathloadFleet = z.strictObject({
  id: z.number(),
  start_s: z.number(),
  end_s: z.number(),
  requested_bps: z.number(),
  actual_bps: z.number(),
  payload_bytes: z.number(),
  period_us: z.number(),
  verdict: z.enum(['', 'increasing', 'no trend', 'grey', 'bad (too few usable streams)', 'aborted (loss)']),
  increasing: z.number(),
  no_trend: z.number(),
  usable: z.number(),
  truth_bps: z.number().optional(),
  streams: z.array(PathloadStreamSummary),
  after: PathloadBracket,
});
export type PathloadFleet = z.infer<typeof PathloadFleet>;

export const PathloadStreamDetail = z.strictObject({
  owd_us: z.array(z.number().nullable()),
  kept: z.array(z.boolean()),
  medians_us: z.array(z.number()),
  pct: z.number(),
  pdt: z.number(),
  class: Letter,
});
export type PathloadStreamDetail = z.infer<typeof PathloadStreamDetail>;

export const PathloadReceiver = z.strictObject({
  phase: z.string(),
  adr_bps: z.number(),
  ic_flagged: z.boolean(),
  min_rate_bps: z.number(),
  max_rate_bps: z.number(),
  omega_bps: z.number(),
  chi_bps: z.number(),
  thresholds: z.strictObject({
    pct_increasing: z.number(),
    pct_no_trend: z.number(),
    pdt_increasing: z.number(),
    pdt_no_trend: z.number(),
    fleet_fraction: z.number(),
  }),
  search: PathloadBracket,
  start_s: z.number(),
  done: z.boolean(),
  result: z
    .strictObject({
      low_bps: z.number(),
      high_bps: z.number().nullable(),
      cause: z.string(),
      latency_s: z.number(),
      truth_bps: z.number().optional(),
    })
    .optional(),
  fleets: z.array(PathloadFleet),
  latest_streams: z.array(PathloadStreamDetail),
  truth_bin_s: z.number().optional(),
  truth: EstimationTruth.optional(),
  control_bytes: z.number(),
  timers: z.array(Timer),
});
export type PathloadReceiver = z.infer<typeof PathloadReceiver>;

export const PathloadSender = z.strictObject({
  state: z.string(),
  fleet: z.number(),
  stream: z.number(),
  packet: z.number(),
  payload_bytes: z.number(),
  period_us: z.number(),
  probe_bytes: z.number(),
  train_bytes: z.number(),
  control_bytes: z.number(),
  awaiting: z.string(),
  timers: z.array(Timer),
});
export type PathloadSender = z.infer<typeof PathloadSender>;

export const AbgetRate = z.strictObject({
  rate_bps: z.number(),
  start_s: z.number(),
  end_s: z.number(),
  streams: z.string(),
  verdict: z.enum(['', 'increasing', 'no trend', 'grey']),
  lo_bps: z.number(),
  hi_bps: z.number(),
});
export type AbgetRate = z.infer<typeof AbgetRate>;

export const AbgetClient = z.strictObject({
  mode: z.enum(['upstream', 'downstream']),
  state: z.enum(['connecting', 'probing', 'done', 'failed']),
  rate_bps: z.number(),
  lo_bps: z.number(),
  hi_bps: z.number(),
  grey_lo_bps: z.number(),
  grey_hi_bps: z.number(),
  stream: z.number(),
  syn_sent: z.number(),
  bytes: z.number(),
  result: z.string().optional(),
  latency_s: z.number().optional(),
  rates: z.array(AbgetRate),
  // Always written: every client the model builds is given the tight link's monitor.
  truth_bin_s: z.number(),
  truth: EstimationTruth,
  timers: z.array(Timer),
});
export type AbgetClient = z.infer<typeof AbgetClient>;

export const AbgetServer = z.strictObject({
  mode: z.enum(['upstream', 'downstream']),
  echoes: z.number(),
  bytes: z.number(),
});
export type AbgetServer = z.infer<typeof AbgetServer>;

export const IperfClient = z.strictObject({
  rate_bps: z.number(),
  payload_bytes: z.number(),
  sent: z.number(),
  done: z.boolean(),
});
export type IperfClient = z.infer<typeof IperfClient>;

export const IperfServer = z.strictObject({
  received: z.number(),
  lost: z.number(),
  out_of_order: z.number(),
  bandwidth_bps: z.number(),
  jitter_s: z.number(),
});
export type IperfServer = z.infer<typeof IperfServer>;

export const estimationContracts = {
  'pathload-receiver': PathloadReceiver,
  'pathload-sender': PathloadSender,
  'abget-client': AbgetClient,
  'abget-server': AbgetServer,
  'iperf-client': IperfClient,
  'iperf-server': IperfServer,
} as const;
