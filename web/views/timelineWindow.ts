// The timeline's visible window as pure functions (unit-tested): a zoom factor k over the run
// [0, end] and the window's start. At k = 1 the window is the whole run; zoomed, the window keeps
// the playhead in view by paging: when the playhead leaves it, the window jumps so the playhead
// sits a tenth of the way in (the picture does not crawl under the reader's eyes every frame).

export interface TimeWindow {
  /** Zoom factor: the visible span is end / k. */
  k: number;
  /** Sim ns at the window's left edge. */
  start: number;
}

const clamp = (x: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, x));

/** The window to draw at playhead t over a run of length end. */
export function visibleWindow(w: TimeWindow, end: number, t: number): { from: number; to: number } {
  if (w.k <= 1) return { from: 0, to: end };
  const span = end / w.k;
  let start = clamp(w.start, 0, end - span);
  if (t < start || t > start + span) start = clamp(t - span / 10, 0, end - span);
  return { from: start, to: start + span };
}

/** Zooms to factor k keeping `anchor` (the playhead or the pointer) at the same place on the bar. */
export function zoomAround(w: TimeWindow, k: number, end: number, anchor: number): TimeWindow {
  if (k <= 1) return { k: 1, start: 0 };
  const old = w.k <= 1 ? { from: 0, to: end } : { from: w.start, to: w.start + end / w.k };
  const oldSpan = old.to - old.from || end;
  const at = clamp((anchor - old.from) / oldSpan, 0, 1);
  const span = end / k;
  return { k, start: clamp(anchor - at * span, 0, end - span) };
}
