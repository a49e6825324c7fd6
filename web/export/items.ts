// Ready-made export entries for <ExportMenu>: each pairs a label and a file name with a function
// that builds the file when clicked (never before, so an export always shows the current state).
import { i18n, t } from '../i18n/i18n';
import { SaidError } from '../i18n/said';
import { MIME, safeFilename, textBlob } from './download';
import { svgToPng } from './png';
import { serializeSvg } from './svg';

export interface ExportItem {
  /** Stable id, also used as the button's test id ("export-<id>"). */
  id: string;
  /** Button text, e.g. "PNG". */
  label: string;
  /** Longer description for assistive technology and the tooltip. */
  description: string;
  filename: string;
  make(): Blob | Promise<Blob>;
}

type SvgSource = () => SVGSVGElement | null | undefined;

function needSvg(get: SvgSource): SVGSVGElement {
  const svg = get();
  if (!svg) throw new SaidError((lang) => i18n.getFixedT(lang)('exportMenu.notOnScreen'));
  return svg;
}

export function svgItem(name: string, svg: SvgSource): ExportItem {
  return {
    id: 'svg',
    label: 'SVG',
    description: t('exportMenu.svg', { name }),
    filename: safeFilename(name, 'svg'),
    make: () => textBlob(serializeSvg(needSvg(svg)), MIME.svg),
  };
}

export function pngItem(name: string, svg: SvgSource): ExportItem {
  return {
    id: 'png',
    label: 'PNG',
    description: t('exportMenu.png', { name }),
    filename: safeFilename(name, 'png'),
    make: () => svgToPng(serializeSvg(needSvg(svg))),
  };
}

export function csvItem(name: string, csv: () => string): ExportItem {
  return {
    id: 'csv',
    label: 'CSV',
    description: t('exportMenu.csv', { name }),
    filename: safeFilename(name, 'csv'),
    make: () => textBlob(csv(), MIME.csv),
  };
}

export function textItem(name: string, text: () => string, label = t('exportMenu.text')): ExportItem {
  return {
    id: 'txt',
    label,
    description: t('exportMenu.textFile', { name }),
    filename: safeFilename(name, 'txt'),
    make: () => textBlob(text(), MIME.txt),
  };
}

export function jsonItem(name: string, json: () => string, label = 'JSON'): ExportItem {
  return {
    id: 'json',
    label,
    description: t('exportMenu.json', { name }),
    filename: safeFilename(name, 'json'),
    make: () => textBlob(json(), MIME.json),
  };
}

/** SVG, PNG and (when given) CSV for one chart. */
export function chartItems(name: string, svg: SvgSource, csv?: () => string): ExportItem[] {
  return [svgItem(name, svg), pngItem(name, svg), ...(csv ? [csvItem(name, csv)] : [])];
}
