/**
 * A tab opened before a deploy keeps working after it (src/navigation/navigator.ts): the
 * server swaps `out/` for the next deploy (e2e/nextDeploy.ts: a new build id and changed text)
 * under an open page, and the reader clicks through the drawer and a content link. And page
 * data that answers 200 with something unusable (a captive portal, JSON cut short) loads the
 * page in full instead of breaking it.
 */
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { findBuildId } from '@/scripts/deploy/buildId';
import { deriveNextDeploy, startSwappableServer } from './nextDeploy';
import { expectHydrated, SITE_PAGES } from './site';

const OUT = path.resolve('out');
const page = (url: string) => {
  const found = SITE_PAGES.find((candidate) => candidate.url === url && candidate.language === 'en');
  if (!found) throw new Error(`${url} is not a page of the site`);
  return found;
};
const START = page('/x/introduction/');
/** Reached through the drawer. */
const DRAWER_TARGET = page('/x/introduction/licensing/');
/** Reached through a link in DRAWER_TARGET's content. */
const CONTENT_TARGET = page('/x/react-data-grid/column-ordering/');
const NEXT = ' (next deploy)';
const NAVIGATION_ERROR = 'This page could not be loaded';
const APPLICATION_ERROR = 'Application error';

const fileOf = (url: string) => `${url.replace(/^\//, '')}index.html`;

/** Marks the document, so that a full page load (a new document) can be told from a client-side one. */
async function markDocument(target: Page) {
  await target.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
}
const isSameDocument = (target: Page) => target.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);
const buildIdOf = (target: Page) => target.evaluate(() => (window as unknown as { __NEXT_DATA__: { buildId: string } }).__NEXT_DATA__.buildId);
const drawerLink = (target: Page, name: string) => target.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name, exact: true });

test.describe('a deploy under an open tab', () => {
  test.describe.configure({ mode: 'serial' });
  const buildId = findBuildId(OUT);
  let next: ReturnType<typeof deriveNextDeploy>;
  let server: Awaited<ReturnType<typeof startSwappableServer>>;

  test.beforeAll(async () => {
    next = deriveNextDeploy(OUT, [
      { file: fileOf(DRAWER_TARGET.url), from: DRAWER_TARGET.description, to: `${DRAWER_TARGET.description}${NEXT}` },
      { file: fileOf(CONTENT_TARGET.url), from: CONTENT_TARGET.description, to: `${CONTENT_TARGET.description}${NEXT}` },
      {
        file: `_next/data/${buildId}${CONTENT_TARGET.url.replace(/\/$/, '')}.json`,
        from: CONTENT_TARGET.description,
        to: `${CONTENT_TARGET.description}${NEXT}`,
      },
    ]);
    server = await startSwappableServer(OUT);
  });
  test.afterAll(async () => {
    await server?.close();
    next?.remove();
  });
  test.beforeEach(async ({ page: tab }) => {
    server.serve(OUT);
    await tab.setViewportSize({ width: 1280, height: 900 });
  });

  test('a click in the drawer opens the new deploy’s page, and its links then work client-side', async ({ page: tab }) => {
    // Uncaught errors and failed responses, but the old build's page data that the new deploy answers with 404.
    const problems: string[] = [];
    tab.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
    tab.on('response', (response) => {
      if (response.status() >= 400 && !response.url().includes(`/_next/data/${buildId}/`)) problems.push(`HTTP ${response.status()}: ${response.url()}`);
    });
    await tab.goto(`${server.origin}${START.url}`);
    await expectHydrated(tab);
    expect(await buildIdOf(tab)).toBe(buildId);

    server.serve(next.dir);
    await markDocument(tab);
    await drawerLink(tab, DRAWER_TARGET.title).click();
    await tab.waitForURL(`**${DRAWER_TARGET.url}`);
    await expect(tab.getByRole('heading', { level: 1 })).toHaveText(DRAWER_TARGET.title);
    await expect(tab.getByText(`${DRAWER_TARGET.description}${NEXT}`).first()).toBeVisible();
    await expectHydrated(tab);
    // A full load of the new page: a new document, of the new build.
    expect(await isSameDocument(tab)).toBe(false);
    expect(await buildIdOf(tab)).toBe(next.nextBuildId);
    await expect(tab.getByText(NAVIGATION_ERROR)).toHaveCount(0);

    await markDocument(tab);
    await tab.getByRole('main').getByRole('link', { name: 'Column ordering', exact: true }).first().click();
    await tab.waitForURL(`**${CONTENT_TARGET.url}`);
    await expect(tab.getByRole('heading', { level: 1 })).toHaveText(CONTENT_TARGET.title);
    await expect(tab.getByText(`${CONTENT_TARGET.description}${NEXT}`).first()).toBeVisible();
    // Now on the new build, a page change is client-side again.
    expect(await isSameDocument(tab)).toBe(true);
    expect(problems).toEqual([]);
  });

  test('Try again after a failed page load also recovers once the deploy has changed', async ({ page: tab }) => {
    await tab.goto(`${server.origin}${START.url}`);
    await expectHydrated(tab);
    // The server fails for the page's data, then the next deploy replaces it.
    const isDrawerTargetData = (url: URL) => url.pathname === `/_next/data/${buildId}${DRAWER_TARGET.url.replace(/\/$/, '')}.json`;
    await tab.route(isDrawerTargetData, (route) => route.fulfill({ status: 503, body: 'Service Unavailable' }));
    await drawerLink(tab, DRAWER_TARGET.title).click();
    const error = tab.getByRole('alert').filter({ hasText: NAVIGATION_ERROR });
    await expect(error).toBeVisible();

    await tab.unroute(isDrawerTargetData);
    server.serve(next.dir);
    await error.getByRole('button', { name: 'Try again' }).click();
    await tab.waitForURL(`**${DRAWER_TARGET.url}`);
    await expect(tab.getByText(`${DRAWER_TARGET.description}${NEXT}`).first()).toBeVisible();
    await expect(tab.getByText(NAVIGATION_ERROR)).toHaveCount(0);
    await expectHydrated(tab);
    expect(await buildIdOf(tab)).toBe(next.nextBuildId);
  });
});

test.describe('page data that answers 200 but cannot render the page', () => {
  test.beforeEach(async ({ page: tab }) => tab.setViewportSize({ width: 1280, height: 900 }));

  for (const [kind, contentType, body] of [
    ['a captive portal’s page', 'text/html; charset=utf-8', '<!doctype html><title>Sign in to the Wi-Fi</title><form>Accept the terms</form>'],
    ['JSON cut short', 'application/json', '{"pageProps":{"pathname":"/x/introduction/licensing","meta":{"title":"Licen'],
  ] as const) {
    test(`${kind}: the page loads in full, never "Application error"`, async ({ page: tab }) => {
      await tab.goto(START.url);
      await expectHydrated(tab);
      await tab.route(
        (url) => /^\/_next\/data\/[^/]+\/x\/introduction\/licensing\.json$/.test(url.pathname),
        (route) => route.fulfill({ status: 200, contentType, body }),
      );
      await markDocument(tab);
      await drawerLink(tab, DRAWER_TARGET.title).click();
      await tab.waitForURL(`**${DRAWER_TARGET.url}`);
      await expect(tab.getByRole('heading', { level: 1 })).toHaveText(DRAWER_TARGET.title);
      await expectHydrated(tab);
      expect(await isSameDocument(tab)).toBe(false);
      await expect(tab.getByText(APPLICATION_ERROR)).toHaveCount(0);
      await expect(tab.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    });
  }
});
