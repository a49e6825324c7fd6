// React reads the store through selectors that return primitives (versions, counts, flags), so a
// component re-renders only when what it shows changed, not on every frame. Views whose content
// changes every frame while playing (the event log, the charts) read through the throttled hook:
// a change after a quiet spell shows at once (a single step), a stream of changes at most `ms`
// apart (a few times a second), with the last one always shown; while paused, every change.
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { SceneStore } from '../scene/store';

export function useStoreValue<T>(store: SceneStore, select: (s: SceneStore) => T): T {
  return useSyncExternalStore(store.subscribe, () => select(store));
}

/** Refresh interval of the event log and live charts while playing (wall ms): 4 Hz. */
export const LIVE_VIEW_MS = 250;

/** `immediate()` true (e.g. paused, stepping) shows every change at once. */
export function useThrottledStoreValue<T>(
  store: SceneStore,
  select: (s: SceneStore) => T,
  ms = LIVE_VIEW_MS,
  immediate: () => boolean = () => false,
): T {
  const selectRef = useRef(select);
  selectRef.current = select;
  const immediateRef = useRef(immediate);
  immediateRef.current = immediate;
  const [value, setValue] = useState(() => select(store));
  useEffect(() => {
    let last = -Infinity;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const update = () => {
      timer = undefined;
      last = performance.now();
      setValue(selectRef.current(store));
    };
    update(); // the store may have moved between render and subscribe
    const unsubscribe = store.subscribe(() => {
      if (immediateRef.current()) {
        if (timer !== undefined) clearTimeout(timer);
        update();
        return;
      }
      if (timer !== undefined) return;
      const wait = last + ms - performance.now();
      if (wait <= 0) update();
      else timer = setTimeout(update, wait);
    });
    return () => {
      unsubscribe();
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [store, ms]);
  return value;
}
