/**
 * Fetching a page ahead when the reader shows they are about to open it: the pointer rests on
 * its link, a finger touches it, or keyboard focus reaches it. Drawer links are plain anchors
 * (next/link would cost hundreds of hooks at hydration), so they do not get Next.js's own
 * prefetching; this gives it back, for the links a reader is reaching for only.
 */

/**
 * How long the pointer (or focus) must rest on a link before its page is fetched: a pointer
 * crossing the drawer, or focus tabbing through it, fetches nothing. A click comes a few
 * hundred milliseconds after the pointer arrives, so the page is usually there by then.
 */
export const INTENT_PREFETCH_DELAY_MS = 65;

export interface IntentPrefetcher {
  /** The pointer or focus arrived on a link to `href`: fetch it if it stays. */
  enter(href: string): void;
  /** It left the link before the delay: fetch nothing. */
  leave(href: string): void;
  /** A touch: the tap's click follows at once, so fetch now. */
  now(href: string): void;
}

interface Timers {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: never) => void;
}

/** Each href is fetched at most once per page load; `prefetch` does the fetching. */
export function createIntentPrefetcher(prefetch: (href: string) => void, timers: Timers = globalThis as unknown as Timers): IntentPrefetcher {
  const fetched = new Set<string>();
  const pending = new Map<string, unknown>();
  const run = (href: string) => {
    pending.delete(href);
    if (!fetched.has(href)) {
      fetched.add(href);
      prefetch(href);
    }
  };
  return {
    enter(href) {
      if (fetched.has(href) || pending.has(href)) return;
      pending.set(href, timers.setTimeout(() => run(href), INTENT_PREFETCH_DELAY_MS));
    },
    leave(href) {
      const handle = pending.get(href);
      if (handle !== undefined) {
        timers.clearTimeout(handle as never);
        pending.delete(href);
      }
    },
    now(href) {
      this.leave(href);
      run(href);
    },
  };
}
