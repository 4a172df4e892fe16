import { useRouter } from 'next/router';
import { useEffect, useRef, useState } from 'react';
import { loadAfterHydration, whenInteractive } from '@/src/loading/afterHydration';
import type { SiteNavigator } from './navigator';

export interface FailedNavigation {
  /** The page the reader asked for. */
  href: string;
}

/**
 * The site's client-side navigation (src/navigation/navigator.ts) and its error state. The
 * navigator loads after hydration, outside the first JavaScript: until it has arrived (or if it
 * never does), a link is a plain link and opens with a full page load.
 */
export function useGuardedNavigation(): { failed: FailedNavigation | null; retry: () => void } {
  const router = useRouter();
  // A new object on every render of the pages router, whose methods all reach the one router:
  // the first one serves, so the navigator is not rebuilt (and its listeners gone) at each
  // page change.
  const [firstRouter] = useState(router);
  const [failed, setFailed] = useState<FailedNavigation | null>(null);
  const navigator = useRef<SiteNavigator | null>(null);

  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    // Listening starts once the page's islands have rendered too: a page change never meets an
    // island still showing the server's markup of the page before.
    loadAfterHydration(() => import('./navigator'))
      .then(async (module) => {
        await whenInteractive();
        return module;
      })
      .then(
      ({ createNavigator }) => {
        if (cancelled) return;
        navigator.current = createNavigator(firstRouter, (href) => setFailed(href === null ? null : { href }));
        stop = navigator.current.listen();
      },
      () => undefined,
    );
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [firstRouter]);

  // A successful navigation elsewhere (back button, a script) clears the error state.
  const { events } = router;
  useEffect(() => {
    const clear = () => setFailed(null);
    events.on('routeChangeComplete', clear);
    return () => events.off('routeChangeComplete', clear);
  }, [events]);

  return { failed, retry: () => void (failed ? navigator.current?.go(failed.href) : undefined) };
}
