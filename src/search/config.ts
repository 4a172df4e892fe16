/**
 * What the search's build step (scripts/search/build.ts) and the dialog agree on: where the
 * index lives, the filter names. The hooks in the page markup are in ./markup.ts.
 */

/** The Pagefind bundle (runtime and index) inside the export: `<export>/x/pagefind/`. */
export const SEARCH_BUNDLE_PATH = '/x/pagefind/';

/**
 * In the copy of a page given to the indexer, each API member's name becomes a heading of this
 * level carrying the member's anchor id (the markdown never uses it), so Pagefind makes it a
 * result of its own; the dialog tells members from headings by it.
 */
export const MEMBER_HEADING_TAG = 'h6';

/** The filters every indexed page carries (set by the build from the nav tree). */
export const SEARCH_FILTERS = { product: 'product', kind: 'kind', plan: 'plan' } as const;

/** Values of the `product` filter: a product's slug, or this one for pages of no product. */
export const GENERAL_PRODUCT = 'general';

/** Values of the `plan` filter: a page needing no commercial plan carries this one. */
export const COMMUNITY_PLAN = 'community';
export type SearchPlan = typeof COMMUNITY_PLAN | 'pro' | 'premium';
export const SEARCH_PLANS: readonly SearchPlan[] = [COMMUNITY_PLAN, 'pro', 'premium'];

/**
 * The words of each language's index a misspelt query word may be corrected to, one a line
 * (scripts/search/vocabulary.ts writes it, src/search/typos.ts reads it), in the bundle.
 */
export function vocabularyFile(languageTag: string): string {
  return `vocabulary.${languageTag}.txt`;
}

/** sessionStorage key of the dialog's product and plan filters (kept for the session). */
export const SEARCH_FILTERS_KEY = 'search.filters';

/** Values of the `kind` filter. */
export type SearchKind = 'guide' | 'api';

/** localStorage key of the recent searches. */
export const RECENT_SEARCHES_KEY = 'search.recent';

/** Suggested in the dialog before anything is typed (nav pathnames). */
export const POPULAR_PATHNAMES = [
  '/x/introduction/installation',
  '/x/react-data-grid',
  '/x/react-data-grid/sorting',
  '/x/react-data-grid/filtering',
  '/x/react-date-pickers/date-picker',
  '/x/react-charts/bars',
  '/x/react-tree-view',
  '/x/api/data-grid/data-grid',
] as const;
