import { useEffect, useMemo, useState } from 'react';
import { DEBOUNCE_MS, SEARCH } from '@/src/config/constants';
import { preloadQuery, searchSite } from './engine';
import type { SearchPageHit } from './results';

export interface SearchResultsState {
  /** The query these hits answer (trimmed); the previous hits stay shown while the next load. */
  query: string;
  status: 'idle' | 'loading' | 'done' | 'error';
  hits: SearchPageHit[];
}

const IDLE: SearchResultsState = { query: '', status: 'idle', hits: [] };

/**
 * Results as the reader types, shown DEBOUNCE_MS after the last keystroke. The work starts at
 * once: the index chunks for the words typed so far and, from SEARCH.eagerQueryLength
 * characters on, the search itself with its pages' details, so that when the wait is over the
 * answer is usually there already (engine.ts shares the run). An answer to an older query is
 * dropped.
 */
export function useSearchResults(query: string, currentProduct: string): SearchResultsState {
  const [state, setState] = useState<SearchResultsState>(IDLE);
  const trimmed = query.trim();

  useEffect(() => {
    if (!trimmed) {
      return undefined;
    }
    let current = true;
    if (trimmed.length >= SEARCH.eagerQueryLength) {
      void searchSite(trimmed, currentProduct).catch(() => undefined);
    } else {
      void preloadQuery(trimmed).catch(() => undefined);
    }
    const timer = window.setTimeout(() => {
      searchSite(trimmed, currentProduct).then(
        (hits) => current && setState({ query: trimmed, status: 'done', hits }),
        () => current && setState({ query: trimmed, status: 'error', hits: [] }),
      );
    }, DEBOUNCE_MS);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [trimmed, currentProduct]);

  // One object per answer, so that what the dialog derives from it is not recomputed each render.
  return useMemo(() => {
    if (!trimmed) {
      return IDLE;
    }
    return state.query === trimmed ? state : { ...state, status: 'loading' };
  }, [trimmed, state]);
}
