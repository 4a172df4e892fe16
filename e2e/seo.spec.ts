import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { SOCIAL_CARD } from '@/src/config/constants';
import { SITE_ORIGIN } from '@/src/config/site';
import { expectHydrated } from './site';

/** The site's own path of an absolute URL on SITE_ORIGIN (the export is served elsewhere here). */
function sitePath(url: string): string {
  expect(url.startsWith(`${SITE_ORIGIN}/`), url).toBe(true);
  return url.slice(SITE_ORIGIN.length);
}

async function headTags(page: Page) {
  return page.evaluate(() => {
    const meta = (selector: string) => [...document.head.querySelectorAll(selector)].map((element) => element.getAttribute('content'));
    return {
      title: document.title,
      h1: document.querySelector('h1')?.textContent ?? '',
      description: meta('meta[name="description"]'),
      canonical: [...document.head.querySelectorAll('link[rel="canonical"]')].map((link) => link.getAttribute('href')),
      ogTitle: meta('meta[property="og:title"]'),
      ogDescription: meta('meta[property="og:description"]'),
      ogUrl: meta('meta[property="og:url"]'),
      ogType: meta('meta[property="og:type"]'),
      ogLocale: meta('meta[property="og:locale"]'),
      ogImage: meta('meta[property="og:image"]'),
      ogImageWidth: meta('meta[property="og:image:width"]'),
      ogImageHeight: meta('meta[property="og:image:height"]'),
      twitterCard: meta('meta[name="twitter:card"]'),
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent ?? 'null') as unknown),
    };
  });
}

/** The card behind an og:image URL: served as a PNG whose header says 1200 × 630. */
async function expectCard(request: APIRequestContext, imageUrl: string) {
  const response = await request.get(sitePath(imageUrl));
  expect(response.status(), imageUrl).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
  const png = await response.body();
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([SOCIAL_CARD.width, SOCIAL_CARD.height]);
}

interface Graph {
  '@context': string;
  '@graph': { '@type': string; [key: string]: unknown }[];
}

const CASES = [
  { path: '/x/react-data-grid/sorting/', canonical: '/x/react-data-grid/sorting/', image: '/x/og/react-data-grid/sorting.png', locale: 'en_US', inLanguage: 'en', trail: ['Data Grid', 'Sorting'] },
  // A page in a group: product › group › page.
  { path: '/x/react-data-grid/row-height/', canonical: '/x/react-data-grid/row-height/', image: '/x/og/react-data-grid/row-height.png', locale: 'en_US', inLanguage: 'en', trail: ['Data Grid', 'Rows', 'Row height'] },
  // A translated Chinese page: its own canonical, a Chinese card, the trail in Chinese.
  { path: '/zh/x/introduction/', canonical: '/zh/x/introduction/', image: '/zh/x/og/introduction.png', locale: 'zh_CN', inLanguage: 'zh', trail: ['简介', '概览'] },
  // An untranslated Chinese route: the English page is its canonical; the card is the Chinese route's.
  { path: '/zh/x/react-data-grid/sorting/', canonical: '/x/react-data-grid/sorting/', image: '/zh/x/og/react-data-grid/sorting.png', locale: 'en_US', inLanguage: 'en', trail: null },
];

test.describe('social cards and structured data', () => {
  for (const expected of CASES) {
    test(`${expected.path}: Open Graph, Twitter and JSON-LD tags in the head; the card is a 1200 × 630 PNG`, async ({ page, request }) => {
      await page.goto(expected.path);
      const tags = await headTags(page);
      const canonical = `${SITE_ORIGIN}${expected.canonical}`;
      const image = `${SITE_ORIGIN}${expected.image}`;
      expect(tags.canonical).toEqual([canonical]);
      expect(tags.ogUrl).toEqual([canonical]);
      expect(tags.ogTitle).toEqual([tags.title]);
      expect(tags.ogDescription).toEqual(tags.description);
      expect(tags.ogType).toEqual(['article']);
      expect(tags.ogLocale).toEqual([expected.locale]);
      expect(tags.ogImage).toEqual([image]);
      expect(tags.ogImageWidth).toEqual([String(SOCIAL_CARD.width)]);
      expect(tags.ogImageHeight).toEqual([String(SOCIAL_CARD.height)]);
      expect(tags.twitterCard).toEqual(['summary_large_image']);
      await expectCard(request, image);

      expect(tags.jsonLd).toHaveLength(1);
      const graph = tags.jsonLd[0] as Graph;
      expect(graph['@context']).toBe('https://schema.org');
      const article = graph['@graph'].find((node) => node['@type'] === 'TechArticle');
      expect(article).toMatchObject({ headline: tags.h1, description: tags.description[0], url: canonical, image, inLanguage: expected.inLanguage });
      expect(String(article?.dateModified ?? '2000-01-01')).toMatch(/^\d{4}-\d{2}-\d{2}/);
      const trail = graph['@graph'].find((node) => node['@type'] === 'BreadcrumbList')?.itemListElement as { position: number; name: string; item: string }[];
      if (expected.trail) {
        expect(trail.map((item) => item.name)).toEqual(expected.trail);
      }
      expect(trail.map((item) => item.position)).toEqual(trail.map((_, index) => index + 1));
      // Every step leads to a page of the export.
      for (const item of trail) {
        expect((await request.get(sitePath(item.item))).status(), item.item).toBe(200);
      }

      // After hydration, when React renders the rest of the head itself: the same tags, once each.
      await expectHydrated(page);
      const hydrated = await headTags(page);
      expect(hydrated.canonical).toEqual([canonical]);
      expect(hydrated.ogType).toEqual(['article']);
      expect(hydrated.ogImage).toEqual([image]);
      expect(hydrated.twitterCard).toEqual(['summary_large_image']);
      expect(hydrated.jsonLd).toEqual(tags.jsonLd);
    });
  }
});

test.describe('sitemap and robots', () => {
  test('robots.txt names the sitemap; the sitemap lists the English page and the translated Chinese one, not the untranslated route', async ({ request }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    expect(await robots.text()).toContain(`Sitemap: ${SITE_ORIGIN}/sitemap.xml\n`);
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.status()).toBe(200);
    expect(sitemap.headers()['content-type']).toContain('xml');
    const xml = await sitemap.text();
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toContain(`${SITE_ORIGIN}/x/react-data-grid/sorting/`);
    expect(locs).toContain(`${SITE_ORIGIN}/zh/x/introduction/`);
    expect(locs).not.toContain(`${SITE_ORIGIN}/zh/x/react-data-grid/sorting/`);
  });
});
