import Router, { type NextRouter } from 'next/router';
import { createIntentPrefetcher } from './intentPrefetch';
import { isPlainInternalClick, pageDataUrl } from './pageData';
import { fetchedData, isMissingPageData, verdictOf, type PageDataCache } from './pageDataCheck';
import { loadRest, restOfPageData } from '@/src/content/bodyRest';
import { keepHashTargetInPlace } from './hashTarget';
import { createResponseStatusLog } from './responseStatus';
import { renderInOnePiece } from './renderInOnePiece';

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

/** Next.js's cache of the page data it fetched (typed on its Router class), when the router exists. */
function dataCache(): PageDataCache | undefined {
  return Router.router?.sdc;
}

/** The build the page on screen belongs to (its data URLs name it). */
function buildIdOfPage(): string {
  return (window as unknown as { __NEXT_DATA__?: { buildId?: string } }).__NEXT_DATA__?.buildId ?? '';
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
 * with a check first: the target page's data has arrived, and can render the page, before the
 * route changes. Otherwise:
 * - the data is missing (404: after a deploy, this tab's build id has no data any more) or
 *   unusable (a 200 whose body is a captive portal's page, or JSON cut short): a full load of
 *   the page, which gets the deploy that is live, never an error state and never Next.js's
 *   "Application error";
 * - nothing answers at all (offline, a dropped connection): a full load too, so that the
 *   service worker can serve the page from the reader's saved pages;
 * - the server fails (5xx): the site's own error state (`onFailed`), with a retry, where
 *   Next.js would have loaded the page in full and shown the server's raw error text.
 * One capturing listener, so links rendered as plain HTML need nothing else.
 */
export function createNavigator(router: NextRouter, onFailed: (href: string | null) => void): SiteNavigator {
  const statuses = createResponseStatusLog('/_next/data/');
  /** The page's data and, for a long page, the rest of its body, fetched ahead. */
  const prefetchPage = async (href: string) => {
    await router.prefetch(href).catch(() => undefined);
    const dataUrl = pageDataUrl(href, buildIdOfPage());
    const rest = dataUrl ? restOfPageData(await fetchedData(dataCache(), new URL(dataUrl, window.location.href).href)) : null;
    if (rest) await loadRest(rest).catch(() => undefined);
  };
  const go = async (href: string) => {
    const dataUrl = pageDataUrl(href, buildIdOfPage());
    if (dataUrl) {
      // Next.js fetches the data (or finds it fetched ahead, on the reader's intent) into its
      // cache; the route change below renders what it fetched. What it holds is the check.
      await router.prefetch(href).catch(() => undefined);
      const absoluteUrl = new URL(dataUrl, window.location.href).href;
      const json = await fetchedData(dataCache(), absoluteUrl);
      const fetched = verdictOf(json);
      if (fetched === 'unusable') {
        window.location.assign(href);
        return;
      }
      // A long page's data names the rest of its body (src/content/bodyRest.ts): its fetch starts
      // now, and the first screen does not wait for it, unless the address names an anchor, which
      // may be in the rest (the page then renders whole). Missing, the page loads in full.
      const rest = fetched === 'usable' ? restOfPageData(json) : null;
      const restLoad = rest ? loadRest(rest).then(() => true, () => false) : null;
      if (restLoad && href.includes('#') && !(await restLoad)) {
        window.location.assign(href);
        return;
      }
      // Nothing held (a failed fetch): when the browser recorded that the data arrived, that
      // is the check; otherwise the server is asked again, for the headers only.
      const status = fetched === 'usable' ? 200 : statuses.statusOf(absoluteUrl);
      if (status === null || status >= 400) {
        const response = await fetch(dataUrl, { method: 'HEAD' }).catch(() => null);
        if (!response || isMissingPageData(response.status)) {
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
    await renderInOnePiece(() => router.push(href));
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
    const intent = createIntentPrefetcher((href) => void prefetchPage(href));
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
