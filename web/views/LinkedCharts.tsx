// The live charts of the run: one button per chart the scenario offers (throughput, responses and
// implosion, network cost, collisions, message latency, queues; chosen from its metric series and
// trace kinds), every other series a select away, one chart shown at a time (two would be
// too short to read at 1280x720 beside the panels and the log). Each chart
// is linked both ways with the timeline.

import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppController } from '../app/controller';
import { useStoreValue } from '../app/useStore';
import { chartText } from '../charts/chartText';
import { LiveChart } from '../charts/LiveChart';
import { type ChartSpec, chartSpecs, defaultSelection, toggleSelection } from '../charts/specs';
import { TimeSeqChart } from '../charts/TimeSeqChart';

export function LinkedCharts({ app }: { app: AppController }) {
  const { t } = useTranslation();
  const infos = useStoreValue(app.store, (s) => s.metricInfo);
  const kinds = useStoreValue(app.store, (s) => s.kinds);
  const specs = useMemo(
    () =>
      chartSpecs(
        infos,
        [...kinds.values()].map((k) => k.name),
      ),
    [infos, kinds],
  );
  const [picked, setPicked] = useState<{ for: typeof specs; ids: string[] } | null>(null);
  const ids = picked && picked.for === specs ? picked.ids : defaultSelection(specs, 1);
  const all: ChartSpec[] = [...specs.primary, ...specs.more];
  const shown = ids.map((id) => all.find((s) => s.id === id)).filter((s): s is ChartSpec => s !== undefined);
  const toggle = (id: string) => setPicked({ for: specs, ids: toggleSelection(ids, id) });

  if (all.length === 0) {
    return (
      <section className="panel chart-panel" data-testid="charts">
        <p className="chart-empty">{t('charts.noSeries')}</p>
      </section>
    );
  }
  return (
    <div className="charts" data-testid="charts" data-count={shown.length}>
      {/* biome-ignore lint/a11y/useSemanticElements: a labelled row of toggle buttons, not a form */}
      <div className="chart-picker" role="group" aria-label={t('charts.pick')}>
        {specs.primary.map((s) => (
          <button
            type="button"
            key={s.id}
            aria-pressed={ids.includes(s.id)}
            onClick={() => toggle(s.id)}
            data-testid={`chart-toggle-${s.id}`}
            title={`${chartText(s).title}: ${chartText(s).help}`}
          >
            {chartText(s).short}
          </button>
        ))}
        {specs.more.length > 0 && (
          <select
            aria-label={t('charts.moreLabel')}
            value=""
            onChange={(e) => {
              if (e.target.value) toggle(e.target.value);
            }}
            data-testid="chart-more"
          >
            <option value="">{t('charts.more')}</option>
            {specs.more.map((s) => (
              <option key={s.id} value={s.id}>
                {ids.includes(s.id) ? '✓ ' : ''}
                {chartText(s).title}
              </option>
            ))}
          </select>
        )}
      </div>
      {shown.map((s) =>
        s.kind === 'timeseq' ? (
          <TimeSeqChart key={s.id} app={app} spec={s} compact={shown.length > 1} />
        ) : (
          <LiveChart key={s.id} app={app} spec={s} compact={shown.length > 1} />
        ),
      )}
    </div>
  );
}
