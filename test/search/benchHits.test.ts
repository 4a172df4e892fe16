import { describe, expect, it } from 'vitest';
import { formatRates, hitRates, positionOf } from '@/scripts/bench/searchHits';
import type { SearchPageHit } from '@/src/search/results';

const hit = (url: string, sections: string[] = []): SearchPageHit => ({
  url,
  title: url,
  excerpt: '',
  product: 'data-grid',
  kind: 'guide',
  plan: null,
  sections: sections.map((section) => ({ title: section, url: section, excerpt: '', member: true })),
});

const hits = [hit('/x/a/'), hit('/x/api/b/', ['/x/api/b/#prop-c']), hit('/x/d/')];

describe('the search bench’s scoring', () => {
  it.each([
    [['/x/a/'], 1],
    [['/x/d/', '/x/a/'], 1], // any of the pages meant: the first found counts
    [['/x/api/b/#prop-c'], 2], // a member, found among its page's sections
    [['/x/d/'], 3],
    [['/x/e/'], null],
    [['/x/api/b/#prop-e'], null], // the right page without the member meant is a miss
  ])('%j is at %s', (wanted, position) => {
    expect(positionOf(hits, wanted)).toBe(position);
  });

  it('counts hits at rank 1 and in the top five', () => {
    const rates = hitRates([1, 2, 5, 6, null, 1]);
    expect(rates).toEqual({ queries: 6, first: 2, topFive: 4 });
    expect(formatRates(rates)).toBe('rank 1: 2/6 (33 %), top 5: 4/6 (67 %)');
  });
});
