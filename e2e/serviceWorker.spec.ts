/**
 * The default export (no production host set, so the production host is not this server):
 * the worker is built but never registered here; the offline page exists on its own.
 */
import { expect, test } from '@playwright/test';
import { OFFLINE_PATHNAME, SW_URL } from '@/src/serviceWorker/config';
import { PRODUCTION_HOST } from '@/src/config/site';
import { DEFAULT_PORT } from '@/scripts/browser/configuredBuild';
import { expectHydrated, watchForProblems } from './site';

test.describe('service worker (not the production host)', () => {
  test('this server is not the production host', () => {
    expect(PRODUCTION_HOST).not.toBe(`127.0.0.1:${DEFAULT_PORT}`);
  });

  test('nothing is registered on 127.0.0.1, though the worker script is in the export', async ({ page, context, request }) => {
    const problems = watchForProblems(page);
    await page.goto('/x/introduction/');
    await expectHydrated(page);
    // The registration module loads after hydration: let it load, decide and (not) register.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
    expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
    expect(context.serviceWorkers()).toEqual([]);
    expect(problems).toEqual([]);

    const script = await request.get(SW_URL);
    expect(script.status()).toBe(200);
    expect(script.headers()['content-type']).toContain('javascript');
  });

  test('the offline page says so, offers to try again and is not indexed', async ({ page }) => {
    const problems = watchForProblems(page);
    await page.goto(OFFLINE_PATHNAME);
    await expectHydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are offline');
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    // No worker here, so nothing is saved for offline reading.
    await expect(page.getByText('No pages are saved on this device yet')).toBeVisible();
    expect(problems).toEqual([]);
  });
});
