// One live chart of a metric time series, revealed up to the clock's time. It re-renders only when
// another sample becomes visible or the series changes, and a few times a second at most.
import { bisectRight } from 'd3';
import { useEffect, useRef, useState } from 'react';
import type { AppController } from '../app/controller';
import { useStoreValue, useThrottledStoreValue } from '../app/useStore';
import { formatMetric } from '../playback/format';
import { chartItems, ExportMenu, seriesCsv } from '../export';
import { renderLineChart, type TimeAt } from './lineChart';
import { useSize } from './useSize';

/** Live charts redraw at most twice a second while playing (each redraw rebuilds the SVG). */
const CHART_REFRESH_MS = 500;

/** Which series to show first: throughput teaches the most, then queue length. */
export function preferredSeries(names: string[]): string | undefined {
  return names.find((n) => /throughput/i.test(n)) ?? names.find((n) => /queue/i.test(n)) ?? names[0];
}

export function MetricChart({ app, initial, compact = false }: { app: AppController; initial?: string; compact?: boolean }) {
  const store = app.store;
  const infos = useStoreValue(store, (s) => s.metricInfo);
  const [chosen, setChosen] = useState<string | undefined>(initial);
  const timeAtRef = useRef<TimeAt | null>(null);
  const name = chosen && infos.some((m) => m.name === chosen) ? chosen : preferredSeries(infos.map((m) => m.name));
  const key = useThrottledStoreValue(store, (s) => {
    const series = name ? s.series.get(name) : undefined;
    const count = series ? bisectRight(series.t, s.shownTime) : 0;
    return `${s.metricsVersion}:${count}`;
  }, CHART_REFRESH_MS, () => !app.clock.isPlaying());
  const [boxRef, size] = useSize<HTMLDivElement>();
  const svgRef = useRef<SVGSVGElement | null>(null);
  const info = infos.find((m) => m.name === name);
  const series = name ? store.series.get(name) : undefined;
  const count = Number(key.split(':')[1]);
  const last = series && count > 0 ? series.v[count - 1] : undefined;

  useEffect(() => {
    if (!svgRef.current) return;
    const t = series?.t ?? [];
    const v = series?.v ?? [];
    // Until two samples exist the axis shows a tenth of the run, not a meaningless 0..1 ns.
    const xMax = count > 1 ? t[count - 1] * 1.25 : Math.max(store.stopTime / 10, 1);
    try {
      timeAtRef.current = renderLineChart(svgRef.current, {
        width: size.width, height: size.height, t, v, count, xMax, playhead: store.shownTime,
        yLabel: info ? `${info.name}${info.unit ? ` (${info.unit})` : ''}` : '',
      });
    } catch (err) {
      console.warn('chart render skipped', err);
    }
  }, [key, size, series, count, info, store]);

  return (
    <section className={`panel chart-panel${compact ? ' compact' : ''}`} aria-label="metric chart" data-testid="chart-panel">
      <header className="panel-head">
        <h2>Chart</h2>
        {infos.length > 0 && (
          <select aria-label="metric" value={name} onChange={(e) => setChosen(e.target.value)} data-testid="metric-select">
            {infos.map((m) => <option key={m.name} value={m.name}>{m.name}</option>)}
          </select>
        )}
        {last !== undefined && <span className="chart-value" data-testid="metric-value">now: {formatMetric(last, info?.unit)}</span>}
        {name && <ExportMenu label={`Export ${name} chart`} items={chartItems(`${store.scenarioName} ${name}`, () => svgRef.current,
          () => seriesCsv([{ name, unit: info?.unit ?? '', t: series?.t ?? [], v: series?.v ?? [] }], store.shownTime))} />}
      </header>
      {info?.help && !compact && <p className="hint chart-help">{info.help}</p>}
      <div className="chart-box" ref={boxRef} data-testid="metric-chart" title={info?.help}
        onMouseMove={(e) => { const f = timeAtRef.current; if (f) app.setHover(f(e.clientX - e.currentTarget.getBoundingClientRect().left)); }}
        onMouseLeave={() => app.setHover(null)}
        onClick={(e) => { const f = timeAtRef.current; if (f) void app.seek(f(e.clientX - e.currentTarget.getBoundingClientRect().left)); }}>
        <svg ref={svgRef} />
        {count === 0 && <p className="chart-empty">{infos.length ? 'No samples yet.' : 'This scenario reports no time series.'}</p>}
      </div>
    </section>
  );
}
