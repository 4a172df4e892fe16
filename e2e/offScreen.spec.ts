import { expect, test, type Locator, type Page } from '@playwright/test';
import { APP_BAR_HEIGHT_PX } from '@/src/theme/layoutSizes';
import { expectHydrated } from './site';

/**
 * The page's blocks of prose are skipped by the browser while far from the viewport
 * (content-visibility, src/content/build/styles.ts): opening a page lays out its first screen,
 * not all of it. What the reader sees must not change for it.
 */
const LONG_PAGE = '/x/introduction/installation/';
/** A heading in the second half of LONG_PAGE, with enough page below it to reach the top. */
const FAR_HEADING = 'typescript';
/** A page with a list whose last item ends with a code block (whose margin the containment used to keep). */
const NESTED_LIST_PAGE = '/x/migration/migration-data-grid-v6/';

/** Whether the element's content is rendered now (false while its block is skipped off screen). */
function isRendered(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));
}

/** Waits for two frames: the browser decides what is near the viewport while it renders one. */
async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

/** The heading's top relative to the viewport. */
function topOf(locator: Locator): Promise<number> {
  return locator.evaluate((element) => element.getBoundingClientRect().top);
}

test.describe('prose far below the first screen', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  test('is skipped until the reader scrolls near it, then shown', async ({ page }) => {
    await page.goto(LONG_PAGE);
    await expectHydrated(page);
    const body = page.locator('[data-content-body]');
    const first = body.locator('> h2').first();
    const far = body.locator(`> h2#${FAR_HEADING}`);
    expect(await isRendered(first.locator('.anchor-link'))).toBe(true);
    expect(await isRendered(far.locator('.anchor-link'))).toBe(false);
    // Skipped is not gone: the text is in the document for search, find in page and screen readers.
    await expect(far).toHaveText(/TypeScript/);

    await page.mouse.wheel(0, await topOf(far));
    await expect.poll(() => isRendered(far.locator('.anchor-link'))).toBe(true);
    await expect(far).toBeInViewport();
  });

  test('a link to a section far down opens it at the top of the screen', async ({ page }) => {
    // The blocks above it are skipped, with a guess of their height: the heading still lands
    // under the app bar, where its scroll margin puts it.
    await page.goto(`${LONG_PAGE}#${FAR_HEADING}`);
    await expectHydrated(page);
    const heading = page.locator(`#${FAR_HEADING}`);
    await nextFrames(page);
    const top = await topOf(heading);
    expect(top).toBeGreaterThanOrEqual(APP_BAR_HEIGHT_PX);
    expect(top).toBeLessThanOrEqual(APP_BAR_HEIGHT_PX + 24);

    // The same from the table of contents, after scrolling back to the top.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('navigation', { name: 'Page table of contents' }).getByRole('link', { name: 'Next steps' }).click();
    await expect(page.locator('#next-steps')).toBeInViewport();
    await page.getByRole('navigation', { name: 'Page table of contents' }).getByRole('link', { name: 'TypeScript' }).click();
    await expect.poll(() => topOf(heading)).toBeGreaterThanOrEqual(APP_BAR_HEIGHT_PX);
    expect(await topOf(heading)).toBeLessThanOrEqual(APP_BAR_HEIGHT_PX + 24);
  });

  test('skipping changes no spacing: every block has the size it has when always rendered', async ({ page }) => {
    // Every block of a long guide is visited twice, one scroll and two frames each.
    test.setTimeout(180_000);
    await page.goto(NESTED_LIST_PAGE);
    const blocks = page.locator('[data-content-body] > *');
    const sizes = async () => {
      const heights: number[] = [];
      for (let index = 0; index < (await blocks.count()); index += 1) {
        const block = blocks.nth(index);
        await block.scrollIntoViewIfNeeded();
        await nextFrames(page);
        heights.push(Math.round(await block.evaluate((element) => element.getBoundingClientRect().height)));
      }
      return heights;
    };
    const skipped = await sizes();
    await page.addStyleTag({ content: '[data-content-body] > * { content-visibility: visible !important; contain: none !important; }' });
    expect(await sizes()).toEqual(skipped);
    // The page has the case this guards: a list whose last item ends with a block with a margin.
    await expect(page.locator('[data-content-body] > ul > li:last-child > .code-block:last-child').first()).toBeAttached();
  });
});
