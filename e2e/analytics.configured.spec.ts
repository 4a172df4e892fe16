import { expect, test } from '@playwright/test';
import { CONFIGURED_ENV } from '@/scripts/browser/configuredBuild';
import { dataLayer } from './analyticsHelpers';
import { expectHydrated } from './site';

const TAG = `https://www.googletagmanager.com/gtag/js?id=${CONFIGURED_ENV.NEXT_PUBLIC_GA_MEASUREMENT_ID}`;

test.describe('analytics with a measurement id', () => {
  test('loads the tag script once and configures it without automatic page views', async ({ page }) => {
    const tagRequests: string[] = [];
    await page.route('https://www.googletagmanager.com/**', (route) => {
      tagRequests.push(route.request().url());
      return route.fulfill({ contentType: 'text/javascript', body: '' });
    });
    await page.route('https://ads.e2e.invalid/**', (route) => route.abort());
    await page.goto('/x/api/data-grid/');
    await expectHydrated(page);
    await expect.poll(() => tagRequests).toEqual([TAG]);
    const entries = await dataLayer(page);
    expect(entries).toContainEqual(['config', CONFIGURED_ENV.NEXT_PUBLIC_GA_MEASUREMENT_ID, { send_page_view: false }]);
  });

  test('never loads the tag when the browser sends Do Not Track', async ({ page }) => {
    const tagRequests: string[] = [];
    await page.route('https://www.googletagmanager.com/**', (route) => {
      tagRequests.push(route.request().url());
      return route.fulfill({ contentType: 'text/javascript', body: '' });
    });
    await page.route('https://ads.e2e.invalid/**', (route) => route.abort());
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' }));
    await page.goto('/x/api/data-grid/');
    await expectHydrated(page);
    await page.waitForLoadState('networkidle');
    expect(tagRequests).toEqual([]);
    expect(await dataLayer(page)).toEqual([]);
  });
});
