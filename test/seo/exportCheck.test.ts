import { describe, expect, it } from 'vitest';
import { headFacts, sitemapLocs, sitemapProblems, urlPathOfFile, type ExportedPage } from '@/scripts/seo/exportCheck';

const O = 'https://mui.com';
const page = (file: string, url: string, canonical: string | null, noindex = false): ExportedPage => ({ file, url, canonical, noindex });

const SORTING = page('x/react-data-grid/sorting/index.html', `${O}/x/react-data-grid/sorting/`, `${O}/x/react-data-grid/sorting/`);
const ZH_UNTRANSLATED = page('zh/x/react-data-grid/sorting/index.html', `${O}/zh/x/react-data-grid/sorting/`, `${O}/x/react-data-grid/sorting/`);
const REDIRECT = page('x/index.html', `${O}/x/`, `${O}/x/introduction/`);
const NOT_FOUND = page('404.html', `${O}/404.html`, null, true);
const PAGES = [SORTING, ZH_UNTRANSLATED, REDIRECT, NOT_FOUND];

describe('the sitemap against the export', () => {
  it.each<[string, string[], string[]]>([
    ['every indexable page once, nothing else', [SORTING.url], []],
    ['an indexable page missing', [], [`x/react-data-grid/sorting/index.html (${SORTING.url}) is an indexable page but is not in the sitemap.`]],
    ['a page listed twice', [SORTING.url, SORTING.url], [`${SORTING.url} is listed 2 times.`]],
    ['an untranslated route (canonical elsewhere)', [SORTING.url, ZH_UNTRANSLATED.url], [`${ZH_UNTRANSLATED.url} is in the sitemap but zh/x/react-data-grid/sorting/index.html is not indexable (canonical ${SORTING.url}).`]],
    ['a redirect page', [SORTING.url, REDIRECT.url], [`${REDIRECT.url} is in the sitemap but x/index.html is not indexable (canonical ${O}/x/introduction/).`]],
    ['a noindex page', [SORTING.url, NOT_FOUND.url], [`${NOT_FOUND.url} is in the sitemap but 404.html is not indexable (noindex).`]],
    ['a URL no file has', [SORTING.url, `${O}/x/gone/`], [`${O}/x/gone/ is in the sitemap but no exported HTML page has that URL.`]],
  ])('%s', (_, locs, problems) => {
    expect(sitemapProblems(locs, PAGES)).toEqual(problems);
  });
});

describe('reading the export', () => {
  it('reads the <loc> values back unescaped', () => {
    expect(sitemapLocs('<urlset><url><loc>https://a.b/x/a&amp;b/</loc></url><url><loc>https://a.b/x/c/</loc></url></urlset>')).toEqual(['https://a.b/x/a&b/', 'https://a.b/x/c/']);
  });

  it.each([
    ['<head><link rel="canonical" href="https://mui.com/x/a/"/></head>', { canonical: 'https://mui.com/x/a/', noindex: false }],
    ['<head><meta name="robots" content="noindex"/></head>', { canonical: null, noindex: true }],
    ['<head></head><body><link rel="canonical" href="https://mui.com/x/body/"/></body>', { canonical: null, noindex: false }],
  ])('head facts of %s', (html, facts) => {
    expect(headFacts(html)).toEqual(facts);
  });

  it.each([
    ['x/react-data-grid/sorting/index.html', '/x/react-data-grid/sorting/'],
    ['index.html', '/'],
    ['404.html', '/404.html'],
  ])('%s is served at %s', (file, url) => {
    expect(urlPathOfFile(file)).toBe(url);
  });
});
