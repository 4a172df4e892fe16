import type { NextRouter } from 'next/router';
import { createIntentPrefetcher } from './intentPrefetch';
import { isPlainInternalClick, pageDataUrl } from './pageData';
import { keepHashTargetInPlace } from './hashTarget';
import { createResponseStatusLog } from './responseStatus';

/**
 * The href of a link this site opens itself: internal, to another page, in this tab, not a
 * download, a language switch or an explicit full load. Null otherwise.
 */
function navigableHref(anchor: HTMLAnchorElement): string | null {
  if (anchor.target || anchor.hasAttribute('download')) return null;
  if (anchor.hasAttribute('hreflang') || anchor.hasAttribute('data-full-load')) return null;
  const href = anchor.getAttribute('href');
  if (!href || !/^\/(?!\/)/.test(href) || href.startsWith('/_next/')) return null;
  if (href.split('#')[0] === window.location.pathname && href.includes('#')) return null;
  return href;
}

function withHref(href: string | null, action: (href: string) => void): void {
  if (href) action(href);
}
export interface SiteNavigator {
  /** Opens `href` client-side, after checking that its page data exists. */
  go: (href: string) => Promise<void>;
  /** Adds the page-wide click and intent listeners; returns the function that removes them. */
  listen: () => () => void;
}

/**
 * Client-side navigation for every internal link of the page (drawer, content, prev / next),
 * with a check first: the target page's data has arrived before the route changes. Next.js
 * itself falls back to a full page load when that data fails, which shows whatever the
 * server answers (a raw 500 text); here the reader gets the site's own error state instead
 * (`onFailed`), with a retry. When nothing answers at all, the browser loads the page itself,
 * so that the service worker can serve it from the reader's saved pages. One capturing
 * listener, so links rendered as plain HTML need nothing else.
 */
export function createNavigator(router: NextRouter, onFailed: (href: string | null) => void): SiteNavigator {
  const statuses = createResponseStatusLog('/_next/data/');
  const go = async (href: string) => {
    const buildId = (window as unknown as { __NEXT_DATA__?: { buildId?: string } }).__NEXT_DATA__?.buildId ?? '';
    const dataUrl = pageDataUrl(href, buildId);
    if (dataUrl) {
      // Next.js fetches the data (or finds it fetched ahead, on the reader's intent); the route
      // change below renders what it fetched. When the browser recorded that the data arrived,
      // that is the check; otherwise the server is asked again, for the headers only.
      await router.prefetch(href).catch(() => undefined);
      const status = statuses.statusOf(new URL(dataUrl, window.location.href).href);
      if (status === null || status >= 400) {
        const response = await fetch(dataUrl, { method: 'HEAD' }).catch(() => null);
        if (!response) {
          // No answer at all (offline, a dropped connection): a full page load lets the
          // service worker answer with the saved page or the offline page.
          window.location.assign(href);
          return;
        }
        if (!response.ok) {
          onFailed(href);
          return;
        }
      }
    }
    onFailed(null);
    await router.push(href);
  };

  const listen = () => {
    const onClick = (event: MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest?.('a');
      const href = anchor ? navigableHref(anchor) : null;
      if (!anchor || !href) return;
      if (!isPlainInternalClick(event, { href, target: anchor.target, download: anchor.hasAttribute('download') })) return;
      event.preventDefault();
      void go(href);
    };
    // The page a reader reaches for is fetched ahead (intentPrefetch.ts), unless they asked their
    // browser to save data.
    const saveData = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;
    const intent = createIntentPrefetcher((href) => void router.prefetch(href).catch(() => undefined));
    const hrefAt = (event: Event) => {
      const anchor = (event.target as Element | null)?.closest?.('a');
      const href = anchor ? navigableHref(anchor) : null;
      // The page on screen needs no fetching.
      return href && href.split('#')[0] !== window.location.pathname ? href : null;
    };
    const listeners: [string, (event: Event) => void][] = saveData
      ? []
      : [
          ['pointerover', (event) => withHref(hrefAt(event), intent.enter)],
          [
            'pointerout',
            (event) => {
              // Moving onto the link's own label is not leaving it.
              const stillOnLink = (event.target as Element | null)?.closest?.('a')?.contains((event as PointerEvent).relatedTarget as Node | null);
              if (!stillOnLink) withHref(hrefAt(event), intent.leave);
            },
          ],
          ['focusin', (event) => withHref(hrefAt(event), intent.enter)],
          ['focusout', (event) => withHref(hrefAt(event), intent.leave)],
          ['touchstart', (event) => withHref(hrefAt(event), intent.now)],
        ];
    // A link to a part of the page: the target stays where the browser scrolled it while the
    // blocks around it get their real height (hashTarget.ts).
    let releaseHashTarget: () => void = () => undefined;
    const onHashChange = () => {
      releaseHashTarget();
      releaseHashTarget = keepHashTargetInPlace(window);
    };
    window.addEventListener('hashchange', onHashChange);
    document.addEventListener('click', onClick, true);
    for (const [type, listener] of listeners) document.addEventListener(type, listener, { capture: true, passive: true });
    return () => {
      releaseHashTarget();
      window.removeEventListener('hashchange', onHashChange);
      statuses.stop();
      document.removeEventListener('click', onClick, true);
      for (const [type, listener] of listeners) document.removeEventListener(type, listener, { capture: true });
    };
  };

  return { go, listen };
}
