import { describe, expect, it } from 'vitest';
import { SEARCH } from '@/src/config/constants';
import { capQuery, queryAtCap } from '@/src/search/query';
import { parseRecent } from '@/src/search/recent';

const MAX = SEARCH.maxQueryLength;

describe('capQuery', () => {
  it.each([
    ['an empty query', '', ''],
    ['a short query', 'sorting', 'sorting'],
    ['a query of exactly the cap', 'a'.repeat(MAX), 'a'.repeat(MAX)],
    ['a pasted essay', 'a'.repeat(10_000), 'a'.repeat(MAX)],
    ['an emoji cut in half at the cap', `${'a'.repeat(MAX - 1)}😀`, 'a'.repeat(MAX - 1)],
    ['an emoji that fits', `${'a'.repeat(MAX - 2)}😀`, `${'a'.repeat(MAX - 2)}😀`],
  ])('%s', (_, query, capped) => {
    expect(capQuery(query)).toBe(capped);
  });
});

describe('queryAtCap (the note in the dialog)', () => {
  it.each([
    ['', false],
    ['a'.repeat(MAX - 1), false],
    ['a'.repeat(MAX), true],
  ])('%#', (query, atCap) => {
    expect(queryAtCap(query)).toBe(atCap);
  });
});

it('recent searches stored longer than the cap come back capped', () => {
  expect(parseRecent(JSON.stringify(['b'.repeat(5_000), 'grid']))).toEqual(['b'.repeat(MAX), 'grid']);
});
