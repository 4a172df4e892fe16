/**
 * A page whose code cannot run shows what readers without JavaScript get (src/layout/noScriptFallback.ts):
 * at once when one of its scripts fails to load, after NO_SCRIPT_FALLBACK_AFTER_MS when they
 * never arrive, and never once the code runs (a late arrival withdraws it without a trace).
 */
import { expect, test, type Page, type Route } from '@playwright/test';
import { NO_SCRIPT_FALLBACK_AFTER_MS } from '@/src/config/constants';
import { COPY_ATTRIBUTE } from '@/src/islands/noScriptFallback';
import { expectHydrated, showIsland, watchForProblems } from './site';

const DEMO_PAGE = '/x/react-data-grid/sorting/';
const isChunk = (url: URL) => url.pathname.startsWith('/_next/static/') && url.pathname.endsWith('.js');
const NOTE = 'The live demo needs JavaScript. Its source:';

async function expectNoScriptPage(page: Page) {
  await expect(page.locator('html')).toHaveClass(/(^|\s)no-js(\s|$)/);
  const demo = page.locator('.island[data-island="demo"]').first();
  await expect(demo.locator(`[${COPY_ATTRIBUTE}] .demo-noscript`)).toHaveText(NOTE);
  // The demo's static frame shows its whole source, scrollable, instead of the live area and toolbar.
  const source = demo.locator('.demo-static-code pre');
  await expect(source).toContainText("import * as React from 'react';");
  await expect(source).toBeVisible();
  await expect(demo.locator('.demo-static-live')).toBeHidden();
  expect(await source.evaluate((pre) => getComputedStyle(pre).overflowX)).toBe('auto');
  expect(await demo.locator('.demo-static-code').evaluate((panel) => panel.scrollHeight <= panel.clientHeight + 1)).toBe(true);
  // "Loading demo…" does not show over it.
  expect(await demo.evaluate((element) => getComputedStyle(element, '::before').content)).toBe('none');
  // The phone menu is the link that opens the navigation without JavaScript.
  await expect(page.getByRole('button', { name: 'Open main navigation' })).toBeHidden();
  await page.getByRole('link', { name: 'Open main navigation' }).click();
  await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Sorting', exact: true })).toBeVisible();
}

/** Fake timers from the first script on, standing still until the test moves them. */
async function stopTime(page: Page) {
  await page.clock.install({ time: 0 });
  await page.clock.pauseAt(1000);
}

test.describe('a page whose code cannot run', () => {
  test.beforeEach(async ({ page }) => page.setViewportSize({ width: 390, height: 844 }));

  test('gets the no-JavaScript page at once when one of its scripts fails to load', async ({ page }) => {
    await page.route(isChunk, (route) => route.abort('internetdisconnected'));
    const started = Date.now();
    await page.goto(DEMO_PAGE, { waitUntil: 'domcontentloaded' });
    await expect(page.locator('html')).toHaveClass(/(^|\s)no-js(\s|$)/, { timeout: NO_SCRIPT_FALLBACK_AFTER_MS - 1000 });
    expect(Date.now() - started).toBeLessThan(NO_SCRIPT_FALLBACK_AFTER_MS);
    await expectNoScriptPage(page);
  });

  test(`gets it ${NO_SCRIPT_FALLBACK_AFTER_MS} ms after the page began when its scripts never arrive, not before`, async ({ page }) => {
    await stopTime(page);
    await page.route(isChunk, () => new Promise<void>(() => undefined));
    await page.goto(DEMO_PAGE, { waitUntil: 'domcontentloaded' });
    await page.clock.runFor(NO_SCRIPT_FALLBACK_AFTER_MS - 1000);
    await expect(page.locator('html')).not.toHaveClass(/(^|\s)no-js(\s|$)/);
    await expect(page.locator(`[${COPY_ATTRIBUTE}]`)).toHaveCount(0);
    await page.clock.runFor(1000);
    await expectNoScriptPage(page);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  test('when its code arrives late after all, the page becomes the live page without a trace of the fallback', async ({ page }) => {
    const problems = watchForProblems(page);
    await stopTime(page);
    const held: Route[] = [];
    let holding = true;
    await page.route(isChunk, (route) => (holding ? void held.push(route) : route.continue()));
    await page.goto(DEMO_PAGE, { waitUntil: 'domcontentloaded' });
    await page.clock.runFor(NO_SCRIPT_FALLBACK_AFTER_MS);
    await expect(page.locator(`[${COPY_ATTRIBUTE}]`).first()).toBeAttached();

    holding = false;
    await page.clock.resume();
    await Promise.all(held.map((route) => route.continue()));
    await expectHydrated(page);
    await expect(page.locator('html')).not.toHaveClass(/(^|\s)no-js(\s|$)/);
    await expect(page.locator(`[${COPY_ATTRIBUTE}]`)).toHaveCount(0);
    await page.getByRole('button', { name: 'Open main navigation' }).click();
    await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Sorting', exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await showIsland(page, 'demo');
    await expect(page.locator('.MuiDataGrid-root').first()).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('a page whose code runs never gets it, however long it stays open', async ({ page }) => {
    await stopTime(page);
    await page.goto(DEMO_PAGE, { waitUntil: 'domcontentloaded' });
    await page.clock.resume();
    await expectHydrated(page);
    await page.clock.runFor(NO_SCRIPT_FALLBACK_AFTER_MS * 2);
    await expect(page.locator('html')).not.toHaveClass(/(^|\s)no-js(\s|$)/);
    await expect(page.locator(`[${COPY_ATTRIBUTE}]`)).toHaveCount(0);
  });
});
