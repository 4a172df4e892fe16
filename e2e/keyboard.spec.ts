import { expect, test } from '@playwright/test';
import { expectHydrated } from './site';

test.describe('without a mouse', () => {
  test('the skip link is the first stop and jumps to the content', async ({ page }) => {
    await page.goto('/x/introduction/installation/');
    await expectHydrated(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
    // The next Tab lands inside the content, not back in the app bar or the drawer.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
  });

  test('the phone drawer opens, is navigable and closes with Escape', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/x/introduction/');
    await expectHydrated(page);
    const open = page.getByRole('button', { name: 'Open main navigation' });
    await open.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(drawer).toBeVisible();
    await expect(drawer.locator('a[aria-current="page"]')).toHaveAttribute('href', '/x/introduction/');
    // Focus is inside the drawer; Tab moves through its controls.
    expect(await page.evaluate(() => document.activeElement?.closest('nav') !== null || document.activeElement?.closest('[role="presentation"]') !== null)).toBe(true);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(open).toBeFocused();
  });

  test('a page can be reached from the phone drawer with the keyboard alone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/x/introduction/');
    await expectHydrated(page);
    await page.getByRole('button', { name: 'Open main navigation' }).focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('navigation', { name: 'Main navigation' });
    const support = drawer.getByRole('link', { name: 'Support' });
    await expect(support).toBeVisible();
    for (let i = 0; i < 40 && !(await support.evaluate((link) => link === document.activeElement)); i += 1) {
      await page.keyboard.press('Tab');
    }
    await expect(support).toBeFocused();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/x/introduction/support/');
    await expect(drawer).toBeHidden();
  });

  test('a drawer group opens and closes with the keyboard on desktop', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/x/introduction/');
    await expectHydrated(page);
    const drawer = page.getByRole('navigation', { name: 'Main navigation' });
    const ordering = drawer.getByRole('link', { name: 'Ordering Pro plan', exact: true });
    await expect(ordering).toBeHidden();
    await drawer.locator('summary', { hasText: 'Tree View' }).focus();
    await page.keyboard.press('Enter');
    await expect(ordering).toBeVisible();
    await page.keyboard.press('Space');
    await expect(ordering).toBeHidden();
  });

  test('the versions menu works with the keyboard and gives focus back', async ({ page }) => {
    await page.goto('/x/introduction/');
    await expectHydrated(page);
    const button = page.getByRole('button', { name: 'Documentation version' });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menu')).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'next' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
    await expect(button).toBeFocused();
  });
});
