// Whether presenter mode is on (the class PresenterMode puts on <html>), for views that lay text
// out themselves and must know which type size they will be drawn at.
import { useSyncExternalStore } from 'react';

const CLASS = 'presenter'; // PRESENTER_CLASS in PresenterMode.tsx (not imported: that pulls in its CSS)

function subscribe(onChange: () => void): () => void {
  if (typeof document === 'undefined' || typeof MutationObserver === 'undefined') return () => undefined;
  const mo = new MutationObserver(onChange);
  mo.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => mo.disconnect();
}
const read = () => typeof document !== 'undefined' && document.documentElement.classList.contains(CLASS);

export function usePresenting(): boolean {
  return useSyncExternalStore(subscribe, read, () => false);
}
