import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { STORAGE_KEYS } from '@/src/preferences/values';
import { demoIsland, reachIsland, expectHydrated, renderIslands, showIsland, watchForProblems } from './site';

const BRAND_PRIMARY = '#2553eb';
const INJECTION = 'rgb(1,2,3)}body{display:none}x{';

function sitePrimary(page: Page) {
  return page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--mui-palette-primary-main').trim());
}

/** The page shows its content: the body is displayed and the h1 is visible. */
async function expectVisiblePage(page: Page) {
  expect(await page.evaluate(() => getComputedStyle(document.body).display)).not.toBe('none');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

test.describe('stored and typed colours cannot break the site', () => {
  test('a CSS injection typed into the colour field is refused, everywhere stays visible', async ({ page }) => {
    await page.goto('/x/common-concepts/theming/');
    await expectHydrated(page);
    await showIsland(page, 'theme-builder');
    const builder = page.getByTestId('theme-builder');
    await builder.getByLabel('Primary colour', { exact: true }).fill(INJECTION);
    await expect(builder.getByText('is not a colour format this builder supports', { exact: false })).toBeVisible();
    await expectVisiblePage(page);
    expect(await sitePrimary(page)).toBe(BRAND_PRIMARY);
    for (const url of ['/x/introduction/', '/zh/x/introduction/']) {
      await page.goto(url);
      await expectVisiblePage(page);
      expect(await sitePrimary(page)).toBe(BRAND_PRIMARY);
    }
  });

  for (const [name, options] of [
    ['a background colour', { palette: { background: { default: INJECTION } } }],
    ['the font family', { typography: { fontFamily: 'x;}body{display:none}x{' } }],
  ] as const) {
    test(`a CSS injection as ${name} in the options editor is refused, the page stays visible`, async ({ page }) => {
      await page.goto('/x/common-concepts/theming/');
      await expectHydrated(page);
      await showIsland(page, 'theme-builder');
      const builder = page.getByTestId('theme-builder');
      await builder.getByLabel('Theme options (JSON)').fill(JSON.stringify(options));
      await expect(builder.getByText('would break out of its CSS rule', { exact: false })).toBeVisible();
      await expectVisiblePage(page);
      // The preview keeps the last theme that built.
      await expect(builder.getByRole('button', { name: 'Contained' })).toBeVisible();
    });
  }

  for (const [name, cookie] of [
    ['a CSS injection', JSON.stringify({ primary: { main: INJECTION } })],
    ['an invalid colour in valid JSON', JSON.stringify({ primary: { main: 'notacolor' } })],
  ] as const) {
    test(`${name} in the paletteColors cookie: default colours, no error, the cookie removed`, async ({ page, context }) => {
      await context.addCookies([{ name: 'paletteColors', value: encodeURIComponent(cookie), domain: '127.0.0.1', path: '/' }]);
      const problems = watchForProblems(page);
      await page.goto('/x/react-data-grid/sorting/');
      await expectHydrated(page);
      await expectVisiblePage(page);
      expect(await sitePrimary(page)).toBe(BRAND_PRIMARY);
      expect((await context.cookies()).find((entry) => entry.name === 'paletteColors')).toBeUndefined();
      expect(problems).toEqual([]);
    });
  }

  test('CSS stored by earlier versions, or a hostile cache, is never applied', async ({ page }) => {
    await page.addInitScript(
      ({ legacy, vars }) => {
        window.localStorage.setItem(legacy, 'body{display:none}');
        window.localStorage.setItem(vars, JSON.stringify({ for: '', vars: { '--mui-palette-primary-main': '#fff}body{display:none' } }));
      },
      { legacy: STORAGE_KEYS.legacyPaletteCss, vars: STORAGE_KEYS.paletteVars },
    );
    await page.goto('/x/introduction/');
    await expectVisiblePage(page);
    expect(await sitePrimary(page)).toBe(BRAND_PRIMARY);
  });

  test('colours have one source of truth: clearing cookies resets them, and Reset clears every copy', async ({ page, context }) => {
    await page.goto('/x/common-concepts/theming/');
    await expectHydrated(page);
    await showIsland(page, 'theme-builder');
    const builder = page.getByTestId('theme-builder');
    await builder.getByLabel('Primary colour', { exact: true }).fill('#ff0000');
    await expect.poll(() => sitePrimary(page)).toBe('#ff0000');
    await context.clearCookies();
    await page.reload();
    expect(await sitePrimary(page)).toBe(BRAND_PRIMARY);
    await showIsland(page, 'theme-builder');
    await expect(page.getByTestId('theme-builder').getByLabel('Primary colour', { exact: true })).toHaveValue(BRAND_PRIMARY);

    await page.getByTestId('theme-builder').getByLabel('Primary colour', { exact: true }).fill('#ff0000');
    await expect.poll(() => sitePrimary(page)).toBe('#ff0000');
    await page.getByTestId('theme-builder').getByRole('button', { name: 'Reset colours' }).click();
    await expect.poll(() => sitePrimary(page)).toBe(BRAND_PRIMARY);
    expect((await context.cookies()).find((entry) => entry.name === 'paletteColors')).toBeUndefined();
    expect(await page.evaluate((key) => window.localStorage.getItem(key), STORAGE_KEYS.paletteVars)).toBeNull();
  });

  test('deeply nested options are refused with a message, the text and the preview stay', async ({ page }) => {
    await page.goto('/x/common-concepts/theming/');
    await expectHydrated(page);
    await showIsland(page, 'theme-builder');
    const builder = page.getByTestId('theme-builder');
    const editor = builder.getByLabel('Theme options (JSON)');
    const nested = `${'{"a":'.repeat(2_000)}1${'}'.repeat(2_000)}`;
    await editor.fill(nested);
    await expect(builder.getByText('nested more than 16 levels', { exact: false })).toBeVisible();
    await expect(editor).toHaveValue(nested);
    await expect(builder.getByRole('button', { name: 'Contained' })).toBeVisible();
  });
});

/** How many demos the sorting page embeds (its markdown is the source of truth). */
const SORTING_DEMOS = (readFileSync('data/data-grid/sorting/sorting.md', 'utf8').match(/^::demo\{/gm) ?? []).length;

test.describe('odd URLs and failed loads have a way back', () => {
  for (const hash of ['#%', '#InitialSort.js%', '#%E0%A4%A']) {
    test(`a malformed hash (${hash}) keeps every demo`, async ({ page }) => {
      const problems = watchForProblems(page);
      await page.goto(`/x/react-data-grid/sorting/${hash}`);
      await expectHydrated(page);
      await renderIslands(page);
      const demos = page.locator('.demo');
      expect(SORTING_DEMOS).toBeGreaterThan(1);
      await expect(demos).toHaveCount(SORTING_DEMOS);
      await expect(demos.first().locator('.demo-live > *').first()).toBeVisible();
      await expect(page.locator('.demo-failed')).toHaveCount(0);
      expect(problems).toEqual([]);
    });
  }

  test('Reset demo retries a demo chunk that failed to load', async ({ page }) => {
    let failing = true;
    // The chunk that carries the controlled sorting demo (recognised by its data) fails until the reader
    // resets the demo (the chunk loader's own retry fails too).
    await page.route('**/_next/static/chunks/**', async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (failing && body.includes('The Left Hand of Darkness')) {
        await route.abort('failed');
        return;
      }
      await route.fulfill({ response, body });
    });
    await page.goto('/x/react-data-grid/sorting/');
    await expectHydrated(page);
    const island = await demoIsland(page, 'InitialSort');
    await reachIsland(island);
    const demo = island.locator('.demo');
    await expect(demo.locator('.demo-failed')).toBeVisible();
    failing = false;
    await demo.getByRole('button', { name: 'Reset demo' }).click();
    await expect(demo.locator('.demo-failed')).toHaveCount(0);
    await expect(demo.locator('.MuiDataGrid-root')).toBeVisible();
    // Chunks still being fetched when the test ends must not run against a closed page.
    await page.unrouteAll({ behavior: 'wait' });
  });

  test('the Chinese not-found page is Chinese from the first byte', async ({ page }) => {
    const response = await page.goto('/zh/x/does-not-exist/');
    expect(response?.status()).toBe(404);
    const html = (await response?.text()) ?? '';
    expect(html).toMatch(/<html[^>]* lang="zh/);
    // The text too, before any script runs: the Chinese strings are in the HTML.
    expect(html).toMatch(/<h1[^>]*>页面不存在<\/h1>/);
    expect(html).not.toContain('Page not found');
    await expect(page.locator('html')).toHaveAttribute('lang', /^zh/);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Page not found');
  });

  test('a page that fails to load shows the site error state with a retry, in the shell', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/x/introduction/');
    await expectHydrated(page);
    let failing = true;
    // The page's data, however it is asked for (Next.js adds the route's parameters as a query).
    const isLicensingData = (url: URL) => /^\/_next\/data\/[^/]+\/x\/introduction\/licensing\.json$/.test(url.pathname);
    await page.route(isLicensingData, (route) =>
      failing ? route.fulfill({ status: 500, body: 'Internal Server Error' }) : route.continue(),
    );
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Licensing' }).click();
    const error = page.getByRole('alert').filter({ hasText: 'This page could not be loaded' });
    await expect(error).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    expect(await page.title()).toBe('This page could not be loaded');
    await expect(page.getByText('Internal Server Error')).toHaveCount(0);
    failing = false;
    await error.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Licensing');
    await page.waitForURL('**/x/introduction/licensing/');
  });

  test('a page whose data gets no answer at all opens with a full page load', async ({ page }) => {
    // As when the connection drops: the browser loads the page itself, which the service worker
    // can answer from the reader's saved pages.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/x/introduction/');
    await expectHydrated(page);
    await page.route((url) => /^\/_next\/data\/[^/]+\/x\/introduction\/licensing\.json$/.test(url.pathname), (route) => route.abort('internetdisconnected'));
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Licensing' }).click();
    await page.waitForURL('**/x/introduction/licensing/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Licensing');
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBeUndefined();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a demo shows its source with a note, and the phone menu opens the navigation', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/x/react-data-grid/sorting/');
    const placeholder = page.locator('.island[data-island="demo"]').first();
    // Playwright's text engine skips <noscript> subtrees, so the note is found by its class.
    const note = placeholder.locator('.demo-noscript');
    await expect(note).toBeVisible();
    await expect(note).toHaveText('The live demo needs JavaScript. Its source:');
    await expect(placeholder.locator('pre')).toContainText("import * as React from 'react';");
    const menu = page.getByRole('link', { name: 'Open main navigation' });
    await expect(menu).toBeVisible();
    await menu.click();
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Sorting' })).toBeVisible();
  });
});
