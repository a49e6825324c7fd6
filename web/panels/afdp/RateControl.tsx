// The publisher's rate control: Tp between its floor and ceiling, the mode and why, what is being
// sent, and the retransmissions queued by valid RESEND_REQUESTs.
import type { AfdpPublisher } from '../../../wasm/contracts';
import { formatTime } from '../../playback/format';
import { ps } from '../panelSentences';
import { pw } from '../panelWords.pt-BR';
import type { PanelSection } from '../types';
import { Bar } from './Bar';

export const rateControl: PanelSection<AfdpPublisher> = {
  id: 'afdp-rate',
  title: 'Rate control',
  render: ({ state: s }) => (
    <div data-testid="afdp-rate">
      <Bar
        label="Tp"
        value={s.tp_ns}
        max={Math.max(s.tp_ns, 10 * s.tp_floor_ns, 1)}
        text={formatTime(s.tp_ns)}
        cls="afdp-tp"
        testId="afdp-tp"
      />
      <p className="hint" data-testid="afdp-tp-rule">
        {ps(
          'Floor {floor} ({option}), ceiling {ceiling}. Each valid RESEND_REQUEST adds 10 ms at once; quiet periods take it back slowly.',
          {
            floor: s.tp_floor_ns > 0 ? formatTime(s.tp_floor_ns) : ps('none (rabid)'),
            option: s.rate_option,
            ceiling: formatTime(s.tp_ceiling_ns),
          },
        )}
      </p>
      <Bar
        label={ps('Sent')}
        value={s.next_new}
        max={s.total}
        text={`${s.next_new} / ${s.total}`}
        cls="afdp-progress"
      />
      <dl className="kv">
        <div className="kv-row">
          <dt>{pw('mode')}</dt>
          <dd data-testid="afdp-mode" title={s.mode_reason ?? ''}>
            {s.message_id > 0 ? s.mode : '—'}
          </dd>
        </div>
      </dl>
      {/* The reason sits between two lists: a <dl> may hold only its rows (a <p> inside one was a
          serious violation for assistive technology). */}
      {s.mode_reason && <p className="hint">{ps('because {why}', { why: s.mode_reason })}</p>}
      <dl className="kv">
        <div className="kv-row">
          <dt>{pw('sending')}</dt>
          <dd>
            {s.sending_seq !== undefined
              ? `DATA ${s.sending_seq}${s.mode === 'unicast' ? ps(' (copy {k} of {n})', { k: (s.sending_copy ?? 0) + 1, n: s.members }) : ''}`
              : s.state}
          </dd>
        </div>
        <div className="kv-row">
          <dt>{pw('queued to resend')}</dt>
          <dd data-testid="afdp-queue">{s.retransmit_queue}</dd>
        </div>
        <div className="kv-row">
          <dt>{pw('requests valid / ignored')}</dt>
          <dd>
            {s.valid_naks} / {s.invalid_naks}
          </dd>
        </div>
      </dl>
    </div>
  ),
};
