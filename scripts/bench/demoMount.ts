/**
 * What a live demo costs a phone when the reader reaches it. Demos mount as they come near
 * the screen, so the Lighthouse run of a demo page (no scrolling) sees none on a phone when
 * the first demo starts below the first screen. This scrolls the first demo into view on a
 * 412 x 823 screen with the CPU throttled and reports, from the scroll until the demo is
 * rendered: the time, the longest main-thread task and the blocking time (each task's part
 * beyond 50 ms), median of DEMO_MOUNT_RUNS fresh page loads.
 */
import type { Browser } from '@playwright/test';
import { median } from './median';

export const DEMO_MOUNT_RUNS = 3;

const IN_PAGE = `return new Promise((resolve) => {
  const tasks = [];
  new PerformanceObserver((list) => list.getEntries().forEach((entry) => tasks.push(entry.duration))).observe({ type: 'longtask' });
  const started = performance.now();
  element.scrollIntoView({ block: 'center' });
  const check = () => {
    if (element.querySelector('.demo-live > *')) {
      const ms = performance.now() - started;
      // Long tasks are reported once they end: give the observer a frame to catch up.
      requestAnimationFrame(() => setTimeout(() => resolve({ ms, tasks }), 0));
    } else {
      requestAnimationFrame(check);
    }
  };
  check();
});`;
const LONG_TASK_MS = 50;

export interface DemoMount {
  url: string;
  /** Where the first demo starts on the phone screen before scrolling (px from the top). */
  firstDemoTop: number;
  ms: number;
  longestTaskMs: number;
  blockingMs: number;
}

export async function measureDemoMount(browser: Browser, origin: string, url: string, cpuThrottling: number): Promise<DemoMount> {
  const runs: Omit<DemoMount, 'url'>[] = [];
  for (let run = 0; run < DEMO_MOUNT_RUNS; run += 1) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
    const page = await context.newPage();
    await page.goto(`${origin}${url}`, { waitUntil: 'networkidle' });
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottling });
    const placeholder = page.locator('[data-island="demo"]').first();
    const firstDemoTop = Math.round(await placeholder.evaluate((element) => element.getBoundingClientRect().top));
    // In the page (a string: tsx would wrap named functions in a helper the page lacks): watch
    // long tasks, scroll the demo into view, note when its content appears.
    const { ms, tasks } = await placeholder.evaluate<{ ms: number; tasks: number[] }, string>(
      (element, script) => new Function('element', script)(element) as Promise<{ ms: number; tasks: number[] }>,
      IN_PAGE,
    );
    runs.push({
      firstDemoTop,
      ms: Math.round(ms),
      longestTaskMs: Math.round(Math.max(0, ...tasks)),
      blockingMs: Math.round(tasks.reduce((total, duration) => total + Math.max(0, duration - LONG_TASK_MS), 0)),
    });
    await context.close();
  }
  return {
    url,
    firstDemoTop: runs[0]?.firstDemoTop ?? 0,
    ms: Math.round(median(runs.map((run) => run.ms))),
    longestTaskMs: Math.round(median(runs.map((run) => run.longestTaskMs))),
    blockingMs: Math.round(median(runs.map((run) => run.blockingMs))),
  };
}

export function formatDemoMount(result: DemoMount, cpuThrottling: number): string[] {
  return [
    `\nFirst demo scrolled into view on a phone (412 x 823, ${cpuThrottling}x CPU throttling, median of ${DEMO_MOUNT_RUNS}; ${result.url})`,
    `  it starts ${result.firstDemoTop} px down the first screen; rendered ${result.ms} ms after the scroll; longest task ${result.longestTaskMs} ms, blocking ${result.blockingMs} ms`,
  ];
}
