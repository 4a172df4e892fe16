import { describe, expect, it } from 'vitest';
import { demoTotals, headingCovers, productOf, publishedDemos, staleRenamings, uncoveredTopics } from '@/scripts/content/parity';

describe('productOf', () => {
  it.each([
    ['/x/react-data-grid', 'Data Grid'],
    ['/x/react-data-grid/sorting', 'Data Grid'],
    ['/x/react-date-pickers/date-picker', 'Date and Time Pickers'],
    ['/x/react-charts/bars', 'Charts'],
    ['/x/react-tree-view/rich-tree-view/items', 'Tree View'],
    ['/x/common-concepts/custom-components', 'Common concepts'],
    ['/x/introduction/licensing', null],
    ['/x/react-data-gridx', null],
  ])('%s → %s', (pathname, product) => {
    expect(productOf(pathname)).toBe(product);
  });
});

describe('headingCovers', () => {
  it.each([
    { ours: 'Custom comparators', published: 'Custom comparator', expected: true },
    { ours: 'Disable sorting', published: 'Disable the sorting', expected: true },
    { ours: 'The `sortingOrder` prop', published: 'Sort order', expected: false },
    { ours: 'Initialize the sort model', published: 'Initialize the sort model', expected: true },
    { ours: 'Server-side sorting', published: 'Server-side sorting', expected: true },
    { ours: 'Server-side sorting', published: 'Sorting', expected: true },
    { ours: 'Styling rows', published: 'Styling cells', expected: false },
    { ours: 'API', published: '', expected: false },
  ])('$ours / $published → $expected', ({ ours, published, expected }) => {
    expect(headingCovers(ours, published)).toBe(expected);
  });
});

describe('uncoveredTopics', () => {
  const topics = [
    { title: '(intro)', level: 2, demos: 1 },
    { title: 'Multi-sorting', level: 2, demos: 1 },
    { title: 'Custom comparator', level: 2 },
    { title: 'Sort order', level: 3, demos: 2 },
  ];
  it('lists the topics no heading names, the intro and omissions aside', () => {
    expect(uncoveredTopics(topics, ['Multi-sorting', 'Custom comparators']).map((t) => t.title)).toEqual(['Sort order']);
    expect(uncoveredTopics(topics, ['Multi-sorting', 'Custom comparators'], { omitted: ['sort order'] })).toEqual([]);
  });
  it('never lists the marker of a published page without headings', () => {
    expect(uncoveredTopics([{ title: '(no topics found)', level: 2 }], [])).toEqual([]);
    expect(uncoveredTopics([{ title: '(no topics found)', level: 2 }, { title: 'Basics', level: 2 }], ['Overview']).map((t) => t.title)).toEqual(['Basics']);
  });
  it('matches an omission written with a plain space to a title with a no-break space', () => {
    expect(uncoveredTopics([{ title: 'Usage with Joy\u00a0UI', level: 2 }], [], { omitted: ['Usage with Joy UI'] })).toEqual([]);
  });
  it('counts a renamed topic only while its heading exists', () => {
    const renamed = [{ topic: 'Sort order', heading: 'The `sortingOrder` prop' }];
    expect(uncoveredTopics(topics, ['Multi-sorting', 'Custom comparators', 'The sortingOrder prop'], { renamed })).toEqual([]);
    expect(uncoveredTopics(topics, ['Multi-sorting', 'Custom comparators'], { renamed }).map((t) => t.title)).toEqual(['Sort order']);
    expect(staleRenamings(renamed, ['Multi-sorting'])).toEqual(['The `sortingOrder` prop']);
    expect(staleRenamings(renamed, ['The sortingOrder prop'])).toEqual([]);
  });
  it('counts the published demos', () => {
    expect(publishedDemos(topics)).toBe(4);
    expect(publishedDemos([])).toBe(0);
  });
});

describe('demoTotals', () => {
  it('adds ours and the published demos per product', () => {
    const totals = demoTotals(
      [
        { pathname: '/x/react-data-grid/sorting', demos: 6 },
        { pathname: '/x/react-charts/bars', demos: 3 },
        { pathname: '/x/introduction/licensing', demos: 1 },
      ],
      { '/x/react-data-grid/sorting': [{ title: 'A', level: 2, demos: 5 }], '/x/react-charts/bars': [{ title: 'B', level: 2, demos: 4 }] },
    );
    expect(totals.slice(0, 3)).toEqual([
      { product: 'Data Grid', ours: 6, published: 5 },
      { product: 'Date and Time Pickers', ours: 0, published: 0 },
      { product: 'Charts', ours: 3, published: 4 },
    ]);
  });
});
