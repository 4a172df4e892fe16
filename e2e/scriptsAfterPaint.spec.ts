import { expect, test, type Page } from '@playwright/test';
import { expectHydrated, watchForProblems } from './site';

/**
 * A page's JavaScript is fetched after its first paint (scripts/build/scriptsAfterPaint.ts):
 * the text never shares the network with the chunks, and the page still hydrates.
 */
async function scriptTimings(page: Page) {
  return page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => /\/_next\/static\/.*\.js$/.test(new URL(entry.name).pathname))
      .map((entry) => ({ url: new URL(entry.name).pathname, start: entry.startTime }));
    return { paint, scripts };
  });
}

for (const pathname of ['/x/introduction/licensing/', '/x/react-data-grid/sorting/', '/zh/x/api/data-grid/data-grid/']) {
  test(`${pathname}: no chunk is requested before the first paint, and the page hydrates`, async ({ page }) => {
    const problems = watchForProblems(page);
    await page.goto(pathname);
    await expectHydrated(page);
    const { paint, scripts } = await scriptTimings(page);
    expect(paint).toBeGreaterThan(0);
    expect(scripts.length).toBeGreaterThan(3);
    expect(scripts.filter((script) => script.start < paint)).toEqual([]);
    expect(problems).toEqual([]);
  });
}

test('a page opened in a background tab hydrates without being shown', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
  });
  await page.goto('/x/introduction/licensing/');
  await expectHydrated(page);
  await expect(page.locator('script[type="text/x-after-paint"]')).toHaveCount(0);
});
