// React reads the store through selectors that return primitives (versions, counts, flags), so a
// component re-renders only when what it shows changed, not on every frame.
import { useSyncExternalStore } from 'react';
import type { SceneStore } from '../scene/store';

export function useStoreValue<T>(store: SceneStore, select: (s: SceneStore) => T): T {
  return useSyncExternalStore(store.subscribe, () => select(store));
}
