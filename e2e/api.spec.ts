import { expect, test } from '@playwright/test';
import { API_COMPONENTS, apiPathname } from '@/data/api/components';
import { localizePath } from '@/src/i18n/paths';
import { expectHydrated } from './site';

test.describe('generated API reference', () => {
  test('the DataGrid page lists rows, columns and checkboxSelection with their types and defaults', async ({ page }) => {
    await page.goto('/x/api/data-grid/data-grid/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('DataGrid API');
    await expect(page.locator('main .code-block').first()).toContainText("import { DataGrid } from '@mui/x-data-grid';");
    const row = (name: string) => page.locator(`tr#prop-${name}`);
    await expect(row('rows').locator('td').nth(1)).toHaveText('GridRowsProp<R>');
    await expect(row('rows').locator('td').nth(2)).toHaveText('[]');
    await expect(row('columns').locator('td').nth(0)).toContainText('columns*');
    await expect(row('columns').locator('td').nth(1)).toHaveText('readonly GridColDef<R>[]');
    await expect(row('checkboxSelection').locator('td').nth(1)).toHaveText('boolean');
    await expect(row('checkboxSelection').locator('td').nth(2)).toHaveText('false');
    await expect(row('checkboxSelection').locator('td').nth(3)).toContainText('extra column with checkboxes');
    // Deprecated props say so.
    await expect(page.locator('tr[data-deprecated]').first()).toContainText('Deprecated.');
  });

  test('plan markers and the nav come from the same data', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/x/api/data-grid/data-grid-premium/');
    await expect(page.locator('article > header').getByRole('link', { name: 'Premium plan' })).toBeVisible();
    const drawer = page.getByRole('navigation', { name: 'Main navigation' });
    for (const component of API_COMPONENTS.filter((candidate) => candidate.product === 'data-grid')) {
      // A plan marker inside the link adds its name ("DataGridPro Pro plan").
      const name = component.plan ? `${component.name} ${component.plan === 'pro' ? 'Pro' : 'Premium'} plan` : component.name;
      await expect(drawer.getByRole('link', { name, exact: true })).toHaveAttribute('href', localizePath(apiPathname(component), 'en'));
    }
  });

  test('an index lists its components; a feature page ends with its API section', async ({ page }) => {
    await page.goto('/x/api/charts/');
    const list = page.locator('main .api-list');
    for (const name of ['BarChart', 'LineChart', 'PieChart', 'ScatterChart', 'SparkLineChart', 'Gauge']) {
      await expect(list.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await page.goto('/x/react-data-grid/column-pinning/');
    await expect(page.locator('main h2#api')).toContainText('API');
    await expect(page.locator('main .api-list').getByRole('link', { name: 'DataGridPro' })).toHaveAttribute('href', '/x/api/data-grid/data-grid-pro/');
  });

  test('Chinese API pages keep the reader in Chinese', async ({ page }) => {
    await page.goto('/zh/x/api/tree-view/tree-item/');
    await expectHydrated(page);
    await expect(page.getByRole('heading', { level: 2, name: '属性' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: '默认值' })).toBeVisible();
  });
});
