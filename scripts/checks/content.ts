/**
 * The content gate that runs before `next build`: every nav entry has its markdown and
 * routes, every markdown file and route is in the nav, pathnames are unique, and every
 * markdown file passes the build's own checks. Problems are printed as `file:line: message`.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiEntryAt } from '@/data/api/components';
import pages from '@/data/pages';
import { DOCS_PREFIX, LANGUAGES } from '@/src/config/site';
import { findDuplicatePathnames, flattenPages, walkTree } from '@/src/navigation/tree';
import type { NavEntry } from '@/src/navigation/types';
import { runCompiled } from '@/src/content/build/compiled';
import type { PageMeta } from '@/src/content/frontMatter';
import { currentCompiledBody } from '../build/compiledPage';
import { listFiles } from '../content/files';
import { formatProblem, lintMarkdown, type Problem } from '../content/lint';
import { pageKey, pipelineFingerprint } from '../markdown/fingerprint';
import { contentFileFor, PAGES_FILE } from '../content/paths';
import { DEMO_MAP_FILE, demoIds, demoMapSource, DOCS_ROUTE_FILES } from '../content/routes';

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

/**
 * The problems and front matter of a markdown file. A page the content build compiled from its
 * current inputs has passed every check of the lint (the compile runs the same plugins, and
 * more), so its front matter is read from the compiled module instead of linting it again:
 * in `npm run build`, which compiles first, the check costs next to nothing.
 */
export async function checkMarkdown(
  root: string,
  file: string,
  fingerprint = pipelineFingerprint(root),
): Promise<{ problems: Problem[]; meta?: PageMeta; fromCompiled: boolean }> {
  const body = currentCompiledBody(root, file, pageKey(root, file, fingerprint));
  if (body !== null) {
    return { problems: [], meta: runCompiled(body).meta, fromCompiled: true };
  }
  return { ...(await lintMarkdown(file, root)), fromCompiled: false };
}

export async function checkContent(root: string, pages: readonly NavEntry[]): Promise<Problem[]> {
  const fingerprint = pipelineFingerprint(root);
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
    problems.push({ file: DEMO_MAP_FILE, line: 1, message: 'The demo map is out of date with the demo files in data/: run npm run generate:routes.' });
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

  const titles = new Map<string, string>();
  for (const file of markdownFiles) {
    const result = await checkMarkdown(root, file, fingerprint);
    problems.push(...result.problems);
    if (result.meta && !file.includes('/api/')) {
      const language = /-([a-z]{2})\.md$/.exec(file)?.[1] ?? 'en';
      // Titles repeat across products ("Accessibility", "Migration from v6 to v7"), as in the
      // documentation this site models; within a product and a language they are unique.
      const key = `${language}:${result.meta.productId ?? ''}:${result.meta.title}`;
      const other = titles.get(key);
      if (other) {
        problems.push({ file, line: 2, message: `The title "${result.meta.title}" is already used by ${other}.` });
      }
      titles.set(key, file);
    }
  }
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = process.cwd();
  const problems = await checkContent(root, pages);
  if (problems.length > 0) {
    console.error(problems.map(formatProblem).join('\n'));
    console.error(`\n${problems.length} content problem(s).`);
    process.exit(1);
  }
  console.log('Content check passed.');
}
