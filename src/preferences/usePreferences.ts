import { useSyncExternalStore } from 'react';
import { preferencesStore, type Preferences } from './store';

/**
 * The reader's preferences. The first render (and the server) sees the defaults; React then
 * re-renders with the stored values, so hydration never mismatches.
 */
export function usePreferences(): Preferences {
  return useSyncExternalStore(preferencesStore.subscribe, preferencesStore.getSnapshot, preferencesStore.getServerSnapshot);
}
