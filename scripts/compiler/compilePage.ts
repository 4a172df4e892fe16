/**
 * Compiles one page into its record, without key or date (the build adds both): a markdown
 * page from its files, a generated API page from the API data. This module is the root of the
 * compile cache's fingerprint (cache.ts): everything it loads decides what a page compiles to.
 */
import { apiEntryNamed } from '@/data/api/components';
import type { Language } from '@/src/config/site';
import { RECORD_FORMAT, type PageRecord } from '@/src/content/record';
import { compileApiPage } from './apiPage';
import { compileMarkdownPage } from './markdownPage';

/** A page to compile: its nav pathname and where its content comes from. */
export type PageJob =
  | { pathname: string; kind: 'markdown'; files: Partial<Record<Language, string>> }
  | { pathname: string; kind: 'api'; name: string };

export type CompiledPage = Omit<PageRecord, 'key' | 'lastModified'>;

export async function compilePage(root: string, job: PageJob): Promise<CompiledPage> {
  if (job.kind === 'api') {
    const entry = apiEntryNamed(job.name);
    if (!entry) {
      throw new Error(`${job.pathname}: no API entry named ${job.name} in data/api/components.ts.`);
    }
    return {
      format: RECORD_FORMAT,
      pathname: job.pathname,
      kind: 'api',
      stats: { words: 0, demos: 0, codeBlocks: 0 },
      codeBlocks: {},
      languages: await compileApiPage(entry),
    };
  }
  const page = await compileMarkdownPage(root, job.pathname, job.files);
  return { format: RECORD_FORMAT, pathname: job.pathname, kind: 'guide', ...page };
}

/** The markdown files of a job (none for an API page). */
export function jobFiles(job: PageJob): string[] {
  return job.kind === 'markdown' ? Object.values(job.files) : [];
}

