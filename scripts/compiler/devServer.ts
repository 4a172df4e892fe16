/**
 * The compiler as a service for `npm run dev`: one long-lived process keeps the compiler
 * loaded (highlighter, schemas, TypeScript, Prettier), compiles a page when the Next.js dev
 * server asks for its record and its sources changed since, and tells open pages when a page
 * they show was recompiled after a save, so they fetch their props again. No worker pool, no
 * other page compiled: a saved edit costs one page's compile.
 *
 *   GET /record?pathname=/x/…   the page's current record (compiled first if stale); 404 when
 *                               the nav has no such page, 500 with `file:line:column: reason`
 *                               when it does not compile
 *   GET /events                 server-sent events: `page` with a pathname after a recompile,
 *                               `nav` when the navigation or the set of pages changed
 */
import { watch } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { NavEntry } from '@/src/navigation/types';
import type { PageRecord } from '@/src/content/record';
import { compilerFingerprint, currentRecord, pageFiles, pageKey } from './cache';
import { compileJob, pageJobs } from './build';
import { jobFiles, type PageJob } from './compilePage';
import { lastCommitDates, newestDate } from './dates';

export interface DevCompiler {
  /** The page's current record (compiled if its sources changed), or null when the nav has no such page. */
  record(pathname: string): Promise<PageRecord | null>;
  /** Recompiles the pages whose files include one of `files` (root-relative) if they are stale; returns their pathnames. */
  refresh(files: readonly string[]): Promise<string[]>;
  /** Reads the nav tree again (after data/pages.ts or a page folder changed). */
  reloadNav(tree: readonly NavEntry[]): void;
}

export function createDevCompiler(root: string, tree: readonly NavEntry[]): DevCompiler {
  // The compiler's own modules are loaded once in this process: their fingerprint stays.
  const fingerprint = compilerFingerprint();
  const dates = lastCommitDates(root);
  let jobs = new Map<string, PageJob>();
  const reloadNav = (next: readonly NavEntry[]) => {
    jobs = new Map(pageJobs(root, next).map((job) => [job.pathname, job]));
  };
  reloadNav(tree);
  // One compile at a time per page: a second request waits for the first.
  const running = new Map<string, Promise<PageRecord>>();

  const ensure = async (job: PageJob): Promise<PageRecord> => {
    const pending = running.get(job.pathname);
    if (pending) {
      return pending;
    }
    const files = job.kind === 'markdown' ? pageFiles(root, jobFiles(job)) : [];
    const key = pageKey(root, fingerprint, job.pathname, files);
    const current = currentRecord(root, job.pathname, key);
    if (current) {
      return current;
    }
    const work = (async () => {
      const problem = await compileJob(root, { job, key, lastModified: newestDate(dates, files) });
      if (problem) {
        throw new Error(problem.message);
      }
      return currentRecord(root, job.pathname, key) as PageRecord;
    })();
    running.set(job.pathname, work);
    try {
      return await work;
    } finally {
      running.delete(job.pathname);
    }
  };

  return {
    async record(pathname) {
      const job = jobs.get(pathname);
      return job ? ensure(job) : null;
    },
    async refresh(files) {
      const changed = new Set(files);
      const touched = [...jobs.values()].filter(
        (job) => job.kind === 'markdown' && pageFiles(root, jobFiles(job)).some((file) => changed.has(file)),
      );
      const done: string[] = [];
      for (const job of touched) {
        try {
          await ensure(job);
        } catch {
          // The page shows its error when it asks for its record again.
        }
        done.push(job.pathname);
      }
      return done;
    },
    reloadNav,
  };
}

export interface DevCompileServer {
  server: Server;
  url: string;
  /** Sends an event to every open page. */
  broadcast(event: 'page' | 'nav', data: string): void;
}

/** Serves the dev compiler on `port` (0: a free one) of 127.0.0.1. */
export async function startDevCompileServer(compiler: DevCompiler, port = 0): Promise<DevCompileServer> {
  const listeners = new Set<ServerResponse>();
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname === '/events') {
      response.writeHead(200, {
        'Content-Type': 'text/event-stream',
        'Cache-Control': 'no-cache',
        // The dev site is served from another port.
        'Access-Control-Allow-Origin': '*',
      });
      response.write(': connected\n\n');
      listeners.add(response);
      request.on('close', () => listeners.delete(response));
      return;
    }
    if (url.pathname === '/record') {
      const pathname = url.searchParams.get('pathname') ?? '';
      compiler.record(pathname).then(
        (record) => {
          if (!record) {
            response.writeHead(404).end(`No page at ${pathname}.`);
            return;
          }
          response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(record));
          // The page's demos join the dev server's demo map (scripts/dev.ts).
          const demos = record.languages.en.islands.flatMap((island) => (island.demo ? [island.demo.demo] : []));
          if (demos.length > 0) process.send?.({ demos } satisfies DemosMessage);
        },
        (error: unknown) => response.writeHead(500, { 'Content-Type': 'text/plain' }).end(error instanceof Error ? error.message : String(error)),
      );
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  return {
    server,
    url: `http://127.0.0.1:${address.port}`,
    broadcast(event, data) {
      for (const listener of listeners) {
        listener.write(`event: ${event}\ndata: ${data}\n\n`);
      }
    },
  };
}

/** Sent to the parent process (scripts/dev.ts): the demos of a page the dev server asked for. */
export interface DemosMessage {
  demos: string[];
}

/** Saving several files at once (a page with its demos) recompiles once. */
const SAVE_DEBOUNCE_MS = 60;

/**
 * Run by `npm run dev` (scripts/dev.ts) as its own process, with the content root and the port
 * as arguments: serves the dev compiler, and recompiles a page as soon as one of its files is
 * saved, telling the open pages. The parent restarts it when the nav or the compiler changes.
 */
async function main(): Promise<void> {
  const [root = process.cwd(), port = '0'] = process.argv.slice(2);
  const { default: pages } = await import('@/data/pages');
  const compiler = createDevCompiler(root, pages);
  const service = await startDevCompileServer(compiler, Number(port));
  const pending = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  watch(path.join(root, 'data'), { recursive: true }, (_event, file) => {
    if (!file || !/\.(md|tsx)$/.test(file)) {
      return;
    }
    pending.add(`data/${file.split(path.sep).join('/')}`);
    clearTimeout(timer);
    timer = setTimeout(() => {
      const files = [...pending];
      pending.clear();
      const started = performance.now();
      void compiler.refresh(files).then((pathnames) => {
        for (const pathname of pathnames) {
          service.broadcast('page', pathname);
        }
        if (pathnames.length > 0) {
          console.log(`[compiler] ${pathnames.join(', ')} recompiled in ${Math.round(performance.now() - started)} ms`);
        }
      });
    }, SAVE_DEBOUNCE_MS);
  });
  process.send?.({ url: service.url });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await main();
}
