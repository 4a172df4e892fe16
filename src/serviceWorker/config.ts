import { DOCS_PREFIX } from '../config/docsPrefix';

/**
 * What the page and the worker agree on: where the worker lives, what it controls, the
 * names of its runtime caches and the messages they exchange.
 */

/** The worker script, written by scripts/serviceWorker/build.ts into the export. */
export const SW_URL = `${DOCS_PREFIX}sw.js`;

/** The pages the worker controls: the docs (the Chinese pages, outside it, only register it). */
export const SW_SCOPE = DOCS_PREFIX;

/** Served (from the precache) in place of a page that was never visited, when offline. */
export const OFFLINE_PATHNAME = `${DOCS_PREFIX}offline/`;

/** Prefix of every cache the worker makes, so they are easy to tell apart in devtools. */
export const CACHE_PREFIX = 'mui-x-docs';

/**
 * Runtime caches: visited pages (HTML), their client-side navigation data, hashed assets, the
 * search's runtime and index files once a search has used them, and the shell files of previous
 * deploys that saved pages still name (src/serviceWorker/previousShell.ts).
 */
export const RUNTIME_CACHES = {
  pages: `${CACHE_PREFIX}-pages`,
  data: `${CACHE_PREFIX}-data`,
  assets: `${CACHE_PREFIX}-assets`,
  search: `${CACHE_PREFIX}-search`,
  previousShell: `${CACHE_PREFIX}-previous-shell`,
} as const;

/** Tells a waiting worker to activate now (Serwist listens for this type). */
export const SKIP_WAITING_MESSAGE = { type: 'SKIP_WAITING' } as const;

/** Asks the worker to fetch and cache URLs the page loaded before it was controlled. */
export function cacheUrlsMessage(urlsToCache: readonly string[]) {
  return { type: 'CACHE_URLS', payload: { urlsToCache: [...urlsToCache] } } as const;
}
