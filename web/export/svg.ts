// A chart's <svg> as a standalone SVG file. Styles that come from the app's CSS (axis colours,
// fonts) are copied onto each element as inline styles, since the file is opened without that
// CSS; namespaces and an explicit size are added so every viewer (browsers, Inkscape, LaTeX via
// svg packages) reads it.

/** Computed properties copied inline: those that change how SVG paints. */
export const INLINE_STYLE_PROPS = [
  'fill',
  'fill-opacity',
  'stroke',
  'stroke-width',
  'stroke-dasharray',
  'stroke-opacity',
  'stroke-linecap',
  'stroke-linejoin',
  'opacity',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'text-anchor',
  'dominant-baseline',
  'visibility',
] as const;

const SVG_NS = 'http://www.w3.org/2000/svg';

/** Serializes a rendered SVG element (it must be in the document, for computed styles). */
export function serializeSvg(svg: SVGSVGElement): string {
  const clone = svg.cloneNode(true) as SVGSVGElement;
  const from = [svg, ...Array.from(svg.querySelectorAll('*'))];
  const to = [clone, ...Array.from(clone.querySelectorAll('*'))];
  from.forEach((el, i) => {
    const cs = getComputedStyle(el);
    const decl = INLINE_STYLE_PROPS.map((p) => [p, cs.getPropertyValue(p)] as const).filter(([, v]) => v !== '');
    (to[i] as SVGElement).setAttribute('style', decl.map(([p, v]) => `${p}:${v}`).join(';'));
  });
  const box = svg.getBoundingClientRect();
  const width = Number(svg.getAttribute('width')) || Math.round(box.width);
  const height = Number(svg.getAttribute('height')) || Math.round(box.height);
  clone.setAttribute('width', String(width));
  clone.setAttribute('height', String(height));
  if (!clone.getAttribute('viewBox')) clone.setAttribute('viewBox', `0 0 ${width} ${height}`);
  return svgDocument(new XMLSerializer().serializeToString(clone));
}

/** Adds the XML declaration and the SVG namespace when the markup lacks them. */
export function svgDocument(markup: string): string {
  let body = markup.trim().replace(/^<\?xml[^>]*\?>\s*/, '');
  if (!/^<svg[\s>]/.test(body)) throw new Error('not an <svg> document');
  if (!/^<svg[^>]*\sxmlns="/.test(body)) body = body.replace(/^<svg/, `<svg xmlns="${SVG_NS}"`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n${body}\n`;
}

/** Width and height an SVG document declares (for sizing the PNG). */
export function svgSize(doc: string): { width: number; height: number } {
  const tag = /<svg\b[^>]*>/.exec(doc)?.[0] ?? '';
  const num = (name: string) => Number(new RegExp(`\\s${name}="([\\d.]+)`).exec(tag)?.[1] ?? NaN);
  const width = num('width');
  const height = num('height');
  if (!(width > 0 && height > 0)) throw new Error('the SVG declares no width and height');
  return { width, height };
}
