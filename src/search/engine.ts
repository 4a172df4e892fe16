/**
 * The Pagefind runtime, loaded from the export (`/x/pagefind/pagefind.js`, written by
 * scripts/search/build.ts) on first use, never bundled. Pagefind picks the index of the page's
 * language from `<html lang>`: English pages search the English index, `/zh/` pages the Chinese one.
 */
import { SEARCH } from '@/src/config/constants';
import { SEARCH_BUNDLE_PATH, SEARCH_FILTERS, GENERAL_PRODUCT } from './config';
import { capQuery } from './query';
import {
  exactFirst,
  pickResults,
  toPageHit,
  type PagefindFragmentData,
  type PagefindResultRef,
  type SearchPageHit,
} from './results';

interface PagefindResult extends PagefindResultRef {
  data: () => Promise<PagefindFragmentData>;
}

interface PagefindModule {
  options: (options: Record<string, unknown>) => Promise<void>;
  init: () => Promise<void>;
  preload: (term: string, options?: Record<string, unknown>) => Promise<void>;
  search: (term: string, options?: Record<string, unknown>) => Promise<{ results: PagefindResult[] } | null>;
}

let runtime: Promise<PagefindModule> | null = null;

/** Starts loading the runtime and the index's entry files (idempotent); a failure can be retried. */
export function loadSearchRuntime(): Promise<PagefindModule> {
  runtime ??= (import(/* webpackIgnore: true */ `${SEARCH_BUNDLE_PATH}pagefind.js`) as Promise<PagefindModule>)
    .then(async (pagefind) => {
      // Result URLs are site paths as indexed (the default base would be the bundle's parent, /x/).
      await pagefind.options({ basePath: SEARCH_BUNDLE_PATH, baseUrl: '/', excerptLength: SEARCH.excerptWords, ranking: SEARCH.ranking });
      await pagefind.init();
      return pagefind;
    })
    .catch((error: unknown) => {
      runtime = null;
      throw error;
    });
  return runtime;
}

/** Fetches the index chunks a query needs ahead of the search itself (while the reader types). */
export async function preloadQuery(query: string): Promise<void> {
  const pagefind = await loadSearchRuntime();
  await pagefind.preload(capQuery(query));
}

/** The last few searches (query and product), so a search started early is not run twice. */
const recentSearches = new Map<string, Promise<SearchPageHit[]>>();
const REMEMBERED_SEARCHES = 8;

async function runSearch(query: string, currentProduct: string): Promise<SearchPageHit[]> {
  const pagefind = await loadSearchRuntime();
  const [all, current] = await Promise.all([
    pagefind.search(query),
    currentProduct === GENERAL_PRODUCT
      ? null
      : pagefind.search(query, { filters: { [SEARCH_FILTERS.product]: currentProduct } }),
  ]);
  const picked = pickResults(all?.results ?? [], current?.results ?? [], SEARCH.maxPages, SEARCH.maxCurrentProductPages);
  const pages = await Promise.all(picked.map((result) => result.data()));
  return exactFirst(pages.map((page) => toPageHit(page, query, SEARCH.maxSectionsPerPage)), query);
}

/**
 * The pages (with their best sections) that answer a query, in rank order. The same query and
 * product asked again while remembered share one run (a failed run is forgotten).
 */
export function searchSite(typed: string, currentProduct: string): Promise<SearchPageHit[]> {
  // Whoever asks, Pagefind never reads more than the dialog lets the reader type.
  const query = capQuery(typed);
  const key = `${currentProduct}\n${query}`;
  const known = recentSearches.get(key);
  if (known) {
    return known;
  }
  const run = runSearch(query, currentProduct);
  recentSearches.set(key, run);
  run.catch(() => recentSearches.delete(key));
  while (recentSearches.size > REMEMBERED_SEARCHES) {
    const oldest = recentSearches.keys().next().value;
    if (oldest === undefined) break;
    recentSearches.delete(oldest);
  }
  return run;
}
