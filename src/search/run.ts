/**
 * One search, from the query to the pages the dialog shows, over a Pagefind runtime given as
 * an argument: the dialog's engine passes the one it loaded (./engine.ts), the typo bench
 * (scripts/bench/searchTypos.ts) one loaded in Node.js against the built index.
 */
import { SEARCH } from '@/src/config/constants';
import { GENERAL_PRODUCT, SEARCH_FILTERS, type SearchPlan } from './config';
import { exactFirst, pickResults, toPageHit, type PagefindFragmentData, type PagefindResultRef, type SearchPageHit } from './results';
import { correctQuery, type Vocabulary } from './typos';

export interface PagefindResult extends PagefindResultRef {
  data: () => Promise<PagefindFragmentData>;
}

/** The part of Pagefind's runtime (pagefind.js) the site uses. */
export interface PagefindModule {
  options: (options: Record<string, unknown>) => Promise<void>;
  init: (language?: string) => Promise<void>;
  preload: (term: string, options?: Record<string, unknown>) => Promise<void>;
  search: (term: string, options?: Record<string, unknown>) => Promise<{ results: PagefindResult[] } | null>;
}

/** What the reader narrowed the search to: a product slug, a plan; null for all. */
export interface SearchFilterChoice {
  product: string | null;
  plan: SearchPlan | null;
}

export const NO_FILTERS: SearchFilterChoice = { product: null, plan: null };

export interface SearchAnswer {
  hits: SearchPageHit[];
  /** The query as corrected for typos, when a word of it was (its results come first). */
  corrected: string | null;
}

/** Pagefind's `filters` option for a choice (empty for none). */
export function pagefindFilters(choice: SearchFilterChoice): Record<string, string> {
  return {
    ...(choice.product ? { [SEARCH_FILTERS.product]: choice.product } : {}),
    ...(choice.plan ? { [SEARCH_FILTERS.plan]: choice.plan } : {}),
  };
}

/** Results of several runs in one list: each result once, where it first ranked. */
export function mergeResults<T extends PagefindResultRef>(...lists: readonly (readonly T[])[]): T[] {
  const seen = new Set<string>();
  return lists.flat().filter((result) => {
    if (seen.has(result.id)) return false;
    seen.add(result.id);
    return true;
  });
}

export interface SearchOptions {
  /** The reader's product: up to SEARCH.maxCurrentProductPages more of its pages are loaded so they can come first. */
  currentProduct: string;
  filters: SearchFilterChoice;
  /** The words typos are corrected to; null searches the query as typed only. */
  vocabulary: Vocabulary | null;
}

/**
 * The pages (with their best sections) that answer a query, in rank order. When a word is
 * misspelt (./typos.ts), the corrected query runs too and its results come first, then the
 * query's own. A product filter makes the current product's extra pages pointless.
 */
export async function searchPages(pagefind: PagefindModule, query: string, options: SearchOptions): Promise<SearchAnswer> {
  const corrected = options.vocabulary ? correctQuery(query, options.vocabulary) : null;
  const filters = pagefindFilters(options.filters);
  const boost = !options.filters.product && options.currentProduct !== GENERAL_PRODUCT;
  const run = async (text: string) => {
    const [all, current] = await Promise.all([
      pagefind.search(text, { filters }),
      boost ? pagefind.search(text, { filters: { ...filters, [SEARCH_FILTERS.product]: options.currentProduct } }) : null,
    ]);
    return { all: all?.results ?? [], current: current?.results ?? [] };
  };
  const [typed, fixed] = await Promise.all([run(query), corrected ? run(corrected) : null]);
  const all = mergeResults(fixed?.all ?? [], typed.all);
  const current = mergeResults(fixed?.current ?? [], typed.current);
  const picked = pickResults(all, current, SEARCH.maxPages, SEARCH.maxCurrentProductPages);
  const pages = await Promise.all(picked.map((result) => result.data()));
  const meant = corrected ?? query;
  return {
    hits: exactFirst(
      pages.map((page) => toPageHit(page, meant, SEARCH.maxSectionsPerPage)),
      meant,
    ),
    corrected,
  };
}
