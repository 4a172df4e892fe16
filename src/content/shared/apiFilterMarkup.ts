/**
 * The API member filter's hooks in the page markup: the build writes them into an API page's
 * HTML (scripts/compiler/api/filterBox.tsx), the browser's filter (src/content/apiFilter) reads
 * them, in the filter's own chunks (the page's first JavaScript only has ./apiFilterAttribute.ts).
 */

/** The key of the filter in the page's address: `/x/api/data-grid/data-grid/?filter=row`. */
export const API_FILTER_PARAM = 'filter';

/** The filter box's element; its value is the JSON of the strings the filter shows (`ApiFilterStrings`). */
export { API_FILTER_ATTRIBUTE } from './apiFilterAttribute';
/** Set on the box once its script runs (browser tests and styles wait for it). */
export const API_FILTER_READY_ATTRIBUTE = 'data-api-filter-ready';
/**
 * On <html> while a page opened with `?filter=` waits for its filter (set by the inline script
 * below): what follows the box stays invisible, in its place, until the filter has narrowed it,
 * so that nothing the reader sees moves (or for a few seconds at most, should the script fail).
 */
export const API_FILTER_PENDING_ATTRIBUTE = 'data-api-filter-pending';
/** The longest the members wait for the filter before they show unfiltered. */
export const API_FILTER_PENDING_MAX_MS = 3000;

/** The inline script of a page with a filter box, run before it paints. */
export function apiFilterPendingScript(): string {
  return `try{if(new URLSearchParams(location.search).get(${JSON.stringify(API_FILTER_PARAM)}))document.documentElement.setAttribute(${JSON.stringify(API_FILTER_PENDING_ATTRIBUTE)},"")}catch(e){}`;
}

/** On the `(124)` of a section heading: the span whose text becomes `12 of 124`; its value is the total. */
export const API_COUNT_ATTRIBUTE = 'data-api-count';

/** Ids and class names of the box's parts (one box per page). */
export const apiFilterParts = {
  box: 'api-filter',
  input: 'api-filter-input',
  clear: 'api-filter-clear',
  status: 'api-filter-status',
  statusText: 'api-filter-status-text',
  clearAll: 'api-filter-clear-all',
  live: 'api-filter-live',
} as const;

/**
 * What the filter writes at run time, in the language of the text it goes into: `count` into
 * the headings (the reference's language), the others into the box (the reader's language).
 * Placeholders: `{shown}`, `{total}`, `{count}`, `{query}`.
 */
export interface ApiFilterStrings {
  /** A heading's count while filtering: `{shown} of {total}`. */
  count: string;
  /** The status line without a filter: `All {total} shown`. */
  all: string;
  /** The status line with matches: `Showing {shown} of {total}`. */
  some: string;
  /** The status line (and the announcement) without a match: `No member matches “{query}”.` */
  none: string;
  /** Announced after typing: `1 match`, `{count} matches`. */
  one: string;
  many: string;
}

export const API_FILTER_STRING_KEYS = ['count', 'all', 'some', 'none', 'one', 'many'] as const satisfies readonly (keyof ApiFilterStrings)[];
