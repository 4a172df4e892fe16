/**
 * The maintainer's loop, as a maintainer meets it: `npm run dev` started from cold (no Next.js
 * dev cache, no page records), the seconds until it serves its first page; then, with that
 * page open in Chromium, the seconds from saving an edit to its markdown until the edit is on
 * screen (several edits, median). The markdown is restored afterwards, whatever happens.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@/scripts/browser/chromium';
import { RECORDS_DIR } from '@/src/content/record';
import { median } from './median';

/** The page edited: a guide with demos, its markdown, and a line after which a paragraph is added. */
export const DEV_PAGE = { url: '/x/react-data-grid/sorting/', file: 'data/data-grid/sorting/sorting.md' };
const EDITS = 5;

export interface DevLoopResult {
  /** From starting `npm run dev` to the first page's HTML, cold (seconds). */
  firstPageSeconds: number;
  /** From saving the markdown to the edit on screen, per edit (seconds). */
  editSeconds: number[];
  medianEditSeconds: number;
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    // The dev script and its children (next dev, the compiler) form one process group.
    process.kill(-(child.pid ?? 0), 'SIGTERM');
  });
}

export async function measureDevLoop(root: string): Promise<DevLoopResult> {
  rmSync(path.join(root, '.next'), { recursive: true, force: true });
  rmSync(path.join(root, RECORDS_DIR), { recursive: true, force: true });
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const dev = spawn('npm', ['run', 'dev', '--', '-p', String(port), '-H', '127.0.0.1'], { cwd: root, detached: true, stdio: 'ignore' });
  const source = readFileSync(path.join(root, DEV_PAGE.file), 'utf8');
  try {
    let firstPageSeconds = 0;
    for (;;) {
      const ok = await fetch(`${origin}${DEV_PAGE.url}`).then((response) => response.ok, () => false);
      if (ok) {
        firstPageSeconds = (performance.now() - started) / 1000;
        break;
      }
      if (performance.now() - started > 600_000) throw new Error('npm run dev served no page in 10 minutes.');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    const page = await browser.newPage();
    await page.goto(`${origin}${DEV_PAGE.url}`);
    await page.locator('h1').waitFor();
    // The page listens to the compiler's events (src/content/devRefresh.ts).
    await page.locator('html[data-dev-events="open"]').waitFor({ timeout: 120_000 });
    const editSeconds: number[] = [];
    for (let edit = 1; edit <= EDITS; edit += 1) {
      const marker = `Bench edit ${edit} ${Date.now()}.`;
      const saved = performance.now();
      writeFileSync(path.join(root, DEV_PAGE.file), `${source.trimEnd()}\n\n${marker}\n`);
      await page.getByText(marker).waitFor({ timeout: 120_000 });
      editSeconds.push((performance.now() - saved) / 1000);
    }
    await browser.close();
    return { firstPageSeconds, editSeconds, medianEditSeconds: median(editSeconds) };
  } finally {
    writeFileSync(path.join(root, DEV_PAGE.file), source);
    await stop(dev);
  }
}

export function formatDevLoop(result: DevLoopResult): string[] {
  return [
    '\nMaintainer loop (npm run dev)',
    `  cold start to first page: ${result.firstPageSeconds.toFixed(1)} s`,
    `  saved markdown edit on screen: median ${result.medianEditSeconds.toFixed(2)} s; runs ${result.editSeconds.map((seconds) => seconds.toFixed(2)).join(', ')} s`,
  ];
}
