import { expect, test } from '@playwright/test';
import { expectHydrated, reachIsland } from './site';

/**
 * The content HTML of the first page travels once, as markup (scripts/build/contentOnce.ts):
 * the page still hydrates with its content, and client-side navigation, including back to the
 * first page, shows every page whole.
 */
test('the first page carries its content once and keeps it through client-side navigation', async ({ page }) => {
  await page.goto('/x/react-data-grid/sorting/');
  await expectHydrated(page);
  const article = page.locator('[data-content-body]');
  const headings = await article.locator('h2').allTextContents();
  expect(headings.length).toBeGreaterThan(2);
  const pageData = (await page.locator('#__NEXT_DATA__').textContent()) ?? '';
  expect(pageData).not.toContain('Sorting lets users reorder rows');
  await expect(article).toContainText('Sorting lets users reorder rows');
  // The first demo, just below the fold, goes live when the reader reaches for it.
  await reachIsland(page.locator('.island[data-island="demo"]').first());
  await expect(page.locator('.demo').first()).toBeVisible();

  await page.evaluate(() => document.documentElement.setAttribute('data-same-document', ''));
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Pagination', exact: true }).first().click();
  await expect(page).toHaveURL(/\/x\/react-data-grid\/pagination\/$/);
  await expect(page.locator('h1')).toHaveText('Data Grid - Pagination');
  await expect(article.locator('h2')).not.toHaveText(headings);

  await page.goBack();
  await expect(page).toHaveURL(/\/x\/react-data-grid\/sorting\/$/);
  await expect(article.locator('h2')).toHaveText(headings);
  // The first demo, just below the fold, goes live when the reader reaches for it.
  await reachIsland(page.locator('.island[data-island="demo"]').first());
  await expect(page.locator('.demo').first()).toBeVisible();
  await expect(page.locator('html[data-same-document]')).toHaveCount(1);
});
