import { expect, test, type Page } from '@playwright/test';
import { AD } from '@/src/config/constants';
import { CONFIGURED_ENV } from '@/scripts/browser/configuredBuild';
import { eventsNamed } from './analyticsHelpers';
import { expectHydrated } from './site';

const DOCS_PAGE = '/x/react-data-grid/sorting/';
const SCRIPT_URL = CONFIGURED_ENV.NEXT_PUBLIC_AD_SCRIPT_URL;
const ENDPOINT = CONFIGURED_ENV.NEXT_PUBLIC_AD_ENDPOINT;

/** What an ad network's script does: put its ad element right after its own script tag. */
const NETWORK_SCRIPT = `(function () {
  var script = document.currentScript;
  var ad = document.createElement('div');
  ad.id = 'carbonads';
  ad.innerHTML = '<span><span class="carbon-wrap"><a class="carbon-img" href="https://ads.e2e.invalid/click"><img src="https://ads.e2e.invalid/ad.png" width="130" height="100" alt=""></a><a class="carbon-text" href="https://ads.e2e.invalid/click">Ship faster with hosted CI for monorepos.</a></span><a class="carbon-poweredby" href="https://ads.e2e.invalid/about">ads via network</a></span>';
  script.parentNode.insertBefore(ad, script.nextSibling);
})();`;

const PNG_1PX = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

async function useShape(page: Page, shape: 'image' | 'inline') {
  await page.addInitScript((value) => window.sessionStorage.setItem('docs-ad-shape', value), shape);
}

async function answerAdHosts(page: Page, { script = true }: { script?: boolean } = {}) {
  await page.route('https://ads.e2e.invalid/**', async (route) => {
    const url = route.request().url();
    if (url === SCRIPT_URL) {
      return script ? route.fulfill({ contentType: 'text/javascript', body: NETWORK_SCRIPT }) : route.abort('blockedbyclient');
    }
    return route.fulfill({ contentType: 'image/png', body: PNG_1PX });
  });
}

const slot = (page: Page) => page.locator('[data-ad-slot]');
const slotHeight = (page: Page) => slot(page).evaluate((element) => element.getBoundingClientRect().height);

test.describe('ad slot with an ad network configured', () => {
  test.beforeEach(async ({ page }) => {
    // Analytics' tag is configured in this build: answer it with an empty script.
    await page.route('https://www.googletagmanager.com/**', (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
  });

  test('injects the network script and shows its ad inside the reserved height', async ({ page }) => {
    await useShape(page, 'image');
    await answerAdHosts(page);
    await page.goto(DOCS_PAGE);
    expect(await slotHeight(page)).toBe(AD.slotMinHeightPx);
    await expectHydrated(page);
    await expect(page.locator('script#_carbonads_js')).toHaveAttribute('src', SCRIPT_URL);
    await expect(slot(page).locator('#carbonads')).toContainText('Ship faster');
    await expect(slot(page).locator('[data-ga-event-category="ad"]')).toHaveAttribute('data-ga-event-label', 'carbon-body-top-image');
    expect(await slotHeight(page)).toBe(AD.slotMinHeightPx);
  });

  test('falls back to an in-house ad when the script is blocked, after the 7th poll', async ({ page }) => {
    await useShape(page, 'image');
    await page.addInitScript(() => {
      Math.random = () => 0.5;
    });
    // Time stands still from the first byte: the polls happen only when the test runs the
    // clock, however slowly the machine loads the page.
    const start = new Date('2026-01-05T09:00:00Z');
    await page.clock.install({ time: start });
    await page.clock.pauseAt(new Date(start.getTime() + 1000));
    await answerAdHosts(page, { script: false });
    await page.goto(DOCS_PAGE);
    await expectHydrated(page);
    const root = slot(page).locator('[data-ga-event-category="ad"]');
    await expect(root).toHaveAttribute('data-ad-state', 'pending');
    await page.clock.runFor(AD.pollIntervalMs * (AD.adblockPollThreshold + 1));
    await expect(root).toHaveAttribute('data-ad-state', 'blocked');
    await expect(root).toHaveAttribute('data-ga-event-label', 'in-house-body-top-image');
    await expect(root.locator('a.ad-description')).toContainText('Premium themes');
    expect(await slotHeight(page)).toBe(AD.slotMinHeightPx);
  });

  test('the inline shape fetches an ad, sanitises it and requests its impression pixels', async ({ page }) => {
    await useShape(page, 'inline');
    const pixels: string[] = [];
    await page.route('https://pixel.e2e.invalid/**', (route) => {
      pixels.push(route.request().url());
      return route.fulfill({ contentType: 'image/png', body: PNG_1PX });
    });
    await page.route(ENDPOINT, (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify([
          { company: 'Nothing to link' },
          {
            company: 'Acme CI',
            description: 'Builds in seconds.<img src="x" onerror="window.__hacked = true"><script>window.__hacked = true</script> <a href="javascript:window.__hacked = true">More</a>',
            image: 'https://ads.e2e.invalid/acme.png',
            statlink: 'https://ads.e2e.invalid/click/acme',
            pixel: 'https://pixel.e2e.invalid/a?ts=[timestamp]||https://pixel.e2e.invalid/b?ts=[timestamp]',
            timestamp: '1763800000',
          },
        ]),
      }),
    );
    await page.goto(DOCS_PAGE);
    await expectHydrated(page);
    const ad = slot(page).locator('[data-network-ad]');
    await expect(ad).toContainText('Acme CI. Builds in seconds.');
    await expect(slot(page).locator('[data-ga-event-category="ad"]')).toHaveAttribute('data-ga-event-label', 'carbon-body-top-inline');
    await expect(ad.locator('a').first()).toHaveAttribute('rel', 'noopener sponsored');
    await expect(ad.locator('a[href^="javascript"], script, img[onerror]')).toHaveCount(0);
    expect(await page.evaluate(() => (window as { __hacked?: boolean }).__hacked)).toBeUndefined();
    await expect.poll(() => pixels.sort()).toEqual(['https://pixel.e2e.invalid/a?ts=1763800000', 'https://pixel.e2e.invalid/b?ts=1763800000']);
    expect(await slotHeight(page)).toBe(AD.slotMinHeightPx);
  });

  test('a click on the ad sends an ad click event with its label', async ({ page }) => {
    await useShape(page, 'image');
    await answerAdHosts(page);
    await page.goto(DOCS_PAGE);
    await expectHydrated(page);
    const text = slot(page).locator('.carbon-text');
    // The label is set once the slot's next poll sees the network's ad.
    await expect(slot(page).locator('[data-ga-event-category="ad"]')).toHaveAttribute('data-ga-event-label', 'carbon-body-top-image');
    // Keep the test on this page: the ad link would open the (fake) advertiser.
    await page.route('https://ads.e2e.invalid/click', (route) => route.fulfill({ body: 'advertiser' }));
    await text.click({ modifiers: ['ControlOrMeta'] });
    await expect.poll(() => eventsNamed(page, 'ad')).toContainEqual({ eventAction: 'click', eventLabel: 'carbon-body-top-image' });
  });
});
