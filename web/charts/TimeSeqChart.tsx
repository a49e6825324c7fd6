// The time-sequence diagram as a live chart: revealed up to the playhead, linked both ways with the
// timeline like the other charts, and zoomable onto each loss repair (previous / next loss) or
// back to the whole run.

import { bisectRight } from 'd3';
import { useEffect, useRef, useState } from 'react';
import type { AppController } from '../app/controller';
import { useThrottledStoreValue } from '../app/useStore';
import { t } from '../i18n/i18n';
import { useSize } from '../views/useSize';
import type { TimeAt } from './axes';
import { chartText } from './chartText';
import { axisEnd, CHART_REFRESH_MS } from './LiveChart';
import type { TimeSeqSpec } from './specs';
import { lossWindows, renderTimeSeq } from './timeseq';

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
  const key = useThrottledStoreValue(
    store,
    (s) => `${s.metricsVersion}:${s.shownTime}:${bisectRight(s.timeSeq.t, s.shownTime)}`,
    CHART_REFRESH_MS,
    () => !app.clock.isPlaying(),
  );
  const [boxRef, size] = useSize<HTMLDivElement>();
  const svgRef = useRef<SVGSVGElement | null>(null);
  const timeAtRef = useRef<TimeAt | null>(null);
  const [zoom, setZoom] = useState<number | null>(null); // index of the loss window shown, or whole run
  const ts = store.timeSeq;
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
  }, [key, size, shownLoss, store]);

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
            ? `loss ${shownLoss + 1} of ${losses.length}`
            : `${losses.length} loss repair${losses.length === 1 ? '' : 's'} so far`}
        </span>
        {/* biome-ignore lint/a11y/useSemanticElements: a labelled row of zoom buttons, not a form */}
        <span className="timeseq-zoom" role="group" aria-label="zoom">
          <button type="button" onClick={() => step(-1)} disabled={losses.length === 0} data-testid="timeseq-prev">
            ◀ loss
          </button>
          <button type="button" onClick={() => step(1)} disabled={losses.length === 0} data-testid="timeseq-next">
            loss ▶
          </button>
          <button type="button" onClick={() => setZoom(null)} disabled={shownLoss === null} data-testid="timeseq-all">
            whole run
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
