import { expect, test } from '@playwright/test';
import { expectHydrated, axeBuilder } from './site';

const SAMPLE = [
  '/x/introduction/',
  '/x/introduction/installation/',
  '/x/react-data-grid/column-pinning/',
  '/x/react-data-grid/sorting/',
  '/x/api/data-grid/data-grid-premium/',
  '/x/migration/migration-data-grid-v6/',
  '/zh/x/introduction/',
  '/zh/x/react-charts/bars/',
  '/x/no-such-page/',
];

test.describe('accessibility (axe)', () => {
  // axe walks the whole DOM: the long API tables take a while on a busy machine.
  test.describe.configure({ timeout: 60_000 });
  for (const url of SAMPLE) {
    test(`${url} has no violations`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(url);
      await expectHydrated(page);
      const results = await axeBuilder(page)
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
        .analyze();
      expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }

  test('the phone drawer, open, has no violations', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/x/react-data-grid/sorting/');
    await expectHydrated(page);
    await page.getByRole('button', { name: 'Open main navigation' }).click();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    const results = await axeBuilder(page).withTags(['wcag2a', 'wcag2aa', 'best-practice']).analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});
