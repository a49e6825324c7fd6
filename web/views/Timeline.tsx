// The run as a bar: simulated-so-far shading, the playhead, a chart's hovered moment; a click or
// drag anywhere seeks there (simulating ahead if needed). It spans the run, not the scenario's stop
// time: up to where the run ends once that is known (store.timelineEnd), so scrubbing never lands
// in dead time. It zooms (the buttons, or the wheel over the bar) around the playhead or the
// pointer, and follows the playhead while zoomed. From the keyboard it is a slider: arrows move
// the playhead by a hundredth of the visible span, Page Up/Down by a tenth, Home/End to the ends.
// Painted by direct DOM writes each frame; React only mounts it and re-renders the zoom buttons.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppController } from '../app/controller';
import { useStoreValue } from '../app/useStore';
import { formatClock, formatTime } from '../playback/format';
import { setText } from './setText';
import { type TimeWindow, visibleWindow, zoomAround } from './timelineWindow';

/** Deepest zoom: the visible span is at least the run / MAX_ZOOM. */
const MAX_ZOOM = 4096;

export function Timeline({ app }: { app: AppController }) {
  const { t } = useTranslation();
  const ready = useStoreValue(app.store, (s) => s.status === 'ready');
  const [zoom, setZoom] = useState(1); // re-renders the buttons; the window itself lives in viewRef
  const viewRef = useRef<TimeWindow>({ k: 1, start: 0 });
  const barRef = useRef<HTMLDivElement | null>(null);
  const doneRef = useRef<HTMLDivElement | null>(null);
  const headRef = useRef<HTMLDivElement | null>(null);
  const hoverRef = useRef<HTMLDivElement | null>(null);
  const tipRef = useRef<HTMLSpanElement | null>(null);
  const fromRef = useRef<HTMLSpanElement | null>(null);
  const toRef = useRef<HTMLSpanElement | null>(null);
  const attrs = useRef('');

  const windowAt = (t: number) => windowOf(app, viewRef, t);

  useEffect(
    () =>
      app.onFrame((t) => {
        const { from, to, end } = windowOf(app, viewRef, t);
        const span = to - from || 1;
        const frac = (x: number) => Math.max(0, Math.min(1, (x - from) / span));
        const pct = (x: number) => `${100 * frac(x)}%`;
        // The done bar and the head move by transform (each spans the track; see timeline.css): a
        // transform needs no layout, and they change on every frame while playing.
        if (doneRef.current) {
          const a = frac(0);
          doneRef.current.style.transform = `translateX(${100 * a}%) scaleX(${Math.max(0, frac(app.store.horizon) - a)})`;
        }
        if (headRef.current) {
          headRef.current.style.transform = `translateX(${pct(t)})`;
          headRef.current.style.visibility = t < from || t > to ? 'hidden' : 'visible';
        }
        const h = app.hoverTime;
        if (hoverRef.current) {
          hoverRef.current.style.display = h === null || h < from || h > to ? 'none' : 'block';
          if (h !== null) hoverRef.current.style.left = pct(h);
        }
        setText(tipRef.current, h === null ? '' : formatClock(h));
        setText(fromRef.current, from === 0 ? '0' : formatTime(from, 3));
        // Nothing loaded (a refused scenario): no span to name, as the readout's "of —" says.
        setText(
          toRef.current,
          app.store.status !== 'ready'
            ? '—'
            : `${formatTime(to, 3)}${to >= end && app.store.runEnd === undefined ? ' …' : ''}`,
        );
        // Slider state for assistive technology and tests, written only when it changes.
        const bar = barRef.current;
        const key = `${end}|${t}|${span}`;
        if (bar && key !== attrs.current) {
          attrs.current = key;
          bar.setAttribute('aria-valuemax', (end / 1e9).toFixed(9));
          bar.setAttribute('aria-valuenow', (Math.min(t, end) / 1e9).toFixed(9));
          bar.setAttribute('aria-valuetext', formatClock(t));
          bar.setAttribute('data-span-s', String(span / 1e9));
        }
      }),
    [app],
  );

  const setK = (k: number, anchor?: number) => setZoom(zoomTo(app, viewRef, k, anchor));

  useEffect(() => {
    const bar = barRef.current;
    if (!bar) return;
    // A wheel turn over the bar zooms around the pointer (not passive: the page must not scroll).
    const onWheel = (ev: WheelEvent) => {
      ev.preventDefault();
      const r = bar.getBoundingClientRect();
      const { from, to } = windowOf(app, viewRef, app.clock.time());
      const anchor = from + ((ev.clientX - r.left) / Math.max(1, r.width)) * (to - from);
      setZoom(zoomTo(app, viewRef, viewRef.current.k * (ev.deltaY < 0 ? 1.25 : 0.8), anchor));
    };
    bar.addEventListener('wheel', onWheel, { passive: false });
    return () => bar.removeEventListener('wheel', onWheel);
  }, [app]);

  const timeAt = (clientX: number): number => {
    const r = barRef.current?.getBoundingClientRect();
    const { from, to } = windowAt(app.clock.time());
    if (!r || r.width <= 0) return from;
    return from + (Math.max(0, Math.min(r.width, clientX - r.left)) / r.width) * (to - from);
  };
  const onPointerDown = (ev: React.PointerEvent<HTMLDivElement>) => {
    if (!ready) return;
    (ev.target as HTMLElement).setPointerCapture?.(ev.pointerId);
    void app.seek(timeAt(ev.clientX));
  };
  const onPointerMove = (ev: React.PointerEvent<HTMLDivElement>) => {
    if (ev.buttons === 1 && ready) void app.seek(timeAt(ev.clientX));
  };
  const onKeyDown = (ev: React.KeyboardEvent<HTMLDivElement>) => {
    if (!ready) return;
    const t = app.clock.time();
    const { from, to, end } = windowAt(t);
    const span = to - from;
    const moves: Record<string, number> = {
      ArrowRight: t + span / 100,
      ArrowUp: t + span / 100,
      ArrowLeft: t - span / 100,
      ArrowDown: t - span / 100,
      PageUp: t + span / 10,
      PageDown: t - span / 10,
      Home: 0,
      End: end,
    };
    const target = moves[ev.key];
    if (target === undefined) return;
    // The slider owns these keys while focused (outside it, arrows step one event).
    ev.preventDefault();
    ev.stopPropagation();
    if (ev.key === 'End') void app.seekToEnd();
    else void app.seek(Math.max(0, Math.min(end, target)));
  };

  return (
    <div className="timeline" data-testid="timeline">
      {/* biome-ignore lint/a11y/useSemanticElements: three buttons beside the bar, not a form */}
      <div className="timeline-zoom" role="group" aria-label={t('timeline.zoom')}>
        <button
          type="button"
          onClick={() => setK(zoom / 2)}
          disabled={!ready || zoom <= 1}
          aria-label={t('timeline.zoomOut')}
          title={t('timeline.zoomOutTitle')}
          data-testid="timeline-zoom-out"
        >
          −
        </button>
        <button
          type="button"
          onClick={() => setK(zoom * 2)}
          disabled={!ready || zoom >= MAX_ZOOM}
          aria-label={t('timeline.zoomIn')}
          title={t('timeline.zoomInTitle')}
          data-testid="timeline-zoom-in"
        >
          +
        </button>
        <button
          type="button"
          onClick={() => setK(1)}
          disabled={!ready || zoom <= 1}
          aria-label={t('timeline.fit')}
          title={t('timeline.fitTitle')}
          data-testid="timeline-zoom-fit"
        >
          ↔
        </button>
      </div>
      <div className="timeline-track">
        <div
          className="timeline-bar"
          ref={barRef}
          role="slider"
          tabIndex={ready ? 0 : -1}
          aria-label={t('timeline.bar')}
          aria-valuemin={0}
          aria-valuemax={0}
          aria-valuenow={0}
          aria-disabled={!ready}
          title={t('timeline.barTitle')}
          data-testid="timeline-bar"
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onKeyDown={onKeyDown}
        >
          <div className="timeline-done" ref={doneRef} />
          <div className="timeline-hover" ref={hoverRef} />
          <div className="timeline-head" ref={headRef} />
        </div>
        <div className="timeline-scale" aria-hidden="true">
          <span ref={fromRef} />
          <span className="timeline-tip" ref={tipRef} />
          <span ref={toRef} data-testid="timeline-end" />
        </div>
      </div>
    </div>
  );
}

type ViewRef = { current: TimeWindow };

/** The visible [from, to] at playhead t; while zoomed the window pages along with the playhead. */
function windowOf(app: AppController, view: ViewRef, t: number): { from: number; to: number; end: number } {
  const end = Math.max(1, app.store.timelineEnd());
  const w = visibleWindow(view.current, end, t);
  view.current = { k: view.current.k, start: w.from };
  return { ...w, end };
}

/** Zooms to factor k around `anchor` (default: the playhead), repaints, returns the factor used. */
function zoomTo(app: AppController, view: ViewRef, k: number, anchor?: number): number {
  const end = Math.max(1, app.store.timelineEnd());
  view.current = zoomAround(view.current, Math.max(1, Math.min(MAX_ZOOM, k)), end, anchor ?? app.clock.time());
  app.setHover(app.hoverTime); // repaint now
  return view.current.k;
}
