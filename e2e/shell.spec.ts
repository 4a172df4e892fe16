/**
 * The page shell around a docs page's content (issue 31, items 3, 4 and 7): breadcrumbs, "Last
 * updated", the versions menu that keeps the page, "Back to top" and the printed page.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { SITE_ORIGIN } from '@/src/config/site';
import { STORAGE_KEYS } from '@/src/preferences/values';
import { expectHydrated, watchForProblems } from './site';

const SORTING = '/x/react-data-grid/sorting/';

/** Opens a page as a reader with these stored preferences would. */
async function openAs(page: Page, url: string, preferences: { mode?: string; direction?: string } = {}): Promise<void> {
  await page.addInitScript(
    ({ keys, mode, direction }) => {
      if (mode) window.localStorage.setItem(keys.mode, mode);
      if (direction) window.localStorage.setItem(keys.direction, direction);
    },
    { keys: STORAGE_KEYS, ...preferences },
  );
  await page.goto(url);
}

/** The breadcrumb trail as `[label, href, aria-current]` triples. */
async function trail(page: Page): Promise<[string, string | null, string | null][]> {
  const items = page.getByRole('navigation', { name: /^(Breadcrumb|页面路径)$/ }).locator('ol > li > a');
  return items.evaluateAll((links) => links.map((link) => [link.textContent ?? '', link.getAttribute('href'), link.getAttribute('aria-current')] as [string, string | null, string | null]));
}

test.describe('breadcrumbs', () => {
  test('product › group › page above the title, as links, the page marked current', async ({ page }) => {
    const problems = watchForProblems(page);
    await page.goto('/x/react-data-grid/filtering/quick-filter/');
    await expectHydrated(page);
    const nav = page.getByRole('navigation', { name: 'Breadcrumb' });
    // Above the h1, inside the page's header.
    const [navBox, titleBox] = [await nav.boundingBox(), await page.locator('main h1').boundingBox()];
    expect(navBox && titleBox && navBox.y + navBox.height <= titleBox.y).toBe(true);
    expect(await trail(page)).toEqual([
      ['Data Grid', '/x/react-data-grid/', null],
      ['Filtering', '/x/react-data-grid/filtering/', null],
      ['Quick filter', '/x/react-data-grid/filtering/quick-filter/', 'page'],
    ]);
    expect(problems).toEqual([]);
    await nav.getByRole('link', { name: 'Filtering' }).click();
    await expect(page).toHaveURL(/\/x\/react-data-grid\/filtering\/$/);
    await expect(page.locator('main h1')).toHaveText(/Filtering/);
    // The new page's trail, after a client-side page change.
    expect((await trail(page)).map(([label]) => label)).toEqual(['Data Grid', 'Filtering', 'Overview']);
  });

  test('are in the server HTML: the same trail without JavaScript, in Chinese with Chinese paths', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/zh/x/react-date-pickers/date-picker/');
    const crumbs = await trail(page);
    expect(crumbs.map(([, href]) => href)).toEqual(['/zh/x/react-date-pickers/', '/zh/x/react-date-pickers/date-picker/', '/zh/x/react-date-pickers/date-picker/']);
    expect(crumbs.at(-1)?.[2]).toBe('page');
    // Labels are the drawer's, in Chinese where the nav has them.
    expect(crumbs[0]?.[0]).not.toBe('Date and Time Pickers');
    await context.close();
  });

  test('read right to left in rtl: steps from the right, chevrons pointing left', async ({ page }) => {
    await openAs(page, '/x/react-data-grid/filtering/quick-filter/', { direction: 'rtl' });
    const links = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link');
    const first = await links.first().boundingBox();
    const last = await links.last().boundingBox();
    expect(first && last && first.x > last.x).toBe(true);
    const transform = await page.locator('.docs-breadcrumbs .separator').first().evaluate((element) => getComputedStyle(element).transform);
    expect(transform).toBe('matrix(-1, 0, 0, 1, 0, 0)');
  });
});

test.describe('last updated', () => {
  test('a guide page ends with the day of its last change, in a <time>, in each language', async ({ page, request }) => {
    await page.goto(SORTING);
    const line = page.locator('footer .last-updated');
    await expect(line).toHaveText(/^Last updated on [A-Z][a-z]+ \d{1,2}, \d{4}$/);
    const datetime = await line.locator('time').getAttribute('datetime');
    expect(datetime).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const day = new Date(`${datetime}T00:00:00Z`).toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' });
    await expect(line).toHaveText(`Last updated on ${day}`);
    // The markdown twin ends with the same line.
    const twin = await (await request.get('/x/react-data-grid/sorting.md')).text();
    expect(twin.trimEnd().endsWith(`_Last updated on ${day}_`)).toBe(true);

    await page.goto(`/zh${SORTING}`);
    await expect(page.locator('footer .last-updated')).toHaveText(/^最后更新于 \d{4}年\d{1,2}月\d{1,2}日$/);
    await expect(page.locator('footer .last-updated time')).toHaveAttribute('datetime', datetime ?? '');
  });

  test('an API page, generated from the packages, has none (nor has its twin)', async ({ page, request }) => {
    await page.goto('/x/api/data-grid/data-grid/');
    await expect(page.locator('main h1')).toBeVisible();
    await expect(page.locator('main footer')).toBeVisible();
    await expect(page.locator('main footer time, main .last-updated')).toHaveCount(0);
    expect(await (await request.get('/x/api/data-grid/data-grid.md')).text()).not.toContain('Last updated on');
  });
});

test.describe('the versions menu keeps the page', () => {
  /** The menu's links for v6 and next, as the opened menu shows them. */
  async function versionLinks(page: Page, url: string): Promise<Record<string, string | null>> {
    await page.goto(url);
    await expectHydrated(page);
    await page.getByRole('button', { name: /documentation version|文档版本/ }).click();
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    const links = {
      next: await menu.getByRole('menuitem', { name: 'next' }).getAttribute('href'),
      v6: await menu.getByRole('menuitem', { name: 'v6' }).getAttribute('href'),
      v5: await menu.getByRole('menuitem', { name: 'v5' }).getAttribute('href'),
    };
    await page.keyboard.press('Escape');
    return links;
  }

  test('a page on both sites: the same page there', async ({ page }) => {
    expect(await versionLinks(page, SORTING)).toEqual({
      next: `https://next.mui.com${SORTING}`,
      v6: `https://v6.mui.com${SORTING}`,
      v5: 'https://v5.mui.com/',
    });
  });

  test('a renamed page: the page of that name there (v6 heat-map), in the reader\'s language', async ({ page }) => {
    expect(await versionLinks(page, '/zh/x/react-charts/heatmap/')).toEqual({
      next: 'https://next.mui.com/zh/x/react-charts/heatmap/',
      v6: 'https://v6.mui.com/zh/x/react-charts/heat-map/',
      v5: 'https://v5.mui.com/zh/',
    });
  });

  test('a page only this version has: the sites\' roots', async ({ page }) => {
    expect(await versionLinks(page, '/x/react-data-grid/faq/')).toEqual({ next: 'https://next.mui.com/', v6: 'https://v6.mui.com/', v5: 'https://v5.mui.com/' });
  });

  test('without JavaScript the menu\'s links are the same', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/x/react-charts/heatmap/');
    await page.locator('summary[aria-label*="documentation version"]').click();
    await expect(page.getByRole('link', { name: 'v6' })).toHaveAttribute('href', 'https://v6.mui.com/x/react-charts/heat-map/');
    await context.close();
  });
});

test.describe('back to top', () => {
  const opacity = (page: Page) => page.locator('.docs-back-to-top').evaluate((element) => Number(getComputedStyle(element).opacity));

  test('hidden at the top, shown once scrolled; fixed, so nothing moves', async ({ page }) => {
    await page.goto(SORTING);
    await expectHydrated(page);
    const link = page.getByRole('link', { name: 'Back to top' });
    await expect(link).toHaveCSS('position', 'fixed');
    expect(await opacity(page)).toBe(0);
    await page.mouse.wheel(0, 2000);
    await expect.poll(() => opacity(page)).toBe(1);
    await link.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('by keyboard: reached after the page\'s footer, shown while focused, and back at the top with the focus there', async ({ page }) => {
    await page.goto(SORTING);
    await expectHydrated(page);
    // The element before it in the tab order: the last link of the page's end (previous / next).
    await page.locator('.docs-prev-next a').last().focus();
    await page.keyboard.press('Tab');
    const link = page.getByRole('link', { name: 'Back to top' });
    await expect(link).toBeFocused();
    await expect.poll(() => opacity(page)).toBe(1);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.locator('main#main-content')).toBeFocused();
    // The page's top is in view, under the app bar: the breadcrumbs are not hidden behind it.
    const header = await page.locator('header.docs-header').boundingBox();
    const crumbs = await page.getByRole('navigation', { name: 'Breadcrumb' }).boundingBox();
    expect(header && crumbs && crumbs.y >= header.y + header.height).toBe(true);
  });

  test('works without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(SORTING);
    await page.mouse.wheel(0, 3000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await expect.poll(() => opacity(page)).toBe(1);
    await page.getByRole('link', { name: 'Back to top' }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await context.close();
  });
});

test.describe('the printed page', () => {
  test('shows the article alone, demos as their source, links with their addresses', async ({ page }) => {
    const problems = watchForProblems(page);
    await openAs(page, SORTING, { mode: 'dark' });
    await expectHydrated(page);
    // A demo that has rendered (the first) and one further down that has not.
    const demos = page.locator('.island[data-island="demo"]');
    await demos.first().scrollIntoViewIfNeeded();
    await expect(demos.first().locator('.MuiDataGrid-root')).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));

    await page.emulateMedia({ media: 'print' });
    for (const hidden of ['header.docs-header', 'nav.docs-sidebar', '.docs-toc', '[data-feedback]', '.docs-prev-next', '.docs-page-actions', '.docs-back-to-top']) {
      await expect(page.locator(hidden).first(), hidden).toBeHidden();
    }
    await expect(page.locator('main button:visible')).toHaveCount(0);
    await expect(page.locator('main h1')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
    await expect(page.locator('footer .last-updated')).toBeVisible();

    // Each demo prints as its whole source, the live one (the first) and those that never ran;
    // the live grid does not print.
    const count = await demos.count();
    expect(count).toBeGreaterThan(1);
    await expect(demos.locator('pre:visible')).toHaveCount(count);
    await expect(demos.first().locator('.MuiDataGrid-root')).toBeHidden();
    await expect(demos.last().locator('.demo-static-code pre')).toBeVisible();
    const firstLine = readFileSync('data/data-grid/sorting/InitialSort.tsx', 'utf8').split('\n')[0] ?? '';
    await expect(demos.first().locator('.demo-code-body pre')).toContainText(firstLine);
    const clipped = await demos.evaluateAll((placeholders) =>
      placeholders.filter((placeholder) => {
        const panel = placeholder.querySelector('.demo-static-code, .demo-code-body');
        return !panel || panel.scrollHeight > panel.clientHeight + 1;
      }).length,
    );
    expect(clipped).toBe(0);

    // Links say where they lead; dark readers print black on white.
    const after = (selector: string) => page.locator(selector).first().evaluate((element) => getComputedStyle(element, '::after').content);
    const apiHref = await page.locator('[data-content-body] a[href^="/x/api/"]').first().getAttribute('href');
    expect(await after('[data-content-body] a[href^="/x/api/"]')).toBe(`" (${SITE_ORIGIN}${apiHref})"`);
    expect(await after('[data-content-body] a.anchor-link')).toBe('none');
    const colors = await page.evaluate(() => ({ text: getComputedStyle(document.body).color, background: getComputedStyle(document.body).backgroundColor }));
    expect(colors.background).toBe('rgb(255, 255, 255)');
    const [red = 255, green = 255, blue = 255] = (colors.text.match(/\d+/g) ?? []).map(Number);
    expect(Math.max(red, green, blue), colors.text).toBeLessThan(64);

    // Back on screen, the live demo is back and the code panels are their screen height again.
    await page.emulateMedia({ media: 'screen' });
    await expect(demos.first().locator('.MuiDataGrid-root')).toBeVisible();
    await expect(demos.last().locator('.demo-static-live')).toBeVisible();
    expect(await demos.last().locator('.demo-static-code').evaluate((panel) => panel.scrollHeight > panel.clientHeight)).toBe(true);
    // A live grid hidden for print says its container has no height (a console warning of the grid's own, not a failure).
    expect(problems.filter((problem) => !problem.includes('The parent DOM element of the Data Grid has an empty height'))).toEqual([]);
  });
});
