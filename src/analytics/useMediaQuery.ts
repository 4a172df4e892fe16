import { useCallback, useSyncExternalStore } from 'react';

/** Whether a media query matches now, re-rendering when it changes (false on the server). */
export function useMediaQueryMatches(query: string): boolean {
  // One subscription per query: a new function at each render would subscribe again.
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/**
 * The device pixel ratio, re-read when it changes (zoom, or moving the window to another
 * screen): a `resolution` query for the current ratio stops matching at that moment.
 */
export function usePixelRatio(): number {
  return useSyncExternalStore(
    subscribeToPixelRatio,
    () => window.devicePixelRatio,
    () => 1,
  );
}

function subscribeToPixelRatio(onChange: () => void): () => void {
  let list = window.matchMedia(`(resolution: ${window.devicePixelRatio}dppx)`);
  const handle = () => {
    list.removeEventListener('change', handle);
    list = window.matchMedia(`(resolution: ${window.devicePixelRatio}dppx)`);
    list.addEventListener('change', handle);
    onChange();
  };
  list.addEventListener('change', handle);
  return () => list.removeEventListener('change', handle);
}
