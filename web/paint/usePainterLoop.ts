// The paint loop that the bus and topology views share: a worker painter for the canvas
// (canvasPainter.ts), its backing store sized to the CSS size times devicePixelRatio, and a
// repaint on every animation frame unless nothing can have changed (frameKey). Returns the ref
// to put on the <canvas>.
import { type DependencyList, type RefObject, useEffect, useRef } from 'react';
import { useThemeVersion } from '../theme/ThemeToggle';
import { acquirePainter, frameKey, releasePainter } from './canvasPainter';
import type { Ctx2D } from './ctx2d';

/** What the loop needs from the app controller. */
export interface PaintLoopApp {
  store: { version: number };
  clock: { time(): number; getSpeed(): number };
  onFrame(fn: (t: number) => void): () => void;
}

/**
 * Paints `draw(ctx, t, dpr)` on the canvas at each frame. The effect restarts (a new size, a fresh
 * frame key and an immediate paint) when app, width, height or anything in `deps` changes; `draw`
 * itself is read from the render that last changed them. A frame whose `draw` throws is skipped
 * with a warning naming `what`, so one bad frame never stops playback.
 */
export function usePainterLoop(
  app: PaintLoopApp,
  width: number,
  height: number,
  what: string,
  draw: (ctx: Ctx2D, t: number, dpr: number) => void,
  deps: DependencyList,
): RefObject<HTMLCanvasElement | null> {
  const ref = useRef<HTMLCanvasElement | null>(null);
  // A new theme or presenter palette restarts the loop, which repaints at once in the new colours.
  const palette = useThemeVersion();
  // biome-ignore lint/correctness/useExhaustiveDependencies: draw is rebuilt every render; deps (with app and the size) say when the loop must restart
  useEffect(() => {
    const canvas = ref.current;
    if (!canvas) return;
    const painter = acquirePainter(canvas);
    const dpr = window.devicePixelRatio || 1;
    painter.size(Math.max(1, Math.round(width * dpr)), Math.max(1, Math.round(height * dpr)));
    const same = frameKey();
    const paint = (t: number) => {
      if (same(t, app)) return; // paused: the picture has not changed, post nothing
      painter.paint((ctx) => {
        try {
          draw(ctx, t, dpr);
        } catch (err) {
          console.warn(`${what} paint skipped a frame`, err);
        }
      });
    };
    paint(app.clock.time());
    const off = app.onFrame(paint);
    return () => {
      off();
      releasePainter(canvas);
    };
  }, [app, width, height, palette, ...deps]);
  return ref;
}
