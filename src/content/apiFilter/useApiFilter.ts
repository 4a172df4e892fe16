import { useEffect } from 'react';
import { loadAfterHydration } from '@/src/loading/afterHydration';
import { API_FILTER_ATTRIBUTE } from '../shared/apiFilterAttribute';

/**
 * The API member filter of the page's content, if it has one (API pages, the events and
 * selectors catalogs). The box is server markup that can be typed in at once; after hydration a
 * small chunk (./reach.ts) waits for the reader to reach it, and only then fetches the filter
 * (./apiFilter.ts). The table of contents calls this hook (src/navigation/Toc.tsx): its chunk
 * arrives after hydration, so the page's first JavaScript holds nothing of the filter.
 */
export function useApiFilter(contentKey: string): void {
  useEffect(() => {
    const box = document.querySelector<HTMLElement>(`[${API_FILTER_ATTRIBUTE}]`);
    if (!box) return undefined;
    let live = true;
    let stop: (() => void) | undefined;
    loadAfterHydration(() => import('./reach')).then(
      ({ whenReached }) => {
        if (live) stop = whenReached(box);
      },
      () => undefined,
    );
    return () => {
      live = false;
      stop?.();
    };
  }, [contentKey]);
}
