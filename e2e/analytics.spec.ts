import { expect, test } from '@playwright/test';
import { dataLayer, eventsNamed } from './analyticsHelpers';
import { expectHydrated, reachIsland } from './site';

test.describe('analytics (no measurement id: events queue in dataLayer, no tag loads)', () => {
  test('page_view carries the title, location and product of /x/api/data-grid/', async ({ page }) => {
    const tagRequests: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith('http://127.0.0.1')) tagRequests.push(request.url());
    });
    await page.goto('/x/api/data-grid/');
    await expectHydrated(page);
    await expect.poll(() => eventsNamed(page, 'page_view')).toHaveLength(1);
    const [view] = await eventsNamed(page, 'page_view');
    expect(view).toEqual({
      page_title: await page.title(),
      page_location: page.url(),
      productId: 'x-data-grid',
      productCategoryId: 'x',
    });
    expect(tagRequests).toEqual([]);
    await expect(page.locator('script[src*="googletagmanager"]')).toHaveCount(0);
  });

  test('a client-side navigation sends a page_view with the new title and product', async ({ page }) => {
    await page.goto('/x/react-data-grid/sorting/');
    await expectHydrated(page);
    await expect.poll(() => eventsNamed(page, 'page_view')).toHaveLength(1);
    // Marks the document: a full reload would lose it.
    await page.evaluate(() => document.documentElement.setAttribute('data-same-document', ''));
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.locator('summary', { hasText: 'Date and Time Pickers' }).click();
    await nav.locator('a[href="/x/react-date-pickers/"]').click();
    await expect(page).toHaveURL(/\/x\/react-date-pickers\/$/);
    await expect.poll(() => eventsNamed(page, 'page_view')).toHaveLength(2);
    const views = await eventsNamed(page, 'page_view');
    expect(views[1]).toMatchObject({ page_location: page.url(), page_title: await page.title(), productId: 'x-date-pickers' });
    expect(String(views[1]?.page_title)).toContain('Date and Time Pickers');
    await expect(page.locator('html[data-same-document]')).toHaveCount(1);
  });

  test('a click on an element with data-ga-event-* lands in dataLayer', async ({ page }) => {
    await page.goto('/x/react-data-grid/sorting/');
    await expectHydrated(page);
    await expect.poll(() => eventsNamed(page, 'page_view')).toHaveLength(1);
    // The first demo stands just below the fold: it goes live when the reader reaches for it.
    await reachIsland(page.locator('.island[data-island="demo"]').first());
    await page.locator('.demo').first().getByRole('button', { name: /show code|hide code/i }).click();
    await expect.poll(() => eventsNamed(page, 'demo')).toHaveLength(1);
    const [click] = await eventsNamed(page, 'demo');
    expect(click?.eventAction).toMatch(/^(show|hide)-code$/);
    expect(click?.eventLabel).toBeTruthy();
  });

  test('user properties describe the reader: code variant, language, pixel ratio, colour schemes', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/zh/x/introduction/');
    await expectHydrated(page);
    await expect
      .poll(async () => (await dataLayer(page)).filter((entry) => entry[0] === 'set' && entry[1] === 'user_properties').at(-1)?.[2])
      .toEqual({ codeVariant: 'TS', userLanguage: 'zh', devicePixelRatio: 1, colorSchemeOS: 'dark', colorScheme: 'system', codeStylingVariant: 'system' });
  });

  test('with Global Privacy Control, nothing reaches the queue', async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }));
    await page.goto('/x/react-data-grid/sorting/');
    await expectHydrated(page);
    // The first demo stands just below the fold: it goes live when the reader reaches for it.
    await reachIsland(page.locator('.island[data-island="demo"]').first());
    await page.locator('.demo').first().getByRole('button', { name: /show code|hide code/i }).click();
    // Give the after-hydration analytics chunk every chance to run.
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => typeof window.gtag)).toBe('function');
    expect(await dataLayer(page)).toEqual([]);
  });
});
