// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { SITEMAP_MAX_URLS } from '@/src/config/constants';
import { robotsTxt, sitemapUrls, sitemapXml, type SitemapPage, type SitemapUrl } from '@/scripts/seo/sitemap';

const ORIGIN = 'https://docs.example.com';
const URLSET = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML = 'http://www.w3.org/1999/xhtml';
/** W3C Datetime (the forms sitemaps.org accepts): a date, or a date and time with a time zone. */
const W3C_DATETIME = /^\d{4}(-\d{2}(-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?)?)?$/;

const PAGES: SitemapPage[] = [
  { pathname: '/x/introduction', lastModified: '2026-11-20T10:04:00+01:00', translated: { en: true, zh: true } },
  { pathname: '/x/react-data-grid/sorting', lastModified: null, translated: { en: true, zh: false } },
  // Not a real page: a pathname with characters XML must escape.
  { pathname: "/x/a&b/it's", lastModified: '2026-01-02', translated: { en: true, zh: false } },
];

/** The sitemap as an XML parser reads it; fails the test on a well-formedness error. */
function parse(xml: string): Document {
  const document = new DOMParser().parseFromString(xml, 'application/xml');
  expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
  return document;
}

describe('sitemap.xml', () => {
  const document = parse(sitemapXml(sitemapUrls(PAGES, ORIGIN)));
  const urls = [...document.documentElement.children];

  it('is a urlset of the 0.9 namespace, one <url> with one absolute <loc> per listed page', () => {
    expect(document.documentElement.localName).toBe('urlset');
    expect(document.documentElement.namespaceURI).toBe(URLSET);
    for (const url of urls) {
      expect(url.namespaceURI).toBe(URLSET);
      const locs = [...url.children].filter((child) => child.localName === 'loc');
      expect(locs).toHaveLength(1);
      expect(new URL(locs[0]?.textContent ?? '').origin).toBe(ORIGIN);
    }
  });

  it('lists English pages and translated Chinese pages only (an untranslated route names the English page as canonical)', () => {
    expect(urls.map((url) => url.getElementsByTagNameNS(URLSET, 'loc')[0]?.textContent)).toEqual([
      `${ORIGIN}/x/introduction/`,
      `${ORIGIN}/zh/x/introduction/`,
      `${ORIGIN}/x/react-data-grid/sorting/`,
      `${ORIGIN}/x/a&b/it's/`,
    ]);
  });

  it('escapes what XML must escape, so the parser reads the URL back unchanged', () => {
    const xml = sitemapXml(sitemapUrls(PAGES, ORIGIN));
    expect(xml).toContain('<loc>https://docs.example.com/x/a&amp;b/it&apos;s/</loc>');
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  });

  it('gives lastmod as a W3C date when the page has one, and leaves it out when unknown', () => {
    const lastmods = urls.map((url) => url.getElementsByTagNameNS(URLSET, 'lastmod')[0]?.textContent ?? null);
    expect(lastmods).toEqual(['2026-11-20T10:04:00+01:00', '2026-11-20T10:04:00+01:00', null, '2026-01-02']);
    for (const lastmod of lastmods) {
      if (lastmod !== null) expect(lastmod).toMatch(W3C_DATETIME);
    }
  });

  it('gives each URL its language versions and x-default as xhtml:link alternates', () => {
    const alternates = (index: number) =>
      [...(urls[index]?.getElementsByTagNameNS(XHTML, 'link') ?? [])].map((link) => [link.getAttribute('rel'), link.getAttribute('hreflang'), link.getAttribute('href')]);
    const introduction = [
      ['alternate', 'en', `${ORIGIN}/x/introduction/`],
      ['alternate', 'zh', `${ORIGIN}/zh/x/introduction/`],
      ['alternate', 'x-default', `${ORIGIN}/x/introduction/`],
    ];
    expect(alternates(0)).toEqual(introduction);
    expect(alternates(1)).toEqual(introduction);
    expect(alternates(2)).toEqual([
      ['alternate', 'en', `${ORIGIN}/x/react-data-grid/sorting/`],
      ['alternate', 'x-default', `${ORIGIN}/x/react-data-grid/sorting/`],
    ]);
  });

  it(`holds at most ${SITEMAP_MAX_URLS} URLs`, () => {
    const url: SitemapUrl = { loc: `${ORIGIN}/x/`, lastmod: null, alternates: [] };
    expect(() => sitemapXml(Array.from({ length: SITEMAP_MAX_URLS }, () => url))).not.toThrow();
    expect(() => sitemapXml(Array.from({ length: SITEMAP_MAX_URLS + 1 }, () => url))).toThrow(/50000 one sitemap file may hold/);
  });
});

describe('robots.txt', () => {
  it('lets every crawler in and names the sitemap by its absolute URL', () => {
    expect(robotsTxt(ORIGIN)).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${ORIGIN}/sitemap.xml\n`);
  });
});
