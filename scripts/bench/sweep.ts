/**
 * `npm run bench:sweep`: how fast the site is on its worst pages, not only on the three the bench
 * has always measured. Lighthouse (mobile preset) on a sample of at least 40 pages of every
 * kind (scripts/bench/sweepSample.ts, from the page records and the export's sizes), one run per
 * page and two more for any page under the target score (the median of three is kept); per page
 * its score, TBT, LCP and CLS; then the worst, median and 10th percentile, the pages missing a
 * target, and, in the same run, a yardstick: the same page as plain static HTML without
 * JavaScript (what no docs site can beat). Client-side page changes between demo-heavy pages
 * are timed too (4x CPU), both for a click out of nowhere and after the pointer rested on the
 * link (data fetched ahead, as for a reader). Measures the export in `out/` (or OUT_DIR); results go to
 * bench-results/sweep.json.
 */
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@/scripts/browser/chromium';
import { readAllRecords } from '@/src/content/build/records';
import { createStaticServer } from '../serve';
import { runLighthouse, type LighthouseSummary } from './lighthouse';
import { median } from './median';
import { demoHeavyGuides, scoreSummary, sweepSample, type SweepCandidate } from './sweepSample';

const root = process.cwd();
const outDir = path.resolve(root, process.env.OUT_DIR?.trim() || 'out');

/** The targets of the sweep (issue: every page fast). */
export const SWEEP_TARGETS = { worstScore: 90, medianScore: 97, tbtMs: 200, lcpMs: 2000, cls: 0, pageChangeMs: 100 } as const;

const CPU_THROTTLING = 4;

async function serve(dir: string): Promise<{ origin: string; close: () => void }> {
  const server = createStaticServer(dir);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}

function candidates(): SweepCandidate[] {
  return readAllRecords(root).map((record) => {
    const file = path.join(outDir, record.pathname, 'index.html');
    const firstBlocks = record.languages.en.html.slice(0, 6000);
    return {
      pathname: record.pathname,
      kind: record.kind,
      demos: record.stats.demos,
      htmlBytes: statSync(file, { throwIfNoEntry: false })?.size ?? 0,
      demoOnFirstScreen: /data-island="demo"/.test(firstBlocks),
    };
  });
}

/** The yardstick: the sorting page's text as plain HTML, no script, no stylesheet but a small inline one. */
function writeYardstick(dir: string): string {
  const record = readAllRecords(root).find((entry) => entry.pathname === '/x/react-data-grid/sorting');
  const body = record ? record.languages.en.html.replace(/<noscript>[\s\S]*?<\/noscript>/g, '') : '<p>Sorting</p>';
  const html = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Yardstick</title><style>body{font:16px/1.6 system-ui,sans-serif;max-width:46rem;margin:0 auto;padding:1rem}pre{overflow:auto}</style></head><body><h1>Data Grid - Sorting</h1>${body}</body></html>`;
  mkdirSync(path.join(dir, 'yardstick'), { recursive: true });
  writeFileSync(path.join(dir, 'yardstick', 'index.html'), html);
  return '/yardstick/';
}

/** One run; two more (median of three) when the first misses a target, as Lighthouse varies. */
async function measure(origin: string, url: string): Promise<LighthouseSummary> {
  const first = await runLighthouse(origin, url, 1);
  const missed = first.score < SWEEP_TARGETS.medianScore || first.totalBlockingTimeMs > SWEEP_TARGETS.tbtMs || first.largestContentfulPaintMs > SWEEP_TARGETS.lcpMs;
  return missed ? runLighthouse(origin, url, 3) : first;
}

/** How long a reader's pointer rests on a link before the click, in the page changes "after intent". */
const INTENT_BEFORE_CLICK_MS = 300;

/**
 * Client-side page changes between demo-heavy pages, 4x CPU: through the list and back (each
 * change once per direction), timed from the click to the frame after the new title is in the
 * document. `intent`: the pointer rests on the link first, as a reader's does, so the page's data
 * is fetched ahead (src/navigation/intentPrefetch.ts); otherwise the click comes out of nowhere.
 */
async function measurePageChanges(origin: string, urls: readonly string[], intent: boolean): Promise<{ from: string; to: string; ms: number }[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLING });
  const route = [...urls, ...urls.slice(0, -1).reverse()];
  const results: { from: string; to: string; ms: number }[] = [];
  await page.goto(`${origin}${route[0]}`, { waitUntil: 'networkidle' });
  await page.locator('html[data-hydrated]').waitFor();
  for (let index = 1; index < route.length; index += 1) {
    const from = route[index - 1] as string;
    const to = route[index] as string;
    await page.waitForTimeout(1000);
    const ms = await page.evaluate(
      `new Promise((resolve) => {
        const target = ${JSON.stringify(to)};
        const link = document.createElement('a');
        link.href = target;
        document.querySelector('article')?.append(link);
        const before = document.querySelector('h1')?.textContent;
        const click = () => {
          const start = performance.now();
          link.click();
          const check = () => {
            const h1 = document.querySelector('h1');
            if (location.pathname === target && h1 && h1.textContent !== before) requestAnimationFrame(() => resolve(performance.now() - start));
            else requestAnimationFrame(check);
          };
          check();
        };
        if (${intent}) {
          link.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
          setTimeout(click, ${INTENT_BEFORE_CLICK_MS});
        } else {
          click();
        }
      })`,
    );
    results.push({ from, to, ms: Math.round(ms as number) });
  }
  await browser.close();
  return results;
}

async function main() {
  const siteCandidates = candidates();
  const sample = sweepSample(siteCandidates);
  const site = await serve(outDir);
  const yardDir = mkdtempSync(path.join(tmpdir(), 'sweep-yardstick-'));
  const yardUrl = writeYardstick(yardDir);
  const yard = await serve(yardDir);
  const rows: (LighthouseSummary & { kind: string })[] = [];
  try {
    for (const [index, { url, kind }] of sample.entries()) {
      const summary = await measure(site.origin, url);
      rows.push({ ...summary, kind });
      console.log(
        `  [${String(index + 1).padStart(2)}/${sample.length}] ${String(summary.score).padStart(3)}  TBT ${String(summary.totalBlockingTimeMs).padStart(4)} ms  LCP ${String(summary.largestContentfulPaintMs).padStart(5)} ms  CLS ${summary.cumulativeLayoutShift}  ${url}  (${kind})`,
      );
    }
    const yardstick = await runLighthouse(yard.origin, yardUrl, 3);
    // All of them, including those the sample labelled with an earlier kind (a demo on the first screen…).
    const demoHeavy = demoHeavyGuides(siteCandidates);
    const pageChanges = await measurePageChanges(site.origin, demoHeavy, false);
    const pageChangesAfterIntent = await measurePageChanges(site.origin, demoHeavy, true);
    const scores = scoreSummary(rows.map((row) => row.score));
    const misses = rows.filter(
      (row) =>
        row.score < SWEEP_TARGETS.worstScore ||
        row.totalBlockingTimeMs > SWEEP_TARGETS.tbtMs ||
        row.largestContentfulPaintMs > SWEEP_TARGETS.lcpMs ||
        row.cumulativeLayoutShift > SWEEP_TARGETS.cls,
    );
    const pageChangeMedian = median(pageChanges.map((change) => change.ms));
    const pageChangeAfterIntentMedian = median(pageChangesAfterIntent.map((change) => change.ms));
    console.log(`\nSweep: ${rows.length} pages (Lighthouse ${'mobile preset'}); worst ${scores.worst}, median ${scores.median}, 10th percentile ${scores.p10}`);
    console.log(`  worst TBT ${Math.max(...rows.map((row) => row.totalBlockingTimeMs))} ms, worst LCP ${Math.max(...rows.map((row) => row.largestContentfulPaintMs))} ms, worst CLS ${Math.max(...rows.map((row) => row.cumulativeLayoutShift))}`);
    console.log(`  yardstick (plain static HTML, no JavaScript): score ${yardstick.score}, TBT ${yardstick.totalBlockingTimeMs} ms, LCP ${yardstick.largestContentfulPaintMs} ms`);
    console.log(`  page change between demo-heavy pages (${CPU_THROTTLING}x CPU), a click out of nowhere: median ${Math.round(pageChangeMedian)} ms; ${pageChanges.map((change) => change.ms).join(', ')} ms`);
    console.log(
      `  the same after the pointer rested ${INTENT_BEFORE_CLICK_MS} ms on the link: median ${Math.round(pageChangeAfterIntentMedian)} ms; ${pageChangesAfterIntent.map((change) => change.ms).join(', ')} ms`,
    );
    console.log(
      `  targets: worst ≥ ${SWEEP_TARGETS.worstScore}, median ≥ ${SWEEP_TARGETS.medianScore}, TBT ≤ ${SWEEP_TARGETS.tbtMs} ms, LCP ≤ ${SWEEP_TARGETS.lcpMs} ms, CLS ${SWEEP_TARGETS.cls}, page change ≤ ${SWEEP_TARGETS.pageChangeMs} ms`,
    );
    for (const row of misses) {
      console.log(`  MISSES: ${row.url} score ${row.score}, TBT ${row.totalBlockingTimeMs} ms, LCP ${row.largestContentfulPaintMs} ms, CLS ${row.cumulativeLayoutShift}`);
    }
    mkdirSync(path.join(root, 'bench-results'), { recursive: true });
    writeFileSync(
      path.join(root, 'bench-results', 'sweep.json'),
      `${JSON.stringify({ date: new Date().toISOString(), targets: SWEEP_TARGETS, scores, pages: rows, yardstick, pageChanges, pageChangeMedian, pageChangesAfterIntent, pageChangeAfterIntentMedian }, null, 2)}\n`,
    );
  } finally {
    site.close();
    yard.close();
    rmSync(yardDir, { recursive: true, force: true });
  }
}

if (process.argv[1]?.endsWith('sweep.ts')) {
  await main();
}

