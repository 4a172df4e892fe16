import { existsSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_LANGUAGE, DOCS_PREFIX, LANGUAGES } from '@/src/config/site';
import { flattenPages } from '@/src/navigation/tree';
import type { NavEntry } from '@/src/navigation/types';
import { contentFileFor } from './paths';

/** The docs routes: one catch-all per language; the pages come from data/pages.ts. */
export const DOCS_ROUTE_FILES = ['pages/x/[...slug].tsx', 'pages/zh/x/[...slug].tsx'];

export interface ContentEntry {
  pathname: string;
  /** Markdown file per language; languages without a translation are absent. */
  files: Partial<Record<(typeof LANGUAGES)[number], string>>;
}

/** The markdown of every docs page of the nav tree that exists on disk. */
export function contentEntries(pages: readonly NavEntry[], root: string): ContentEntry[] {
  // Entries outside DOCS_PREFIX are reported by the content check; they get no page.
  const docsPages = flattenPages(pages).filter((page) => page.pathname.startsWith(DOCS_PREFIX));
  return docsPages
    .map((page) => {
      const files: ContentEntry['files'] = {};
      for (const language of LANGUAGES) {
        const file = contentFileFor(page.pathname, language);
        if (existsSync(path.join(root, file))) {
          files[language] = file;
        }
      }
      return { pathname: page.pathname, files };
    })
    .filter((entry) => entry.files[DEFAULT_LANGUAGE] !== undefined);
}
