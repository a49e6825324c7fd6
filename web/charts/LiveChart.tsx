// One live chart (a ChartSpec), revealed up to the playhead and linked both ways with the
// timeline: hovering shows that moment on the timeline, clicking jumps there; the chart draws the
// playhead. It re-renders when another sample becomes visible, a few times a second at most while
// playing, and exports SVG, PNG and CSV.

import { bisectRight } from 'd3';
import { useEffect, useRef } from 'react';
import type { AppController } from '../app/controller';
import { useStoreValue, useThrottledStoreValue } from '../app/useStore';
import { METRIC_PREFIX } from '../engine/metricNames';
import { metricHelp, metricLabel, metricUnit } from '../engine/metricText';
import { chartItems, ExportMenu, seriesCsv, toCsv } from '../export';
import { currentLanguage, t } from '../i18n/i18n';
import { formatMetric, formatTime, formatValue } from '../playback/format';
import type { SceneStore, Series } from '../scene/store';
import { useSize } from '../views/useSize';
import type { TimeAt } from './axes';
import { chartText } from './chartText';
import { LATENCY_CSV_HEADER, latencyRows, overall, renderLatency } from './latency';
import { renderLines, SERIES_COLORS } from './lines';
import type { SeriesChartSpec as ChartSpec } from './specs';

/** Live charts redraw at most twice a second while playing (each redraw rebuilds the SVG). */
export const CHART_REFRESH_MS = 500;

const EMPTY: Series = { t: [], v: [] };

/** The series a spec draws, with their names and units. */
function sources(store: SceneStore, spec: ChartSpec): { name: string; unit: string; s: Series }[] {
  if (spec.kind === 'latency') return [{ name: 'message latency', unit: 'ns', s: store.latency }];
  return spec.series.map((name) => ({
    name,
    unit: store.metricInfo.find((m) => m.name === name)?.unit ?? '',
    s: store.series.get(name) ?? EMPTY,
  }));
}

/**
 * Right end of the time axis: a little past the playhead (and the newest sample), within the run.
 * `stop` is the latest the run can reach: its end once known (SceneStore.endBound), else the stop
 * time; capping at the stop time alone left a finished run's data in the left 80 % of the chart.
 */
export function axisEnd(lastSample: number, shown: number, stop: number): number {
  const reached = Math.max(lastSample, shown);
  const end = reached > 0 ? Math.max(reached * 1.25, 1000) : Math.max(stop / 10, 1); // nothing yet: a tenth of the run
  return stop > 0 ? Math.min(stop, end) : end;
}

const shortName = (n: string) => n.replace(/ total$/, '');
/** "Período Tp" → "período Tp": the axis label in lower case without flattening symbols (Tp) or a
 * leading acronym ("RESPONSEs recebidos", "RTT"). */
const lowerFirst = (s: string) => (/^.[A-Z]/.test(s) ? s : s.charAt(0).toLowerCase() + s.slice(1));

export function LiveChart({ app, spec, compact = false }: { app: AppController; spec: ChartSpec; compact?: boolean }) {
  const text = chartText(spec);
  const store = app.store;
  const unitsKey = useStoreValue(store, (s) => s.metricInfo);
  const key = useThrottledStoreValue(
    store,
    (s) => {
      const counts = sources(s, spec).map((src) => bisectRight(src.s.t, s.shownTime));
      return `${s.metricsVersion}:${s.shownTime}:${counts.join(',')}`;
    },
    CHART_REFRESH_MS,
    () => !app.clock.isPlaying(),
  );
  const [boxRef, size] = useSize<HTMLDivElement>();
  const svgRef = useRef<SVGSVGElement | null>(null);
  const timeAtRef = useRef<TimeAt | null>(null);
  const src = sources(store, spec);
  const counts = src.map((x) => bisectRight(x.s.t, store.shownTime));
  const total = counts.reduce((a, b) => a + b, 0);
  // A throughput figure says what it counts, in the engine's words for the series (for the thesis
  // models the sum over receivers, which is why MBAP exceeds the bus rate).
  const ownHelp =
    spec.id === 'throughput' && !compact && src.length === 1
      ? store.metricInfo.find((m) => m.name === src[0].name)?.help
      : undefined;
  const counted = ownHelp === undefined ? undefined : metricHelp(ownHelp, currentLanguage());

  // biome-ignore lint/correctness/useExhaustiveDependencies: src and counts derive from key and unitsKey, which change whenever they do
  useEffect(() => {
    if (!svgRef.current) return;
    const last = Math.max(0, ...src.map((x, k) => (counts[k] > 0 ? x.s.t[counts[k] - 1] : 0)));
    const xMax = axisEnd(last, store.shownTime, store.endBound());
    // The x domain's end, for tests (the timeline's slider says its own end the same way).
    svgRef.current.setAttribute('data-x-max-s', String(xMax / 1e9));
    try {
      if (spec.kind === 'latency') {
        timeAtRef.current = renderLatency(svgRef.current, {
          width: size.width,
          height: size.height,
          t: store.latency.t,
          v: store.latency.v,
          count: counts[0],
          xMax,
          playhead: store.shownTime,
        });
      } else {
        const unit = metricUnit(src[0]?.unit ?? '', currentLanguage());
        timeAtRef.current = renderLines(svgRef.current, {
          width: size.width,
          height: size.height,
          xMax,
          playhead: store.shownTime,
          yLabel: src.length > 1 ? (unit ? `(${unit})` : '') : `${lowerFirst(text.title)}${unit ? ` (${unit})` : ''}`,
          series: src.map((x, k) => ({
            name: legendName(x.name, currentLanguage()),
            t: x.s.t,
            v: x.s.v,
            count: counts[k],
            color: SERIES_COLORS[k % SERIES_COLORS.length],
          })),
        });
      }
    } catch (err) {
      console.warn('chart render skipped', err);
    }
  }, [key, size, spec, store, unitsKey]);

  const exportName = `${store.scenarioName} ${spec.title}`;
  const csv = () => {
    if (spec.kind === 'latency') {
      const n = bisectRight(store.latency.t, store.shownTime);
      return toCsv(
        LATENCY_CSV_HEADER,
        latencyRows(
          store.latency.t,
          store.latency.v,
          n,
          axisEnd(store.latency.t[n - 1] ?? 0, store.shownTime, store.endBound()),
        ),
      );
    }
    return seriesCsv(
      sources(store, spec).map((x) => ({ name: x.name, unit: x.unit, t: x.s.t, v: x.s.v })),
      store.shownTime,
    );
  };
  const seek = (e: React.MouseEvent<HTMLDivElement>) =>
    timeAtRef.current?.(e.clientX - e.currentTarget.getBoundingClientRect().left);

  return (
    <section
      className={`panel chart-panel${compact ? ' compact' : ''}`}
      aria-label={t('charts.chart', { title: text.title })}
      data-testid={`chart-${spec.id}`}
    >
      <header className="panel-head">
        <h2>{text.title}</h2>
        {total > 0 && (
          <span className="chart-value" data-testid="chart-value">
            {nowText(spec, src, counts)}
          </span>
        )}
        {counted && (
          <span className="hint chart-counts" data-testid="chart-counts" title={t('charts.counts', { what: counted })}>
            {counted}
          </span>
        )}
        <ExportMenu
          label={t('charts.export', { title: text.title })}
          items={chartItems(exportName, () => svgRef.current, csv)}
        />
      </header>
      {/* The chart seeks on click and marks the hovered moment on the timeline; the keyboard path to
          the same seek is the timeline slider. */}
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
        {total === 0 && (
          <p className="chart-empty">{spec.kind === 'latency' ? t('charts.noMessages') : t('charts.noSamples')}</p>
        )}
      </div>
    </section>
  );
}

function nowText(spec: ChartSpec, src: { name: string; unit: string; s: Series }[], counts: number[]): string {
  if (spec.kind === 'latency') {
    const all = overall(src[0].s.v, counts[0]);
    return all ? t('charts.median', { time: formatTime(all.median), n: all.n }) : '';
  }
  const at = (k: number) => (counts[k] > 0 ? src[k].s.v[counts[k] - 1] : NaN);
  const lang = currentLanguage();
  const unit = metricUnit(src[0].unit, lang);
  if (src.length === 1) return t('charts.now', { value: counts[0] > 0 ? formatMetric(at(0), unit) : '—' });
  const parts = src.map((x, k) => `${seriesWord(x.name, lang)} ${formatValue(at(k))}`);
  return `${parts.join(' · ')}${unit ? ` ${unit}` : ''}`;
}

type Lang = ReturnType<typeof currentLanguage>;

/** A series in a legend: "responses sent" for "responses sent total" ("RESPONSEs enviados"), "R3"
 * for "completion R3" (the chart's title says what the per-subscriber lines are, and five full
 * names did not fit beside each other). */
function legendName(name: string, lang: Lang): string {
  if (name.startsWith(METRIC_PREFIX.completion)) return name.slice(METRIC_PREFIX.completion.length);
  if (name.startsWith(METRIC_PREFIX.wireBytes)) return name.slice(METRIC_PREFIX.wireBytes.length); // the mode
  if (name.startsWith(METRIC_PREFIX.lanBytes)) return name.slice(METRIC_PREFIX.lanBytes.length); // the segment
  return lang === 'en' ? shortName(name) : metricLabel(name, lang).replace(/^total de /, '');
}

/** A series' word in a multi-series readout: "sent" for "responses sent total" ("enviados"). */
function seriesWord(name: string, lang: Lang): string {
  return legendName(name, lang).replace(lang === 'en' ? /^responses / : /^RESPONSEs /, '');
}
