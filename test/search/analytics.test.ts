import { describe, expect, it } from 'vitest';
import { searchEvent, type SearchSession } from '@/src/search/analytics';

const session = (overrides: Partial<SearchSession>): SearchSession => ({
  query: 'sort model',
  resultCount: 7,
  openedPosition: null,
  privacySignal: false,
  ...overrides,
});

describe('searchEvent: what analytics learns of a search', () => {
  it.each([
    {
      name: 'closed without opening, no privacy signal: the words are sent',
      input: {},
      expected: { name: 'search', params: { query_length: 10, result_count: 7, outcome: 'close', search_term: 'sort model' } },
    },
    {
      name: 'GPC or DNT: length and count only, never the words',
      input: { privacySignal: true },
      expected: { name: 'search', params: { query_length: 10, result_count: 7, outcome: 'close' } },
    },
    {
      name: 'an opened member result: its position and kind',
      input: { query: ' checkboxSelection ', openedPosition: 2, openedKind: 'member' as const, privacySignal: true },
      expected: { name: 'search', params: { query_length: 17, result_count: 7, outcome: 'open', position: 2, result_kind: 'member' } },
    },
    {
      name: 'an opened result without a kind counts as a page',
      input: { openedPosition: 1, resultCount: 1 },
      expected: { name: 'search', params: { query_length: 10, result_count: 1, outcome: 'open', position: 1, result_kind: 'page', search_term: 'sort model' } },
    },
    {
      name: 'no results: a zero count',
      input: { query: 'qwxz', resultCount: 0, privacySignal: true },
      expected: { name: 'search', params: { query_length: 4, result_count: 0, outcome: 'close' } },
    },
    { name: 'an empty query sends nothing', input: { query: '   ' }, expected: null },
  ])('$name', ({ input, expected }) => {
    expect(searchEvent(session(input))).toEqual(expected);
  });
});
