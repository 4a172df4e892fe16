/**
 * The API member filter's trigger, a small chunk fetched right after hydration on pages with a
 * filter box: the filter itself (./apiFilter.ts) loads when the reader reaches the box (focus,
 * pointer), or when the page is idle, or at once when the address carries a filter or the
 * reader is already there (focused, pointing or typing while this chunk was on its way). A
 * failed load is tried again the next time the reader reaches the box.
 */
import { API_FILTER } from '@/src/config/apiFilter';
import { whenIdle } from '@/src/loading/whenIdle';
import { API_FILTER_PARAM } from '../shared/apiFilterMarkup';

const REACHED = ['focusin', 'pointerover', 'pointerdown'] as const;

/** True when the reader is at the box already, or the address asks for a filter. */
function alreadyReached(box: HTMLElement): boolean {
  return (
    new URLSearchParams(window.location.search).has(API_FILTER_PARAM) ||
    box.contains(document.activeElement) ||
    box.matches(':hover') ||
    Boolean(box.querySelector('input')?.value)
  );
}

/** Starts the filter of `box` when the reader reaches it; returns the function that stops it. */
export function whenReached(box: HTMLElement): () => void {
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
  if (alreadyReached(box)) load();
  else attach(true);
  return () => {
    live = false;
    detach();
    stop?.();
  };
}
