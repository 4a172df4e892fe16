import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_FILTER } from '@/src/config/apiFilter';
import { filterFromSearch, pathWithFilter } from '@/src/content/apiFilter/address';
import { later, nextAnnouncement } from '@/src/content/apiFilter/later';
import { filterWords, matchesFilter, normalizeFilterText } from '@/src/content/apiFilter/match';

/** A row's text as the filter reads it: name, marks, type, default and description. */
const ROW = normalizeFilterText(`onRowClick  (params: GridRowParams, event: MuiEvent<React.MouseEvent>) => void
  Callback fired when a row is clicked. Not called if the target clicked is an interactive element added by the built-in columns.`);
const PLAN_ROW = normalizeFilterText('checkboxSelectionVisibleOnly Pro (Pro plan) boolean false If true, the selection model will retain selected rows.');
const CLASS_ROW = normalizeFilterText('.MuiDataGrid-root root Styles applied to the root element.');

describe('the API member filter: which rows match', () => {
  it.each([
    ['no query: every row', '', ROW, true],
    ['white space only: every row', '   \t ', ROW, true],
    ['a name, in other case', 'ONROWCLICK', ROW, true],
    ['part of a name', 'rowcli', ROW, true],
    ['a word of the type', 'gridrowparams', ROW, true],
    ['a word of the description', 'interactive', ROW, true],
    ['two words, both there, in any order', 'clicked onRow', ROW, true],
    ['two words, one missing', 'row sorting', ROW, false],
    ['a word that is nowhere', 'pagination', ROW, false],
    ['type punctuation as typed', '=> void', ROW, true],
    ['brackets are not special', 'muievent<react.mouseevent>', ROW, true],
    ['an unbalanced bracket does not throw', '(params', ROW, true],
    ['regular expression characters are plain', '.*', ROW, false],
    ['the plan mark', 'pro plan', PLAN_ROW, true],
    ['a default value', 'false', PLAN_ROW, true],
    ['a CSS class with its dot', '.muidatagrid-root', CLASS_ROW, true],
    ['a rule name', 'root element', CLASS_ROW, true],
    ['full-width letters typed with a Chinese input method', 'ｒｏｏｔ', CLASS_ROW, true],
    ['words across a line break of the row', 'void callback', ROW, true],
  ])('%s: %j', (_case, query, text, expected) => {
    expect(matchesFilter(filterWords(query), text)).toBe(expected);
  });

  it.each([
    ['', []],
    ['  Row   CLICK ', ['row', 'click']],
    ['row row Row', ['row']],
    ['tab\tand\nnewline', ['tab', 'and', 'newline']],
  ])('the words of %j are %j', (query, words) => {
    expect(filterWords(query)).toEqual(words);
  });

  it('reads at most the box’s length of a query', () => {
    const long = `${'a'.repeat(API_FILTER.maxQueryLength)} zzz`;
    expect(filterWords(long)).toEqual(['a'.repeat(API_FILTER.maxQueryLength)]);
    expect(filterWords('abc def', 3)).toEqual(['abc']);
  });
});

describe('the filter in the address', () => {
  it.each([
    ['', ''],
    ['?filter=row', 'row'],
    ['?filter=row+click', 'row click'],
    ['?filter=row%20click&x=1', 'row click'],
    ['?other=1', ''],
    ['?filter=', ''],
    ['?filter=%E8%A1%8C', '行'],
  ])('%j asks for %j', (search, filter) => {
    expect(filterFromSearch(search)).toBe(filter);
  });

  it('cuts a query from the address to the box’s length', () => {
    expect(filterFromSearch(`?filter=${'b'.repeat(API_FILTER.maxQueryLength * 3)}`)).toHaveLength(API_FILTER.maxQueryLength);
  });

  it.each([
    ['https://x.test/x/api/data-grid/data-grid/', 'row', '/x/api/data-grid/data-grid/?filter=row'],
    ['https://x.test/x/api/data-grid/data-grid/', ' row  click ', '/x/api/data-grid/data-grid/?filter=row++click'],
    ['https://x.test/x/api/data-grid/data-grid/?filter=row', '', '/x/api/data-grid/data-grid/'],
    ['https://x.test/x/api/data-grid/data-grid/?filter=row', '   ', '/x/api/data-grid/data-grid/'],
    ['https://x.test/zh/x/api/data-grid/data-grid/?a=1#prop-rows', 'rows', '/zh/x/api/data-grid/data-grid/?a=1&filter=rows#prop-rows'],
    ['https://x.test/x/api/data-grid/data-grid/?filter=a&b=2', 'c&d', '/x/api/data-grid/data-grid/?filter=c%26d&b=2'],
  ])('%s with %j is %s', (href, filter, path) => {
    expect(pathWithFilter(href, filter)).toBe(path);
    expect(filterFromSearch(new URL(path, href).search)).toBe(filter.trim());
  });
});

describe('what waits for a pause in typing', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs the last request once, a delay after it', () => {
    vi.useFakeTimers();
    const calls: string[] = [];
    const pending = later(1000, { setTimeout: (callback, ms) => Number(setTimeout(callback, ms)), clearTimeout: (id) => clearTimeout(id) });
    pending.run(() => calls.push('r'));
    vi.advanceTimersByTime(600);
    pending.run(() => calls.push('ro'));
    vi.advanceTimersByTime(999);
    expect(calls).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(calls).toEqual(['ro']);
    pending.run(() => calls.push('row'));
    pending.cancel();
    vi.advanceTimersByTime(5000);
    expect(calls).toEqual(['ro']);
  });

  it.each([
    ['', '3 matches', '3 matches'],
    ['3 matches', '3 matches', '3 matches\u00a0'],
    ['3 matches\u00a0', '3 matches', '3 matches'],
    ['3 matches', '1 match', '1 match'],
  ])('after %j, %j is written %j (a repeated message is heard again)', (previous, message, written) => {
    expect(nextAnnouncement(previous, message)).toBe(written);
  });
});
