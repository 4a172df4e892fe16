/**
 * Compiles the site's pages into their records (`npm run build -- --only content`): the pages
 * of the nav tree whose key changed are compiled (in worker processes when there are enough),
 * the others kept; records of pages that are gone are removed; every record gets its page's
 * last change; the manifest, written last, lists each page with its key. A page that does not
 * compile is reported as `file:line:column: reason` after every other page was compiled, and
 * its record removed: the build must never show an old version of a broken page.
 */
import { fork } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiEntryAt } from '@/data/api/components';
import pages from '@/data/pages';
import { DOCS_PREFIX } from '@/src/config/site';
import {
  RECORD_FORMAT,
  RECORDS_DIR,
  RECORDS_MANIFEST,
  recordFileOf,
  type PageRecord,
  type RecordsManifest,
} from '@/src/content/record';
import { flattenPages } from '@/src/navigation/tree';
import type { NavEntry } from '@/src/navigation/types';
import { listFiles } from '@/scripts/content/files';
import { contentEntries } from '@/scripts/content/routes';
import { compilerFingerprint, currentRecord, pageFiles, pageKey, removeRecord, writeRecord } from './cache';
import { compilePage, jobFiles, type PageJob } from './compilePage';
import { lastCommitDates, newestDate } from './dates';
import { describeCompileError } from './errors';
import type { WorkerMessage, WorkerRequest } from './worker';

/** A page to compile with its key, its date and the files that decide both. */
export interface KeyedJob {
  job: PageJob;
  key: string;
  lastModified: string | null;
}

/** The pages of the nav tree under DOCS_PREFIX that have content: markdown on disk, or an API entry. */
export function pageJobs(root: string, tree: readonly NavEntry[] = pages): PageJob[] {
  const markdown = new Map(contentEntries(tree, root).map((entry) => [entry.pathname, entry.files]));
  const jobs: PageJob[] = [];
  for (const page of flattenPages(tree)) {
    if (!page.pathname.startsWith(DOCS_PREFIX)) {
      continue;
    }
    const api = apiEntryAt(page.pathname);
    const files = markdown.get(page.pathname);
    if (api) {
      jobs.push({ pathname: page.pathname, kind: 'api', name: api.name });
    } else if (files) {
      jobs.push({ pathname: page.pathname, kind: 'markdown', files });
    }
  }
  return jobs;
}

/** Keys and dates of every job (one pass over the compiler's modules, one `git log`). */
export function keyJobs(root: string, jobs: readonly PageJob[], fingerprint = compilerFingerprint()): KeyedJob[] {
  const dates = lastCommitDates(root);
  return jobs.map((job) => {
    const files = job.kind === 'markdown' ? pageFiles(root, jobFiles(job)) : [];
    return { job, key: pageKey(root, fingerprint, job.pathname, files), lastModified: newestDate(dates, files) };
  });
}

/**
 * Compiles one keyed job and writes its record; returns the problem (`file:line:column:
 * reason`) when it does not compile, and then removes its old record.
 */
export async function compileJob(root: string, { job, key, lastModified }: KeyedJob): Promise<CompileProblem | null> {
  try {
    const compiled = await compilePage(root, job);
    writeRecord(root, { ...compiled, key, lastModified });
    return null;
  } catch (error) {
    removeRecord(root, job.pathname);
    const fallback = jobFiles(job)[0] ?? 'data/api/components.ts';
    return { pathname: job.pathname, message: describeCompileError(root, fallback, error) };
  }
}

/** A page that did not compile, and why (`file:line:column: reason`). */
export interface CompileProblem {
  pathname: string;
  message: string;
}

async function compileHere(root: string, jobs: readonly KeyedJob[]): Promise<CompileProblem[]> {
  const problems: CompileProblem[] = [];
  for (const job of jobs) {
    const problem = await compileJob(root, job);
    if (problem) {
      problems.push(problem);
    }
  }
  return problems;
}

/** Fewer pages than this per worker compile in this process: starting a worker costs more. */
const MIN_JOBS_PER_WORKER = 12;

async function compileInWorkers(root: string, jobs: readonly KeyedJob[], count: number): Promise<CompileProblem[]> {
  const queue = [...jobs];
  const problems: CompileProblem[] = [];
  const worker = () =>
    new Promise<void>((resolve, reject) => {
      // The worker inherits this process's arguments, so tsx loads its TypeScript too.
      const child = fork(fileURLToPath(new URL('./worker.ts', import.meta.url)), [root]);
      const next = () => child.send({ job: queue.shift() ?? null } satisfies WorkerRequest);
      child.on('message', (message: WorkerMessage) => {
        if (message.problem) {
          problems.push(message.problem);
        }
        next();
      });
      child.on('error', reject);
      child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`A compiler worker exited with code ${code}.`))));
    });
  await Promise.all(Array.from({ length: Math.min(count, Math.ceil(jobs.length / MIN_JOBS_PER_WORKER)) }, worker));
  return problems;
}

/** Sets the date of a current record whose page's files changed date (a commit without content changes). */
function refreshDate(root: string, record: PageRecord, lastModified: string | null): void {
  if (record.lastModified !== lastModified) {
    writeRecord(root, { ...record, lastModified });
  }
}

/** Removes the records of pages that are gone. */
function removeStale(root: string, keep: ReadonlySet<string>): number {
  const stale = listFiles(root, RECORDS_DIR, (name) => name.endsWith('.json')).filter(
    (file) => file !== RECORDS_MANIFEST && !keep.has(file),
  );
  for (const file of stale) {
    rmSync(path.join(root, file));
  }
  return stale.length;
}

export interface CompileResult {
  /** A hash of every page's key: changes whenever any page does. */
  version: string;
  compiled: number;
  unchanged: number;
  removed: number;
  problems: string[];
}

/** The manifest's version: a hash of every page's key, in order. */
export function recordsVersion(keyed: readonly { job: { pathname: string }; key: string }[]): string {
  return createHash('sha256')
    .update(keyed.map(({ job, key }) => `${job.pathname}:${key}`).join('\n'))
    .digest('hex')
    .slice(0, 16);
}

/**
 * Compiles what changed of the pages of `tree` (the site's nav by default) under `root`, in
 * `workers` processes when there is enough to compile.
 */
export async function compileSite(root: string, tree: readonly NavEntry[] = pages, workers = 1): Promise<CompileResult> {
  const keyed = keyJobs(root, pageJobs(root, tree));
  const stale: KeyedJob[] = [];
  for (const entry of keyed) {
    const record = currentRecord(root, entry.job.pathname, entry.key);
    if (record) {
      refreshDate(root, record, entry.lastModified);
    } else {
      stale.push(entry);
    }
  }
  const problems = workers > 1 && stale.length >= MIN_JOBS_PER_WORKER * 2 ? await compileInWorkers(root, stale, workers) : await compileHere(root, stale);
  const removed = removeStale(root, new Set(keyed.map(({ job }) => recordFileOf(job.pathname))));
  const version = recordsVersion(keyed);
  // The pages that have a record: a page that failed to compile is left out (and reported).
  const failed = new Set(problems.map((problem) => problem.pathname));
  const recorded = keyed.filter(({ job }) => !failed.has(job.pathname));
  const manifest: RecordsManifest = { format: RECORD_FORMAT, version, pages: recorded.map(({ job, key }) => ({ pathname: job.pathname, key })) };
  mkdirSync(path.join(root, RECORDS_DIR), { recursive: true });
  // Last: a manifest names only records that were written whole before it.
  writeFileSync(path.join(root, RECORDS_MANIFEST), `${JSON.stringify(manifest, null, 1)}\n`);
  return {
    version,
    compiled: stale.length - problems.length,
    unchanged: keyed.length - stale.length,
    removed,
    problems: problems.map((problem) => problem.message).sort(),
  };
}

/** The manifest of the last full compile, or null before the first one. */
export function readManifest(root: string): RecordsManifest | null {
  const file = path.join(root, RECORDS_MANIFEST);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as RecordsManifest) : null;
}
