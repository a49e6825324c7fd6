// Which event log lines have their why-text open, and the texts the engine gave for them. A line
// is keyed by its log entry's seq (unique for the page's life), so a why-text never shows beside
// another scenario's line. Texts come from the worker on first opening (AppController.explain) and
// are kept while the line is open.
import { useCallback, useLayoutEffect, useState } from 'react';
import type { AppController } from '../app/controller';

/** undefined: closed; null: asked, waiting for the engine; string: the text to show. */
export type WhyState = string | null | undefined;

export const WHY_GONE = 'This event is no longer held in the history: step or jump to it again to ask why.';
export const WHY_NONE = 'The engine has no explanation for this event.';

export function useWhyTexts(app: AppController) {
  const [open, setOpen] = useState<ReadonlyMap<number, string | null>>(new Map());
  const [last, setLast] = useState<number | null>(null);
  const toggle = useCallback(
    (seq: number, index: number) => {
      if (open.has(seq)) {
        setOpen((m) => withoutKey(m, seq));
        return;
      }
      setLast(seq);
      setOpen((m) => new Map(m).set(seq, null));
      void app.explain(index).then((text) => {
        const shown = text === null ? WHY_GONE : text || WHY_NONE;
        // Only fill it in if the line is still open (closing while waiting wins).
        setOpen((m) => (m.has(seq) ? new Map(m).set(seq, shown) : m));
      });
    },
    [app, open],
  );
  const state = (seq: number): WhyState => open.get(seq);
  return { state, toggle, open, last };
}

/**
 * Keeps a why-text in sight when it opens or its text arrives: scrolls the list (only the list,
 * never the page) so the paragraph's bottom is inside it, the line above it staying in view.
 */
export function useRevealWhy(list: HTMLElement | null, open: ReadonlyMap<number, string | null>, last: number | null) {
  useLayoutEffect(() => {
    if (!list || last === null || !open.has(last)) return;
    const p = list.querySelector<HTMLElement>(`#why-${last}`);
    if (!p) return;
    const box = list.getBoundingClientRect();
    const r = p.getBoundingClientRect();
    if (r.bottom > box.bottom) list.scrollTop += r.bottom - box.bottom;
  }, [list, open, last]);
}

function withoutKey<V>(m: ReadonlyMap<number, V>, key: number): ReadonlyMap<number, V> {
  const out = new Map(m);
  out.delete(key);
  return out;
}
