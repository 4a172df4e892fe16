import { expect, test, type Page } from '@playwright/test';
import { SEARCH } from '@/src/config/constants';
import { expectHydrated, watchForProblems } from './site';

const SORTING = '/x/react-data-grid/sorting/';
const PHONE = { width: 390, height: 844 };

/** Uncaught exceptions of the page (and its frames). */
function watchUncaught(page: Page): string[] {
  const uncaught: string[] = [];
  page.on('pageerror', (error) => uncaught.push(error.message));
  return uncaught;
}

test.describe('no raw framework error', () => {
  test('inside <iframe sandbox="allow-scripts"> (reading cookies throws) the page hydrates and works', async ({ page, baseURL }) => {
    const uncaught = watchUncaught(page);
    // A host page on the same server, framing a docs page without allow-same-origin.
    await page.route('**/sandbox-host.html', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><html lang="en"><title>Host</title><iframe title="Docs" sandbox="allow-scripts" src="${baseURL}${SORTING}" style="width:1280px;height:800px;border:0"></iframe></html>`,
      }),
    );
    await page.setViewportSize({ width: 1300, height: 820 });
    await page.goto('/sandbox-host.html');
    const frame = page.frameLocator('iframe');
    await expect(frame.locator('html[data-hydrated]')).toHaveCount(1);
    await expect(frame.getByRole('heading', { level: 1, name: 'Data Grid - Sorting' })).toBeVisible();
    await expect(frame.getByText('Application error')).toHaveCount(0);
    // Preferences work for the page, without storage or cookies to keep them.
    await frame.getByRole('button', { name: 'Settings' }).click();
    await frame.getByRole('dialog', { name: 'Settings' }).getByRole('button', { name: 'Dark' }).click();
    await expect(frame.locator('html')).toHaveClass(/\bdark\b/);
    expect(uncaught).toEqual([]);
  });

  test('a page that throws while rendering shows a message with a full-load link; the app bar and drawer stay', async ({ page }) => {
    const uncaught = watchUncaught(page);
    // The introduction's data, damaged so that its page component throws while hydrating.
    await page.route('**/x/introduction/', async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace('"meta":{"title"', '"meta":null,"damaged":{"title"');
      await route.fulfill({ response, body: html });
    });
    await page.setViewportSize({ width: 1300, height: 820 });
    await page.goto('/x/introduction/');
    const main = page.getByRole('main');
    await expect(main.getByRole('alert')).toContainText('This page could not be loaded');
    await expect(main.getByRole('alert')).toContainText('the page failed to display');
    // Nothing to retry in the site: the same data would throw again.
    await expect(main.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    await expect(main.getByRole('link', { name: 'Open the page directly' })).toHaveAttribute('href', '/x/introduction/');
    await expect(page.getByText('Application error')).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('link', { name: /MUI X/ })).toBeVisible();
    const drawer = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(drawer).toBeVisible();
    // The reader moves on: the next page renders as usual.
    await drawer.getByRole('link', { name: 'Licensing' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Licensing' })).toBeVisible();
    expect(uncaught).toEqual([]);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: PHONE });

  test('the phone drawer opens from the menu link and closes with its own link', async ({ page }) => {
    await page.goto(SORTING);
    const drawer = page.locator('#main-navigation');
    await expect(drawer).toBeHidden();
    await page.getByRole('link', { name: 'Open main navigation' }).click();
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Sorting', exact: true })).toBeVisible();
    const close = drawer.getByRole('link', { name: 'Close main navigation' });
    await expect(close).toBeVisible();
    // It stays at the top while the drawer scrolls.
    await drawer.evaluate((element) => element.scrollTo(0, 400));
    await expect(close).toBeInViewport();
    await close.click();
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
  });

  test('the versions and languages menus are plain links; Settings is hidden', async ({ page }) => {
    await page.goto(SORTING);
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('button', { name: 'Settings' })).toBeHidden();
    const versions = banner.locator('details').filter({ hasText: 'v7.23.6' });
    await versions.locator('summary').click();
    await expect(versions.getByRole('link', { name: 'v6' })).toHaveAttribute('href', /^https:\/\/v6\.mui\.com\//);
    await expect(versions.getByRole('link', { name: 'v7.23.6' })).toHaveAttribute('aria-current', 'page');
    const languages = banner.locator('details').filter({ has: page.locator('a[hreflang="zh"]') });
    await languages.locator('summary').click();
    await languages.getByRole('link', { name: '中文' }).click();
    await expect(page).toHaveURL(/\/zh\/x\/react-data-grid\/sorting\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
  });
});

test.describe('with JavaScript, the no-JavaScript fallbacks stay out of sight', () => {
  test('one Settings button, one button per menu, no close link', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto(SORTING);
    await expectHydrated(page);
    const banner = page.getByRole('banner');
    await expect(banner.locator('details')).toHaveCount(2);
    for (const details of await banner.locator('details').all()) {
      await expect(details).toBeHidden();
    }
    await expect(banner.getByRole('button', { name: 'Settings' })).toBeVisible();
    await expect(banner.getByRole('button', { name: /documentation version/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Close main navigation' })).toBeHidden();
  });
});

test('"View as markdown" goes straight to the .md file, with no page-data request and no console error', async ({ page }) => {
  const problems = watchForProblems(page);
  const dataRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/_next/data/') && request.url().includes('.md')) dataRequests.push(request.url());
  });
  await page.goto(SORTING);
  await expectHydrated(page);
  const link = page.getByRole('link', { name: 'View as markdown' });
  // The pointer rests on it first (intent prefetching), then clicks.
  await link.hover();
  await Promise.all([page.waitForURL(/\/x\/react-data-grid\/sorting\.md$/), link.click()]);
  await expect(page.locator('body')).toContainText('# Data Grid - Sorting');
  expect(dataRequests).toEqual([]);
  expect(problems).toEqual([]);
});

test.describe('the search query is capped', () => {
  const note = `Search reads the first ${SEARCH.maxQueryLength} characters of a query.`;

  for (const [how, enter] of [
    ['pasted', (page: Page, text: string) => page.keyboard.insertText(text)],
    ['set at once', (page: Page, text: string) => page.locator('dialog[open]').getByRole('combobox').fill(text)],
  ] as const) {
    test(`a 10,000-character query ${how} is cut at ${SEARCH.maxQueryLength} characters, with a note`, async ({ page }) => {
      await page.goto('/x/introduction/');
      await expectHydrated(page);
      await page.keyboard.press('Control+k');
      const dialog = page.locator('dialog[open]');
      const combobox = dialog.getByRole('combobox');
      await expect(combobox).toBeFocused();
      await expect(dialog.getByText(note)).toHaveCount(0);
      await enter(page, 'grid '.repeat(2_000));
      await expect(combobox).toHaveJSProperty('value', 'grid '.repeat(2_000).slice(0, SEARCH.maxQueryLength));
      await expect(dialog.getByRole('status').filter({ hasText: note })).toBeVisible();
      // A shorter query: the note goes.
      await combobox.press('Backspace');
      await expect(dialog.getByText(note)).toHaveCount(0);
    });
  }
});
