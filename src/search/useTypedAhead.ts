import { useCallback, useState } from 'react';
import { capQuery } from './query';

/**
 * The dialog's query, started from what the reader typed before the dialog existed (its code
 * loads on demand; the search button keeps those keys until the input has focus). Keys can
 * land between the dialog's first render and the focus, so `catchUp`, called as the input
 * takes focus, takes the whole text typed so far. Call it from a layout effect: React then
 * applies it before the browser handles another key, which types onto the full text.
 */
export function useTypedAhead(takePending: (() => string) | undefined) {
  const [query, setQuery] = useState(() => capQuery(takePending?.() ?? ''));
  const catchUp = useCallback(() => {
    const typed = takePending?.() ?? '';
    if (typed) setQuery(capQuery(typed));
  }, [takePending]);
  // Whatever sets the query (typing, a paste, a recent search), it is capped (./query.ts).
  const setCapped = useCallback((text: string) => setQuery(capQuery(text)), []);
  return [query, setCapped, catchUp] as const;
}
