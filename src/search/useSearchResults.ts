import { useEffect, useMemo, useState } from 'react';
import { DEBOUNCE_MS, SEARCH } from '@/src/config/constants';
import { preloadQuery, searchSite } from './engine';
import type { SearchPageHit } from './results';
import type { SearchFilterChoice } from './run';

export interface SearchResultsState {
  /** The query these hits answer (trimmed); the previous hits stay shown while the next load. */
  query: string;
  /** The filters these hits answer. */
  filtersKey: string;
  status: 'idle' | 'loading' | 'done' | 'error';
  hits: SearchPageHit[];
  /** The query as corrected for typos, when a word of it was. */
  corrected: string | null;
}

const IDLE: SearchResultsState = { query: '', filtersKey: '', status: 'idle', hits: [], corrected: null };

/**
 * Results as the reader types, shown DEBOUNCE_MS after the last keystroke. The work starts at
 * once: the index chunks for the words typed so far and, from SEARCH.eagerQueryLength
 * characters on, the search itself with its pages' details, so that when the wait is over the
 * answer is usually there already (engine.ts shares the run). An answer to an older query or
 * to other filters is dropped.
 */
export function useSearchResults(query: string, currentProduct: string, filters: SearchFilterChoice): SearchResultsState {
  const [state, setState] = useState<SearchResultsState>(IDLE);
  const trimmed = query.trim();
  const { product, plan } = filters;
  const filtersKey = `${product ?? ''}|${plan ?? ''}`;

  useEffect(() => {
    if (!trimmed) {
      return undefined;
    }
    let current = true;
    const choice = { product, plan };
    if (trimmed.length >= SEARCH.eagerQueryLength) {
      void searchSite(trimmed, currentProduct, choice).catch(() => undefined);
    } else {
      void preloadQuery(trimmed).catch(() => undefined);
    }
    const timer = window.setTimeout(() => {
      searchSite(trimmed, currentProduct, choice).then(
        ({ hits, corrected }) => current && setState({ query: trimmed, filtersKey, status: 'done', hits, corrected }),
        () => current && setState({ query: trimmed, filtersKey, status: 'error', hits: [], corrected: null }),
      );
    }, DEBOUNCE_MS);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [trimmed, currentProduct, product, plan, filtersKey]);

  // One object per answer, so that what the dialog derives from it is not recomputed each render.
  return useMemo(() => {
    if (!trimmed) {
      return IDLE;
    }
    return state.query === trimmed && state.filtersKey === filtersKey ? state : { ...state, status: 'loading' };
  }, [trimmed, filtersKey, state]);
}
