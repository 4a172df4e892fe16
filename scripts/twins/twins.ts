/**
 * The twin of one nav page in one language: its markdown page rendered by page.ts, or, for a
 * generated API page, the reference rendered by api.ts. Reads the markdown, the demos beside it
 * and the generated API data (.api/); writes nothing.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { apiEntryAt } from '@/data/api/components';
import { contentFileFor } from '@/scripts/content/paths';
import { parseFrontMatter } from '@/scripts/markdown/frontMatter';
import { DEFAULT_LANGUAGE, type Language } from '@/src/config/site';
import { interpolate } from '@/src/i18n/translate';
import { apiPageData, apiUsage } from '@/src/content/build/api/data';
import { API_OBJECT } from '@/src/content/build/api/methodsDirective';
import { apiTranslate } from '@/src/content/build/api/strings';
import { importLines } from '@/src/content/build/apiPage';
import { apiMethodsMarkdown, apiPageMarkdown, apiSectionMarkdown } from './api';
import { composeTwin } from './llms';
import { renderPageMarkdown, TwinError } from './page';
import { twinString } from './strings';

export interface PageTwin {
  title: string;
  description: string;
  markdown: string;
  /** The markdown file it was made from (`data/api/components.ts` for API pages). */
  sourcePath: string;
}

function frontMatterOf(source: string, file: string): { title: string; description: string; components?: string[] } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---/.exec(source);
  if (!match) {
    throw new TwinError(file, 1, 1, 'The page has no front matter.');
  }
  const result = parseFrontMatter(match[1] ?? '', 2);
  if (!result.ok) {
    const problem = result.problems[0];
    throw new TwinError(file, problem?.line, 1, problem?.message ?? 'Invalid front matter.');
  }
  return result.meta;
}

/** The twin of `pathname` (a nav page under /x/) in `language`, from the files under `root`. */
export function pageTwin(pathname: string, language: Language, root: string): PageTwin {
  const entry = apiEntryAt(pathname);
  if (entry) {
    const page = apiPageData(entry.name);
    const t = apiTranslate('en');
    const title = `${entry.name} API`;
    const description = interpolate(t(entry.kind === 'component' ? 'api.pageDescription' : 'api.interfacePageDescription'), { name: entry.name });
    const body = apiPageMarkdown(page, language, apiUsage()[entry.name] ?? [], importLines(page));
    const notice = language === DEFAULT_LANGUAGE ? undefined : twinString(language, 'notTranslated');
    return { title, description, markdown: composeTwin({ title, description, notice, body }), sourcePath: 'data/api/components.ts' };
  }
  const translatedFile = contentFileFor(pathname, language);
  const translated = existsSync(path.join(root, translatedFile));
  const file = translated ? translatedFile : contentFileFor(pathname, DEFAULT_LANGUAGE);
  const absolute = path.join(root, file);
  if (!existsSync(absolute)) {
    throw new TwinError(file, 1, 1, `The markdown of ${pathname} is missing.`);
  }
  const source = readFileSync(absolute, 'utf8');
  const meta = frontMatterOf(source, file);
  const directory = path.dirname(absolute);
  const { body, hasApiSection } = renderPageMarkdown({
    source,
    file,
    pathname,
    language,
    readDemo: (fileName) => {
      const demo = path.join(directory, fileName);
      return existsSync(demo) ? readFileSync(demo, 'utf8') : undefined;
    },
    apiMethods: (name) => apiMethodsMarkdown(apiPageData(API_OBJECT), name, language),
  });
  const markdown = composeTwin({
    title: meta.title,
    description: meta.description,
    notice: translated ? undefined : twinString(language, 'notTranslated'),
    body,
    appendix: apiSectionMarkdown(pathname, meta.components, language, hasApiSection),
  });
  return { title: meta.title, description: meta.description, markdown, sourcePath: file };
}
