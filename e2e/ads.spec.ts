import { expect, test, type Page } from '@playwright/test';
import { AD } from '@/src/config/constants';
import { expectHydrated } from './site';

const DOCS_PAGE = '/x/react-data-grid/sorting/';

async function slotHeight(page: Page): Promise<number> {
  return page.locator('[data-ad-slot]').evaluate((element) => element.getBoundingClientRect().height);
}

test.describe('ad slot (no ad configuration: in-house ads, no third-party request)', () => {
  for (const { width, height } of [
    { width: 1280, height: AD.slotMinHeightPx },
    { width: 390, height: AD.slotMinHeightSmallPx },
  ]) {
    test(`at ${width} px the slot reserves ${height} px before and after its ad`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const outside: string[] = [];
      page.on('request', (request) => {
        if (!request.url().startsWith('http://127.0.0.1')) outside.push(request.url());
      });
      // Scripts held: the HTML alone, as first painted. Held, not failed, and with time standing
      // still: a page whose scripts fail (or never come) gets the no-JavaScript layout instead
      // (src/layout/noScriptFallback.ts).
      await page.clock.install({ time: 0 });
      await page.clock.pauseAt(1000);
      await page.route(/\/_next\/static\/chunks\/.*\.js$/, () => new Promise<void>(() => undefined));
      await page.goto(DOCS_PAGE, { waitUntil: 'domcontentloaded' });
      expect(await slotHeight(page)).toBe(height);
      const before = await page.locator('h2').first().boundingBox();
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await page.clock.resume();
      await page.goto(DOCS_PAGE);
      await expectHydrated(page);
      const root = page.locator('[data-ad-slot] [data-ga-event-category="ad"]');
      await expect(root).toHaveAttribute('data-ga-event-label', /^in-house(-adblock)?-body-top-(image|inline)$/);
      await expect(root).toHaveAttribute('data-ga-event-action', 'click');
      expect(await slotHeight(page)).toBe(height);
      expect((await page.locator('h2').first().boundingBox())?.y).toBe(before?.y);
      expect(outside).toEqual([]);
    });
  }

  test('an in-house ad links out in a new tab as a sponsored link', async ({ page }) => {
    // 0.5: the image shape, the in-house ad (not the message), the third of the five ads.
    await page.addInitScript(() => {
      Math.random = () => 0.5;
    });
    await page.goto(DOCS_PAGE);
    await expectHydrated(page);
    const link = page.locator('[data-ad-slot] a.ad-description');
    await expect(link).toContainText('Premium themes');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener sponsored');
    await expect(page.locator('[data-ad-slot] img')).toHaveJSProperty('naturalWidth', AD.imageWidthPx);
  });

  test('some readers see the please-disable-adblock message instead', async ({ page }) => {
    await page.addInitScript(() => {
      Math.random = () => 0.1;
    });
    await page.goto(DOCS_PAGE);
    await expectHydrated(page);
    // 0.1 also picks the inline shape for the session.
    await expect(page.locator('[data-ad-slot] [data-ga-event-label="in-house-adblock-body-top-inline"]')).toContainText('Like MUI X?');
  });

  test('a bot gets an empty slot, still reserved', async ({ browser }) => {
    const context = await browser.newContext({ userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
    const page = await context.newPage();
    await page.goto(DOCS_PAGE);
    await expectHydrated(page);
    await expect(page.locator('[data-ad-slot] [data-ad-state="bot"]')).toHaveCount(1);
    await expect(page.locator('[data-ad-slot]')).toHaveText('');
    await expect(page.locator('[data-ad-slot] [data-ga-event-category], [data-ad-slot][data-ga-event-category]')).toHaveCount(0);
    expect(await slotHeight(page)).toBe(AD.slotMinHeightPx);
    await context.close();
  });

  for (const url of ['/x/react-data-grid/', '/x/introduction/', '/x/react-data-grid/column-pinning/', '/x/react-data-grid/aggregation/']) {
    test(`${url} has no ad slot (overview or paid plan)`, async ({ page }) => {
      await page.goto(url);
      await expectHydrated(page);
      await expect(page.locator('h1')).toBeVisible();
      await expect(page.locator('[data-ad-slot]')).toHaveCount(0);
    });
  }
});
