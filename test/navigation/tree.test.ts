import { describe, expect, it } from 'vitest';
import realPages from '@/data/pages';
import {
  findActivePage,
  findDuplicatePathnames,
  flattenPages,
  normalizeRoutePathname,
  pageNeighbours,
  pageToTitle,
} from '@/src/navigation/tree';
import type { NavEntry } from '@/src/navigation/types';

const tree: NavEntry[] = [
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
            children: [{ pathname: '/x/react-data-grid/column-pinning', title: 'Column pinning', plan: 'pro' }],
          },
          { pathname: 'https://github.com/mui/mui-x', title: 'GitHub' },
          { pathname: '/x/react-data-grid/sorting', title: 'Sorting' },
        ],
      },
      { pathname: '/x/api/data-grid/data-grid-pro', title: 'DataGridPro', plan: 'pro' },
    ],
  },
];

describe('flattenPages', () => {
  it('lists pages depth-first, without groups, subheaders or external links', () => {
    expect(flattenPages(tree).map((page) => page.pathname)).toEqual([
      '/x/introduction',
      '/x/introduction/installation',
      '/x/react-data-grid',
      '/x/react-data-grid/column-pinning',
      '/x/react-data-grid/sorting',
      '/x/api/data-grid/data-grid-pro',
    ]);
  });
});

describe('normalizeRoutePathname', () => {
  it.each([
    ['/x/react-data-grid/sorting', '/x/react-data-grid/sorting'],
    ['/x/react-data-grid/sorting/', '/x/react-data-grid/sorting'],
    ['/zh/x/react-data-grid/sorting', '/x/react-data-grid/sorting'],
    ['/x/api/data-grid/data-grid-pro/[docsTab]', '/x/api/data-grid/data-grid-pro'],
    ['/zh/x/api/data-grid/data-grid-pro/[docsTab]/', '/x/api/data-grid/data-grid-pro'],
    ['/x/react-data-grid/sorting/#sort-model', '/x/react-data-grid/sorting'],
    ['/', '/'],
  ])('%s -> %s', (input, expected) => {
    expect(normalizeRoutePathname(input)).toBe(expected);
  });
});

describe('findActivePage', () => {
  it.each([
    ['/x/react-data-grid/column-pinning', '/x/react-data-grid/column-pinning', ['Data Grid', 'Main features', 'Columns']],
    ['/zh/x/react-data-grid/column-pinning/', '/x/react-data-grid/column-pinning', ['Data Grid', 'Main features', 'Columns']],
    ['/x/api/data-grid/data-grid-pro/[docsTab]', '/x/api/data-grid/data-grid-pro', ['Data Grid']],
    ['/x/introduction', '/x/introduction', ['Introduction']],
  ])('%s is the entry %s inside %j', (route, pathname, ancestors) => {
    const active = findActivePage(tree, route);
    expect(active?.page.pathname).toBe(pathname);
    expect(active?.ancestors.map((ancestor) => pageToTitle(ancestor))).toEqual(ancestors);
  });

  it.each(['/x/react-data-grid/columns', '/x/react-data-grid-group', '/x/unknown', '/404'])(
    'returns null for %s (a group or no entry)',
    (route) => {
      expect(findActivePage(tree, route)).toBeNull();
    },
  );

  it('throws on a pathname listed twice', () => {
    const duplicated: NavEntry[] = [...tree, { pathname: '/x/react-data-grid/sorting', title: 'Again' }];
    expect(() => findActivePage(duplicated, '/x/introduction')).toThrow(
      'Duplicated pathname in the navigation tree: /x/react-data-grid/sorting',
    );
  });
});

describe('findDuplicatePathnames', () => {
  it('finds groups and pages listed twice', () => {
    expect(
      findDuplicatePathnames([
        { pathname: '/x/a', title: 'A', children: [{ pathname: '/x/b', title: 'B' }, { pathname: '/x/a', title: 'A' }] },
        { pathname: '/x/b', title: 'B' },
      ]),
    ).toEqual(['/x/a', '/x/b']);
  });

  it('finds none in the real navigation tree', () => {
    expect(findDuplicatePathnames(realPages)).toEqual([]);
  });
});

describe('pageNeighbours', () => {
  it.each([
    ['/x/introduction', null, '/x/introduction/installation'],
    ['/x/introduction/installation', '/x/introduction', '/x/react-data-grid'],
    ['/x/react-data-grid/column-pinning', '/x/react-data-grid', '/x/react-data-grid/sorting'],
    ['/zh/x/react-data-grid/sorting/', '/x/react-data-grid/column-pinning', '/x/api/data-grid/data-grid-pro'],
    ['/x/api/data-grid/data-grid-pro', '/x/react-data-grid/sorting', null],
    ['/x/unknown', null, null],
  ])('%s: prev %s, next %s', (route, prev, next) => {
    const neighbours = pageNeighbours(tree, route);
    expect(neighbours.prev?.pathname ?? null).toBe(prev);
    expect(neighbours.next?.pathname ?? null).toBe(next);
  });
});

describe('pageToTitle', () => {
  it.each<[Parameters<typeof pageToTitle>[0], string]>([
    [{ pathname: '/x/react-data-grid/sorting', title: 'Sorting' }, 'Sorting'],
    [{ pathname: '/x/react-data-grid/main-features', subheader: 'Main features', children: [] }, 'Main features'],
    [{ pathname: '/x/react-data-grid/column-pinning' }, 'Column pinning'],
    [{ pathname: '/x/react-data-grid' }, 'Data grid'],
    [{ pathname: '/x/react-charts-group', children: [] }, 'Charts'],
    [{ pathname: '/x/api/data-grid/data-grid-pro' }, 'DataGridPro'],
    [{ pathname: '/api-docs/date-pickers/date-time-picker' }, 'DateTimePicker'],
    [{ pathname: '/x/introduction/installation/' }, 'Installation'],
  ])('%j -> %s', (page, title) => {
    expect(pageToTitle(page)).toBe(title);
  });
});

describe('Chinese nav titles', () => {
  it('name only entries that exist in the tree', async () => {
    const { default: navZh } = await import('@/translations/nav-zh.json');
    const pathnames = new Set<string>();
    const collect = (entries: readonly NavEntry[]) =>
      entries.forEach((entry) => {
        pathnames.add(entry.pathname);
        if (entry.children) {
          collect(entry.children);
        }
      });
    collect(realPages);
    expect(Object.keys(navZh).filter((pathname) => !pathnames.has(pathname))).toEqual([]);
  });
});
