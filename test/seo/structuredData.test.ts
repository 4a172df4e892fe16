import { describe, expect, it } from 'vitest';
import { breadcrumbTrail } from '@/src/layout/seo/breadcrumbs';
import { socialCardPath } from '@/src/layout/seo/cardPath';
import { scriptJson, structuredData, type ArticleFacts } from '@/src/layout/seo/structuredData';
import { pageToTitle } from '@/src/navigation/tree';
import type { NavEntry } from '@/src/navigation/types';

const TREE: NavEntry[] = [
  { pathname: 'https://mui.com/x/whats-new/', title: "What's new" },
  {
    pathname: '/x/react-data-grid-group',
    title: 'Data Grid',
    children: [
      { pathname: '/x/react-data-grid', title: 'Overview' },
      {
        pathname: '/x/react-data-grid/main-features',
        title: 'Main features',
        children: [
          { pathname: '/x/react-data-grid/sorting', title: 'Sorting' },
          { pathname: '/x/react-data-grid/deep-group', title: 'Deeper', children: [{ pathname: '/x/react-data-grid/deep', title: 'Deep page' }] },
        ],
      },
      {
        pathname: '/x/api/data-grid-group',
        title: 'API reference',
        children: [
          { pathname: '/x/api/data-grid', title: 'Index' },
          { pathname: '/x/api/data-grid-components-group', subheader: 'Components', children: [{ pathname: '/x/api/data-grid/data-grid', title: 'DataGrid' }] },
        ],
      },
    ],
  },
];

const ZH: Record<string, string> = { '/x/react-data-grid-group': '数据表格', '/x/react-data-grid/sorting': '排序' };

describe('breadcrumbTrail: product › group › page from the nav', () => {
  it.each<[string, [string, string][]]>([
    ['/x/react-data-grid/sorting', [['Data Grid', '/x/react-data-grid'], ['Main features', '/x/react-data-grid/sorting'], ['Sorting', '/x/react-data-grid/sorting']]],
    ['/x/react-data-grid', [['Data Grid', '/x/react-data-grid'], ['Overview', '/x/react-data-grid']]],
    // Deeper groups: product and the group under it; subheaders are labels, not steps.
    ['/x/react-data-grid/deep', [['Data Grid', '/x/react-data-grid'], ['Main features', '/x/react-data-grid/sorting'], ['Deep page', '/x/react-data-grid/deep']]],
    ['/x/api/data-grid/data-grid', [['Data Grid', '/x/react-data-grid'], ['API reference', '/x/api/data-grid'], ['DataGrid', '/x/api/data-grid/data-grid']]],
    ['/x/not-in-the-nav', []],
  ])('%s', (pathname, trail) => {
    expect(breadcrumbTrail(TREE, pathname, pageToTitle).map((crumb) => [crumb.name, crumb.pathname])).toEqual(trail);
  });

  it('labels each step in the reader’s language, English where no translation exists', () => {
    const names = breadcrumbTrail(TREE, '/zh/x/react-data-grid/sorting/', (entry) => ZH[entry.pathname] ?? pageToTitle(entry)).map((crumb) => crumb.name);
    expect(names).toEqual(['数据表格', 'Main features', '排序']);
  });
});

describe('socialCardPath', () => {
  it.each([
    ['/x/react-data-grid/sorting', 'en', '/x/og/react-data-grid/sorting.png'],
    ['/x/react-data-grid/sorting', 'zh', '/zh/x/og/react-data-grid/sorting.png'],
    ['/x/introduction', 'en', '/x/og/introduction.png'],
  ] as const)('%s in %s → %s', (pathname, language, path) => {
    expect(socialCardPath(pathname, language)).toBe(path);
  });

  it('refuses a path outside the docs', () => {
    expect(() => socialCardPath('/blog/post', 'en')).toThrow('/blog/post is not a docs page');
  });
});

const FACTS: ArticleFacts = {
  url: 'https://mui.com/x/react-data-grid/sorting/',
  headline: 'Data Grid - Sorting',
  description: 'Easily sort your rows.',
  image: 'https://mui.com/x/og/react-data-grid/sorting.png',
  dateModified: '2026-11-20T10:04:00+01:00',
  inLanguage: 'en',
  breadcrumbs: [
    { name: 'Data Grid', url: 'https://mui.com/x/react-data-grid/' },
    { name: 'Sorting', url: 'https://mui.com/x/react-data-grid/sorting/' },
  ],
};

describe('structuredData', () => {
  it('is a TechArticle and its BreadcrumbList in one schema.org graph', () => {
    expect(structuredData(FACTS)).toEqual({
      '@context': 'https://schema.org',
      '@graph': [
        {
          '@type': 'TechArticle',
          headline: 'Data Grid - Sorting',
          description: 'Easily sort your rows.',
          url: 'https://mui.com/x/react-data-grid/sorting/',
          image: 'https://mui.com/x/og/react-data-grid/sorting.png',
          inLanguage: 'en',
          dateModified: '2026-11-20T10:04:00+01:00',
        },
        {
          '@type': 'BreadcrumbList',
          itemListElement: [
            { '@type': 'ListItem', position: 1, name: 'Data Grid', item: 'https://mui.com/x/react-data-grid/' },
            { '@type': 'ListItem', position: 2, name: 'Sorting', item: 'https://mui.com/x/react-data-grid/sorting/' },
          ],
        },
      ],
    });
  });

  it('leaves dateModified out when the last change is unknown, and the trail out when there is none', () => {
    const graph = structuredData({ ...FACTS, dateModified: null, breadcrumbs: [] })['@graph'] as Record<string, unknown>[];
    expect(graph).toHaveLength(1);
    expect(graph[0]).not.toHaveProperty('dateModified');
  });

  it('writes JSON no page text can break out of: </script>, <!-- and line separators are escaped, the value reads back the same', () => {
    const value = { headline: 'A </script><script>alert(1)</script> <!-- title \u2028' };
    const json = scriptJson(value);
    expect(json).not.toMatch(/<|\u2028/);
    expect(JSON.parse(json)).toEqual(value);
  });
});
