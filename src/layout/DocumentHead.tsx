import { useLayoutEffect, type ReactNode } from 'react';
import { useHydrated } from '@/src/loading/useHydrated';

/**
 * next/head, on the server only: the export's HTML has the page's tags in <head>. The client
 * build drops this branch and the module with it (Next.js's compiler replaces `typeof window`).
 */
const ServerHead = typeof window === 'undefined' ? (await import('next/head')).default : null;

/** The tags next/head wrote on the server, bar the charset: replaced by React's own once it renders them. */
const SERVER_TAGS = 'head > [data-next-head]:not([charset])';

/**
 * The tags only the first page's HTML has (_document writes them, ./build/articleHead.tsx: its
 * social card and JSON-LD): they describe that page alone, so they go at the first page change.
 */
export const FIRST_PAGE_ATTRIBUTE = 'data-first-page';
let firstPath: string | null = null;

/**
 * In the browser, React 19 places the <title>, <meta> and <link> a component renders into
 * <head> itself. Nothing renders while React hydrates (the server's tags are right); from the
 * next render on React renders the tags, the server's copies are removed before the browser
 * paints, and a page change updates, adds and removes the tags with the page.
 */
function ClientHead({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  useLayoutEffect(() => {
    if (hydrated) {
      for (const tag of document.querySelectorAll(SERVER_TAGS)) {
        tag.remove();
      }
    }
    firstPath ??= window.location.pathname;
    if (window.location.pathname !== firstPath) {
      for (const tag of document.querySelectorAll(`head > [${FIRST_PAGE_ATTRIBUTE}]`)) {
        tag.remove();
      }
    }
  });
  return hydrated ? children : null;
}

/**
 * The page's tags for the document's <head>: <title>, <meta> and <link> elements only (what
 * both the server's next/head and React's own placement handle).
 */
export function DocumentHead({ children }: { children: ReactNode }) {
  return ServerHead ? <ServerHead>{children}</ServerHead> : <ClientHead>{children}</ClientHead>;
}
