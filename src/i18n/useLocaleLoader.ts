import { useCallback, useEffect, useRef, useState } from 'react';

export interface LocaleLoaderState<T> {
  /** The locale on screen and its loaded value (null until the first load finishes). */
  currentId: string;
  value: T | null;
  /** The locale being fetched, if any. */
  loadingId: string | null;
  /** The last locale that failed to load; the previous one stays on screen. */
  failedId: string | null;
}

/**
 * Switches between locales whose data loads asynchronously. A failed load leaves the
 * current locale in place and reports which one failed; a slow load that is overtaken by
 * a newer choice is ignored.
 */
export function useLocaleLoader<T>(
  initialId: string,
  load: (id: string) => Promise<T>,
): [LocaleLoaderState<T>, (id: string) => void] {
  const [state, setState] = useState<LocaleLoaderState<T>>({
    currentId: initialId,
    value: null,
    loadingId: initialId,
    failedId: null,
  });
  const latest = useRef(0);
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });

  const select = useCallback((id: string) => {
    const request = ++latest.current;
    setState((previous) => ({ ...previous, loadingId: id, failedId: null }));
    loadRef.current(id).then(
      (value) => {
        if (request === latest.current) {
          setState({ currentId: id, value, loadingId: null, failedId: null });
        }
      },
      () => {
        if (request === latest.current) {
          setState((previous) => ({ ...previous, loadingId: null, failedId: id }));
        }
      },
    );
  }, []);

  const initial = useRef(initialId);
  useEffect(() => {
    select(initial.current);
  }, [select]);

  return [state, select];
}
