import { describe, expect, it } from 'vitest';
import pages from '@/data/pages';
import { breadcrumbTrail } from '@/src/navigation/breadcrumbs';
import { pruneTree } from '@/src/navigation/prune';
import type { NavEntry } from '@/src/navigation/types';

const TREE: readonly NavEntry[] = [
  { pathname: 'https://example.com/whats-new/', title: "What's new" },
  { pathname: '/x/alone', title: 'Alone' },
  {
    pathname: '/x/product-group',
    title: 'Product',
    children: [
      { pathname: '/x/product', title: 'Overview' },
      {
        pathname: '/x/product/features',
        title: 'Features',
        children: [
          { pathname: '/x/product/sorting', title: 'Sorting' },
          { pathname: '/x/product/filtering', title: 'Filtering' },
        ],
      },
      {
        pathname: '/x/product-components',
        subheader: 'Components',
        children: [{ pathname: '/x/product/empty-group', title: 'Planned', children: [] }, { pathname: '/x/product/picker', title: 'Picker' }],
      },
    ],
  },
];

/** A trail as `label → link` pairs. */
function trailOf(tree: readonly NavEntry[], pathname: string): [string, string | null][] {
  return breadcrumbTrail(tree, pathname).map((crumb) => [crumb.entry.title ?? '', crumb.pathname]);
}

describe('breadcrumbTrail', () => {
  it.each([
    ['a page in a group of the product', '/x/product/filtering', [['Product', '/x/product'], ['Features', '/x/product/sorting'], ['Filtering', '/x/product/filtering']]],
    ['the product\'s first page', '/x/product', [['Product', '/x/product'], ['Overview', '/x/product']]],
    ['a page under a subheader (a label, left out)', '/x/product/picker', [['Product', '/x/product'], ['Picker', '/x/product/picker']]],
    ['a page outside every group', '/x/alone', []],
    ['a path outside the tree', '/x/nowhere', []],
    ['a language prefix and trailing slash', '/zh/x/product/sorting/', [['Product', '/x/product'], ['Features', '/x/product/sorting'], ['Sorting', '/x/product/sorting']]],
  ])('%s', (_, pathname, expected) => {
    expect(trailOf(TREE, pathname)).toEqual(expected);
  });

  it('links a group to its first page, links to other sites skipped', () => {
    // A group above a page holds at least that page, so each step of a trail has a link.
    const nested: NavEntry[] = [{ pathname: '/x/g', title: 'G', children: [{ pathname: 'https://example.com/', title: 'Out' }, { pathname: '/x/g/inner', title: 'Inner', children: [{ pathname: '/x/g/p', title: 'P' }] }] }];
    expect(trailOf(nested, '/x/g/p')).toEqual([['G', '/x/g/p'], ['Inner', '/x/g/p'], ['P', '/x/g/p']]);
  });

  it('reads the same trail from a page\'s pruned tree as from the whole nav', () => {
    const pathname = '/x/react-data-grid/filtering/quick-filter';
    expect(trailOf(pruneTree(pages, pathname), pathname)).toEqual([
      ['Data Grid', '/x/react-data-grid'],
      ['Filtering', '/x/react-data-grid/filtering'],
      ['Quick filter', pathname],
    ]);
    expect(trailOf(pages, pathname)).toEqual(trailOf(pruneTree(pages, pathname), pathname));
  });
});
