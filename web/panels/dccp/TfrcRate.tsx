// CCID 3's sender: the allowed rate X beside what bounds it (the throughput equation's X_calc and
// twice the receive rate), the loss event rate p the receiver reports, R, t_RTO and X_recv_set.
import type { DccpSender, TfrcSenderState } from '../../../wasm/contracts';
import { significant } from '../../i18n/format';
import { formatRate, formatTime } from '../../playback/format';
import { ps, sentence } from '../panelSentences';
import { pw } from '../panelWords.pt-BR';
import type { PanelSection } from '../types';

const CAUSE: Record<TfrcSenderState['rate_cause'], string> = {
  initial: sentence('X = initial window / R, from the first RTT measurement'),
  'slow-start': sentence('X doubles once per RTT while no loss has been seen (p = 0)'),
  'slow-start-receive-limited': sentence('X would double but is held at twice the receive rate'),
  equation: sentence('X = X_calc(s, R, p), what a TCP flow would get with this loss event rate and RTT'),
  'receive-limited': sentence('X is held at twice the receive rate, below X_calc'),
  minimum: sentence('X is at its floor, one packet per t_mbi'),
};

function Bar({ label, bps, max, cls }: { label: string; bps: number | null; max: number; cls: string }) {
  const w = bps === null || max <= 0 ? 0 : Math.min(100, (100 * bps) / max);
  return (
    <div className="rate-bar">
      <span className="rate-label">{label}</span>
      <span className="rate-track">
        <span className={`rate-fill ${cls}`} style={{ width: `${w}%` }} />
      </span>
      <span className="rate-value">{bps === null ? '—' : formatRate(bps)}</span>
    </div>
  );
}

export const tfrcRate: PanelSection<DccpSender> = {
  id: 'tfrc-rate',
  title: 'TFRC rate',
  show: (s) => s.tfrc !== undefined,
  render: ({ state }) => {
    const t = state.tfrc as TfrcSenderState;
    const recvLimit = t.x_recv_bps === null ? null : 2 * t.x_recv_bps;
    const max = Math.max(t.x_bps, t.x_calc_bps ?? 0, recvLimit ?? 0);
    return (
      <div data-testid="tfrc-rate">
        <Bar label={ps('X (allowed)')} bps={t.x_bps} max={max} cls="x" />
        <Bar label={ps('X_calc (equation)')} bps={t.x_calc_bps} max={max} cls="calc" />
        <Bar label="2 × X_recv" bps={recvLimit} max={max} cls="recv" />
        <p className="hint" data-testid="tfrc-cause">
          {t.phase === 'equation' ? ps('Equation phase') : ps('Slow start')}: {ps(CAUSE[t.rate_cause])}
        </p>
        <dl className="kv">
          <div className="kv-row">
            <dt>p</dt>
            <dd data-testid="tfrc-p">{t.p === 0 ? ps('0 (no loss yet)') : significant(t.p, 3)}</dd>
          </div>
          <div className="kv-row">
            <dt>R</dt>
            <dd>{t.rtt_ns > 0 ? formatTime(t.rtt_ns) : '—'}</dd>
          </div>
          <div className="kv-row">
            <dt>t_RTO = 4R</dt>
            <dd>{t.rtt_ns > 0 ? formatTime(t.t_rto_ns) : '—'}</dd>
          </div>
          <div className="kv-row">
            <dt>{pw('packet every')}</dt>
            <dd>{formatTime(t.ipi_ns)}</dd>
          </div>
          <div className="kv-row">
            <dt>{pw('window counter')}</dt>
            <dd>{t.window_counter}</dd>
          </div>
          <div className="kv-row">
            <dt>{pw('rules')}</dt>
            <dd>{t.version === 'rfc5348' ? 'RFC 5348' : 'RFC 3448'}</dd>
          </div>
          <div className="kv-row">
            <dt>{pw('nofeedback expiries')}</dt>
            <dd>{t.nofeedback_expiries}</dd>
          </div>
        </dl>
        {t.x_recv_set.length > 0 && (
          <p className="hint">
            X_recv_set: {t.x_recv_set.map((e) => (e.rate_bps === null ? '∞' : formatRate(e.rate_bps))).join(', ')}
          </p>
        )}
      </div>
    );
  },
};
