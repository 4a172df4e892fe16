import { expect, test } from '@playwright/test';
import { CONFIGURED_ENV } from '@/scripts/browser/configuredBuild';

test.describe('deployment options of the site', () => {
  test('"Edit this page" points at the markdown source in the configured repository', async ({ page }) => {
    // Keep the page's own third parties away: this test is about the footer link only.
    await page.route(/^https:\/\/(ads\.e2e\.invalid|www\.googletagmanager\.com)\//, (route) => route.abort());
    await page.goto('/x/introduction/installation/');
    const link = page.getByRole('link', { name: 'Edit this page' });
    await expect(link).toHaveAttribute(
      'href',
      `${CONFIGURED_ENV.NEXT_PUBLIC_EDIT_URL_BASE}/data/introduction/installation/installation.md`,
    );
    await expect(link).toHaveAttribute('target', '_blank');
  });
});
