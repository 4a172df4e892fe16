import { describe, expect, it } from 'vitest';
import { buildIndex, matchQuery, rank, snippet, type IndexedDocument } from '@/scripts/mcp/rank';
import { queryTerms, stem, wordForms } from '@/scripts/mcp/tokens';

describe('words as the search compares them', () => {
  it.each([
    ['sorting', 'sort'],
    ['sorted', 'sort'],
    ['sorts', 'sort'],
    ['columns', 'column'],
    ['pinning', 'pin'],
    ['entries', 'entry'],
    ['boxes', 'box'],
    ['classes', 'class'],
    ['status', 'status'],
    ['grid', 'grid'],
    ['sortmodel', 'sortmodel'],
    ['v7', 'v7'],
  ])('stem(%j) is %j', (word, expected) => {
    expect(stem(word)).toBe(expected);
  });

  it.each([
    ['sortModel', [['sortmodel', false], ['sort', true], ['model', true]]],
    ['MuiDataGrid', [['muidatagrid', false], ['mui', true], ['data', true], ['grid', true]]],
    ['GridAPIRef', [['gridapiref', false], ['grid', true], ['api', true], ['ref', true]]],
    ['Sorting', [['sort', false]]],
    ['排序方法', [['排序', false], ['序方', false], ['方法', false]]],
    ['表', [['表', false]]],
  ])('wordForms(%j)', (word, expected) => {
    expect(wordForms(word).map(({ token, part }) => [token, part])).toEqual(expected);
  });

  it.each([
    ['how to sort by two columns', ['sort', 'two', 'column']],
    ['sortModel', ['sortmodel']],
    ['DataGrid sortModel', ['datagrid', 'sortmodel']],
    ['.MuiDataGrid-root', ['muidatagrid', 'root']],
    // Only question words: kept, rather than nothing.
    ['how to', ['how', 'to']],
    ['sort sorting sorted', ['sort']],
    ['   ', []],
  ])('queryTerms(%j) is %j', (query, expected) => {
    expect(queryTerms(query)).toEqual(expected);
  });
});

const DOCUMENTS: IndexedDocument[] = [
  { title: 'Data Grid - Sorting', pageTitle: 'Data Grid - Sorting', text: 'Users sort rows by clicking a column header.' },
  { title: 'Sorting by several columns (Pro)', pageTitle: 'Data Grid - Sorting', text: 'The sort model can hold several items.' },
  { title: 'Data Grid - Filtering', pageTitle: 'Data Grid - Filtering', text: 'Filter two columns, then sort them, or sort first.' },
  { title: 'sortModel', pageTitle: 'DataGrid API', text: 'GridSortModel – Set the sort model of the Data Grid.' },
  { title: 'columnHeaderSortIcon', pageTitle: 'DataGrid API', text: 'Sort icon component rendered in each column header.' },
  { title: 'sortModelChange', pageTitle: 'Events', text: 'Fired when the sort model changes.' },
  { title: 'Date Range Picker', pageTitle: 'Date Range Picker', text: 'Pick a start and an end date.' },
  { title: '排序', pageTitle: '数据表格 - 排序', text: '用户点击列标题对行进行排序。' },
];
const index = buildIndex(DOCUMENTS);
const titles = (query: string, accept?: (id: number) => boolean) =>
  rank(index, matchQuery(index, query), accept).map(({ id }) => DOCUMENTS[id]?.title);

describe('rank', () => {
  it.each([
    // A title word weighs more than the same word in a text; "two" finds "several".
    ['how to sort by two columns', 'Sorting by several columns (Pro)'],
    // A one-word query equal to a title comes first.
    ['sortModel', 'sortModel'],
    ['sortmodel', 'sortModel'],
    // One typo, two from eight letters.
    ['sortModl', 'sortModel'],
    ['sortMdoel', 'sortModel'],
    // The start of a word.
    ['date rang', 'Date Range Picker'],
    // A hump of an identifier is found, below a word of a title.
    ['icon', 'columnHeaderSortIcon'],
    ['filtering', 'Data Grid - Filtering'],
    ['排序', '排序'],
  ])('%j ranks %j first', (query, expected) => {
    expect(titles(query)[0]).toBe(expected);
  });

  it('puts documents with more of the terms first', () => {
    expect(titles('filter columns').slice(0, 1)).toEqual(['Data Grid - Filtering']);
  });

  it('finds nothing for words the index does not have, or an empty query', () => {
    expect(titles('zzyzx')).toEqual([]);
    expect(titles('')).toEqual([]);
  });

  it('keeps only what `accept` accepts, in the same order', () => {
    const all = titles('sort');
    expect(titles('sort', (id) => id !== 3)).toEqual(all.filter((title) => title !== 'sortModel'));
  });
});

describe('snippet', () => {
  const long = `${'Filler words come first here. '.repeat(10)}The sort model holds several items, in priority order. ${'More filler after it. '.repeat(10)}`;

  it.each([
    ['sort model', long, '… first here. The sort model holds several items, in priority order. More filler after it. More filler after it. More filler after it. More …'],
    ['zzyzx', 'Short text.', 'Short text.'],
    ['anything', '', ''],
  ])('for %j', (query, text, expected) => {
    expect(snippet(text, matchQuery(index, query), 24)).toBe(expected);
  });
});
