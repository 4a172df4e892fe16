import { useEffect } from 'react';
import { API_FILTER } from '@/src/config/constants';
import { API_FILTER_ATTRIBUTE, API_FILTER_PARAM } from '../shared/apiFilterMarkup';

/** What brings the reader to the box: its code loads on the first of these (or when the page is idle). */
const REACHED = ['focusin', 'pointerover', 'pointerdown'] as const;

/** Calls `callback` when the browser is idle (within `timeoutMs`); returns the cancel function. */
function whenIdle(callback: () => void, timeoutMs: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(callback, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(callback, timeoutMs);
  return () => window.clearTimeout(id);
}

/**
 * The API member filter of the page's content, if it has one (API pages, the events and
 * selectors catalogs). The box is server markup that can be typed in at once; its code
 * (./apiFilter.ts, a chunk of its own) loads when the reader reaches the box, or when the page
 * is idle, or at once when the address carries a filter. A failed load is tried again the next
 * time the reader reaches the box. This hook is all the page's first JavaScript holds of it.
 */
export function useApiFilter(contentKey: string): void {
  useEffect(() => {
    const found = document.querySelector<HTMLElement>(`[${API_FILTER_ATTRIBUTE}]`);
    if (!found) return undefined;
    const box: HTMLElement = found;
    let live = true;
    let stop: (() => void) | undefined;
    let cancelIdle: (() => void) | undefined;
    const detach = () => {
      for (const type of REACHED) box.removeEventListener(type, load);
      cancelIdle?.();
    };
    const attach = (idle: boolean) => {
      for (const type of REACHED) box.addEventListener(type, load, { passive: true });
      if (idle) cancelIdle = whenIdle(load, API_FILTER.idleTimeoutMs);
    };
    function load() {
      detach();
      import('./apiFilter').then(
        ({ startApiFilter }) => {
          if (live) stop = startApiFilter(box);
        },
        () => live && attach(false),
      );
    }
    if (new URLSearchParams(window.location.search).has(API_FILTER_PARAM)) load();
    else attach(true);
    return () => {
      live = false;
      detach();
      stop?.();
    };
  }, [contentKey]);
}
