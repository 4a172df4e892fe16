/**
 * The service worker, bundled by scripts/serviceWorker/build.ts into `<export>/x/sw.js`.
 *
 * - Precache (`self.__SW_MANIFEST`, injected at build): the shell a page needs to start
 *   (framework chunks, CSS, fonts) and the offline page.
 * - Pages: network first, so readers get the deploy that is live and, offline, the copy
 *   from their last visit; a page never visited gets the offline page.
 * - Search (`/x/pagefind/`), once used: the hashed index files cache first, the runtime and
 *   the index's entry file network first, so search works offline after one use.
 * - `/_next/static/`: cache first (hashed or build-id-versioned URLs never change, so old
 *   and new deploys never share a URL); demo chunks land here the first time they load.
 * - Updates: the worker waits until a page sends `{ type: 'SKIP_WAITING' }` (Serwist adds
 *   that listener when `skipWaiting` is false), then claims the open pages.
 */
import {
  CacheFirst,
  ExpirationPlugin,
  NetworkFirst,
  Serwist,
  type PrecacheEntry,
  type RouteMatchCallbackOptions,
  type SerwistGlobalConfig,
  type SerwistPlugin,
} from 'serwist';
import { SW_CACHE_MAX_ENTRIES } from '../../config/constants';
import { CACHE_PREFIX, OFFLINE_PATHNAME, RUNTIME_CACHES } from '../config';
import {
  isDataRequest,
  isHashedAsset,
  isPageRequest,
  isSearchIndexFile,
  isSearchRuntimeFile,
  type RequestInfo,
} from '../requests';

declare global {
  interface WorkerGlobalScope extends SerwistGlobalConfig {
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  }
}

declare const self: ServiceWorkerGlobalScope;

const info = ({ request, url, sameOrigin }: RouteMatchCallbackOptions): RequestInfo => ({
  url,
  mode: request.mode,
  sameOrigin,
});

const keep = (maxEntries: number) => new ExpirationPlugin({ maxEntries, purgeOnQuotaError: true });

/** Pagefind asks for its entry file with a cache-busting `?ts=`: one cache entry per file, found offline too. */
const withoutQuery: SerwistPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => {
    const url = new URL(request.url);
    url.search = '';
    return url.href;
  },
};

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  precacheOptions: { cleanupOutdatedCaches: true },
  cacheId: CACHE_PREFIX,
  skipWaiting: false,
  clientsClaim: true,
  navigationPreload: true,
  disableDevLogs: true,
  runtimeCaching: [
    // Search (src/search): nothing until a reader searches; then offline search keeps working.
    {
      matcher: (options) => isSearchIndexFile(info(options)),
      handler: new CacheFirst({ cacheName: RUNTIME_CACHES.search, plugins: [keep(SW_CACHE_MAX_ENTRIES.search)] }),
    },
    {
      matcher: (options) => isSearchRuntimeFile(info(options)),
      handler: new NetworkFirst({ cacheName: RUNTIME_CACHES.search, plugins: [withoutQuery, keep(SW_CACHE_MAX_ENTRIES.search)] }),
    },
    {
      matcher: (options) => isPageRequest(info(options)),
      handler: new NetworkFirst({ cacheName: RUNTIME_CACHES.pages, plugins: [keep(SW_CACHE_MAX_ENTRIES.pages)] }),
    },
    {
      matcher: (options) => isDataRequest(info(options)),
      handler: new NetworkFirst({ cacheName: RUNTIME_CACHES.data, plugins: [keep(SW_CACHE_MAX_ENTRIES.data)] }),
    },
    {
      matcher: (options) => isHashedAsset(info(options)),
      handler: new CacheFirst({ cacheName: RUNTIME_CACHES.assets, plugins: [keep(SW_CACHE_MAX_ENTRIES.assets)] }),
    },
  ],
  fallbacks: {
    entries: [{ url: OFFLINE_PATHNAME, matcher: ({ request }) => request.destination === 'document' }],
  },
});

serwist.addEventListeners();
