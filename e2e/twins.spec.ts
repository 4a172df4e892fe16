import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { SITE_ORIGIN } from '@/src/config/site';
import { twinPath } from '@/src/twins/paths';
import { API_SITE_PAGES, SITE_PAGES, axeBuilder, expectHydrated, labelInNameProblemsIn, watchForProblems } from './site';

/** Every nav page, once (SITE_PAGES lists each in both languages). */
const NAV_PAGES = [...SITE_PAGES, ...API_SITE_PAGES].filter((page) => page.language === 'en');

test.describe('llms.txt and the markdown twins', () => {
  test('/llms.txt lists every nav page with its title, description and twin URL; /x/llms.txt is the same file', async ({ request }) => {
    const response = await request.get('/llms.txt');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('charset=utf-8');
    const text = await response.text();
    expect(text).toMatch(/^# MUI X\n\n> /);
    for (const page of NAV_PAGES) {
      const line = `- [${page.title.replace(/([[\]\\])/g, '\\$1')}](${SITE_ORIGIN}${twinPath(page.pathname, 'en')}): ${page.description}`;
      expect(text, page.pathname).toContain(`${line}\n`);
    }
    expect(await (await request.get('/x/llms.txt')).text()).toBe(text);
  });

  test('every twin listed in llms.txt exists in both languages and starts with its title', async ({ request }) => {
    const text = await (await request.get('/llms.txt')).text();
    const urls = [...text.matchAll(/\]\((https?:\/\/[^)]+\.md)\)/g)].map((match) => new URL(match[1] ?? '').pathname);
    expect(urls).toHaveLength(NAV_PAGES.length);
    const missing: string[] = [];
    for (const path of urls.flatMap((url) => [url, `/zh${url}`])) {
      const response = await request.get(path);
      const body = response.ok() ? await response.text() : '';
      if (!body.startsWith('# ') || /^:{2,3}[a-z]/m.test(body.replace(/^(`{3,})[\s\S]*?^\1/gm, ''))) {
        missing.push(`${path} (${response.status()})`);
      }
    }
    expect(missing).toEqual([]);
  });

  test('the sorting twin holds its demo’s source; the Chinese twin exists; llms-full.txt holds the English twins', async ({ request }) => {
    const twin = await (await request.get('/x/react-data-grid/sorting.md')).text();
    expect(twin.startsWith('# Data Grid - Sorting\n\n')).toBe(true);
    expect(twin).toContain(`\`\`\`tsx title="InitialSort.tsx"\n${readFileSync('data/data-grid/sorting/InitialSort.tsx', 'utf8').trimEnd()}\n\`\`\``);
    const chinese = await request.get('/zh/x/introduction.md');
    expect(chinese.status()).toBe(200);
    expect(await chinese.text()).toMatch(/^# .*概览/);
    const full = await (await request.get('/llms-full.txt')).text();
    expect(full).toContain(twin.trim());
  });
});

test.describe('Copy page and View as markdown', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('"Copy page" puts the page’s markdown in the clipboard and says so', async ({ page, request }) => {
    const problems = watchForProblems(page);
    await page.goto('/x/react-data-grid/sorting/');
    await expectHydrated(page);
    const twin = await (await request.get('/x/react-data-grid/sorting.md')).text();
    const button = page.getByRole('button', { name: 'Copy page' });
    await button.click();
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'The page is in the clipboard as markdown.' })).toHaveCount(1);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(twin);
    await expect(page.getByRole('button', { name: 'Copy page' })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('works by keyboard on a Chinese API page, with translated labels', async ({ page, request }) => {
    await page.goto('/zh/x/api/data-grid/data-grid/');
    await expectHydrated(page);
    const twin = await (await request.get('/zh/x/api/data-grid/data-grid.md')).text();
    const button = page.getByRole('button', { name: '复制页面' });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: '已复制' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(twin);
    await expect(page.getByRole('link', { name: '以 Markdown 查看' })).toHaveAttribute('href', '/zh/x/api/data-grid/data-grid.md');
  });

  test('a twin that cannot be loaded gives a message, and the next try works', async ({ page }) => {
    await page.goto('/x/introduction/licensing/');
    await expectHydrated(page);
    let fail = true;
    await page.route('**/x/introduction/licensing.md', (route) => (fail ? route.fulfill({ status: 503, body: '' }) : route.fallback()));
    await page.getByRole('button', { name: 'Copy page' }).click();
    await expect(page.getByRole('button', { name: 'Could not copy the page' })).toBeVisible();
    fail = false;
    await page.getByRole('button', { name: 'Could not copy the page' }).click();
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^# Licensing\n/);
  });

  test('"View as markdown" opens the twin', async ({ page }) => {
    await page.goto('/x/react-data-grid/sorting/');
    await expect(page.locator('head link[rel="alternate"][type="text/markdown"]')).toHaveAttribute('href', '/x/react-data-grid/sorting.md');
    const link = page.getByRole('link', { name: 'View as markdown' });
    await link.focus();
    const [response] = await Promise.all([page.waitForResponse('**/x/react-data-grid/sorting.md'), page.keyboard.press('Enter')]);
    expect(response.headers()['content-type']).toContain('text/markdown');
    await expect(page).toHaveURL(/\/x\/react-data-grid\/sorting\.md$/);
    await expect(page.locator('body')).toContainText('# Data Grid - Sorting');
  });

  test('the actions pass axe and label-in-name, and stay out of the search index', async ({ page }) => {
    await page.goto('/x/react-data-grid/sorting/');
    await expectHydrated(page);
    const actions = page.locator('[data-pagefind-ignore]').filter({ has: page.getByRole('button', { name: 'Copy page' }) });
    await expect(actions).toHaveCount(1);
    const results = await axeBuilder(page).include('article header').analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
    expect(await labelInNameProblemsIn(page)).toEqual([]);
  });
});
