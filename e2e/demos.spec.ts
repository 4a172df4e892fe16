import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { apiEntryAt } from '@/data/api/components';
import pages from '@/data/pages';
import { MAIN_DEMO_FILE } from '@/scripts/content/demoFiles';
import { contentFileFor } from '@/scripts/content/paths';
import { INLINE_COPY_FEEDBACK_MS, ISLAND_MOUNT_MARGIN_PX } from '@/src/config/constants';
import { DEMO_PREVIEW_LINES } from '@/src/demos/layout';
import { localizePath } from '@/src/i18n/paths';
import { flattenPages } from '@/src/navigation/tree';
import { evenSample } from './sample';
import { demoIsland, reachIsland, expectHydrated, renderIslands, watchForProblems } from './site';

/** Demo pages rendered at both widths in `npm test`; `npm run test:e2e:sweep` renders every one. */
const DEMO_PAGES_CHECKED = 12;

/** Every page that embeds demos, with the demo files it names. */
const DEMO_PAGES = flattenPages(pages).flatMap((page) => {
  if (apiEntryAt(page.pathname)) {
    return [];
  }
  const markdown = readFileSync(path.resolve(contentFileFor(page.pathname)), 'utf8');
  const files = [...markdown.matchAll(/^::demo\{file="([^"]+)"/gm)].map((match) => match[1] ?? '');
  return files.length > 0 ? [{ url: localizePath(page.pathname, 'en'), files }] : [];
});

const SORTING = '/x/react-data-grid/sorting/';

/**
 * The demo under test: on the sorting page its controlled demo (InitialSort.tsx: the sort model in
 * React state, shown under the grid), elsewhere the page's first; brought into view and rendered.
 */
async function demoOn(page: Page, url = SORTING) {
  await page.goto(url);
  await expectHydrated(page);
  const island = url === SORTING ? await demoIsland(page, 'InitialSort') : page.locator('.island[data-island="demo"]').first();
  await reachIsland(island);
  const demo = island.locator('.demo');
  await expect(demo.locator('.demo-live > *').first()).toBeVisible();
  return demo;
}

test.describe('live demos', () => {
  test('the demo files found in data/ are the ones the pages embed', () => {
    const onDisk = readdirSync(path.resolve('data'), { recursive: true })
      .map(String)
      // Styling variants (Name.css.tsx) belong to their main demo.
      .filter((file) => MAIN_DEMO_FILE.test(path.basename(file)));
    expect(DEMO_PAGES.flatMap((entry) => entry.files).sort()).toEqual(onDisk.map((file) => path.basename(file)).sort());
    expect(DEMO_PAGES.length).toBeGreaterThanOrEqual(5);
  });

  for (const { url, files } of evenSample(DEMO_PAGES, DEMO_PAGES_CHECKED)) {
    for (const width of [1280, 390]) {
      test(`${url} at ${width} px: every demo renders, without errors and without shifting the page`, async ({ page }) => {
        // Each demo is brought into view and rendered in turn: a page of twenty grids needs longer
        // than the default test time on a 2-core machine.
        test.setTimeout(30_000 + files.length * 5_000);
        await page.setViewportSize({ width, height: 900 });
        const problems = watchForProblems(page);
        await page.goto(url);
        const placeholders = page.locator('.island[data-island="demo"]');
        await expect(placeholders).toHaveCount(files.length);
        // The space the HTML reserves for each demo before any script runs.
        const reserved = await placeholders.evaluateAll((elements) =>
          elements.map((element) => Number.parseFloat((element as HTMLElement).style.minHeight)),
        );
        await expectHydrated(page);
        await renderIslands(page);
        const demos = page.locator('.demo');
        await expect(demos).toHaveCount(files.length);
        for (let index = 0; index < files.length; index += 1) {
          await expect(demos.nth(index).locator('.demo-live > *').first()).toBeVisible();
          await expect(demos.nth(index).locator('.demo-failed')).toHaveCount(0);
        }
        await page.waitForLoadState('networkidle');
        // Measured with the web font in place (before it swaps in, every text on the page is taller).
        await page.evaluate(() => document.fonts.ready);
        const rendered = await placeholders.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().height));
        rendered.forEach((height, index) => expect(Math.abs(height - (reserved[index] ?? 0))).toBeLessThanOrEqual(1));
        expect(problems).toEqual([]);
      });
    }
  }

  test('a demo far below the screen renders only when the reader comes near it', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/x/react-data-grid/sorting/');
    await expectHydrated(page);
    await expect(page.locator('.demo').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const far = page.locator('.island[data-island="demo"]').last();
    expect((await far.boundingBox())?.y ?? 0).toBeGreaterThan(900 + ISLAND_MOUNT_MARGIN_PX);
    await expect(far.locator('.demo')).toHaveCount(0);
    await far.scrollIntoViewIfNeeded();
    await expect(far.locator('.demo .demo-live > *').first()).toBeVisible();
  });

  test('a grid demo the reader scrolls past keeps its size: its block is no longer skipped off screen once live', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const problems = watchForProblems(page);
    await page.goto('/x/react-data-grid/sorting/');
    await expectHydrated(page);
    const island = await demoIsland(page, 'InitialSort');
    const visibility = () => island.evaluate((element) => getComputedStyle(element).contentVisibility);
    // Far down the page and not yet mounted, the block is skipped while off screen.
    expect(await visibility()).toBe('auto');
    await reachIsland(island);
    await expect(island.locator('.MuiDataGrid-main')).toBeVisible();
    // Straight back to the top, as a reader jumping through the page does.
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await visibility()).toBe('visible');
    expect(await island.locator('.MuiDataGrid-main').evaluate((main) => main.getBoundingClientRect().height)).toBeGreaterThan(100);
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });

  test('TypeScript / JavaScript: the toggle changes the source and persists across reload', async ({ page, context }) => {
    const demo = await demoOn(page);
    const code = demo.locator('.demo-code');
    await expect(demo.getByRole('button', { name: 'TS', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(code).toContainText('React.useState<GridSortModel>');
    await demo.getByRole('button', { name: 'JS', exact: true }).click();
    await expect(code).not.toContainText('GridSortModel');
    await expect(code).toContainText('React.useState([');
    expect((await context.cookies()).find((cookie) => cookie.name === 'codeVariant')?.value).toBe('JS');
    await page.reload();
    const island = await demoIsland(page, 'InitialSort');
    await reachIsland(island);
    const again = island.locator('.demo');
    await expect(again.getByRole('button', { name: 'JS', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(again.locator('.demo-code')).toContainText('React.useState([');
  });

  test('a demo with styling variants offers them; the choice is a cookie that persists', async ({ page, context }) => {
    await page.goto('/x/react-tree-view/simple-tree-view/items/');
    await expectHydrated(page);
    await renderIslands(page);
    const styled = page.locator('.demo').filter({ has: page.getByRole('button', { name: 'CSS, Styling' }) });
    await expect(styled).toHaveCount(1);
    await expect(styled.getByRole('button', { name: 'MUI System, Styling' })).toHaveAttribute('aria-pressed', 'true');
    await expect(styled.locator('.demo-code')).toContainText('Styled with the sx prop');
    // Demos without variants show no styling choice.
    await expect(page.locator('.demo').first().getByRole('button', { name: /, Styling$/ })).toHaveCount(0);
    await styled.getByRole('button', { name: 'CSS, Styling' }).click();
    await expect(styled.locator('.demo-code')).toContainText('Styled with plain CSS');
    await expect(styled.locator('.demo-live .styled-tree')).toBeVisible();
    expect((await context.cookies()).find((cookie) => cookie.name === 'codeStyling')?.value).toBe('css');
    await page.reload();
    // After the reload the demo is an island again; it renders its choice once the reader reaches it.
    await expectHydrated(page);
    await renderIslands(page);
    await expect(styled.getByRole('button', { name: 'CSS, Styling' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('a Pro demo without a licence key shows the watermark and still works', async ({ page }) => {
    test.skip(Boolean(process.env.NEXT_PUBLIC_MUI_LICENSE), 'a licence key is configured');
    const demo = await demoOn(page, '/x/react-data-grid/column-pinning/');
    await expect(demo.getByText('MUI X Missing license key')).toBeVisible();
    await expect(demo.getByRole('gridcell', { name: 'Ada Moreau' })).toBeVisible();
    await expect(demo.locator('.MuiDataGrid-cell--pinnedLeft').first()).toBeVisible();
    await expect(demo.locator('.MuiDataGrid-cell--pinnedRight').first()).toBeVisible();
  });

  test('a link to #Name.js opens the JavaScript source for that visit only', async ({ page, context }) => {
    await page.goto(`${SORTING}#InitialSort.js`);
    await expectHydrated(page);
    const demo = (await demoIsland(page, 'InitialSort')).locator('.demo');
    await expect(demo.getByRole('button', { name: 'JS', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(demo.locator('.demo-code')).toContainText('React.useState([');
    expect((await context.cookies()).find((cookie) => cookie.name === 'codeVariant')).toBeUndefined();
  });

  test('the toolbar is one tab stop with arrow-key navigation', async ({ page }) => {
    const demo = await demoOn(page);
    const toolbar = demo.getByRole('toolbar', { name: 'Demo toolbar' });
    const buttons = toolbar.getByRole('button');
    await buttons.first().focus();
    await page.keyboard.press('ArrowRight');
    await expect(buttons.nth(1)).toBeFocused();
    await page.keyboard.press('End');
    await expect(buttons.last()).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(buttons.first()).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(buttons.last()).toBeFocused();
    expect(await buttons.evaluateAll((elements) => elements.filter((element) => element.getAttribute('tabindex') === '0').length)).toBe(1);
    for (const button of await buttons.all()) {
      await expect(button).toHaveAttribute('data-ga-event-category', 'demo');
    }
  });

  test('a long source: the page colours the lines of the collapsed panel, Expand fetches the rest coloured', async ({ page, request }) => {
    const file = path.resolve('data/data-grid/sorting/ServerSideSorting.tsx');
    const source = readFileSync(file, 'utf8');
    const lines = source.trimEnd().split('\n').length;
    expect(lines).toBeGreaterThan(DEMO_PREVIEW_LINES);
    // The exported HTML: the first DEMO_PREVIEW_LINES lines as highlighted lines, the rest as text.
    const html = await (await request.get(SORTING)).text();
    const start = html.indexOf('export default function ServerSideSorting(');
    const pre = html.slice(html.lastIndexOf('<pre', start), html.indexOf('</pre>', start));
    expect(pre.match(/<span class="line">/g)).toHaveLength(DEMO_PREVIEW_LINES);

    await page.goto(SORTING);
    await expectHydrated(page);
    const island = await demoIsland(page, 'ServerSideSorting');
    await reachIsland(island);
    const demo = island.locator('.demo');
    const code = demo.locator('.demo-code');
    await expect(code.locator('.line')).toHaveCount(DEMO_PREVIEW_LINES);
    const whole = page.waitForResponse((response) => response.url().includes('/_next/static/demos/'));
    await demo.getByRole('button', { name: 'Expand code' }).click();
    expect((await whole).ok()).toBe(true);
    await expect(code.locator('.line')).toHaveCount(lines);
    // The lines after the fold are coloured like the first ones (token elements, not plain text).
    const colouredLater = await code.locator('.line').evaluateAll((elements, fold) => elements.slice(fold).filter((line) => line.querySelector('span')).length, DEMO_PREVIEW_LINES);
    expect(colouredLater).toBeGreaterThan(10);
    expect(`${await code.locator('pre').textContent()}\n`).toBe(source);
  });

  test('show / hide code', async ({ page }) => {
    const demo = await demoOn(page);
    const toggle = demo.getByRole('button', { name: 'Hide code' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await toggle.click();
    await expect(demo.locator('.demo-code')).toHaveCount(0);
    await expect(demo.getByRole('button', { name: 'Show code' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('copy source copies the visible variant and says "Copied" for 1.2 s', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const demo = await demoOn(page);
    await page.clock.install();
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    const button = demo.getByRole('button', { name: 'Copy source' });
    await button.click();
    await page.clock.runFor(10);
    await expect(demo.getByRole('button', { name: 'Copied' })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(readFileSync(path.resolve('data/data-grid/sorting/InitialSort.tsx'), 'utf8'));
    await page.clock.runFor(INLINE_COPY_FEEDBACK_MS - 100);
    await expect(demo.getByRole('button', { name: 'Copied' })).toBeVisible();
    await page.clock.runFor(110);
    await expect(demo.getByRole('button', { name: 'Copy source' })).toBeVisible();
  });

  test('copy link names the demo and variant', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const demo = await demoOn(page);
    await demo.getByRole('button', { name: 'Copy link' }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/x\/react-data-grid\/sorting\/#InitialSort\.tsx$/);
  });

  test('reset remounts the demo', async ({ page }) => {
    const demo = await demoOn(page);
    const state = demo.locator('.demo-live code');
    await expect(state).toHaveText('sortModel: [{"field":"year","sort":"desc"}]');
    await demo.getByRole('columnheader', { name: 'Book' }).click();
    await expect(state).toHaveText('sortModel: [{"field":"title","sort":"asc"}]');
    await demo.getByRole('button', { name: 'Reset demo' }).click();
    await expect(state).toHaveText('sortModel: [{"field":"year","sort":"desc"}]');
  });

  test('each page loads only its own demos', async ({ page }) => {
    const scripts: string[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') {
        scripts.push(await response.text().catch(() => ''));
      }
    });
    await demoOn(page);
    await page.waitForLoadState('networkidle');
    const everything = scripts.join('\n');
    expect(everything).toContain('MuiDataGrid');
    expect(everything).not.toContain('MuiChartsAxis');
    expect(everything).not.toContain('MuiTreeItem');
  });

  test('a demo that cannot load shows a short message and the page keeps working', async ({ page }) => {
    await page.route('**/_next/static/chunks/**', async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      // Refuse the chunk holding the sorting demo itself; everything else loads.
      return body.includes('sortModel: ') ? route.abort() : route.fulfill({ response, body });
    });
    await page.goto(SORTING);
    await expectHydrated(page);
    const island = await demoIsland(page, 'InitialSort');
    await reachIsland(island);
    await expect(island.getByText('This demo failed to render.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('navigation', { name: 'Previous and next pages' }).getByRole('link').last().click();
    await expect(page).not.toHaveURL(new RegExp(`${SORTING}$`));
    // Chunks still being fetched when the test ends must not run against a closed page.
    await page.unrouteAll({ behavior: 'wait' });
  });
});
