/**
 * `npm run build`: the static export, as named steps run in order, each timed; the times are
 * printed at the end. A step can run alone or with others: `npm run build -- --only content`,
 * `--only twins,search` (on an existing export), `--from next` (that step and every later one).
 * `DOCS_OUT_DIR` names the export's folder (default `out`).
 *
 *   api        the API reference data, read from the packages' declarations (cached)
 *   content    the page records: every page compiled once (scripts/compiler/, cached by key)
 *   sources    the generated modules the site imports (demo map, editor modules)
 *   check      the content gate: nav ↔ files, records, titles, every content link and anchor
 *   next       `next build`: the static export
 *   not-found  the Chinese 404 page
 *   rewrite    the export's HTML made lean (content once, scripts after paint, compile hints)
 *   styles     the site's style sheet every themed page links (src/layout/build/siteStylesheet.ts)
 *   twins      the markdown twins and llms files, from the records
 *   demos      the files of the demos' JavaScript and styling versions, from the records
 *   search     the search index, from the records
 *   cards      a social card (PNG) per page and language, from the records (cached by content)
 *   sitemap    sitemap.xml and robots.txt, from the records
 *   sw         the service worker and its precache list
 */
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pages from '@/data/pages';
import { readAllRecords } from '@/src/content/build/records';
import { ensureApiData, writeUsage } from '../api/generate';
import { checkContent, formatProblem } from '../checks/content';
import { compileSite } from '../compiler/build';
import { buildSearchIndex } from '../search/build';
import { writeSiteStylesheet } from './siteStylesheet';
import { writeTwins } from '../twins/build';
import { writeCards } from '../seo/cards/build';
import { writeSitemap } from '../seo/build';
import { writeGeneratedSources } from '@/scripts/content/generatedSources';
import { writeDemoFiles } from './demoFiles';

interface BuildContext {
  root: string;
  outDir: string;
}

/** A step: what it does when run; it returns a line saying what it did, and throws on a problem. */
interface Step {
  name: string;
  run: (context: BuildContext) => Promise<string>;
}

/** A step that runs a command of its own (its output goes to the terminal). */
function command(file: string, args: readonly string[], env: Record<string, string> = {}): (context: BuildContext) => Promise<string> {
  return ({ root, outDir }) =>
    new Promise((resolve, reject) => {
      const child = spawn(file, args, {
        cwd: root,
        stdio: 'inherit',
        env: { ...process.env, DOCS_OUT_DIR: path.relative(root, outDir), ...env },
      });
      child.on('error', reject);
      child.on('exit', (code) => (code === 0 ? resolve('done') : reject(new Error(`${[file, ...args].join(' ')} exited with code ${code}`))));
    });
}

const tsx = (script: string) => command(process.execPath, ['--import', 'tsx', script]);

export const STEPS: readonly Step[] = [
  {
    name: 'api',
    run: async ({ root }) => {
      const written = await ensureApiData(root);
      writeUsage(root);
      return written ? 'read from the packages' : 'up to date (usage rebuilt)';
    },
  },
  {
    name: 'content',
    run: async ({ root }) => {
      const result = await compileSite(root, pages, availableParallelism());
      if (result.problems.length > 0) {
        throw new Error(result.problems.join('\n'));
      }
      return `${result.compiled} page(s) compiled, ${result.unchanged} unchanged, ${result.removed} removed`;
    },
  },
  {
    name: 'sources',
    run: async ({ root }) => {
      const written = writeGeneratedSources(root);
      return written.length > 0 ? `wrote ${written.join(', ')}` : 'up to date';
    },
  },
  {
    name: 'check',
    run: async ({ root }) => {
      const problems = checkContent(root, pages, readAllRecords(root));
      if (problems.length > 0) {
        throw new Error(`${problems.map(formatProblem).join('\n')}\n${problems.length} content problem(s).`);
      }
      return 'passed';
    },
  },
  { name: 'next', run: command(path.join('node_modules', '.bin', 'next'), ['build']) },
  { name: 'not-found', run: tsx('scripts/build/notFoundPages.ts') },
  { name: 'rewrite', run: tsx('scripts/build/rewriteExport.ts') },
  { name: 'styles', run: async ({ root, outDir }) => writeSiteStylesheet(root, outDir) },
  { name: 'twins', run: async ({ root, outDir }) => writeTwins(root, outDir) },
  { name: 'demos', run: async ({ root, outDir }) => writeDemoFiles(root, outDir) },
  { name: 'search', run: async ({ root, outDir }) => buildSearchIndex(root, outDir) },
  { name: 'cards', run: async ({ root, outDir }) => writeCards(root, outDir) },
  { name: 'sitemap', run: async ({ root, outDir }) => writeSitemap(root, outDir) },
  { name: 'sw', run: tsx('scripts/serviceWorker/build.ts') },
];

/** The steps the command line asks for: `--only a,b`, `--from a`, or all. */
export function selectSteps(args: readonly string[], steps: readonly Step[] = STEPS): Step[] {
  const value = (flag: string) => {
    const index = args.indexOf(flag);
    return index === -1 ? undefined : args[index + 1];
  };
  const names = steps.map((step) => step.name);
  const check = (name: string) => {
    if (!names.includes(name)) {
      throw new Error(`Unknown build step "${name}". Steps: ${names.join(', ')}.`);
    }
    return name;
  };
  const only = value('--only');
  if (only !== undefined) {
    const wanted = new Set(only.split(',').map((name) => check(name.trim())));
    return steps.filter((step) => wanted.has(step.name));
  }
  const from = value('--from');
  return from === undefined ? [...steps] : steps.slice(names.indexOf(check(from)));
}

/** Runs the steps in order; prints each one's outcome and, at the end, every step's time. */
export async function runBuild(context: BuildContext, steps: readonly Step[]): Promise<boolean> {
  const times: [string, number, string][] = [];
  let ok = true;
  for (const step of steps) {
    const started = performance.now();
    console.log(`\n▶ ${step.name}`);
    try {
      const summary = await step.run(context);
      times.push([step.name, performance.now() - started, summary]);
      console.log(`✓ ${step.name}: ${summary}`);
    } catch (error) {
      times.push([step.name, performance.now() - started, 'FAILED']);
      console.error(`✗ ${step.name}:\n${error instanceof Error ? error.message : String(error)}`);
      ok = false;
      break;
    }
  }
  const total = times.reduce((sum, [, ms]) => sum + ms, 0);
  console.log('\nBuild steps:');
  for (const [name, ms, summary] of times) {
    console.log(`  ${name.padEnd(10)} ${(ms / 1000).toFixed(1).padStart(6)} s  ${summary.split('\n')[0]}`);
  }
  console.log(`  ${'total'.padEnd(10)} ${(total / 1000).toFixed(1).padStart(6)} s`);
  return ok;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = process.cwd();
  const outDir = path.resolve(root, process.env.DOCS_OUT_DIR?.trim() || 'out');
  try {
    const ok = await runBuild({ root, outDir }, selectSteps(process.argv.slice(2)));
    process.exitCode = ok ? 0 : 1;
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  }
}
