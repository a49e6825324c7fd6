// Whether the window is phone-sized: then the stage comes first and the side pane's parts (protocol
// state, event log, charts, parameters, sweep) become tabs below it. The same width as the CSS
// breakpoint in styles/phone.css.
import { useSyncExternalStore } from 'react';

export const NARROW_QUERY = '(max-width: 700px)';

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
  const mq = window.matchMedia(NARROW_QUERY);
  mq.addEventListener('change', onChange);
  return () => mq.removeEventListener('change', onChange);
}
const read = () => typeof window !== 'undefined' && !!window.matchMedia?.(NARROW_QUERY).matches;

export function useNarrow(): boolean {
  return useSyncExternalStore(subscribe, read, () => false);
}
