// Dashed lines for painters that draw through Ctx2D (paint/ctx2d.ts), which has no line-dash state.
import type { Ctx2D } from '../paint/ctx2d';

/**
 * A horizontal span from x = a to b as dashes of `dash` (px on, px off, ...; empty = one solid
 * line), added to the current path. Drawn as segments, since Ctx2D (and the paint worker's display
 * list) has no line-dash state. The pattern is anchored at x = 0, so dashes stay put as a frame grows.
 */
export function dashedSpan(ctx: Ctx2D, a: number, b: number, y: number, dash: readonly number[]): void {
  if (b <= a) return;
  if (dash.length === 0) {
    ctx.moveTo(a, y);
    ctx.lineTo(b, y);
    return;
  }
  const period = dash.reduce((s, d) => s + d, 0);
  let x = Math.floor(a / period) * period;
  for (let k = 0; x < b; k = (k + 1) % dash.length) {
    const next = x + dash[k];
    if (k % 2 === 0 && next > a) {
      ctx.moveTo(Math.max(a, x), y);
      ctx.lineTo(Math.min(b, next), y);
    }
    x = next;
  }
}
