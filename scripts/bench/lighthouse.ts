/**
 * Lighthouse runs for `npm run bench`: the mobile preset (simulated slow 4G and 4x CPU, the
 * default configuration of Lighthouse 12), in Debian's Chromium, a few runs per page; the
 * median run by performance score is reported with its Total Blocking Time, LCP and CLS, and
 * what the main thread spent its time on: the longest task (and the script it is attributed
 * to), the work by category, and the scripts that cost the most CPU.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_PATH } from '@/scripts/browser/chromium';

export const LIGHTHOUSE_RUNS = 3;

export interface LighthouseSummary {
  url: string;
  runs: number[];
  score: number;
  totalBlockingTimeMs: number;
  largestContentfulPaintMs: number;
  firstContentfulPaintMs: number;
  cumulativeLayoutShift: number;
  longestTask: { ms: number; url: string } | null;
  mainThread: { group: string; ms: number }[];
  scripts: { url: string; scriptingMs: number; parseMs: number }[];
}

interface AuditDetails {
  items?: Record<string, unknown>[];
}

const numberOf = (value: unknown) => (typeof value === 'number' ? value : 0);
const shortUrl = (value: unknown, origin: string) => (typeof value === 'string' ? value.replace(origin, '') : String(value));

/** The run with the median score, with every run's score. */
export function medianRun(runs: LighthouseSummary[]): LighthouseSummary {
  const sorted = [...runs].sort((a, b) => a.score - b.score);
  const middle = sorted[Math.floor(sorted.length / 2)];
  if (!middle) {
    throw new Error('No Lighthouse run to summarise.');
  }
  return { ...middle, runs: runs.map((run) => run.score) };
}

type Report = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

function summarise(lhr: Report, url: string, origin: string): LighthouseSummary {
  const score = Math.round((lhr.categories.performance?.score ?? 0) * 100);
  const audit = (id: string) => lhr.audits[id];
  const items = (id: string) => ((audit(id)?.details as AuditDetails | undefined)?.items ?? []);
  const longest = items('long-tasks').reduce<Record<string, unknown> | null>(
    (best, item) => (best && numberOf(best.duration) >= numberOf(item.duration) ? best : item),
    null,
  );
  return {
    url,
    runs: [score],
    score,
    totalBlockingTimeMs: Math.round(audit('total-blocking-time')?.numericValue ?? 0),
    largestContentfulPaintMs: Math.round(audit('largest-contentful-paint')?.numericValue ?? 0),
    firstContentfulPaintMs: Math.round(audit('first-contentful-paint')?.numericValue ?? 0),
    cumulativeLayoutShift: Number((audit('cumulative-layout-shift')?.numericValue ?? 0).toFixed(3)),
    longestTask: longest ? { ms: Math.round(numberOf(longest.duration)), url: shortUrl(longest.url, origin) } : null,
    mainThread: items('mainthread-work-breakdown')
      .map((item) => ({ group: String(item.groupLabel ?? item.group), ms: Math.round(numberOf(item.duration)) }))
      .slice(0, 5),
    scripts: items('bootup-time')
      .map((item) => ({ url: shortUrl(item.url, origin), scriptingMs: Math.round(numberOf(item.scripting)), parseMs: Math.round(numberOf(item.scriptParseCompile)) }))
      .slice(0, 4),
  };
}

/** `runs` Lighthouse runs of one page in one browser; the median run by score. */
export async function runLighthouse(origin: string, url: string, runs = LIGHTHOUSE_RUNS): Promise<LighthouseSummary> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const summaries = [];
    for (let run = 0; run < runs; run += 1) {
      const result = await lighthouse(`${origin}${url}`, { port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' });
      if (!result) {
        throw new Error(`Lighthouse returned nothing for ${url}`);
      }
      summaries.push(summarise(result.lhr, url, origin));
    }
    return medianRun(summaries);
  } finally {
    await chrome.kill();
  }
}

export function formatLighthouse(type: string, summary: LighthouseSummary): string[] {
  const lines = [
    `  ${type.padEnd(12)} score ${summary.score} (runs ${summary.runs.join('/')}), TBT ${summary.totalBlockingTimeMs} ms, FCP ${summary.firstContentfulPaintMs} ms, LCP ${summary.largestContentfulPaintMs} ms, CLS ${summary.cumulativeLayoutShift}   ${summary.url}`,
  ];
  if (summary.longestTask) {
    lines.push(`      longest task ${summary.longestTask.ms} ms (${summary.longestTask.url})`);
  }
  lines.push(`      main thread: ${summary.mainThread.map((entry) => `${entry.group} ${entry.ms} ms`).join(', ')}`);
  lines.push(`      scripts: ${summary.scripts.map((entry) => `${entry.url} ${entry.scriptingMs}+${entry.parseMs} ms`).join(', ')}`);
  return lines;
}
