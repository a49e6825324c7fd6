// Per-frame text in the toolbar and the timeline: written only when it differs. Every write replaces
// the element's text node and lays its row out again, and the frame loop runs while paused too.
export function setText(el: HTMLElement | null, text: string): void {
  if (el && el.textContent !== text) el.textContent = text;
}
