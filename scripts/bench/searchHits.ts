/**
 * How well a search answered a query the bench knows the answer to, as pure functions: the
 * position of the first result that is one of the pages meant (a page URL, or a member's URL
 * with its anchor, found among a page's sections), and the hit rates of a list of queries.
 */
import type { SearchPageHit } from '@/src/search/results';

/** The 1-based position of the first page that is (or holds, as a section) one of `wanted`; null when none is. */
export function positionOf(hits: readonly SearchPageHit[], wanted: readonly string[]): number | null {
  const index = hits.findIndex((hit) => wanted.includes(hit.url) || hit.sections.some((section) => wanted.includes(section.url)));
  return index < 0 ? null : index + 1;
}

export interface HitRates {
  queries: number;
  /** Queries whose meant page came first. */
  first: number;
  /** Queries whose meant page was among the first five. */
  topFive: number;
}

export function hitRates(positions: readonly (number | null)[]): HitRates {
  return {
    queries: positions.length,
    first: positions.filter((position) => position === 1).length,
    topFive: positions.filter((position) => position !== null && position <= 5).length,
  };
}

export function formatRates({ queries, first, topFive }: HitRates): string {
  const share = (count: number) => `${count}/${queries} (${Math.round((100 * count) / Math.max(1, queries))} %)`;
  return `rank 1: ${share(first)}, top 5: ${share(topFive)}`;
}
