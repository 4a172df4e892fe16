/**
 * Which requests the worker caches at runtime, by kind. Pure functions of the request's URL
 * and mode, shared by the worker and its unit tests.
 */
import { SEARCH_BUNDLE_PATH } from '../search/config';

export interface RequestInfo {
  url: URL;
  /** `request.mode`: `navigate` for page loads. */
  mode: string;
  /** Whether the URL has the worker's own origin. */
  sameOrigin: boolean;
}

/** A page: a navigation, or a same-origin trailing-slash URL (the export's page addresses). */
export function isPageRequest({ url, mode, sameOrigin }: RequestInfo): boolean {
  return mode === 'navigate' || (sameOrigin && url.pathname.endsWith('/'));
}

/** Client-side navigation data, versioned by build id: `/_next/data/<buildId>/...json`. */
export function isDataRequest({ url, sameOrigin }: RequestInfo): boolean {
  return sameOrigin && url.pathname.startsWith('/_next/data/');
}

/** Build output with hashed or build-id-versioned URLs: never changes once published. */
export function isHashedAsset({ url, sameOrigin }: RequestInfo): boolean {
  return sameOrigin && url.pathname.startsWith('/_next/static/');
}

/** Pagefind's index files: chunk, fragment, filter and meta files named by their content's hash. */
const SEARCH_INDEX_FILE = /\.pf_(index|fragment|filter|meta)$/;

/** A file of the search bundle (`/x/pagefind/`). */
function isSearchFile({ url, sameOrigin }: RequestInfo): boolean {
  return sameOrigin && url.pathname.startsWith(SEARCH_BUNDLE_PATH);
}

/** The search index's hashed files: a new index gives new names, so a cached one never goes stale. */
export function isSearchIndexFile(info: RequestInfo): boolean {
  return isSearchFile(info) && SEARCH_INDEX_FILE.test(info.url.pathname);
}

/** The search runtime and the index's entry file (fixed names: the network decides while online). */
export function isSearchRuntimeFile(info: RequestInfo): boolean {
  return isSearchFile(info) && !SEARCH_INDEX_FILE.test(info.url.pathname);
}
