import { useRouter } from 'next/router';
import { useCallback, useEffect, useState } from 'react';
import { isPlainInternalClick, pageDataUrl } from './pageData';

export interface FailedNavigation {
  /** The page the reader asked for. */
  href: string;
}

/**
 * Client-side navigation for every internal link of the page (drawer, content, prev / next),
 * with a check first: the target page's data is fetched before the route changes. Next.js
 * itself falls back to a full page load when that data fails, which shows whatever the
 * server answers (a raw 500 text); here the reader gets the site's own error state instead,
 * with a retry. When nothing answers at all, the browser loads the page itself, so that the
 * service worker can serve it from the reader's saved pages. One capturing listener, so links rendered as plain HTML need nothing else.
 */
export function useGuardedNavigation(): { failed: FailedNavigation | null; retry: () => void } {
  const router = useRouter();
  const [failed, setFailed] = useState<FailedNavigation | null>(null);

  const go = useCallback(
    async (href: string) => {
      const buildId = (window as unknown as { __NEXT_DATA__?: { buildId?: string } }).__NEXT_DATA__?.buildId ?? '';
      const dataUrl = pageDataUrl(href, buildId);
      if (dataUrl) {
        // Next.js starts its own fetch of the data now, in parallel: the route change below
        // reuses it (in flight or done) instead of fetching the page again after the check.
        // The check itself asks for the headers only.
        router.prefetch(href).catch(() => undefined);
        const response = await fetch(dataUrl, { method: 'HEAD' }).catch(() => null);
        if (!response) {
          // No answer at all (offline, a dropped connection): a full page load lets the
          // service worker answer with the saved page or the offline page.
          window.location.assign(href);
          return;
        }
        if (!response.ok) {
          setFailed({ href });
          return;
        }
      }
      setFailed(null);
      await router.push(href);
    },
    [router],
  );

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest?.('a');
      // Language switches and explicit full loads keep the browser's own navigation.
      if (!anchor || anchor.hasAttribute('hreflang') || anchor.hasAttribute('data-full-load')) return;
      const href = anchor.getAttribute('href');
      if (!isPlainInternalClick(event, { href, target: anchor.target, download: anchor.hasAttribute('download') })) return;
      if (!href || href.startsWith('#') || (href.split('#')[0] === window.location.pathname && href.includes('#'))) return;
      // Next's <Link> sees the event handled and leaves the navigation to this listener.
      event.preventDefault();
      void go(href);
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [go]);

  // A successful navigation elsewhere (back button, a script) clears the error state.
  useEffect(() => {
    const clear = () => setFailed(null);
    router.events.on('routeChangeComplete', clear);
    return () => router.events.off('routeChangeComplete', clear);
  }, [router]);

  return { failed, retry: () => void (failed ? go(failed.href) : undefined) };
}
