/**
 * A generated API page through the compiler: its reference, rendered from the API data (the
 * packages' declarations, `npm run build -- --only api`) for each language, with its twin. The
 * reference is English text: under /zh/ it shows as an untranslated page whose links keep the
 * reader in Chinese.
 */
import type { ApiEntry } from '@/data/api/components';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@/src/config/site';
import type { LanguageRecord } from '@/src/content/record';
import { importLines, renderApiPage } from './api/apiPage';
import { apiPageData, apiUsage } from './api/data';
import { analyseHtml } from './facts';
import { leanMarkup } from './leanMarkup';
import { apiPageMarkdown } from './twin/api';
import { composeTwin } from './twin/compose';
import { twinString } from './twin/strings';

/** Where a generated API page comes from, for "Edit this page" and the record. */
export const API_PAGE_SOURCE = 'data/api/components.ts';

export async function compileApiPage(entry: ApiEntry): Promise<Record<Language, LanguageRecord>> {
  const page = apiPageData(entry.name);
  const languages = {} as Record<Language, LanguageRecord>;
  for (const language of LANGUAGES) {
    const rendered = await renderApiPage(entry.name, language);
    const { meta, toc } = rendered;
    const html = leanMarkup(rendered.html);
    const body = apiPageMarkdown(page, language, apiUsage()[entry.name] ?? [], importLines(page));
    const notice = language === DEFAULT_LANGUAGE ? undefined : twinString(language, 'notTranslated');
    languages[language] = {
      source: API_PAGE_SOURCE,
      translated: language === DEFAULT_LANGUAGE,
      meta,
      toc,
      html,
      islands: [],
      twin: composeTwin({ title: meta.title, description: meta.description, notice, body }),
      ...analyseHtml(html, meta.title, new Map()),
    };
  }
  return languages;
}

