/**
 * The filter in the page's address (`?filter=row click`), so that a filtered page can be shared
 * and survives a reload. Pure functions of URLs; the browser part is in ./apiFilter.ts.
 */
import { API_FILTER } from '@/src/config/apiFilter';
import { API_FILTER_PARAM } from '../shared/apiFilterMarkup';

/** The filter a page's query string asks for (`location.search`), cut to the box's length; '' when none. */
export function filterFromSearch(search: string): string {
  return (new URLSearchParams(search).get(API_FILTER_PARAM) ?? '').slice(0, API_FILTER.maxQueryLength);
}

/**
 * `href` (absolute) with `filter` in its query, as a path for `history.replaceState`: the other
 * parameters and the hash are kept; a filter of white space only removes the parameter.
 */
export function pathWithFilter(href: string, filter: string): string {
  const url = new URL(href);
  if (filter.trim()) {
    url.searchParams.set(API_FILTER_PARAM, filter.trim());
  } else {
    url.searchParams.delete(API_FILTER_PARAM);
  }
  return `${url.pathname}${url.search}${url.hash}`;
}
