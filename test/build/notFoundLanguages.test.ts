import { describe, expect, it } from 'vitest';
import { withLanguageSwitch } from '@/scripts/build/notFoundLanguages';
import { NOT_FOUND_LANGUAGE_ATTRIBUTE } from '@/src/i18n/notFoundLanguage';

// Next.js escapes `<` in its page data, as here.
const page = (lang: string, title: string, body: string, props: object) =>
  `<!DOCTYPE html><html lang="${lang}"><head><meta charSet="utf-8"/><title data-next-head="">${title}</title></head><body>` +
  `<div id="__next"><main id="main-content"><h1>${body}</h1></main></div>` +
  `<script id="__NEXT_DATA__" type="application/json">${JSON.stringify({ props: { pageProps: props }, page: lang === 'en' ? '/404' : '/zh/404' }).replace(/</g, '\\u003c')}</script></body></html>`;

const FILES = { root: 'out/404.html', others: ['out/zh/404.html'] };
const ROOT = page('en', 'Page not found - MUI X', 'Page not found', { nav: [] });
const CHINESE = page('zh', '页面不存在 &amp; MUI X', '页面不存在', { nav: [], languagePack: { greeting: '</script><script>alert(1)</script>' } });

describe('the root 404.html switches language under a language prefix', () => {
  const html = withLanguageSwitch({ language: 'en', html: ROOT }, [{ language: 'zh', html: CHINESE }], FILES);

  it('carries the Chinese page’s markup in a template, after the page data', () => {
    const template = /<template id="not-found-zh">([\s\S]*?)<\/template>/.exec(html);
    expect(template?.[1]).toBe('<main id="main-content"><h1>页面不存在</h1></main>');
    expect(html.indexOf('<template')).toBeGreaterThan(html.indexOf('id="__NEXT_DATA__"'));
    // The English page itself is untouched.
    expect(html).toContain('<div id="__next"><main id="main-content"><h1>Page not found</h1></main></div>');
  });

  it('carries its props and title as JSON that no text can close early', () => {
    const data = /<script id="not-found-zh-data" type="application\/json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(data).not.toContain('</script');
    expect(JSON.parse(data)).toEqual({
      title: '页面不存在 & MUI X',
      pageProps: { nav: [], languagePack: { greeting: '</script><script>alert(1)</script>' } },
    });
  });

  it('decides in <head>, before the body paints, and marks the switch for hydration', () => {
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('/^\\/(zh)(?=\\/|$)/');
    expect(head).toContain('#__next{visibility:hidden}');
    expect(html.slice(html.indexOf('</template>'))).toContain(NOT_FOUND_LANGUAGE_ATTRIBUTE);
  });

  it.each([
    ['a page without its root element', ROOT.replace('<div id="__next">', '<div id="root">'), /no <div id="__next">/],
    ['a page switched already', html, /already switches language/],
  ])('refuses %s, naming the file', (_, root, message) => {
    expect(() => withLanguageSwitch({ language: 'en', html: root }, [{ language: 'zh', html: CHINESE }], FILES)).toThrow(message);
  });
});
