import { describe, expect, it } from 'vitest';
import {
  countEntries,
  exactFirst,
  excerptParts,
  pageName,
  groupHits,
  pickResults,
  pickSections,
  toPageHit,
  type PagefindFragmentData,
  type SearchPageHit,
} from '@/src/search/results';
import { searchProductOf } from '@/src/search/product';

const hit = (url: string, product: string, sections = 0): SearchPageHit => ({
  url,
  title: url,
  excerpt: '',
  product,
  kind: 'guide',
  plan: null,
  sections: Array.from({ length: sections }, (_, index) => ({ title: `s${index}`, url: `${url}#s${index}`, excerpt: '', member: false })),
});

const ref = (id: string, score = 1) => ({ id, score });

describe('pickResults: which results get their details loaded', () => {
  it.each([
    {
      name: 'site-wide best only when the current product adds nothing',
      all: ['a', 'b', 'c'],
      current: ['b'],
      max: 2,
      maxCurrent: 2,
      expected: ['a', 'b'],
    },
    {
      name: 'lower-ranked pages of the current product are added, in site rank order',
      all: ['a', 'b', 'c', 'd', 'e'],
      current: ['e', 'c'],
      max: 2,
      maxCurrent: 4,
      expected: ['a', 'b', 'c', 'e'],
    },
    { name: 'extra pages are capped', all: ['a', 'b', 'c', 'd'], current: ['c', 'd'], max: 1, maxCurrent: 1, expected: ['a', 'c'] },
    { name: 'no results', all: [], current: [], max: 10, maxCurrent: 4, expected: [] },
  ])('$name', ({ all, current, max, maxCurrent, expected }) => {
    expect(pickResults(all.map((id) => ref(id)), current.map((id) => ref(id)), max, maxCurrent).map((result) => result.id)).toEqual(expected);
  });
});

describe('groupHits: grouped by product, the reader’s product first', () => {
  it.each([
    {
      name: 'current product first, then others by their best page',
      hits: [hit('/1', 'charts'), hit('/2', 'data-grid'), hit('/3', 'general'), hit('/4', 'data-grid')],
      current: 'data-grid',
      expected: [
        ['data-grid', ['/2', '/4']],
        ['charts', ['/1']],
        ['general', ['/3']],
      ],
    },
    {
      name: 'on a general page, general pages come first',
      hits: [hit('/1', 'tree-view'), hit('/2', 'general'), hit('/3', 'tree-view')],
      current: 'general',
      expected: [
        ['general', ['/2']],
        ['tree-view', ['/1', '/3']],
      ],
    },
    {
      name: 'a current product with no hits changes nothing',
      hits: [hit('/1', 'charts'), hit('/2', 'date-pickers')],
      current: 'data-grid',
      expected: [
        ['charts', ['/1']],
        ['date-pickers', ['/2']],
      ],
    },
    { name: 'no hits, no groups', hits: [], current: 'charts', expected: [] },
  ])('$name', ({ hits, current, expected }) => {
    expect(groupHits(hits, current).map((group) => [group.product, group.hits.map((item) => item.url)])).toEqual(expected);
  });

  it('counts pages and their sections', () => {
    expect(countEntries(groupHits([hit('/1', 'charts', 2), hit('/2', 'general', 0)], 'charts'))).toBe(4);
  });
});

describe('pageName: what a page is called without its product or "API"', () => {
  it.each([
    ['Data Grid - Pagination', 'Pagination'],
    ['Date and Time Pickers - Date Range Picker', 'Date Range Picker'],
    ['DataGridPro API', 'DataGridPro'],
    ['Installation', 'Installation'],
    ['UTC and timezones', 'UTC and timezones'],
  ])('%s → %s', (title, name) => {
    expect(pageName(title)).toBe(name);
  });
});

describe('exactFirst: pages named as the query, then pages with a section named so', () => {
  const withSection = (url: string, title: string): SearchPageHit => ({
    ...hit(url, 'data-grid'),
    sections: [{ title, url: `${url}#x`, excerpt: '', member: true }],
  });
  it.each([
    {
      name: 'an exact member name moves its pages up, rank kept among them',
      query: 'checkboxSelection',
      hits: [withSection('/guide', 'Selecting rows'), withSection('/pro', 'checkboxSelection'), withSection('/mit', 'checkboxSelection')],
      expected: ['/pro', '/mit', '/guide'],
    },
    {
      name: 'case does not matter',
      query: 'SORTMODEL',
      hits: [withSection('/a', 'Sorting'), withSection('/b', 'sortModel')],
      expected: ['/b', '/a'],
    },
    {
      name: 'a query of several words keeps rank order',
      query: 'sort model',
      hits: [withSection('/a', 'Sorting'), withSection('/b', 'sortModel')],
      expected: ['/a', '/b'],
    },
    {
      name: 'a page named as the query comes before pages with a member named so',
      query: 'pagination',
      hits: [withSection('/api', 'pagination'), { ...withSection('/guide', 'Paginating'), title: 'Data Grid - Pagination' }],
      expected: ['/guide', '/api'],
    },
    {
      name: 'a page name of several words matches a query of several words, case and spaces aside',
      query: 'column  Pinning',
      hits: [withSection('/api', 'pinnedColumns'), { ...withSection('/guide', 'Pinning'), title: 'Data Grid - Column pinning' }],
      expected: ['/guide', '/api'],
    },
    {
      name: 'an API page goes by its component name',
      query: 'DataGridPro',
      hits: [withSection('/guide', 'DataGridPro'), { ...withSection('/api', 'props'), title: 'DataGridPro API' }],
      expected: ['/api', '/guide'],
    },
    {
      name: 'no exact match: rank order unchanged',
      query: 'sort',
      hits: [withSection('/a', 'Sorting'), withSection('/b', 'sortModel')],
      expected: ['/a', '/b'],
    },
  ])('$name', ({ query, hits, expected }) => {
    expect(exactFirst(hits, query).map((item) => item.url)).toEqual(expected);
  });
});

const page = (subs: { title: string; anchor?: string; element?: string; locations?: number }[]): PagefindFragmentData => ({
  url: '/x/api/data-grid/data-grid/',
  excerpt: 'The <mark>DataGrid</mark> props',
  meta: { title: 'DataGrid API' },
  filters: { product: ['data-grid'], kind: ['api'], plan: [] },
  sub_results: subs.map((sub) => ({
    title: sub.title,
    url: sub.anchor ? `/x/api/data-grid/data-grid/#${sub.anchor}` : '/x/api/data-grid/data-grid/',
    excerpt: sub.title,
    locations: Array.from({ length: sub.locations ?? 1 }, (_, index) => index),
    ...(sub.anchor ? { anchor: { element: sub.element ?? 'h2', id: sub.anchor } } : {}),
  })),
});

describe('pickSections: the sections shown under a page', () => {
  it.each([
    {
      name: 'a member whose name is the query comes first, flagged as a member',
      query: 'checkboxSelection',
      subs: [
        { title: 'DataGrid API' },
        { title: 'Props', anchor: 'props', locations: 5 },
        { title: 'checkboxSelection', anchor: 'prop-checkboxSelection', element: 'h6' },
      ],
      expected: [
        ['checkboxSelection', '#prop-checkboxSelection', true],
        ['Props', '#props', false],
      ],
    },
    {
      name: 'the member named exactly as the query before longer names it starts',
      query: 'checkboxSelection',
      subs: [
        { title: 'checkboxSelectionVisibleOnly', anchor: 'prop-checkboxSelectionVisibleOnly', element: 'h6', locations: 3 },
        { title: 'checkboxSelection', anchor: 'prop-checkboxSelection', element: 'h6', locations: 1 },
      ],
      expected: [
        ['checkboxSelection', '#prop-checkboxSelection', true],
        ['checkboxSelectionVisibleOnly', '#prop-checkboxSelectionVisibleOnly', true],
      ],
    },
    {
      name: 'multi-word query matches a camelCase name',
      query: 'sort model',
      subs: [
        { title: 'Import', anchor: 'import', locations: 3 },
        { title: 'sortModel', anchor: 'prop-sortModel', element: 'h6' },
      ],
      expected: [
        ['sortModel', '#prop-sortModel', true],
        ['Import', '#import', false],
      ],
    },
    {
      name: 'without a title match, the most matches first, then page order; capped',
      query: 'zzz',
      subs: [
        { title: 'A', anchor: 'a', locations: 1 },
        { title: 'B', anchor: 'b', locations: 3 },
        { title: 'C', anchor: 'c', locations: 1 },
        { title: 'D', anchor: 'd', locations: 1 },
      ],
      expected: [
        ['B', '#b', false],
        ['A', '#a', false],
        ['C', '#c', false],
      ],
    },
  ])('$name', ({ query, subs, expected }) => {
    expect(pickSections(page(subs), query, 3).map((section) => [section.title, section.url.slice(section.url.indexOf('#')), section.member])).toEqual(expected);
  });

  it('reads product, kind and plan from the filters', () => {
    const data = { ...page([]), filters: { product: ['data-grid'], kind: ['api'], plan: ['premium'] } };
    expect(toPageHit(data, 'x', 3)).toMatchObject({ title: 'DataGrid API', product: 'data-grid', kind: 'api', plan: 'premium' });
    expect(toPageHit({ ...data, filters: {} }, 'x', 3)).toMatchObject({ product: 'general', kind: 'guide', plan: null });
  });
});

describe('excerptParts: Pagefind’s excerpt as text, never HTML', () => {
  it.each([
    ['plain', 'no match here', [{ text: 'no match here', mark: false }]],
    [
      'marks',
      'the <mark>sort</mark> model &amp; <mark>rows</mark>',
      [
        { text: 'the ', mark: false },
        { text: 'sort', mark: true },
        { text: ' model & ', mark: false },
        { text: 'rows', mark: true },
      ],
    ],
    ['escaped markup stays text', '&lt;img onerror=x&gt;', [{ text: '<img onerror=x>', mark: false }]],
    ['stray tags are dropped', 'a <b>bold</b> <mark>hit</mark>', [{ text: 'a bold ', mark: false }, { text: 'hit', mark: true }]],
  ])('%s', (_, excerpt, expected) => {
    expect(excerptParts(excerpt)).toEqual(expected);
  });
});

describe('searchProductOf: the reader’s product from the URL', () => {
  it.each([
    ['/x/react-data-grid/sorting/', 'data-grid'],
    ['/zh/x/react-date-pickers/date-picker/', 'date-pickers'],
    ['/x/api/charts/bar-chart/', 'charts'],
    ['/x/react-tree-view', 'tree-view'],
    ['/x/introduction/installation/', 'general'],
    ['/x/react-data-grid-other/', 'general'],
  ])('%s → %s', (path, product) => {
    expect(searchProductOf(path)).toBe(product);
  });
});
