// The time-sequence diagram as a live chart: revealed up to the playhead, linked both ways with the
// timeline like the other charts, zoomable onto each loss repair (previous / next loss) or back to
// the whole run, for the flow picked (every TCP flow's points are collected; the first is shown).

import { bisectRight } from 'd3';
import { useEffect, useRef, useState } from 'react';
import type { AppController } from '../app/controller';
import { useThrottledStoreValue } from '../app/useStore';
import { t } from '../i18n/i18n';
import { emptyTimeSeq } from '../scene/timeSeq';
import { useSize } from '../views/useSize';
import type { TimeAt } from './axes';
import { chartText } from './chartText';
import { axisEnd, CHART_REFRESH_MS } from './LiveChart';
import type { TimeSeqSpec } from './specs';
import { lossWindows, renderTimeSeq } from './timeseq';

const NO_POINTS = emptyTimeSeq();

export function TimeSeqChart({
  app,
  spec,
  compact = false,
}: {
  app: AppController;
  spec: TimeSeqSpec;
  compact?: boolean;
}) {
  const text = chartText(spec);
  const store = app.store;
  const [picked, setPicked] = useState<number | null>(null); // flow id; null: the first flow seen
  const flows = [...store.timeSeqs.keys()].sort((a, b) => a - b);
  const flow = picked !== null && store.timeSeqs.has(picked) ? picked : (flows[0] ?? 0);
  const key = useThrottledStoreValue(
    store,
    (s) =>
      `${s.metricsVersion}:${s.shownTime}:${s.timeSeqs.size}:${bisectRight(s.timeSeqs.get(flow)?.t ?? [], s.shownTime)}`,
    CHART_REFRESH_MS,
    () => !app.clock.isPlaying(),
  );
  const [boxRef, size] = useSize<HTMLDivElement>();
  const svgRef = useRef<SVGSVGElement | null>(null);
  const timeAtRef = useRef<TimeAt | null>(null);
  const [zoom, setZoom] = useState<number | null>(null); // index of the loss window shown, or whole run
  const ts = store.timeSeqs.get(flow) ?? NO_POINTS;
  const count = bisectRight(ts.t, store.shownTime);
  const losses = lossWindows(ts, count);
  const shownLoss = zoom !== null && zoom < losses.length ? zoom : null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: ts, count and losses derive from key
  useEffect(() => {
    if (!svgRef.current) return;
    const [from, to] =
      shownLoss !== null
        ? losses[shownLoss]
        : [0, axisEnd(count > 0 ? ts.t[count - 1] : 0, store.shownTime, store.endBound())];
    try {
      timeAtRef.current = renderTimeSeq(svgRef.current, {
        width: size.width,
        height: size.height,
        ts,
        count,
        from,
        to,
        playhead: store.shownTime,
      });
    } catch (err) {
      console.warn('chart render skipped', err);
    }
  }, [key, size, shownLoss, store, flow]);

  const seek = (e: React.MouseEvent<HTMLDivElement>) =>
    timeAtRef.current?.(e.clientX - e.currentTarget.getBoundingClientRect().left);
  const step = (d: number) =>
    setZoom(
      losses.length === 0
        ? null
        : Math.max(0, Math.min(losses.length - 1, (shownLoss ?? (d > 0 ? -1 : losses.length)) + d)),
    );

  return (
    <section
      className={`panel chart-panel${compact ? ' compact' : ''}`}
      aria-label={t('charts.chart', { title: text.title })}
      data-testid="chart-timeseq"
    >
      <header className="panel-head">
        <h2>{text.title}</h2>
        <span className="chart-value" data-testid="timeseq-zoom">
          {shownLoss !== null
            ? t('charts.lossOf', { n: shownLoss + 1, total: losses.length })
            : t('charts.lossRepairs', { count: losses.length })}
        </span>
        {flows.length > 1 && (
          <select
            aria-label={t('charts.flowPick')}
            value={flow}
            data-testid="timeseq-flow"
            onChange={(e) => {
              setPicked(Number(e.target.value));
              setZoom(null);
            }}
          >
            {flows.map((f) => (
              <option key={f} value={f}>
                F{f + 1}
              </option>
            ))}
          </select>
        )}
        {/* biome-ignore lint/a11y/useSemanticElements: a labelled row of zoom buttons, not a form */}
        <span className="timeseq-zoom" role="group" aria-label={t('charts.zoom')}>
          <button type="button" onClick={() => step(-1)} disabled={losses.length === 0} data-testid="timeseq-prev">
            {t('charts.prevLoss')}
          </button>
          <button type="button" onClick={() => step(1)} disabled={losses.length === 0} data-testid="timeseq-next">
            {t('charts.nextLoss')}
          </button>
          <button type="button" onClick={() => setZoom(null)} disabled={shownLoss === null} data-testid="timeseq-all">
            {t('charts.wholeRun')}
          </button>
        </span>
      </header>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: pointer shortcut to what the timeline slider does */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the timeline slider is the keyboard path */}
      <div
        className="chart-box"
        ref={boxRef}
        data-testid="chart-box"
        title={text.help}
        onMouseMove={(e) => {
          const t = seek(e);
          if (t !== undefined) app.setHover(t);
        }}
        onMouseLeave={() => app.setHover(null)}
        onClick={(e) => {
          const t = seek(e);
          if (t !== undefined) void app.seek(t);
        }}
      >
        <svg ref={svgRef} role="img" aria-label={t('charts.chart', { title: text.title })} />
        {count === 0 && <p className="chart-empty">{t('charts.noSegment')}</p>}
      </div>
    </section>
  );
}
