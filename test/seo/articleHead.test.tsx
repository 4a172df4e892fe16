import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ArticleHead, articleProps } from '@/src/layout/build/articleHead';

const ARTICLE = {
  pathname: '/x/react-data-grid/sorting',
  language: 'zh',
  translated: false,
  meta: { title: 'Data Grid - Sorting', description: 'Sort rows.' },
  lastModified: '2026-11-20T10:00:00.000Z',
  breadcrumbs: [
    { name: '数据表格', pathname: '/x/react-data-grid' },
    { name: 'Sorting', pathname: '/x/react-data-grid/sorting' },
  ],
};

describe('articleProps: which pages are docs articles', () => {
  it.each<[string, unknown, boolean]>([
    ['a guide page', ARTICLE, true],
    ['the 404 page (no breadcrumbs)', { pathname: '/x/404', language: 'en', translated: true, meta: ARTICLE.meta }, false],
    ['an unknown language', { ...ARTICLE, language: 'fr' }, false],
    ['no meta', { ...ARTICLE, meta: undefined }, false],
    ['no props at all', undefined, false],
    ['a string', 'props', false],
  ])('%s', (_, props, expected) => {
    expect(articleProps(props) !== null).toBe(expected);
  });
});

describe('ArticleHead', () => {
  it('writes the card, og:type article and one JSON-LD graph for an article; the text language decides the URL', () => {
    const html = renderToStaticMarkup(<ArticleHead pageProps={ARTICLE} />);
    expect(html).toContain('<meta property="og:type" content="article" data-first-page=""/>');
    expect(html).toContain('/zh/x/og/react-data-grid/sorting.png');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" data-first-page=""/>');
    const json = JSON.parse(/<script type="application\/ld\+json" data-first-page="">(.*)<\/script>/.exec(html)?.[1] ?? '{}') as { '@graph': { '@type': string; url?: string; itemListElement?: { item: string }[] }[] };
    const article = json['@graph'].find((node) => node['@type'] === 'TechArticle');
    // Untranslated: the Chinese route shows the English page, whose URL is the article's.
    expect(article?.url).toMatch(/\/x\/react-data-grid\/sorting\/$/);
    expect(article?.url).not.toContain('/zh/');
    const trail = json['@graph'].find((node) => node['@type'] === 'BreadcrumbList')?.itemListElement ?? [];
    expect(trail.map((step) => new URL(step.item).pathname)).toEqual(['/zh/x/react-data-grid/', '/zh/x/react-data-grid/sorting/']);
  });

  it('says website, and nothing more, for any other page', () => {
    expect(renderToStaticMarkup(<ArticleHead pageProps={{ statusCode: 404 }} />)).toBe('<meta property="og:type" content="website" data-first-page=""/>');
  });
});
