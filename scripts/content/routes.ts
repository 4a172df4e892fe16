import { existsSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES, type Language } from '@/src/config/site';
import { flattenPages } from '@/src/navigation/tree';
import type { NavPage } from '@/src/navigation/types';
import { contentFileFor, routeFileFor } from './paths';

export const GENERATED_HEADER =
  '// Generated from data/pages.ts by `npm run routes`. Edit the markdown, not this file.';

/** The source of a route file that renders one markdown page. */
export function routeSource(markdownFile: string): string {
  const importPath = `@/${markdownFile}`;
  return [
    GENERATED_HEADER,
    `import * as content from '${importPath}';`,
    "import { MarkdownDocs } from '@/src/layout/MarkdownDocs';",
    '',
    'export default function Page() {',
    '  return <MarkdownDocs content={content} />;',
    '}',
    '',
  ].join('\n');
}

export interface ExpectedRoute {
  pathname: string;
  language: Language;
  routeFile: string;
  markdownFile: string;
  source: string;
}

/**
 * Every route file the navigation tree calls for, in every language. A language without its
 * own markdown file renders the English one (and says so on the page).
 */
export function expectedRoutes(pages: readonly NavPage[], root: string): ExpectedRoute[] {
  // Entries outside /x/ are reported by the content check; they get no route.
  const docsPages = flattenPages(pages).filter((page) => page.pathname.startsWith('/x/'));
  return docsPages.flatMap((page) =>
    LANGUAGES.map((language) => {
      const translated = contentFileFor(page.pathname, language);
      const markdownFile = existsSync(path.join(root, translated)) ? translated : contentFileFor(page.pathname);
      return {
        pathname: page.pathname,
        language,
        routeFile: routeFileFor(page.pathname, language),
        markdownFile,
        source: routeSource(markdownFile),
      };
    }),
  );
}
