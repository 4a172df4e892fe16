/**
 * The Pagefind runtime, loaded from the export (`/x/pagefind/pagefind.js`, written by
 * scripts/search/build.ts) on first use, never bundled. Pagefind picks the index of the page's
 * language from `<html lang>`: English pages search the English index, `/zh/` pages the Chinese
 * one. The vocabulary of that index (for typo correction) loads beside it.
 */
import { SEARCH } from '@/src/config/constants';
import { SEARCH_BUNDLE_PATH, vocabularyFile } from './config';
import { capQuery } from './query';
import { searchPages, type PagefindModule, type SearchAnswer, type SearchFilterChoice } from './run';
import { parseVocabulary, type Vocabulary } from './typos';

let runtime: Promise<PagefindModule> | null = null;
let vocabulary: Promise<Vocabulary | null> | null = null;

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
  void loadVocabulary();
  return runtime;
}

/**
 * The page language's vocabulary, or null while it cannot load (the search then runs as
 * typed, without typo correction; the next search tries again).
 */
function loadVocabulary(): Promise<Vocabulary | null> {
  vocabulary ??= fetch(`${SEARCH_BUNDLE_PATH}${vocabularyFile(document.documentElement.lang || 'en')}`)
    .then(async (response) => {
      if (!response.ok) throw new Error(`${response.status}`);
      return parseVocabulary(await response.text());
    })
    .catch(() => {
      vocabulary = null;
      return null;
    });
  return vocabulary;
}

/** Fetches the index chunks a query needs ahead of the search itself (while the reader types). */
export async function preloadQuery(query: string): Promise<void> {
  const pagefind = await loadSearchRuntime();
  await pagefind.preload(capQuery(query));
}

/** The last few searches (query, product and filters), so a search started early is not run twice. */
const recentSearches = new Map<string, Promise<SearchAnswer>>();
const REMEMBERED_SEARCHES = 8;

async function runSearch(query: string, currentProduct: string, filters: SearchFilterChoice): Promise<SearchAnswer> {
  const [pagefind, words] = await Promise.all([loadSearchRuntime(), loadVocabulary()]);
  return searchPages(pagefind, query, { currentProduct, filters, vocabulary: words });
}

/**
 * The pages (with their best sections) that answer a query, in rank order, and the query as
 * corrected for typos. The same query, product and filters asked again while remembered share
 * one run (a failed run is forgotten).
 */
export function searchSite(typed: string, currentProduct: string, filters: SearchFilterChoice): Promise<SearchAnswer> {
  // Whoever asks, Pagefind never reads more than the dialog lets the reader type.
  const query = capQuery(typed);
  const key = `${currentProduct}\n${filters.product ?? ''}\n${filters.plan ?? ''}\n${query}`;
  const known = recentSearches.get(key);
  if (known) {
    return known;
  }
  const run = runSearch(query, currentProduct, filters);
  recentSearches.set(key, run);
  run.catch(() => recentSearches.delete(key));
  while (recentSearches.size > REMEMBERED_SEARCHES) {
    const oldest = recentSearches.keys().next().value;
    if (oldest === undefined) break;
    recentSearches.delete(oldest);
  }
  return run;
}
