import { describe, expect, it } from 'vitest';
import { didYouMean, editDistance, nearest } from '@/scripts/mcp/nearby';

describe('editDistance', () => {
  it.each([
    ['', '', Infinity, 0],
    ['sortModel', 'sortModel', Infinity, 0],
    ['', 'abc', Infinity, 3],
    ['sortModl', 'sortModel', Infinity, 1],
    ['DataGird', 'DataGrid', Infinity, 2],
    ['kitten', 'sitting', Infinity, 3],
    ['column', 'colum', Infinity, 1],
    // Past the bound, the answer is bound + 1, whatever the real distance.
    ['kitten', 'sitting', 1, 2],
    ['abc', 'abcdefgh', 2, 3],
    ['a much longer word than the other', 'short', 4, 5],
  ])('%j → %j (at most %d): %d', (a, b, max, expected) => {
    expect(editDistance(a, b, max)).toBe(expected);
  });

  it('is symmetric, also when the second word is longer than any before', () => {
    const long = 'x'.repeat(200);
    expect(editDistance(long, `${long}y`)).toBe(1);
    expect(editDistance(`${long}y`, long)).toBe(1);
  });
});

describe('nearest', () => {
  const pages = ['/x/react-data-grid/sorting', '/x/react-data-grid/filtering', '/x/react-data-grid', '/x/react-charts/bars', '/x/introduction'];
  const keys = (pathname: string) => [pathname, pathname.split('/').at(-1) ?? ''];

  it.each([
    // The page one letter off, then the page whose path it extends.
    ['/x/react-data-grid/sortin', ['/x/react-data-grid/sorting', '/x/react-data-grid']],
    ['sorting', ['/x/react-data-grid/sorting']],
    ['filterng', ['/x/react-data-grid/filtering']],
    ['filtr', []],
    ['BARS', ['/x/react-charts/bars']],
    ['/x/react-data-grid/sort', ['/x/react-data-grid/sorting', '/x/react-data-grid']],
    ['something else entirely', []],
    ['', []],
  ])('%j → %j', (input, expected) => {
    expect(nearest(input, pages, keys)).toEqual(expected);
  });

  it('keeps at most the number asked for, the closest first and ties in the given order', () => {
    expect(nearest('grid', ['DataGrid', 'DataGridPro', 'DataGridPremium', 'Grid'], (name) => [name], 2)).toEqual(['Grid', 'DataGrid']);
  });
});

describe('didYouMean', () => {
  it.each([
    [[], ''],
    [['DataGrid'], ' Did you mean "DataGrid"?'],
    [['A', 'B'], ' Did you mean "A" or "B"?'],
    [['A', 'B', 'C'], ' Did you mean "A", "B" or "C"?'],
  ])('%j → %j', (names, expected) => {
    expect(didYouMean(names)).toBe(expected);
  });
});
