import { SEARCH } from '@/src/config/constants';

/**
 * The query as the search reads it: its first SEARCH.maxQueryLength characters (never half of
 * a character written with two UTF-16 units).
 */
export function capQuery(query: string): string {
  if (query.length <= SEARCH.maxQueryLength) {
    return query;
  }
  const capped = query.slice(0, SEARCH.maxQueryLength);
  return /[\uD800-\uDBFF]$/.test(capped) ? capped.slice(0, -1) : capped;
}

/** Whether the query is as long as the search reads: the input takes no more. */
export function queryAtCap(query: string): boolean {
  return query.length >= SEARCH.maxQueryLength;
}
