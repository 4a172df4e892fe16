/**
 * `npm run build:content`: compiles the markdown of every docs page (scripts/markdown/pipeline.ts)
 * into `.build/content/` (src/content/build/compiled.ts), where `getStaticProps` reads it. A page
 * is recompiled only when its key changes (its markdown, the demos beside it or the pipeline:
 * scripts/markdown/fingerprint.ts), so a rebuild compiles what changed. Compiled files of pages
 * that are gone are removed. Then the generated sources are brought up to date (scripts/routes.ts).
 *
 * A page that does not compile is reported as `file:line:column: reason` and the run fails,
 * after every other page was compiled. `npm run build` and `npm run dev` run it first.
 */
import { fork } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pages from '@/data/pages';
import {
  COMPILED_CONTENT_DIR,
  COMPILED_CONTENT_MANIFEST,
  compiledFileOf,
  type CompiledContentManifest,
} from '@/src/content/build/compiledFiles';
import type { NavEntry } from '@/src/navigation/types';
import { listFiles } from '../content/files';
import { contentEntries, contentKeys } from '../content/routes';
import { contentVersion } from '../markdown/fingerprint';
import { compilePage, currentCompiledBody } from './compiledPage';
import type { WorkerJob, WorkerMessage } from './contentWorker';
import { writeGeneratedSources } from '../routes';

/** Removes compiled files no page needs any more (a page or translation removed or renamed). */
function removeStale(root: string, keep: ReadonlySet<string>): number {
  const stale = listFiles(root, `${COMPILED_CONTENT_DIR}/data`).filter((file) => !keep.has(file));
  for (const file of stale) {
    rmSync(path.join(root, file));
  }
  return stale.length;
}

export interface ContentBuildResult {
  /** The content version of what was compiled. */
  version: string;
  compiled: number;
  unchanged: number;
  removed: number;
  problems: string[];
}

type Job = { file: string; key: string };

/** Fewer pages than this per worker compile in this process: starting a worker costs more. */
const MIN_JOBS_PER_WORKER = 12;

async function compileHere(root: string, jobs: readonly Job[]): Promise<string[]> {
  const problems: string[] = [];
  for (const { file, key } of jobs) {
    const problem = await compilePage(root, file, key);
    if (problem) {
      problems.push(problem);
    }
  }
  return problems;
}

/** Compiles the jobs in `count` worker processes, each taking the next page when it is done with one. */
async function compileInWorkers(root: string, jobs: readonly Job[], count: number): Promise<string[]> {
  const queue = [...jobs];
  const problems: string[] = [];
  const worker = () =>
    new Promise<void>((resolve, reject) => {
      // The worker inherits this process's arguments, so tsx loads its TypeScript too.
      const child = fork(fileURLToPath(new URL('./contentWorker.ts', import.meta.url)), [root]);
      const next = () => {
        child.send({ job: queue.shift() ?? null } satisfies WorkerJob);
      };
      child.on('message', (message: WorkerMessage) => {
        if (message.problem) {
          problems.push(message.problem);
        }
        next();
      });
      child.on('error', reject);
      child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`A content worker exited with code ${code}.`))));
    });
  await Promise.all(Array.from({ length: Math.min(count, Math.ceil(jobs.length / MIN_JOBS_PER_WORKER)) }, worker));
  return problems;
}

/**
 * Compiles what changed of the pages of `tree` (the site's nav by default) under `root`, in
 * `workers` processes when there is enough to compile (the command line uses every core).
 */
export async function buildContent(root: string, tree: readonly NavEntry[] = pages, workers = 1): Promise<ContentBuildResult> {
  const entries = contentEntries(tree, root);
  const result: Omit<ContentBuildResult, 'version'> = { compiled: 0, unchanged: 0, removed: 0, problems: [] };
  const keys = contentKeys(entries, root);
  const jobs = keys.filter(({ file, key }) => currentCompiledBody(root, file, key) === null);
  result.unchanged = keys.length - jobs.length;
  const problems = workers > 1 && jobs.length >= MIN_JOBS_PER_WORKER * 2 ? await compileInWorkers(root, jobs, workers) : await compileHere(root, jobs);
  result.problems = problems.sort();
  result.compiled = jobs.length - problems.length;
  const manifest: CompiledContentManifest = {
    version: contentVersion(keys),
    pages: Object.fromEntries(entries.map((entry) => [entry.pathname, entry.files])),
  };
  const keep = new Set(entries.flatMap((entry) => Object.values(entry.files).map(compiledFileOf)));
  result.removed = removeStale(root, keep);
  mkdirSync(path.join(root, COMPILED_CONTENT_DIR), { recursive: true });
  writeFileSync(path.join(root, COMPILED_CONTENT_MANIFEST), `${JSON.stringify(manifest, null, 1)}\n`);
  // After the manifest: `next dev` refreshes the open page when this changes the content version.
  writeGeneratedSources(root, tree, manifest.version);
  return { ...result, version: manifest.version };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  const result = await buildContent(process.cwd(), pages, availableParallelism());
  for (const problem of result.problems) {
    console.error(problem);
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Content: ${result.compiled} page file(s) compiled, ${result.unchanged} unchanged, ${result.removed} removed, ${result.problems.length} failed (${seconds} s).`,
  );
  process.exitCode = result.problems.length > 0 ? 1 : 0;
}
