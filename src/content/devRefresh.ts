/**
 * Under `npm run dev` only: the open page listens to the content compiler (scripts/dev.ts) and
 * fetches its props again when its page was recompiled after a save, or when the compiler
 * restarted (the nav or the compiler changed). Never in a production build: `_app` imports this
 * behind a `NODE_ENV` check, which the compiler removes.
 */
import Router from 'next/router';

/** The dev compiler's event stream, given to the dev server by scripts/dev.ts. */
export const DEV_EVENTS_ENV = 'NEXT_PUBLIC_DOCS_DEV_EVENTS';

/** The nav pathname of a route (`/zh/x/react-data-grid/sorting/#a` → `/x/react-data-grid/sorting`). */
export function navPathnameOf(asPath: string): string {
  return asPath.replace(/[?#].*$/, '').replace(/^\/[a-z]{2}(?=\/x\/)/, '').replace(/\/+$/, '');
}

/** Subscribes to the dev compiler's events; returns the unsubscribe function. */
export function listenForContentChanges(url: string | undefined): () => void {
  if (!url || typeof EventSource === 'undefined') {
    return () => undefined;
  }
  const source = new EventSource(url);
  const refresh = () => void Router.replace(Router.asPath, undefined, { scroll: false });
  let dropped = false;
  source.addEventListener('page', (event) => {
    if ((event as MessageEvent<string>).data === navPathnameOf(Router.asPath)) {
      refresh();
    }
  });
  source.addEventListener('nav', refresh);
  source.addEventListener('error', () => {
    dropped = true;
  });
  source.addEventListener('open', () => {
    // Lets tools (the bench's edit loop) know the page listens.
    document.documentElement.dataset.devEvents = 'open';
    // Back after the compiler restarted: what it compiles may have changed.
    if (dropped) {
      dropped = false;
      refresh();
    }
  });
  return () => source.close();
}
