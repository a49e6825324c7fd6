// Raw snake_case keys (entity inspect fields such as `timeout_bits`, `ws`, `rto_max_s`, and the
// summary metrics a sweep plots such as `at_mean`, `bound_ubat`) in plain words with their unit.
// The inspect convention puts the unit in a suffix (_ns, _s, _bits, _bytes, _bps); the words come
// from a table of the abbreviations the models use, and anything not in it falls back to its key
// with the underscores spelled out, so a new field still reads as words. One place for the whole
// app: the panels' state grid and the sweep's axes, legends and table all call plainKey().

import { count, significant } from '../i18n/format';
import { currentLanguage } from '../i18n/i18n';
import { PT_BR_WORDS } from './plainLabels.pt-BR';

export interface PlainLabel {
  /** "Timeout", "Window size", "Mean absolute throughput". */
  label: string;
  /** "bit times", "s", "Mbit/s", or '' when the value has no unit. */
  unit: string;
}

/** Whole keys whose words a student would not guess from the key. */
const WORDS: Record<string, string> = {
  ws: 'window size',
  dp: 'data packets per poll',
  le: 'window start (le)',
  re: 'window end (re)',
  hr: 'highest received (hr)',
  rto: 'retransmission timeout',
  rto_max: 'largest retransmission timeout',
  srtt: 'smoothed round-trip time',
  rttvar: 'round-trip time variation',
  rtt_from: 'RTT measured from',
  sender_backlog: 'data waiting at the sender',
  next_seq: 'next sequence number',
  seq: 'sequence number',
  timeout: 'timeout',
  timeout_waits_for_quiet_lan: 'timeout waits for a quiet LAN',
  messages_done: 'messages acknowledged by all',
  acks_sent: 'ACKs sent',
  timer_acks: 'ACKs sent by the timer',
  cwnd: 'congestion window',
  ssthresh: 'slow-start threshold',
  rwnd: 'receive window',
  snd_una: 'oldest unacknowledged (SND.UNA)',
  snd_nxt: 'next to send (SND.NXT)',
  rcv_nxt: 'next expected (RCV.NXT)',
  gss: 'greatest sequence sent (GSS)',
  gsr: 'greatest sequence received (GSR)',
  iss: 'initial sequence sent (ISS)',
  isr: 'initial sequence received (ISR)',
  ipi: 'inter-packet interval',
  owd: 'one-way delay',
  tp: 'transmission period',
  // summary metrics of the thesis models (engine/protocols/multicast/ethernet_model.h)
  at: 'absolute throughput (sum over receivers)',
  rt: 'relative throughput',
  lat: 'message latency',
  retr: 'retransmissions per message',
  bound_ubat: 'upper bound on absolute throughput',
  bound_ubrt: 'upper bound on relative throughput',
  bound_lbl: 'lower bound on latency',
  bound_rt_limit: 'relative throughput limit',
  unicast_at: 'unicast absolute throughput',
  dlat: 'delivery latency',
  // single words, so compound keys (packets_sent) read in the active language word by word
  node: 'node',
  name: 'name',
  kind: 'kind',
  queue: 'queue',
  sent: 'sent',
  received: 'received',
  dropped: 'dropped',
  delivered: 'delivered',
  packets: 'packets',
  protocol: 'protocol',
  expected: 'expected',
  accepted: 'accepted',
  duplicates: 'duplicates',
  state: 'state',
  timers: 'timers',
  rate: 'rate',
  message: 'message',
  messages: 'messages',
  last: 'last',
  first: 'first',
  next: 'next',
  acks: 'acks',
  naks: 'naks',
  drops: 'drops',
  sender: 'sender',
  receiver: 'receiver',
  receivers: 'receivers',
  mode: 'mode',
  data: 'data',
  buffer: 'buffer',
  forwarded: 'frames forwarded',
  broadcasts_kept: 'broadcasts kept on their LAN',
  multicasts_kept: 'multicasts not forwarded',
  peak_fifo: 'fullest FIFO',
  window: 'window',
  retransmissions: 'retransmissions',
  payload: 'payload',
  type: 'type',
  source: 'source',
  role: 'role',
  phase: 'phase',
  events: 'events',
  done: 'done',
  token: 'token',
  timeouts: 'timeouts',
  lost: 'lost',
  latency: 'latency',
  flow: 'flow',
  delay: 'delay',
  start: 'start',
  collisions: 'collisions',
  backoff: 'backoff',
  attempts: 'attempts',
  pending: 'pending',
  members: 'members',
  group: 'group',
  size: 'size',
  time: 'time',
  loss: 'loss',
};

/** Key suffixes naming a unit, longest first. */
const UNITS: [string, string][] = [
  ['_per_message', 'per message'],
  ['_bits', 'bit times'],
  ['_bytes', 'bytes'],
  ['_packets', 'packets'],
  ['_kbps', 'kbit/s'],
  ['_mbps', 'Mbit/s'],
  ['_bps', 'bit/s'],
  ['_mbit', 'Mbit'],
  ['_ns', 'ns'],
  ['_us', 'µs'],
  ['_ms', 'ms'],
  ['_s', 's'],
];

/** Statistic suffixes of summary metrics: `at_mean` → "mean absolute throughput". */
const STATS: Record<string, string> = {
  mean: 'mean',
  min: 'minimum',
  max: 'maximum',
  p25: '25th percentile',
  p50: 'median',
  p75: '75th percentile',
  total: 'total',
};

/** Units the thesis's summary metrics are in (ethernet_model.h): they carry no suffix. */
const METRIC_UNITS: Record<string, string> = {
  at: 'Mbit/s',
  lat: 'bit times',
  bound_ubat: 'Mbit/s',
  bound_lbl: 'bit times',
};

/** The tables of one language. English is the tables above; others translate them key for key. */
export interface PlainWords {
  words: Record<string, string>;
  /** Unit names that are words (units such as "ms" or "Mbit/s" are the same in every language). */
  units: Record<string, string>;
  stats: Record<string, string>;
  nullMeans: Record<string, string>;
  /** "mean absolute throughput" / "vazão absoluta, média". */
  withStat(stat: string, words: string): string;
  yes: string;
  no: string;
  none: string;
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The active language's tables. */
function tables(): PlainWords {
  return currentLanguage() === 'pt-BR' ? PT_BR_WORDS : EN_WORDS;
}

export function plainKey(key: string): PlainLabel {
  const { words: W, units: U, stats: S, withStat } = tables();
  const unitName = (u: string) => U[u] ?? u;
  let rest = key;
  let unit = '';
  for (const [suffix, name] of UNITS) {
    if (rest.length > suffix.length && rest.endsWith(suffix)) {
      rest = rest.slice(0, -suffix.length);
      unit = name;
      break;
    }
  }
  unit = unitName(unit);
  if (W[rest] !== undefined) return { label: capital(W[rest]), unit: unit || unitName(METRIC_UNITS[rest] ?? '') };
  const cut = rest.lastIndexOf('_');
  const stat = cut > 0 ? S[rest.slice(cut + 1)] : undefined;
  const base = cut > 0 ? rest.slice(0, cut) : rest;
  if (stat !== undefined && W[base] !== undefined)
    return { label: capital(withStat(stat, W[base])), unit: unit || unitName(METRIC_UNITS[base] ?? '') };
  const words = rest
    .split('_')
    .filter((w) => w.length > 0)
    .map((w) => W[w] ?? w)
    .join(' ');
  return { label: capital(words || key), unit };
}

/** "Timeout (bit times)". */
export function plainKeyText(key: string): string {
  const { label, unit } = plainKey(key);
  return unit ? `${label} (${unit})` : label;
}

/** What an empty (null) field means, where the key says: `timer` null is "no timer armed". */
const NULL_MEANS: Record<string, string> = {
  timer: 'no timer armed',
  ssthresh_bytes: 'arbitrarily high',
  ssthresh_packets: 'arbitrarily high',
  link: 'no link',
};

/** A state value as a student reads it: booleans as yes/no, null as what it means, numbers grouped. */
export function plainValue(key: string, value: unknown): string {
  const words = tables();
  if (value === null || value === undefined) return words.nullMeans[key] ?? words.none;
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (typeof value === 'number') {
    const text = Number.isInteger(value) ? count(value) : significant(value, 4);
    const { unit } = plainKey(key);
    return unit && unit !== tables().units['per message'] && unit !== 'per message' ? `${text} ${unit}` : text;
  }
  return String(value);
}

/** The English tables (the ones above), in the shape every language provides. */
export const EN_WORDS: PlainWords = {
  words: WORDS,
  units: {},
  stats: STATS,
  nullMeans: NULL_MEANS,
  withStat: (stat, words) => `${stat} ${words}`,
  yes: 'yes',
  no: 'no',
  none: 'none',
};
