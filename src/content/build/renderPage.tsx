import { renderToStaticMarkup } from 'react-dom/server';
import type { Language } from '@/src/config/site';
import { I18nProvider } from '@/src/i18n/I18nProvider';
import type { LanguagePack } from '@/src/i18n/languagePacks';
import type { MarkdownModule, MarkdownPageProps } from '../types';
import { apiSectionHtml } from './apiPage';
import { contentComponents } from './components';

/** Renders a compiled markdown module to the props of its docs page (server-only). */
export function renderMarkdownPage(
  content: MarkdownModule,
  pathname: string,
  language: Language,
  translated: boolean,
  languagePack: LanguagePack | null,
): MarkdownPageProps {
  const { default: Content, meta, toc, sourcePath, islands } = content;
  const html = renderToStaticMarkup(
    <I18nProvider language={language} pack={languagePack}>
      <Content components={contentComponents} />
    </I18nProvider>,
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
