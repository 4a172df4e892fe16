import path from 'node:path';
import { compileMarkdownSource } from '@/scripts/compiler/markdownPage';
import type { LanguageRecord } from '@/src/content/record';

/** Compiles markdown exactly as the compiler does for a page file at `file` (under `cwd`), in the file's language. */
export async function compileMarkdown(
  value: string,
  file = '/project/data/data-grid/sorting/sorting.md',
  cwd = '/project',
): Promise<{ module: Pick<LanguageRecord, 'meta' | 'toc' | 'islands'> & { sourcePath: string }; html: string; page: LanguageRecord }> {
  const page = await compileMarkdownSource(value, path.relative(cwd, file), cwd);
  return { module: { meta: page.meta, toc: page.toc, islands: page.islands, sourcePath: page.source }, html: page.html, page };
}

export const FRONT = '---\ntitle: Data Grid - Sorting\ndescription: Sort rows by one or more columns.\n---\n';
