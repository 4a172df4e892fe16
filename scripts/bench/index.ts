/**
 * `npm run bench`: builds the export and measures what readers pay for it.
 *
 * - Build: wall time and peak memory (sum of resident memory of the build's process group,
 *   sampled every 100 ms).
 * - Per page type: gzip bytes of the HTML, and of the JavaScript and CSS its HTML loads up
 *   front; plus the JavaScript Chromium actually fetched until the network went idle.
 * - Client-side page change: click a drawer link until the new h1 is on screen, in Chromium
 *   with 4x CPU throttling; median of 10.
 * - Search: from pressing Ctrl+K to the first results of a query typed at once, 4x CPU
 *   throttling. Cold: a fresh browser context each run (nothing cached: the dialog's chunk,
 *   the Pagefind runtime and the index chunks all load); warm: the dialog reopened on the same
 *   page with another query. Plus the bytes (gzip) fetched for a cold first query.
 *
 * - Lighthouse (mobile preset, median of 3 runs) on each page type, with what the main thread
 *   spends its time on (scripts/bench/lighthouse.ts).
 * - The demo page's first demo scrolled into view on a phone (scripts/bench/demoMount.ts).
 * - The maintainer's loop: a cold `npm run dev` to its first page, and a saved edit to the open
 *   page (scripts/bench/devLoop.ts); BENCH_ONLY=dev runs it alone.
 * - The API reference step (`npm run build -- --only api`): with its cache, and from scratch.
 *
 * Set BENCH_SKIP_BUILD=1 to measure an existing `out/` (or OUT_DIR), BENCH_WARM=1 to keep the
 * build cache, BENCH_ONLY=lighthouse or BENCH_ONLY=search to run only that part (on the existing
 * export). Results also go to bench-results/.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@/scripts/browser/chromium';
import { PROSE_PAGE_JS_BUDGET_BYTES } from '@/src/config/constants';
import { gzipSize, pageWeight } from '../checks/pageAssets';
import { API_DATA_FILE } from '@/src/content/shared/apiData';
import { BENCH_PAGES, DEMO_PAGE } from './pages';
import { formatDemoMount, measureDemoMount } from './demoMount';
import { formatDevLoop, measureDevLoop } from './devLoop';
import { formatHydration, HYDRATION_RUNS, measureHydration } from './hydration';
import { median } from './median';
import { formatLighthouse, LIGHTHOUSE_RUNS, runLighthouse, type LighthouseSummary } from './lighthouse';
import { createStaticServer } from '../serve';
import { samplePeakMemory } from './processMemory';

const root = process.cwd();
/** The export measured: out/, or OUT_DIR (with BENCH_SKIP_BUILD=1 or BENCH_ONLY). */
const outDir = path.resolve(root, process.env.OUT_DIR?.trim() || 'out');


const CPU_THROTTLING = 4;
const NAVIGATION_RUNS = 10;
const SEARCH_PAGE = '/x/react-data-grid/sorting/';
const SEARCH_QUERIES = ['filter model', 'checkboxSelection', 'date range', 'bar chart', 'tree item', 'pagination', 'localization'];
const SEARCH_RUNS = 5;

/** A clean build (no Turbopack cache) unless BENCH_WARM=1. */
async function measureBuild(): Promise<{ seconds: number; peakMemoryMb: number; clean: boolean }> {
  const clean = process.env.BENCH_WARM !== '1';
  if (clean) {
    rmSync(path.join(root, '.next'), { recursive: true, force: true });
  }
  const started = performance.now();
  const child = spawn('npm', ['run', 'build'], { cwd: root, detached: true, stdio: ['ignore', 'ignore', 'inherit'] });
  const sampler = samplePeakMemory(child.pid ?? 0);
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  const peak = sampler.stop();
  if (code !== 0) {
    throw new Error(`npm run build failed with exit code ${code}`);
  }
  return { seconds: (performance.now() - started) / 1000, peakMemoryMb: peak.totalKb / 1024, clean };
}

/**
 * Browser-side script: clicks the drawer link to `href` and resolves with the milliseconds
 * until the new page's h1 is laid out and a frame has been drawn. A string, so that the
 * TypeScript runner's helpers never end up in the page.
 */
function measureNavigation(href: string): string {
  return `new Promise((resolve) => {
    const target = ${JSON.stringify(href)};
    const anchor = document.querySelector('nav a[href="' + target + '"]');
    const before = document.querySelector('h1') && document.querySelector('h1').textContent;
    const start = performance.now();
    anchor.click();
    const check = () => {
      const h1 = document.querySelector('h1');
      if (location.pathname === target && h1 && h1.textContent !== before && h1.getBoundingClientRect().height > 0) {
        requestAnimationFrame(() => resolve(performance.now() - start));
      } else {
        requestAnimationFrame(check);
      }
    };
    check();
  })`;
}

/**
 * Browser-side script: notes when Ctrl+K goes down, then resolves with the milliseconds until
 * the dialog's status announces the results of the query (`N results`).
 */
const SEARCH_TIMER = `(() => {
  window.__searchTimer = new Promise((resolve) => {
    let start = 0;
    document.addEventListener('keydown', (event) => {
      if (!start && event.ctrlKey && event.key.toLowerCase() === 'k') start = performance.now();
    }, { capture: true });
    const check = () => {
      const status = document.querySelector('dialog[open] .body > [role="status"]');
      if (start && status && /^[0-9]+ results$/.test(status.textContent || '')) {
        requestAnimationFrame(() => resolve(performance.now() - start));
      } else {
        requestAnimationFrame(check);
      }
    };
    check();
  });
})()`;

async function timeSearch(page: Page, query: string): Promise<number> {
  await page.evaluate(SEARCH_TIMER);
  await page.keyboard.press('Control+k');
  await page.locator('dialog[open] [role="combobox"]').waitFor();
  await page.keyboard.insertText(query);
  const elapsed = await page.evaluate<number>('window.__searchTimer');
  await page.keyboard.press('Escape');
  await page.locator('dialog[open]').waitFor({ state: 'detached' });
  return elapsed;
}

/** Bytes as they travel: Pagefind's index files and wasm are stored gzipped already, the rest is gzipped by the host. */
function transferBytes(pathname: string): number {
  const onDisk = path.join(outDir, pathname.replace(/^\//, ''));
  if (!existsSync(onDisk)) {
    return 0;
  }
  return /\.(pf_\w+|pagefind)$/.test(pathname) ? statSync(onDisk).size : gzipSize(readFileSync(onDisk));
}

/** What a file of the first query is, for the breakdown. */
function searchFileKind(pathname: string): string {
  if (pathname.startsWith('/_next/')) return 'dialog chunk (JS)';
  if (/pagefind\.js$/.test(pathname)) return 'pagefind.js';
  if (/pagefind-worker\.js$/.test(pathname)) return 'pagefind-worker.js';
  if (/pagefind-entry\.json$/.test(pathname)) return 'pagefind-entry.json';
  if (/\.pf_meta$/.test(pathname)) return 'metadata (pf_meta)';
  if (/\.pagefind$/.test(pathname)) return 'wasm';
  if (/\.pf_filter$/.test(pathname)) return 'filter files';
  if (/\.pf_index$/.test(pathname)) return 'index chunks';
  if (/\.pf_fragment$/.test(pathname)) return 'fragments';
  return 'other';
}

async function measureSearch(browser: Browser, origin: string) {
  const cold: number[] = [];
  const warm: number[] = [];
  let firstQuery: { kind: string; files: number; bytes: number }[] = [];
  for (let run = 0; run < SEARCH_RUNS; run += 1) {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${origin}${SEARCH_PAGE}`, { waitUntil: 'networkidle' });
    await page.locator('html[data-hydrated]').waitFor();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLING });
    const fetched = new Set<string>();
    page.on('response', (response) => {
      if (response.url().startsWith(origin)) {
        fetched.add(new URL(response.url()).pathname);
      }
    });
    cold.push(await timeSearch(page, SEARCH_QUERIES[run % SEARCH_QUERIES.length] ?? 'sorting'));
    if (run === 0) {
      const byKind = new Map<string, { kind: string; files: number; bytes: number }>();
      for (const file of fetched) {
        const kind = searchFileKind(file);
        const row = byKind.get(kind) ?? { kind, files: 0, bytes: 0 };
        row.files += 1;
        row.bytes += transferBytes(file);
        byKind.set(kind, row);
      }
      firstQuery = [...byKind.values()].sort((a, b) => b.bytes - a.bytes);
    }
    warm.push(await timeSearch(page, SEARCH_QUERIES[(run + 1) % SEARCH_QUERIES.length] ?? 'sorting'));
    await context.close();
  }
  return {
    cpuThrottling: CPU_THROTTLING,
    page: SEARCH_PAGE,
    coldRuns: cold.map(Math.round),
    warmRuns: warm.map(Math.round),
    coldMedianMs: Math.round(median(cold)),
    warmMedianMs: Math.round(median(warm)),
    firstQueryBytes: firstQuery.reduce((total, row) => total + row.bytes, 0),
    firstQuery,
  };
}

function printSearch(search: Awaited<ReturnType<typeof measureSearch>>): void {
  console.log(`\nSearch: Ctrl+K to the first results (${CPU_THROTTLING}x CPU throttling, ${SEARCH_RUNS} runs, ${SEARCH_PAGE})`);
  console.log(`  cold median ${search.coldMedianMs} ms (runs ${search.coldRuns.join(', ')} ms)`);
  console.log(`  warm median ${search.warmMedianMs} ms (runs ${search.warmRuns.join(', ')} ms)`);
  console.log(`  first query fetched ${kb(search.firstQueryBytes)} gzip:`);
  for (const row of search.firstQuery) {
    console.log(`    ${row.kind.padEnd(22)} ${String(row.files).padStart(3)} files ${kb(row.bytes).padStart(9)}`);
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

/**
 * The API step (`npm run build -- --only api`) twice: from scratch (the generated data removed, so every declaration is read
 * again; the packed Pro packages in .api/vendor stay) and again with the data it left.
 */
function measureApiStep(): { coldSeconds: number; cachedSeconds: number } {
  const run = () => {
    const started = performance.now();
    execFileSync('npm', ['run', 'build', '--', '--only', 'api'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
    return (performance.now() - started) / 1000;
  };
  rmSync(path.join(root, API_DATA_FILE), { force: true });
  const coldSeconds = run();
  return { coldSeconds, cachedSeconds: run() };
}

async function measureLighthouse(origin: string): Promise<{ type: string; summary: LighthouseSummary }[]> {
  const rows = [];
  for (const { type, url } of BENCH_PAGES) {
    rows.push({ type, summary: await runLighthouse(origin, url) });
  }
  return rows;
}

/** Each bench page's load traced until it is interactive (scripts/bench/hydration.ts). */
async function measureHydrationRows(browser: Browser, origin: string) {
  const rows = [];
  for (const { type, url } of BENCH_PAGES) {
    rows.push({ type, summary: await measureHydration(browser, origin, url, CPU_THROTTLING) });
  }
  return rows;
}

function printHydration(rows: Awaited<ReturnType<typeof measureHydrationRows>>): void {
  console.log(`\nLoad and hydration on a phone (412 x 823, ${CPU_THROTTLING}x CPU throttling, no network throttling; Chromium trace, run with the median blocking time of ${HYDRATION_RUNS})`);
  rows.forEach((row) => formatHydration(row.type, row.summary).forEach((line) => console.log(line)));
}

async function main() {
  if (process.env.BENCH_ONLY === 'dev') {
    formatDevLoop(await measureDevLoop(root)).forEach((line) => console.log(line));
    return;
  }
  if (process.env.BENCH_ONLY === 'lighthouse') {
    const server = createStaticServer(outDir);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const rows = await measureLighthouse(origin);
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    const hydration = await measureHydrationRows(browser, origin);
    const demoMount = await measureDemoMount(browser, origin, DEMO_PAGE, CPU_THROTTLING);
    await browser.close();
    server.close();
    console.log(`\nLighthouse (mobile preset, median of ${LIGHTHOUSE_RUNS} runs)`);
    rows.forEach((row) => formatLighthouse(row.type, row.summary).forEach((line) => console.log(line)));
    printHydration(hydration);
    formatDemoMount(demoMount, CPU_THROTTLING).forEach((line) => console.log(line));
    return;
  }
  if (process.env.BENCH_ONLY === 'search') {
    const server = createStaticServer(outDir);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    const search = await measureSearch(browser, `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    await browser.close();
    server.close();
    printSearch(search);
    return;
  }
  const apiStep = measureApiStep();
  const build = process.env.BENCH_SKIP_BUILD === '1' ? null : await measureBuild();
  if (!existsSync(path.join(outDir, 'index.html'))) {
    throw new Error('No export in out/: run without BENCH_SKIP_BUILD.');
  }

  const server = createStaticServer(outDir);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

  const pageTypes = [];
  for (const { type, url } of BENCH_PAGES) {
    const weight = pageWeight(outDir, path.join(outDir, url, 'index.html'));
    const page = await browser.newPage();
    const fetched = new Set<string>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script' && response.url().startsWith(origin)) {
        fetched.add(new URL(response.url()).pathname);
      }
    });
    await page.goto(`${origin}${url}`, { waitUntil: 'networkidle' });
    await page.close();
    const loadedJs = [...fetched].reduce(
      (total, file) => total + gzipSize(readFileSync(path.join(outDir, file.replace(/^\//, '')))),
      0,
    );
    pageTypes.push({ type, url, html: weight.html, js: weight.js, css: weight.css, loadedJs, scripts: weight.scripts.length });
  }

  // Client-side page changes through the drawer, with a throttled CPU.
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLING });
  await page.goto(`${origin}/x/introduction/`, { waitUntil: 'networkidle' });
  await page.locator('html[data-hydrated]').waitFor();
  const targets = ['Installation', 'Licensing', 'Support', 'Roadmap', 'Overview'];
  const timings: number[] = [];
  for (let run = 0; run < NAVIGATION_RUNS; run += 1) {
    const name = targets[run % targets.length] ?? 'Overview';
    const link = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name, exact: true });
    const href = (await link.getAttribute('href')) ?? '';
    const elapsed = await page.evaluate<number>(measureNavigation(href));
    timings.push(elapsed);
  }
  await page.close();
  const search = await measureSearch(browser, origin);
  const hydration = await measureHydrationRows(browser, origin);
  const demoMount = await measureDemoMount(browser, origin, DEMO_PAGE, CPU_THROTTLING);
  await browser.close();
  const lighthouseRows = await measureLighthouse(origin);
  server.close();
  const devLoop = await measureDevLoop(root);

  const result = {
    date: new Date().toISOString(),
    build,
    pageTypes,
    search,
    navigation: { cpuThrottling: CPU_THROTTLING, runs: timings.map((ms) => Math.round(ms)), medianMs: Math.round(median(timings)) },
    budget: { proseJsBytes: PROSE_PAGE_JS_BUDGET_BYTES },
    apiStep,
    lighthouse: lighthouseRows,
    hydration,
    demoMount,
    devLoop,
  };

  console.log('\nBuild');
  console.log(
    build
      ? `  ${build.clean ? 'clean' : 'warm'} build: wall time ${build.seconds.toFixed(1)} s, peak memory ${build.peakMemoryMb.toFixed(0)} MB (content check + next build)`
      : '  (skipped)',
  );
  console.log(`  API reference step (npm run build -- --only api): ${apiStep.coldSeconds.toFixed(1)} s from scratch, ${apiStep.cachedSeconds.toFixed(1)} s cached`);
  console.log('\nPage weight (gzip)          HTML      JS (HTML)  JS (loaded)  CSS');
  for (const row of pageTypes) {
    console.log(
      `  ${row.type.padEnd(24)} ${kb(row.html).padStart(9)} ${kb(row.js).padStart(10)} ${kb(row.loadedJs).padStart(12)} ${kb(row.css).padStart(8)}   ${row.url}`,
    );
  }
  console.log(`  budget for a prose page: ${kb(PROSE_PAGE_JS_BUDGET_BYTES)} of JavaScript`);
  console.log(`\nClient-side page change (${CPU_THROTTLING}x CPU throttling, ${NAVIGATION_RUNS} runs)`);
  console.log(`  median ${result.navigation.medianMs} ms; runs ${result.navigation.runs.join(', ')} ms`);

  printSearch(search);

  console.log(`\nLighthouse (mobile preset, median of ${LIGHTHOUSE_RUNS} runs)`);
  lighthouseRows.forEach((row) => formatLighthouse(row.type, row.summary).forEach((line) => console.log(line)));
  printHydration(hydration);
  formatDemoMount(demoMount, CPU_THROTTLING).forEach((line) => console.log(line));
  formatDevLoop(devLoop).forEach((line) => console.log(line));

  mkdirSync(path.join(root, 'bench-results'), { recursive: true });
  writeFileSync(path.join(root, 'bench-results', 'latest.json'), `${JSON.stringify(result, null, 2)}\n`);
}

await main();
