import { describe, expect, it } from 'vitest';
import { localizePath, pathnameToLanguage } from '@/src/i18n/paths';

describe('pathnameToLanguage', () => {
  it.each([
    // input, userLanguage, canonicalAs, canonicalPathname
    ['/', 'en', '/', '/'],
    ['/x/react-data-grid/sorting/', 'en', '/x/react-data-grid/sorting/', '/x/react-data-grid/sorting'],
    ['/zh/x/react-data-grid/sorting/', 'zh', '/x/react-data-grid/sorting/', '/x/react-data-grid/sorting'],
    ['/en/x/introduction/', 'en', '/x/introduction/', '/x/introduction'],
    ['/zh/', 'zh', '/', '/'],
    ['/zh', 'zh', '/', '/'],
    ['/x/introduction/#licensing', 'en', '/x/introduction/#licensing', '/x/introduction'],
    ['/zh/x/introduction/support/#get-help', 'zh', '/x/introduction/support/#get-help', '/x/introduction/support'],
    ['/api/data-grid/', 'en', '/api/data-grid/', '/api-docs/data-grid'],
    ['/zh/api/data-grid/', 'zh', '/api/data-grid/', '/api-docs/data-grid'],
    ['/apis/', 'en', '/apis/', '/apis'],
    ['/x/api/data-grid/', 'en', '/x/api/data-grid/', '/x/api/data-grid'],
    ['/fr/x/introduction/', 'en', '/fr/x/introduction/', '/fr/x/introduction'],
    ['/zhx/introduction/', 'en', '/zhx/introduction/', '/zhx/introduction'],
    ['/blog/some-post/', 'en', '/blog/some-post/', '/blog/some-post'],
  ])('%s -> %s %s %s', (input, userLanguage, canonicalAs, canonicalPathname) => {
    expect(pathnameToLanguage(input)).toEqual({ userLanguage, canonicalAs, canonicalPathname });
  });
});

describe('localizePath', () => {
  it.each([
    ['/x/introduction', 'en', '/x/introduction/'],
    ['/x/introduction', 'zh', '/zh/x/introduction/'],
    ['/x/introduction/', 'zh', '/zh/x/introduction/'],
    ['/zh/x/introduction/', 'zh', '/zh/x/introduction/'],
    ['/zh/x/introduction/', 'en', '/x/introduction/'],
    ['/x/react-data-grid/sorting#sort-model', 'zh', '/zh/x/react-data-grid/sorting/#sort-model'],
    ['/x/react-data-grid/?tab=1', 'en', '/x/react-data-grid/?tab=1'],
    ['/', 'zh', '/zh/'],
    ['/blog/post', 'zh', '/blog/post/'],
    ['/favicon.ico', 'zh', '/favicon.ico'],
    ['/x/sw.js', 'zh', '/x/sw.js'],
    ['https://mui.com/x/', 'zh', 'https://mui.com/x/'],
    ['//cdn.example.com/a', 'zh', '//cdn.example.com/a'],
    ['#usage', 'zh', '#usage'],
    ['mailto:team@example.com', 'zh', 'mailto:team@example.com'],
  ] as const)('%s in %s -> %s', (input, language, expected) => {
    expect(localizePath(input, language)).toBe(expected);
  });
});
