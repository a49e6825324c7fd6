// Width of a text in px for a CSS font, measured with a canvas when there is one (the browser),
// estimated from the character count otherwise (unit tests). Cached: labels are laid out per render.
const FAMILY = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'DejaVu Sans', sans-serif";
const cache = new Map<string, number>();
let ctx: CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null | undefined;

export function textWidth(text: string, px: number, weight = 400): number {
  const font = `${weight} ${px}px ${FAMILY}`;
  const key = `${font}|${text}`;
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  if (ctx === undefined) {
    ctx =
      typeof OffscreenCanvas !== 'undefined'
        ? new OffscreenCanvas(1, 1).getContext('2d')
        : typeof document !== 'undefined'
          ? document.createElement('canvas').getContext('2d')
          : null;
  }
  let w: number;
  if (ctx) {
    ctx.font = font;
    w = ctx.measureText(text).width;
  } else w = text.length * px * (weight >= 600 ? 0.62 : 0.56);
  if (cache.size > 5000) cache.clear();
  cache.set(key, w);
  return w;
}
