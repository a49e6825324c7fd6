// The protocol-specific state of the polling senders: RBP's token bucket, the poll vector V of
// RBP and PeP, and PSEW's subgroup schedule (seed 000 §3.3-3.5).
import type { PollingSender } from '../../../wasm/contracts';
import { BitStrip } from '../common/BitStrip';
import { ps } from '../panelSentences';
import type { PanelSection } from '../types';

export const bucket: PanelSection<PollingSender> = {
  id: 'bucket',
  title: 'Token bucket',
  show: (s) => s.bucket !== undefined,
  render: ({ state }) => {
    const b = state.bucket!;
    const size = Math.max(1, b.size);
    return (
      <div className="bucket" data-testid="token-bucket">
        <div className="bucket-bar">
          <div className="bucket-fill" style={{ width: `${(100 * Math.min(size, b.tokens)) / size}%` }} />
        </div>
        <p>
          {b.tokens} of {b.size} tokens · {b.in_flight} responses in flight
        </p>
      </div>
    );
  },
};

export const pollVector: PanelSection<PollingSender> = {
  id: 'poll-vector',
  title: 'Poll vector V',
  show: (s) => s.v !== undefined,
  render: ({ state }) => (
    <>
      <BitStrip
        bits={state.v!}
        from={1}
        max={120}
        marks={state.v_pointer !== undefined ? [{ at: state.v_pointer - 1, label: 'pointer', cls: 'm-hr' }] : []}
        title={ps('1 = receiver marked to be polled')}
      />
      <p className="hint">{ps('{n} receivers marked', { n: state.v_marked ?? '?' })}</p>
    </>
  ),
};

export const subgroups: PanelSection<PollingSender> = {
  id: 'subgroups',
  title: 'Subgroup schedule',
  show: (s) => s.subgroups !== undefined,
  render: ({ state }) => {
    const g = state.subgroups!;
    return (
      <>
        <p>
          {ps('{phase} phase · round {round} · subgroups of {size}', { phase: g.phase, round: g.round, size: g.size })}
        </p>
        <div className="subgroups">
          {g.missing.slice(0, 60).map((m, i) => (
            <span
              key={i}
              className={`sg ${m > 0 ? 'missing' : 'ok'}${g.schedule[0] === i + 1 ? ' next' : ''}`}
              title={ps('subgroup {k}: {m} responses missing', { k: i + 1, m })}
            >
              {i + 1}
            </span>
          ))}
        </div>
        {g.schedule.length > 0 && (
          <p className="hint">{ps('next to poll: {list}', { list: g.schedule.slice(0, 12).join(', ') })}</p>
        )}
      </>
    );
  },
};
