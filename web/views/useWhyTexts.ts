// Which event log lines have their why-text open, and the texts the engine gave for them. A line
// is keyed by its log entry's seq (unique for the page's life), so a why-text never shows beside
// another scenario's line. Texts come from the worker on first opening (AppController.explain), in
// the active language, and are kept while the line is open; switching the language asks again for
// the open ones, so no paragraph stays in the language the reader just left.
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppController } from '../app/controller';

/** undefined: closed; null: asked, waiting for the engine; string: the text to show. */
export type WhyState = string | null | undefined;

export function useWhyTexts(app: AppController) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const [open, setOpen] = useState<ReadonlyMap<number, string | null>>(new Map());
  const [last, setLast] = useState<number | null>(null);
  /** The record index behind each open line, to ask again in another language. */
  const indexOf = useRef(new Map<number, number>());
  const ask = useCallback(
    (seq: number, index: number, language: string) => {
      void app.explain(index, language).then((text) => {
        const shown = text === null ? t('eventLog.whyGone') : text || t('eventLog.whyNone');
        // Only fill it in if the line is still open (closing while waiting wins).
        setOpen((m) => (m.has(seq) ? new Map(m).set(seq, shown) : m));
      });
    },
    [app, t],
  );
  const toggle = useCallback(
    (seq: number, index: number) => {
      if (open.has(seq)) {
        indexOf.current.delete(seq);
        setOpen((m) => withoutKey(m, seq));
        return;
      }
      setLast(seq);
      indexOf.current.set(seq, index);
      setOpen((m) => new Map(m).set(seq, null));
      ask(seq, index, lang);
    },
    [ask, lang, open],
  );
  // The language changed: the open paragraphs are asked for again in it.
  const asked = useRef(lang);
  useEffect(() => {
    if (asked.current === lang) return;
    asked.current = lang;
    for (const [seq, index] of indexOf.current) ask(seq, index, lang);
  }, [ask, lang]);
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
