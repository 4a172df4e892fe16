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
