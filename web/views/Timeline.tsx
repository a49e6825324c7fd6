// The run as a bar: simulated-so-far shading, the playhead, a chart's hovered moment, and a click
// or drag anywhere seeks there (simulating ahead if needed). Painted by direct DOM writes each
// frame; React only mounts it.
import { useEffect, useRef } from 'react';
import type { AppController } from '../app/controller';
import { useStoreValue } from '../app/useStore';
import { formatClock } from '../playback/format';

export function Timeline({ app }: { app: AppController }) {
  const stop = useStoreValue(app.store, (s) => s.stopTime);
  const ready = useStoreValue(app.store, (s) => s.status === 'ready');
  const barRef = useRef<HTMLDivElement | null>(null);
  const doneRef = useRef<HTMLDivElement | null>(null);
  const headRef = useRef<HTMLDivElement | null>(null);
  const hoverRef = useRef<HTMLDivElement | null>(null);
  const tipRef = useRef<HTMLSpanElement | null>(null);

  useEffect(
    () =>
      app.onFrame((t) => {
        const s = app.store.stopTime || 1;
        const pct = (x: number) => `${Math.max(0, Math.min(100, (100 * x) / s))}%`;
        if (doneRef.current) doneRef.current.style.width = pct(app.store.horizon);
        if (headRef.current) headRef.current.style.left = pct(t);
        const h = app.hoverTime;
        if (hoverRef.current) {
          hoverRef.current.style.display = h === null ? 'none' : 'block';
          if (h !== null) hoverRef.current.style.left = pct(h);
        }
        if (tipRef.current) tipRef.current.textContent = h === null ? '' : formatClock(h);
      }),
    [app],
  );

  const timeAt = (clientX: number): number => {
    const r = barRef.current?.getBoundingClientRect();
    if (!r || r.width <= 0) return 0;
    return (Math.max(0, Math.min(r.width, clientX - r.left)) / r.width) * stop;
  };
  const onPointerDown = (ev: React.PointerEvent<HTMLDivElement>) => {
    if (!ready) return;
    (ev.target as HTMLElement).setPointerCapture?.(ev.pointerId);
    void app.seek(timeAt(ev.clientX));
  };
  const onPointerMove = (ev: React.PointerEvent<HTMLDivElement>) => {
    if (ev.buttons === 1 && ready) void app.seek(timeAt(ev.clientX));
  };

  return (
    <div
      className="timeline"
      data-testid="timeline"
      aria-label="timeline: click or drag to move the playhead"
      title="Click or drag to move the playhead"
    >
      <div className="timeline-bar" ref={barRef} onPointerDown={onPointerDown} onPointerMove={onPointerMove}>
        <div className="timeline-done" ref={doneRef} />
        <div className="timeline-hover" ref={hoverRef} />
        <div className="timeline-head" ref={headRef} />
      </div>
      <span className="timeline-tip" ref={tipRef} />
    </div>
  );
}
