import { describe, expect, it } from 'vitest';
import realPages from '@/data/pages';
import { pruneTree } from '@/src/navigation/prune';
import { findActivePage, flattenPages, walkTree } from '@/src/navigation/tree';
import type { NavEntry } from '@/src/navigation/types';

const tree: NavEntry[] = [
  { pathname: 'https://mui.com/x/whats-new/', title: "What's new" },
  {
    pathname: '/x/introduction-group',
    title: 'Introduction',
    children: [
      { pathname: '/x/introduction', title: 'Overview' },
      { pathname: '/x/introduction/installation', title: 'Installation' },
    ],
  },
  {
    pathname: '/x/react-data-grid-group',
    title: 'Data Grid',
    children: [
      { pathname: '/x/react-data-grid', title: 'Overview' },
      {
        pathname: '/x/react-data-grid/main-features',
        subheader: 'Main features',
        children: [
          {
            pathname: '/x/react-data-grid/columns',
            title: 'Columns',
            children: [
              { pathname: '/x/react-data-grid/column-definition', title: 'Column definition' },
              { pathname: '/x/react-data-grid/column-pinning', title: 'Column pinning', plan: 'pro' },
            ],
          },
          { pathname: '/x/react-data-grid/sorting', title: 'Sorting' },
        ],
      },
      {
        pathname: '/x/api/data-grid-group',
        title: 'API reference',
        children: [{ pathname: '/x/api/data-grid/data-grid', title: 'DataGrid' }],
      },
    ],
  },
  { pathname: '/x/empty-group', title: 'Empty', children: [] },
];

/** Every entry of a tree as `pathname` (pruned groups marked with `*`), depth first. */
function shape(entries: readonly NavEntry[]): string[] {
  const result: string[] = [];
  walkTree(entries, (entry) => result.push(entry.pruned ? `${entry.pathname}*` : entry.pathname));
  return result;
}

describe('pruneTree', () => {
  it.each([
    {
      // The page's product stays whole, closed groups inside it included.
      active: '/x/react-data-grid/sorting',
      expected: [
        'https://mui.com/x/whats-new/',
        '/x/introduction-group*',
        '/x/introduction',
        '/x/react-data-grid-group',
        '/x/react-data-grid',
        '/x/react-data-grid/main-features',
        '/x/react-data-grid/columns',
        '/x/react-data-grid/column-definition',
        '/x/react-data-grid/column-pinning',
        '/x/react-data-grid/sorting',
        '/x/api/data-grid-group',
        '/x/api/data-grid/data-grid',
        '/x/empty-group*',
      ],
    },
    {
      active: '/x/introduction/installation',
      expected: [
        'https://mui.com/x/whats-new/',
        '/x/introduction-group',
        '/x/introduction',
        '/x/introduction/installation',
        '/x/react-data-grid-group*',
        '/x/react-data-grid',
        '/x/empty-group*',
      ],
    },
    {
      // Outside the tree (the 404): every group closed, each with its way in.
      active: null,
      expected: [
        'https://mui.com/x/whats-new/',
        '/x/introduction-group*',
        '/x/introduction',
        '/x/react-data-grid-group*',
        '/x/react-data-grid',
        '/x/empty-group*',
      ],
    },
  ])('keeps the product of $active whole and closes the others', ({ active, expected }) => {
    expect(shape(pruneTree(tree, active))).toEqual(expected);
  });

  it('keeps the active page findable with the same ancestors', () => {
    for (const page of flattenPages(realPages).filter((entry) => entry.pathname.startsWith('/x'))) {
      const full = findActivePage(realPages, page.pathname);
      const pruned = findActivePage(pruneTree(realPages, page.pathname), page.pathname);
      expect(pruned?.ancestors.map((group) => group.pathname)).toEqual(full?.ancestors.map((group) => group.pathname));
    }
  });

  it('does not grow with groups the page is not in', () => {
    const synthetic: NavEntry = {
      pathname: '/x/synthetic-group',
      title: 'Synthetic',
      children: Array.from({ length: 50 }, (_, group): NavEntry => ({
        pathname: `/x/synthetic-${group}-group`,
        title: `Group ${group}`,
        children: Array.from({ length: 20 }, (__, page) => ({ pathname: `/x/synthetic/page-${group}-${page}` as const, title: `Page ${page}` })),
      })),
    };
    const before = JSON.stringify(pruneTree(realPages, '/x/introduction/licensing'));
    const after = JSON.stringify(pruneTree([...realPages, synthetic], '/x/introduction/licensing'));
    // One closed group and its first page more, whatever the size of what it holds.
    expect(after.length - before.length).toBeLessThan(200);
    expect(after.length).toBeLessThan(JSON.stringify(realPages).length / 2);
  });
});
