// The width of an element, kept current with a ResizeObserver, so charts redraw to fit their panel.
import { type RefObject, useEffect, useRef, useState } from 'react';

export function useWidth<T extends HTMLElement>(fallback = 480): [RefObject<T | null>, number] {
  const ref = useRef<T | null>(null);
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(([entry]) => setWidth(Math.max(0, Math.floor(entry.contentRect.width))));
    ro.observe(el);
    return () => ro.disconnect();
  }, []);
  return [ref, width];
}
