/**
 * The content gate that runs after the compiler and before `next build`: every nav entry has
 * its markdown and routes, every markdown file and route is in the nav, pathnames are unique,
 * every page has its record (the compiler already reported a page that does not compile, at
 * its line), titles are unique, and every link of the content leads to a page and anchor that
 * exist. Problems are printed as `file:line: message`.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiEntryAt } from '@/data/api/components';
import pages from '@/data/pages';
import { DOCS_PREFIX, LANGUAGES } from '@/src/config/site';
import { findDuplicatePathnames, flattenPages, walkTree } from '@/src/navigation/tree';
import type { NavEntry } from '@/src/navigation/types';
import { readAllRecords } from '@/src/content/build/records';
import type { PageRecord } from '@/src/content/record';
import { listFiles } from '../content/files';
import { contentFileFor, PAGES_FILE } from '../content/paths';
import { DOCS_ROUTE_FILES } from '../content/routes';
import { DEMO_MAP_FILE, demoIds, demoMapSource } from '@/scripts/content/generatedSources';
import { brokenContentLinks } from './contentLinks';

export interface Problem {
  file: string;
  line: number;
  message: string;
}

export function formatProblem(problem: Problem): string {
  return `${problem.file}:${problem.line}: ${problem.message}`;
}

/** Routes that are not docs pages and so are not in the navigation tree. */
export const NON_DOCS_ROUTES = new Set([
  'pages/_app.tsx',
  'pages/_document.tsx',
  'pages/404.tsx',
  'pages/zh/404.tsx',
  'pages/index.tsx',
  'pages/x/index.tsx',
  'pages/x/offline.tsx',
  'pages/zh/index.tsx',
  'pages/zh/x/index.tsx',
  'pages/playground/index.tsx',
]);

/** Lines of data/pages.ts where `pathname: '<pathname>'` is written. */
function linesOf(source: string, pathname: string): number[] {
  const lines: number[] = [];
  source.split('\n').forEach((text, index) => {
    if (text.includes(`pathname: '${pathname}'`)) {
      lines.push(index + 1);
    }
  });
  return lines.length > 0 ? lines : [1];
}

function checkTree(tree: readonly NavEntry[], source: string): Problem[] {
  const problems: Problem[] = [];
  for (const duplicate of findDuplicatePathnames(tree)) {
    const lines = linesOf(source, duplicate);
    problems.push({
      file: PAGES_FILE,
      line: lines[1] ?? lines[0] ?? 1,
      message: `Duplicated pathname "${duplicate}" (lines ${lines.join(', ')}).`,
    });
  }
  // The entry types (src/navigation/types.ts) already refuse groups without a title, subheaders
  // without children and pages outside /x/; what a type cannot say is checked here.
  walkTree(tree, (page) => {
    const line = linesOf(source, page.pathname)[0] ?? 1;
    if (!page.pathname.startsWith('http') && page.pathname.endsWith('/')) {
      problems.push({ file: PAGES_FILE, line, message: `Write "${page.pathname}" without the trailing slash.` });
    }
  });
  return problems;
}

export function checkContent(root: string, pages: readonly NavEntry[], records: readonly PageRecord[]): Problem[] {
  const source = readFileSync(path.join(root, PAGES_FILE), 'utf8');
  const problems = checkTree(pages, source);
  // API component pages are generated from the packages' declarations: no markdown.
  const navPages = flattenPages(pages).filter((page) => page.pathname.startsWith(DOCS_PREFIX) && !apiEntryAt(page.pathname));

  const expectedMarkdown = new Set<string>();
  for (const page of navPages) {
    for (const language of LANGUAGES) {
      expectedMarkdown.add(contentFileFor(page.pathname, language));
    }
    const markdown = contentFileFor(page.pathname);
    if (!existsSync(path.join(root, markdown))) {
      problems.push({
        file: PAGES_FILE,
        line: linesOf(source, page.pathname)[0] ?? 1,
        message: `Nav entry "${page.pathname}" has no page: ${markdown} does not exist (npm run generate:page creates it).`,
      });
    }
  }

  const markdownFiles = listFiles(root, 'data', (name) => name.endsWith('.md'));
  for (const file of markdownFiles) {
    if (!expectedMarkdown.has(file)) {
      problems.push({
        file,
        line: 1,
        message: `This page is missing from the nav: add its entry to ${PAGES_FILE} (its folder decides its URL).`,
      });
    }
  }

  const demoMapFile = path.join(root, DEMO_MAP_FILE);
  if (!existsSync(demoMapFile) || readFileSync(demoMapFile, 'utf8') !== demoMapSource(demoIds(root))) {
    problems.push({ file: DEMO_MAP_FILE, line: 1, message: 'The demo map is out of date with the demo files in data/: run npm run build -- --only sources.' });
  }
  const allowedRoutes = new Set([...NON_DOCS_ROUTES, ...DOCS_ROUTE_FILES]);
  for (const file of listFiles(root, 'pages', (name) => name.endsWith('.tsx'))) {
    if (!allowedRoutes.has(file)) {
      problems.push({
        file,
        line: 1,
        message: `Unexpected route: docs pages come from ${PAGES_FILE} and data/ (npm run generate:page), not from files in pages/.`,
      });
    }
  }

  const recorded = new Set(records.map((record) => record.pathname));
  for (const page of navPages) {
    if (!recorded.has(page.pathname) && existsSync(path.join(root, contentFileFor(page.pathname)))) {
      problems.push({ file: contentFileFor(page.pathname), line: 1, message: `This page has no record: it did not compile (the compiler printed why).` });
    }
  }

  const titles = new Map<string, string>();
  for (const record of records.filter((entry) => entry.kind === 'guide')) {
    for (const page of Object.values(record.languages).filter((entry) => entry.translated)) {
      const language = /-([a-z]{2})\.md$/.exec(page.source)?.[1] ?? 'en';
      // Titles repeat across products ("Accessibility", "Migration from v6 to v7"), as in the
      // documentation this site models; within a product and a language they are unique.
      const key = `${language}:${page.meta.productId ?? ''}:${page.meta.title}`;
      const other = titles.get(key);
      if (other) {
        problems.push({ file: page.source, line: 2, message: `The title "${page.meta.title}" is already used by ${other}.` });
      }
      titles.set(key, page.source);
    }
  }
  problems.push(...brokenContentLinks(records));
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = process.cwd();
  const problems = checkContent(root, pages, readAllRecords(root));
  if (problems.length > 0) {
    console.error(problems.map(formatProblem).join('\n'));
    console.error(`\n${problems.length} content problem(s).`);
    process.exit(1);
  }
  console.log('Content check passed.');
}
