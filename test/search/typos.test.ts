import { describe, expect, it } from 'vitest';
import { correctQuery, correctWord, parseVocabulary, typoBudget, typoDistance } from '@/src/search/typos';

describe('typo distance (Damerau-Levenshtein, optimal string alignment)', () => {
  it.each([
    ['sorting', 'sorting', 2, 0],
    ['sortng', 'sorting', 2, 1], // a letter dropped
    ['sortiing', 'sorting', 2, 1], // a letter added
    ['sirting', 'sorting', 2, 1], // a letter changed
    ['sotring', 'sorting', 2, 1], // two neighbours swapped: one edit, not two
    ['agregaton', 'aggregation', 2, 2],
    ['abc', 'xyz', 1, 2], // past the bound: bound + 1
    ['pin', 'pinningrows', 2, 3], // lengths too far apart to be within the bound
    ['ca', 'abc', 3, 3], // OSA: a swap is not edited again
  ])('%s → %s (at most %i) is %i', (a, b, max, expected) => {
    expect(typoDistance(a, b, max)).toBe(expected);
  });
});

/** The whole optimal-string-alignment table, without bounds or early exits: the reference. */
function fullDistance(a: string, b: string): number {
  const table = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const row = table[i] ?? [];
      const above = table[i - 1] ?? [];
      row[j] = Math.min((above[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (above[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        row[j] = Math.min(row[j] ?? 0, (table[i - 2]?.[j - 2] ?? 0) + 1);
      }
    }
  }
  return table[a.length]?.[b.length] ?? 0;
}

describe('typo distance agrees with the full table, its bound and early exit aside', () => {
  // Words over a three-letter alphabet: swaps, repeats and near misses are frequent.
  let seed = 7;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648);
  const word = () => Array.from({ length: 1 + (next() % 9) }, () => 'abc'[next() % 3]).join('');
  const pairs = Array.from({ length: 400 }, () => [word(), word()] as const);
  it('on 400 pairs of short words, for bounds 0 to 3', () => {
    for (const [a, b] of pairs) {
      const exact = fullDistance(a, b);
      for (let max = 0; max <= 3; max += 1) {
        expect(typoDistance(a, b, max), `${a} ${b} at most ${max}`).toBe(Math.min(exact, max + 1));
      }
    }
  });
});

describe('typo budget by word length', () => {
  it.each([
    [3, 0],
    [4, 1],
    [7, 1],
    [8, 2],
    [20, 2],
  ])('%i letters: %i', (length, budget) => {
    expect(typoBudget(length)).toBe(budget);
  });
});

describe('the vocabulary file', () => {
  it('keeps correctable words once, lower case, in file order; skips the rest', () => {
    const vocabulary = parseVocabulary('Grid\n\ngrid\ncolumn\n  sorting  \n数据表格\nrow-grouping\n<script>\n');
    expect([...vocabulary.rank]).toEqual([
      ['grid', 0],
      ['column', 1],
      ['sorting', 2],
    ]);
    expect(vocabulary.sorted).toEqual(['column', 'grid', 'sorting']);
    expect(vocabulary.byLength.get(4)).toEqual(['grid']);
  });

  it('of nothing usable corrects nothing', () => {
    expect(correctQuery('agregation', parseVocabulary(''))).toBeNull();
    expect(correctQuery('agregation', parseVocabulary('{"not":"a list"}'))).toBeNull();
  });
});

const vocabulary = parseVocabulary(
  [
    // Most useful first: on a tie in distance, the earlier word wins.
    'grid',
    'date',
    'picker',
    'timezone',
    'aggregation',
    'daterangepicker',
    'linechart',
    'rowgrouping',
    'sorting',
    'pagination',
    'checkboxselection',
    'data',
    'dare',
    'column',
    'columns',
  ].join('\n'),
);

describe('correcting a word', () => {
  it.each([
    ['dateRangePiker', 'daterangepicker'],
    ['agregation', 'aggregation'],
    ['LineChrt', 'linechart'],
    ['rowGroupng', 'rowgrouping'],
    ['timezne', 'timezone'],
    ['checkboxSelecton', 'checkboxselection'],
    ['paginaton', 'pagination'],
    ['sotring', 'sorting'],
    ['gird', 'grid'],
    ['datr', 'date'], // date and dare are both one edit away: date is listed first
  ])('%s → %s', (word, expected) => {
    expect(correctWord(word, vocabulary)).toBe(expected);
  });

  it.each([
    ['sorting', 'a known word'],
    ['Sorting', 'a known word, whatever its case'],
    ['colu', 'the start of a known word: the reader is still typing'],
    ['grd', 'three letters: too short to correct'],
    ['xyzzyplugh', 'nothing known within two edits'],
    ['agrgtion', 'three edits away: past the budget of an eight-letter word'],
    ['timzne', 'two edits away: past the budget of a six-letter word'],
    ['排序', 'Chinese: never corrected'],
  ])('%s stays (%s)', (word) => {
    expect(correctWord(word, vocabulary)).toBeNull();
  });
});

describe('correcting a query', () => {
  it.each([
    ['dateRangePiker', 'daterangepicker'],
    ['agregation functions', 'aggregation functions'],
    ['sort by timezne, then gird', 'sort by timezone, then grid'],
    ['日期 timezne', '日期 timezone'],
  ])('%s → %s', (query, expected) => {
    expect(correctQuery(query, vocabulary)).toBe(expected);
  });

  it.each(['sorting', 'data grid', '日期选择器', '', 'colu'])('%s needs no correction (null)', (query) => {
    expect(correctQuery(query, vocabulary)).toBeNull();
  });
});
