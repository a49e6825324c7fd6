// The paint worker: owns an OffscreenCanvas handed over by the page and replays each posted
// display list onto it. Rasterizing and committing the canvas happen here, off the UI thread, so
// thousands of packets cost the page only the geometry. Only the newest frame is drawn.
import { type DisplayList, replay } from './ctx2d';

export type PaintMessage =
  | { type: 'init'; canvas: OffscreenCanvas }
  | { type: 'size'; width: number; height: number }
  | { type: 'frame'; list: DisplayList };

/** Sent after each frame message is dealt with (drawn, or dropped for a newer one): the page posts
 *  its next frame only then (canvasPainter.ts). */
export type PaintReply = { type: 'drawn' };

let ctx: OffscreenCanvasRenderingContext2D | null = null;
let pending: DisplayList | null = null;
let scheduled = false;
/** Dedicated workers have requestAnimationFrame in Chromium: draw once per display frame. */
const nextFrame: (fn: () => void) => void =
  typeof requestAnimationFrame === 'function'
    ? (fn) => {
        requestAnimationFrame(fn);
      }
    : (fn) => {
        setTimeout(fn, 0);
      };

const drawn: PaintReply = { type: 'drawn' };

const draw = () => {
  scheduled = false;
  const list = pending;
  pending = null;
  try {
    if (ctx && list) replay(ctx, list);
  } catch (err) {
    console.warn('paint worker skipped a frame', err); // one bad frame never stops the animation
  } finally {
    self.postMessage(drawn); // the page may send the next frame
  }
};

self.onmessage = (ev: MessageEvent<PaintMessage>) => {
  const m = ev.data;
  if (m.type === 'init') ctx = m.canvas.getContext('2d');
  else if (m.type === 'size' && ctx) {
    ctx.canvas.width = m.width;
    ctx.canvas.height = m.height;
  } else if (m.type === 'frame') {
    pending = m.list;
    if (!scheduled) {
      scheduled = true;
      nextFrame(draw);
    }
  }
};
