import { useCallback, useState } from 'react';

/**
 * The dialog's query, started from what the reader typed before the dialog existed (its code
 * loads on demand; the search button keeps those keys until the input has focus). Keys can
 * land between the dialog's first render and the focus, so `catchUp`, called as the input
 * takes focus, takes the whole text typed so far. Call it from a layout effect: React then
 * applies it before the browser handles another key, which types onto the full text.
 */
export function useTypedAhead(takePending: (() => string) | undefined) {
  const [query, setQuery] = useState(() => takePending?.() ?? '');
  const catchUp = useCallback(() => {
    const typed = takePending?.() ?? '';
    if (typed) setQuery(typed);
  }, [takePending]);
  return [query, setQuery, catchUp] as const;
}
