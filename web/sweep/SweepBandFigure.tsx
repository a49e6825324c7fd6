// One band chart (sweep.bands) with its export buttons: the reported range per swept value against
// the truth line. D3 draws into the <svg> from an effect; React only owns the element.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportMenu } from '../export/ExportMenu';
import { chartItems } from '../export/items';
import { currentLanguage } from '../i18n/i18n';
import { renderBandChart } from './bandChart';
import { type BandSeries, describeBands } from './bands';
import type { PaperSeries } from './paperValues';
import { useWidth } from './useWidth';

export interface SweepBandFigureProps {
  /** Position in sweep.bands, for the test id. */
  index: number;
  title: string;
  xLabel: string;
  series: BandSeries[];
  paper: (PaperSeries & { group: string })[];
  /** Used in export file names. */
  name: string;
  csv(): string;
  height?: number;
  xScale?: 'linear' | 'log';
}

export function SweepBandFigure({
  index,
  title,
  xLabel,
  series,
  paper,
  name,
  csv,
  height = 300,
  xScale,
}: SweepBandFigureProps) {
  // Re-renders on a language change: the key, the tooltips and the description are redrawn in it.
  const { t } = useTranslation();
  const lang = currentLanguage();
  const [boxRef, width] = useWidth<HTMLDivElement>();
  const svgRef = useRef<SVGSVGElement | null>(null);

  useEffect(() => {
    if (!svgRef.current) return;
    try {
      renderBandChart(svgRef.current, { width, height, title, xLabel, series, paper, xScale, lang });
    } catch (err) {
      console.warn('sweep band chart render skipped', err);
    }
  }, [width, height, title, xLabel, series, paper, xScale, lang]);

  return (
    <figure className="sweep-figure" data-testid={`sweep-band-${index}`}>
      <div className="sweep-figure-head">
        <figcaption className="sweep-sr-only">{t('sweep.band.caption', { title, x: xLabel })}</figcaption>
        <ExportMenu
          label={t('sweep.band.export', { title })}
          items={chartItems(`${name} sweep band ${index}`, () => svgRef.current, csv)}
        />
      </div>
      <div ref={boxRef} className="sweep-figure-box">
        <svg
          ref={svgRef}
          role="img"
          aria-label={describeBands(
            title,
            xLabel,
            series,
            paper.map((p) => p.label),
            lang,
          )}
        />
      </div>
    </figure>
  );
}
