// A painter for one <canvas>: `paint(draw)` runs the drawing function against a recorder and posts
// the display list to a paint worker that owns the canvas (transferControlToOffscreen), so the UI
// thread neither rasterizes nor commits a large bitmap every frame. Where that is unavailable it
// draws on the canvas directly. One painter per canvas element: a canvas can be transferred once,
// and React's StrictMode mounts effects twice, so release() only disposes if nobody re-acquires.
import { type Ctx2D, Recorder } from './ctx2d';
import type { PaintMessage, PaintReply } from './paintWorker';

export interface CanvasPainter {
  /** Sets the canvas's backing size in device pixels. */
  size(width: number, height: number): void;
  /** Draws one frame. */
  paint(draw: (ctx: Ctx2D) => void): void;
}

interface Entry {
  painter: CanvasPainter;
  dispose(): void;
  pendingDispose?: ReturnType<typeof setTimeout>;
}
const painters = new WeakMap<HTMLCanvasElement, Entry>();

export function acquirePainter(canvas: HTMLCanvasElement): CanvasPainter {
  let e = painters.get(canvas);
  if (!e) {
    e = create(canvas);
    painters.set(canvas, e);
  }
  if (e.pendingDispose !== undefined) {
    clearTimeout(e.pendingDispose);
    e.pendingDispose = undefined;
  }
  return e.painter;
}

export function releasePainter(canvas: HTMLCanvasElement): void {
  const e = painters.get(canvas);
  if (!e || e.pendingDispose !== undefined) return;
  e.pendingDispose = setTimeout(() => {
    e.dispose();
    painters.delete(canvas);
  }, 0);
}

function create(canvas: HTMLCanvasElement): Entry {
  if (typeof canvas.transferControlToOffscreen === 'function' && typeof Worker === 'function') {
    try {
      return workerPainter(canvas);
    } catch {
      /* fall back to drawing here */
    }
  }
  return directPainter(canvas);
}

function workerPainter(canvas: HTMLCanvasElement): Entry {
  const offscreen = canvas.transferControlToOffscreen();
  const worker = new Worker(new URL('./paintWorker.ts', import.meta.url), { type: 'module', name: 'protoscope-paint' });
  const post = (m: PaintMessage, transfer: Transferable[] = []) => worker.postMessage(m, transfer);
  post({ type: 'init', canvas: offscreen }, [offscreen]);
  let rec = new Recorder(offscreen.width, offscreen.height);
  // One frame at a time: a frame is posted only once the worker has drawn the one before (it says
  // 'drawn'); meanwhile only the newest frame's drawing function is kept, and it runs (against the
  // scene as it is then) when the worker is free. Posting every frame to a worker that lagged behind
  // on a busy two-core machine recorded display lists it then threw away, and the posts themselves
  // now and then held the page for 14-24 ms (stress-pet-400 at 1x: p99 of postMessage 14 ms).
  let busy = false;
  let waiting: ((ctx: Ctx2D) => void) | null = null;
  const send = (draw: (ctx: Ctx2D) => void) => {
    draw(rec);
    const list = rec.take();
    busy = true;
    post({ type: 'frame', list }, [list.ops.buffer]);
  };
  worker.onmessage = (ev: MessageEvent<PaintReply>) => {
    if (ev.data?.type !== 'drawn') return;
    busy = false;
    const next = waiting;
    waiting = null;
    if (next) send(next);
  };
  const painter: CanvasPainter = {
    size(width, height) {
      rec = new Recorder(width, height);
      post({ type: 'size', width, height });
    },
    paint(draw) {
      if (busy) waiting = draw;
      else send(draw);
    },
  };
  return { painter, dispose: () => worker.terminate() };
}

function directPainter(canvas: HTMLCanvasElement): Entry {
  const ctx = canvas.getContext('2d');
  const painter: CanvasPainter = {
    size(width, height) {
      canvas.width = width;
      canvas.height = height;
    },
    paint(draw) {
      if (ctx) draw(ctx);
    },
  };
  return { painter, dispose: () => undefined };
}

/**
 * A per-effect test of "nothing on this canvas can have changed since the last paint": same clock
 * time, same scene version, same speed (drop marks fade by it). The first call is always false.
 */
export function frameKey(): (t: number, app: { store: { version: number }; clock: { getSpeed(): number } }) => boolean {
  let last = '';
  return (t, app) => {
    const key = `${t}|${app.store.version}|${app.clock.getSpeed()}`;
    if (key === last) return true;
    last = key;
    return false;
  };
}
