/**
 * `npm run dev`: the Next.js dev server with the content compiler beside it. The compiler runs
 * as a service (scripts/compiler/devServer.ts) that compiles a page when the dev server first
 * asks for it (no page is compiled ahead: the first page is served as soon as Next.js has
 * compiled its route) and again as soon as one of its files is saved, and then tells the open
 * page, which fetches its props again: an edit shows without a reload. The demo map (and the
 * demo editor's module map) holds only the demos of the pages opened so far, which the compiler
 * reports as it compiles them: Next.js compiles every module a map can import, and the whole map
 * would cost the first page the 900-odd demos and every package they use. A change to the nav
 * (data/pages.ts) or to the compiler's own modules restarts the service; adding or removing a
 * demo file rewrites the demo map, which Next.js reloads. Arguments go to `next dev`
 * (`npm run dev -- -p 3001`).
 */
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { watch } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import { ensureApiData, writeUsage } from './api/generate';
import { writeGeneratedSources } from '@/scripts/content/generatedSources';
import { compilerInputs, PROJECT_ROOT } from './compiler/cache';
import { DEMO_FILE } from './content/demoFiles';
import { PAGES_FILE } from './content/paths';
import { COMPILE_SERVER_ENV } from '@/src/content/build/records';
import type { DemosMessage } from './compiler/devServer';
import { DEV_EVENTS_ENV } from '@/src/content/devRefresh';

const root = process.cwd();
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

const started = performance.now();
await ensureApiData(root);
writeUsage(root);
// The demo map holds the demos of the pages opened so far (the compiler says which): none yet.
const openedDemos = new Set<string>();
writeGeneratedSources(root, openedDemos);
const addDemos = (message: unknown) => {
  const demos = typeof message === 'object' && message !== null ? (message as Partial<DemosMessage>).demos : undefined;
  if (!Array.isArray(demos) || demos.every((demo) => openedDemos.has(demo))) return;
  for (const demo of demos) openedDemos.add(demo);
  writeGeneratedSources(root, openedDemos);
};

const port = await freePort();
const serviceUrl = `http://127.0.0.1:${port}`;
let service: ChildProcess | null = null;

function startService(): Promise<void> {
  return new Promise((resolve) => {
    // The child inherits this process's arguments, so tsx loads its TypeScript too.
    const child = fork(path.join(PROJECT_ROOT, 'scripts/compiler/devServer.ts'), [root, String(port)]);
    child.once('message', () => resolve());
    child.on('message', addDemos);
    service = child;
  });
}

async function restartService(reason: string): Promise<void> {
  console.log(`[compiler] ${reason}: restarting the compiler`);
  const old = service;
  if (old) {
    await new Promise<void>((resolve) => {
      old.once('exit', () => resolve());
      old.kill();
    });
  }
  await startService();
}

await startService();
console.log(`[compiler] ready on ${serviceUrl} (${Math.round(performance.now() - started)} ms)`);

// The nav, or a module the compiler loads: the service starts again with the new code.
const compilerFiles = new Set(compilerInputs().filter((file) => !file.startsWith('.')));
let restartTimer: NodeJS.Timeout | undefined;
const restartSoon = (reason: string) => {
  clearTimeout(restartTimer);
  restartTimer = setTimeout(() => void restartService(reason), 150);
};
for (const folder of ['scripts', 'src', 'translations']) {
  watch(path.join(root, folder), { recursive: true }, (_event, file) => {
    const relative = file ? `${folder}/${file.split(path.sep).join('/')}` : '';
    if (compilerFiles.has(relative)) {
      restartSoon(`${relative} changed`);
    }
  });
}
watch(path.join(root, 'data'), { recursive: true }, (_event, file) => {
  const relative = file ? `data/${file.split(path.sep).join('/')}` : '';
  if (relative === PAGES_FILE || compilerFiles.has(relative)) {
    restartSoon(`${relative} changed`);
  }
  if (DEMO_FILE.test(path.basename(relative)) || relative.endsWith('.md')) {
    // A demo file or a page added or removed: the demo map follows (written only if it changed).
    writeGeneratedSources(root, openedDemos);
  }
});

const next = spawn(bin('next'), ['dev', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, [COMPILE_SERVER_ENV]: serviceUrl, [DEV_EVENTS_ENV]: `${serviceUrl}/events` },
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    service?.kill();
    next.kill(signal);
  });
}
next.on('exit', (code, signal) => {
  service?.kill();
  process.exit(code ?? (signal ? 1 : 0));
});
