import { renderToStaticMarkup } from 'react-dom/server';
import type { Language } from '@/src/config/site';
import { I18nProvider } from '@/src/i18n/I18nProvider';
import { localizePath } from '@/src/i18n/paths';
import type { LanguagePack } from '@/src/i18n/languagePacks';
import type { MarkdownModule, MarkdownPageProps } from '../types';
import { apiSectionHtml } from './apiPage';
import { contentComponents } from './components';

/**
 * Links to docs pages in HTML a directive wrote when the markdown was compiled (the
 * `::api-methods` tables of an English file) get the language of the page they are shown on:
 * a Chinese page without a translation shows the English markdown, and its reader stays in
 * Chinese. Markdown links are localized as they render (ContentLink); code is escaped, so the
 * pattern never meets a quote inside it.
 */
export function localizeHtmlLinks(html: string, language: Language): string {
  return html.replace(/ href="(\/x\/[^"]*)"/g, (_match, url: string) => ` href="${localizePath(url, language)}"`);
}

/** Renders a compiled markdown module to the props of its docs page (server-only). */
export function renderMarkdownPage(
  content: MarkdownModule,
  pathname: string,
  language: Language,
  translated: boolean,
  languagePack: LanguagePack | null,
): MarkdownPageProps {
  const { default: Content, meta, toc, sourcePath, islands } = content;
  const html = localizeHtmlLinks(
    renderToStaticMarkup(
      <I18nProvider language={language} pack={languagePack}>
        <Content components={contentComponents} />
      </I18nProvider>,
    ),
    language,
  );
  const api = apiSectionHtml(pathname, meta.components, language, languagePack, toc);
  return {
    pathname,
    language,
    translated,
    meta,
    toc: [...toc, ...api.toc],
    sourcePath,
    html: html + api.html,
    islands,
    languagePack,
  };
}
