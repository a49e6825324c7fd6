// One metric's sweep chart with its export buttons. D3 draws into the <svg> from an effect; React
// only owns the element.

import { useEffect, useRef } from 'react';
import { ExportMenu } from '../export/ExportMenu';
import { chartItems } from '../export/items';
import { plainKeyText } from '../teach/plainLabels';
import type { ChartSeries } from './aggregate';
import type { PaperSeries } from './paperValues';
import { fmt, renderSweepChart } from './sweepChart';
import { useWidth } from './useWidth';

export interface SweepFigureProps {
  metric: string;
  xLabel: string;
  series: ChartSeries[];
  paper: (PaperSeries & { group: string })[];
  /** Used in export file names. */
  name: string;
  csv(): string;
  height?: number;
  xScale?: 'linear' | 'log';
}

export function SweepFigure({ metric, xLabel, series, paper, name, csv, height = 260, xScale }: SweepFigureProps) {
  const [boxRef, width] = useWidth<HTMLDivElement>();
  const svgRef = useRef<SVGSVGElement | null>(null);

  useEffect(() => {
    if (!svgRef.current) return;
    try {
      renderSweepChart(svgRef.current, {
        width,
        height,
        metric: plainKeyText(metric),
        xLabel,
        series,
        paper,
        xScale,
      });
    } catch (err) {
      console.warn('sweep chart render skipped', err);
    }
  }, [width, height, metric, xLabel, series, paper, xScale]);

  return (
    <figure className="sweep-figure" data-testid={`sweep-chart-${metric}`}>
      <div className="sweep-figure-head">
        <figcaption className="sweep-sr-only">
          {plainKeyText(metric)} against {xLabel}
        </figcaption>
        <ExportMenu
          label={`Export the ${plainKeyText(metric)} chart`}
          items={chartItems(`${name} sweep ${metric}`, () => svgRef.current, csv)}
        />
      </div>
      <div ref={boxRef} className="sweep-figure-box">
        <svg ref={svgRef} role="img" aria-label={describeFigure(plainKeyText(metric), xLabel, series, paper)} />
      </div>
    </figure>
  );
}

/** A sentence for screen readers: the simulated means point by point, and whether paper values overlay them. */
function describeFigure(metric: string, xLabel: string, series: ChartSeries[], paper: readonly PaperSeries[]): string {
  const parts = series.map(
    (s) =>
      `${s.group || 'simulated'}: ${s.points.map((p) => `${p.x} → ${fmt(p.mean)} ± ${fmt(p.halfWidth)}`).join('; ')}`,
  );
  const overlay = paper.length ? ` Paper values overlaid: ${paper.map((p) => p.label).join(', ')}.` : '';
  return `Mean ${metric} with 95% confidence intervals against ${xLabel}. ${parts.join('. ')}.${overlay}`;
}
