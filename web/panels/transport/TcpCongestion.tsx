// A TCP sender's congestion control as a student reads it: which phase it is in (slow start,
// congestion avoidance, fast recovery: RFC 5681 §3, RFC 6582), cwnd beside ssthresh and the bytes
// in flight, the duplicate-ACK count that triggers fast retransmit, and NewReno's recover point.
import type { TcpSender } from '../../../wasm/contracts';
import { fixed } from '../../i18n/format';
import { ps, sentence } from '../panelSentences';
import { pw } from '../panelWords.pt-BR';
import type { PanelSection } from '../types';

const PHASES = ['slow start', 'congestion avoidance', 'fast recovery'] as const;
// Shown through ps(): the phase names are the engine's words, read in the active language.
const PHASE_NAMES = [sentence('slow start'), sentence('congestion avoidance'), sentence('fast recovery')];

const WHY: Record<TcpSender['phase'], string> = {
  'slow start': sentence('cwnd < ssthresh: each ACK adds up to one MSS, so the window doubles every round trip.'),
  'congestion avoidance': sentence(
    'cwnd ≥ ssthresh: the window grows by about one MSS per round trip (the sawtooth’s slope).',
  ),
  'fast recovery': sentence(
    'Three duplicate ACKs: ssthresh = flight/2, the missing segment was resent, and each further duplicate ACK inflates cwnd by one MSS.',
  ),
};

function kib(bytes: number): string {
  return bytes >= 10 * 1024 ? `${fixed(bytes / 1024, 1)} KiB` : `${bytes} B`;
}

export const tcpCongestion: PanelSection<TcpSender> = {
  id: 'tcp-congestion',
  title: 'Congestion control',
  render: ({ state: s }) => {
    const ss = s.ssthresh_bytes;
    const max = Math.max(s.cwnd_bytes, s.flight_bytes, ss ?? 0, s.mss_bytes);
    const pct = (v: number) => `${(100 * v) / max}%`;
    return (
      <div data-testid="tcp-congestion">
        <ol className="tcp-phases" aria-label={ps('congestion-control phase')}>
          {PHASES.map((p, i) => (
            <li key={p} className={p === s.phase ? 'on' : undefined} aria-current={p === s.phase ? 'step' : undefined}>
              {ps(PHASE_NAMES[i])}
            </li>
          ))}
        </ol>
        <div className="rate-bar">
          <span className="rate-label">cwnd</span>
          <span className="rate-track">
            <span className="rate-fill x" style={{ width: pct(s.cwnd_bytes) }} />
          </span>
          <span className="rate-value" data-testid="tcp-cwnd">
            {kib(s.cwnd_bytes)} ({fixed(s.cwnd_bytes / s.mss_bytes, 1)} MSS)
          </span>
        </div>
        <div className="rate-bar">
          <span className="rate-label">{ps('flight')}</span>
          <span className="rate-track">
            <span className="rate-fill recv" style={{ width: pct(s.flight_bytes) }} />
          </span>
          <span className="rate-value">{kib(s.flight_bytes)}</span>
        </div>
        <div className="rate-bar">
          <span className="rate-label">ssthresh</span>
          <span className="rate-track">
            {ss !== null && <span className="rate-fill calc" style={{ width: pct(ss) }} />}
          </span>
          <span className="rate-value" data-testid="tcp-ssthresh">
            {ss === null ? '∞' : kib(ss)}
          </span>
        </div>
        <dl className="kv">
          <div className="kv-row">
            <dt>{pw('variant')}</dt>
            <dd>{s.variant}</dd>
          </div>
          <div className="kv-row">
            <dt>{pw('duplicate ACKs')}</dt>
            <dd data-testid="tcp-dupacks">{s.dupacks}</dd>
          </div>
          {s.recover !== undefined && (
            <div className="kv-row">
              <dt>recover</dt>
              <dd>{s.recover}</dd>
            </div>
          )}
          <div className="kv-row">
            <dt>SND.UNA / SND.NXT</dt>
            <dd>
              {s.snd_una} / {s.snd_nxt}
            </dd>
          </div>
          <div className="kv-row">
            <dt>{pw('receive window')}</dt>
            <dd>{kib(s.rwnd_bytes)}</dd>
          </div>
          <div className="kv-row">
            <dt>{pw('fast retransmits / timeouts')}</dt>
            <dd>
              {s.fast_retransmits} / {s.timeouts}
            </dd>
          </div>
          <div className="kv-row">
            <dt>{pw('segments / retransmitted')}</dt>
            <dd>
              {s.segments_sent} / {s.retransmissions}
            </dd>
          </div>
        </dl>
        <p className="hint" data-testid="tcp-phase-why">
          {ps(WHY[s.phase])}
        </p>
      </div>
    );
  },
};
