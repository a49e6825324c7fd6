// The latest fleet's streams under the microscope: each stream's relative one-way delays (retained
// points filled, points the back-to-back filter dropped hollow, lost packets absent), the group
// medians PCT and PDT are computed from, and PCT and PDT against their thresholds.
import type { PathloadReceiver, PathloadStreamDetail } from '../../../wasm/contracts';
import { fixed } from '../../i18n/format';
import { ps } from '../panelSentences';
import type { PanelSection } from '../types';

const W = 150;
const H = 60;

function OwdPlot({ s, i }: { s: PathloadStreamDetail; i: number }) {
  const n = s.owd_us.length;
  const values = s.owd_us.filter((v): v is number => v !== null);
  const top = Math.max(1, ...values);
  const x = (k: number) => 2 + (k / Math.max(1, n - 1)) * (W - 4);
  const y = (v: number) => H - 2 - (v / top) * (H - 4);
  const groups = s.medians_us.length;
  return (
    <figure className={`pl-stream pl-class-${s.class}`} data-testid="pathload-stream">
      <svg viewBox={`0 0 ${W} ${H}`} width={W} height={H} role="img" aria-label={`stream ${i} one-way delays`}>
        {s.owd_us.map((v, k) =>
          v === null ? null : (
            <circle key={k} cx={x(k)} cy={y(v)} r={1.2} className={s.kept[k] ? 'pl-kept' : 'pl-dropped'} />
          ),
        )}
        {s.medians_us.map((m, g) => (
          <rect
            key={g}
            className="pl-median"
            x={2 + (g / groups) * (W - 4)}
            width={(W - 4) / groups - 1}
            y={y(m) - 1}
            height={2}
          />
        ))}
      </svg>
      <figcaption>
        {i}: PCT {s.pct < 0 ? '—' : fixed(s.pct, 2)} PDT {s.pdt > 1 ? '—' : fixed(s.pdt, 2)} → {s.class}
      </figcaption>
    </figure>
  );
}

export const streamOwds: PanelSection<PathloadReceiver> = {
  id: 'pathload-streams',
  title: 'Latest fleet: one-way delays per stream',
  show: (s) => s.latest_streams.length > 0,
  render: ({ state }) => {
    const t = state.thresholds;
    return (
      <div data-testid="pathload-streams">
        <p className="hint">
          {ps(
            "Delays relative to each stream's smallest (up to {max} µs). Filled dots are kept, hollow ones arrived back to back and are dropped; bars are group medians. PCT: I above {pctI}, N below {pctN}; PDT: I above {pdtI}, N below {pdtN}; U between.",
            {
              max: Math.round(Math.max(0, ...state.latest_streams.flatMap((s) => s.owd_us.map((v) => v ?? 0)))),
              pctI: fixed(t.pct_increasing, 3),
              pctN: fixed(t.pct_no_trend, 3),
              pdtI: fixed(t.pdt_increasing, 3),
              pdtN: fixed(t.pdt_no_trend, 3),
            },
          )}
        </p>
        <div className="pl-streams">
          {state.latest_streams.map((s, i) => (
            <OwdPlot key={i} s={s} i={i} />
          ))}
        </div>
      </div>
    );
  },
};
