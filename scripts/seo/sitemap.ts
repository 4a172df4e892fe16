/**
 * The sitemap (sitemaps.org protocol 0.9, with `xhtml:link` language alternates) and robots.txt,
 * from the page records. A URL is listed when it is its own canonical: every English page, and a
 * Chinese page when it is translated (an untranslated Chinese route names the English page as
 * its canonical, and search engines want canonical URLs only). Each URL lists its language
 * versions and `x-default` (the English page).
 */
import { SITEMAP_MAX_URLS } from '@/src/config/constants';
import { DEFAULT_LANGUAGE, LANGUAGE_TAGS, LANGUAGES, type Language } from '@/src/config/site';
import { localizePath } from '@/src/i18n/paths';

export const SITEMAP_PATH = '/sitemap.xml';
export const ROBOTS_PATH = '/robots.txt';

const URLSET_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';

/** What the sitemap needs of a page record. */
export interface SitemapPage {
  pathname: string;
  lastModified: string | null;
  translated: Record<Language, boolean>;
}

export interface SitemapUrl {
  loc: string;
  lastmod: string | null;
  alternates: readonly { hreflang: string; href: string }[];
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => XML_ESCAPES[character] ?? character);
}

/** The URLs of the pages, on `origin`, in the pages' order, each language's after the English one. */
export function sitemapUrls(pages: readonly SitemapPage[], origin: string): SitemapUrl[] {
  const urls: SitemapUrl[] = [];
  for (const page of pages) {
    const languages = LANGUAGES.filter((language) => language === DEFAULT_LANGUAGE || page.translated[language]);
    const href = (language: Language) => `${origin}${localizePath(page.pathname, language)}`;
    const alternates = [
      ...languages.map((language) => ({ hreflang: LANGUAGE_TAGS[language], href: href(language) })),
      { hreflang: 'x-default', href: href(DEFAULT_LANGUAGE) },
    ];
    for (const language of languages) {
      urls.push({ loc: href(language), lastmod: page.lastModified, alternates });
    }
  }
  return urls;
}

/** The sitemap file. Throws past the protocol's limit of URLs per file. */
export function sitemapXml(urls: readonly SitemapUrl[]): string {
  if (urls.length > SITEMAP_MAX_URLS) {
    throw new Error(`Sitemap: ${urls.length} URLs, more than the ${SITEMAP_MAX_URLS} one sitemap file may hold: split it with a sitemap index.`);
  }
  const lines = ['<?xml version="1.0" encoding="UTF-8"?>', `<urlset xmlns="${URLSET_NAMESPACE}" xmlns:xhtml="${XHTML_NAMESPACE}">`];
  for (const url of urls) {
    lines.push('<url>', `<loc>${escapeXml(url.loc)}</loc>`);
    if (url.lastmod) {
      lines.push(`<lastmod>${escapeXml(url.lastmod)}</lastmod>`);
    }
    for (const alternate of url.alternates) {
      lines.push(`<xhtml:link rel="alternate" hreflang="${escapeXml(alternate.hreflang)}" href="${escapeXml(alternate.href)}"/>`);
    }
    lines.push('</url>');
  }
  lines.push('</urlset>', '');
  return lines.join('\n');
}

/** robots.txt: every page may be crawled; the sitemap's absolute URL. */
export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${origin}${SITEMAP_PATH}\n`;
}
