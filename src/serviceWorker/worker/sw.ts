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
 *   that listener when `skipWaiting` is false), then claims the open pages. On activation the
 *   previous deploy's precached shell is not simply deleted: what the reader's saved pages still
 *   name moves to a cache of its own, so they keep opening offline with their JavaScript
 *   (src/serviceWorker/previousShell.ts).
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
import { planShellCleanup, staticUrlsIn } from '../previousShell';
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

/** A hashed file of a previous deploy that a saved page still names (moved there on activation). */
const fromPreviousShell: SerwistPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse, request }) =>
    cachedResponse ?? (await caches.match(request.url, { cacheName: RUNTIME_CACHES.previousShell })),
};

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  // Precaches of older Serwist or Workbox versions (other cache names): deleted. This deploy's
  // precache is cleaned on activation below.
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
      handler: new CacheFirst({ cacheName: RUNTIME_CACHES.assets, plugins: [keep(SW_CACHE_MAX_ENTRIES.assets), fromPreviousShell] }),
    },
  ],
  fallbacks: {
    entries: [{ url: OFFLINE_PATHNAME, matcher: ({ request }) => request.destination === 'document' }],
  },
});

/** The `/_next/static/` files named by the pages saved on this device. */
async function filesOfSavedPages(): Promise<Set<string>> {
  const pages = await caches.open(RUNTIME_CACHES.pages);
  const needed = new Set<string>();
  for (const request of await pages.keys()) {
    const html = await (await pages.match(request))?.text();
    staticUrlsIn(html ?? '', request.url).forEach((url) => needed.add(url));
  }
  return needed;
}

/**
 * Serwist's activation deletes every precached file the new deploy does not list; here the
 * files a saved page still names move to the previous-shell cache first, and that cache loses
 * the files no saved page names any more.
 */
async function cleanUpShell(): Promise<void> {
  const precache = await caches.open(serwist.precacheStrategy.cacheName);
  const previous = await caches.open(RUNTIME_CACHES.previousShell);
  const plan = planShellCleanup(
    (await precache.keys()).map((request) => request.url),
    new Set(serwist.getUrlsToPrecacheKeys().values()),
    (await previous.keys()).map((request) => request.url),
    await filesOfSavedPages(),
  );
  for (const url of plan.move) {
    const response = await precache.match(url);
    if (response) {
      await previous.put(url, response);
    }
  }
  await Promise.all([
    ...plan.deletePrecached.map((url) => precache.delete(url)),
    ...plan.deleteKept.map((url) => previous.delete(url)),
  ]);
}

// Serwist's listeners, its activation cleanup replaced by cleanUpShell.
self.addEventListener('install', serwist.handleInstall);
self.addEventListener('activate', (event) => event.waitUntil(cleanUpShell()));
self.addEventListener('fetch', serwist.handleFetch);
self.addEventListener('message', serwist.handleCache);
