/**
 * The root 404.html on hosts that serve only that file for every missing URL (GitHub Pages and
 * most static hosts): under /zh/ it is Chinese before it paints (scripts/build/notFoundLanguages.ts),
 * and React hydrates it without a mismatch. The project's server picks zh/404.html itself, so
 * these tests answer the missing page with the root file, as such a host does.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { LANGUAGE_TAGS } from '@/src/config/site';
import { expectHydrated, watchForProblems } from './site';

const ROOT_NOT_FOUND = readFileSync(path.resolve('out', '404.html'));
const CHINESE_MISSING = '/zh/x/react-data-grid/no-such-page/';
const ENGLISH_MISSING = '/x/react-data-grid/no-such-page/';

/** Serves the root 404.html, status 404, for `url`, as a host without nested not-found pages does. */
async function answerWithRootNotFound(page: Page, url: string) {
  await page.route((candidate) => candidate.pathname === url, (route) =>
    route.fulfill({ status: 404, contentType: 'text/html; charset=utf-8', body: ROOT_NOT_FOUND }),
  );
}

/**
 * The problems of a not-found page other than its own 404 status (reported once as a response
 * and once by the console): none means it hydrated without a mismatch.
 */
function withoutTheNotFoundStatus(problems: readonly string[], url: string): string[] {
  const rest = problems.filter((problem) => !(problem.startsWith('HTTP 404: ') && problem.endsWith(url)));
  const consoleLine = rest.indexOf('console error: Failed to load resource: the server responded with a status of 404 (Not Found)');
  return consoleLine === -1 ? rest : rest.filter((_, index) => index !== consoleLine);
}

/** Records, at every frame from the first, the language and the visible heading. */
async function recordFrames(page: Page) {
  await page.addInitScript(() => {
    const frames: { lang: string; heading: string }[] = [];
    Object.assign(window, { e2eFrames: frames });
    const record = () => {
      frames.push({ lang: document.documentElement.lang, heading: document.querySelector('h1')?.innerText ?? '' });
      if (frames.length < 600) requestAnimationFrame(record);
    };
    requestAnimationFrame(record);
  });
  return () => page.evaluate(() => (window as unknown as { e2eFrames: { lang: string; heading: string }[] }).e2eFrames);
}

test.describe('the root 404.html under /zh/', () => {
  test('is Chinese from the first frame, and hydrates in Chinese without errors', async ({ page }) => {
    const problems = watchForProblems(page);
    await answerWithRootNotFound(page, CHINESE_MISSING);
    const frames = await recordFrames(page);
    const response = await page.goto(CHINESE_MISSING);
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', LANGUAGE_TAGS.zh);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('页面不存在');
    await expectHydrated(page);
    expect(await page.title()).toBe('页面不存在 - MUI X');
    await expect(page.getByRole('link', { name: '前往简介' })).toHaveAttribute('href', '/zh/x/introduction/');
    // Never English on screen: no frame showed the English heading or language.
    const seen = await frames();
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.filter((frame) => frame.heading === 'Page not found' || frame.lang === LANGUAGE_TAGS.en)).toEqual([]);
    expect(withoutTheNotFoundStatus(problems, CHINESE_MISSING)).toEqual([]);
  });

  test('is Chinese even when none of its code can load (the switch is in the page itself)', async ({ page }) => {
    await answerWithRootNotFound(page, CHINESE_MISSING);
    await page.route((url) => url.pathname.startsWith('/_next/static/') && url.pathname.endsWith('.js'), (route) => route.abort());
    await page.goto(CHINESE_MISSING, { waitUntil: 'domcontentloaded' });
    await expect(page.locator('html')).toHaveAttribute('lang', LANGUAGE_TAGS.zh);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('页面不存在');
    await expect(page.getByRole('navigation', { name: '主导航' })).toBeAttached();
  });

  test('stays English under an English path', async ({ page }) => {
    const problems = watchForProblems(page);
    await answerWithRootNotFound(page, ENGLISH_MISSING);
    await page.goto(ENGLISH_MISSING);
    await expect(page.locator('html')).toHaveAttribute('lang', LANGUAGE_TAGS.en);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expectHydrated(page);
    expect(withoutTheNotFoundStatus(problems, ENGLISH_MISSING)).toEqual([]);
  });
});

test('npm run serve still answers /zh/ paths with zh/404.html itself', async ({ page }) => {
  const response = await page.goto(CHINESE_MISSING);
  expect(response?.status()).toBe(404);
  expect(await response?.text()).toMatch(/<html[^>]* lang="zh"/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('页面不存在');
});
