import { expect, test, type Page } from '@playwright/test';
import { API_ENTRIES, apiPathname } from '@/data/api/components';
import { localizePath } from '@/src/i18n/paths';
import { STORAGE_KEYS } from '@/src/preferences/values';
import { expectHydrated, watchForProblems } from './site';

const row = (page: Page, id: string) => page.locator(`main tr#${id}`);
/** Columns after the name: props `Type, Default, Description`; slots `Default component, Description`; classes `Rule name, Description`. */
const COLUMNS: Record<string, number> = { Type: 0, Default: 1, 'Default component': 0, 'Rule name': 0 };
const cell = (page: Page, id: string, column: string) =>
  column === 'Description' ? row(page, id).locator('td:last-child') : row(page, id).locator('td').nth(COLUMNS[column] ?? 0);
const nameLink = (page: Page, id: string) => row(page, id).locator('th > a').first();

test.describe('generated API reference', () => {
  test('a component page: import lines, props, slots and CSS classes', async ({ page }) => {
    const problems = watchForProblems(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/x/api/data-grid/data-grid/');
    await expectHydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('DataGrid API');
    // One block per module that exports it, each with its copy button.
    const imports = page.locator('main #import ~ .code-block');
    await expect(imports).toHaveCount(2);
    await expect(imports.nth(0)).toContainText("import { DataGrid } from '@mui/x-data-grid/DataGrid';");
    await expect(imports.nth(1)).toContainText("import { DataGrid } from '@mui/x-data-grid';");
    await expect(imports.nth(1).getByRole('button', { name: 'Copy the code' })).toBeAttached();

    await expect(cell(page, 'prop-rows', 'Type')).toHaveText('GridRowsProp<R>');
    await expect(cell(page, 'prop-rows', 'Default')).toHaveText('[]');
    await expect(row(page, 'prop-columns').locator('th')).toContainText('columns*');
    await expect(cell(page, 'prop-columns', 'Type')).toHaveText('readonly GridColDef<R>[]');
    await expect(cell(page, 'prop-checkboxSelection', 'Default')).toHaveText('false');
    await expect(cell(page, 'prop-checkboxSelection', 'Description')).toContainText('extra column with checkboxes');
    await expect(row(page, 'prop-autoHeight')).toHaveAttribute('data-deprecated', '');
    await expect(cell(page, 'prop-autoHeight', 'Description')).toContainText('Deprecated.');
    // A callback: its signature with each documented parameter.
    const onRowClick = cell(page, 'prop-onRowClick', 'Description');
    await expect(onRowClick.locator('pre')).toContainText('function(');
    await expect(onRowClick.locator('pre')).toContainText('params: GridRowParams');
    await expect(onRowClick.locator('.api-signature li').first()).toContainText('params: With all properties from GridRowParams.');
    // Documented types in descriptions link to their pages.
    await expect(cell(page, 'prop-columns', 'Description').getByRole('link', { name: 'GridColDef' })).toHaveAttribute('href', '/x/api/data-grid/grid-col-def/');

    const propCount = await page.locator('main #props ~ .api-table-wrap tbody tr').count();
    expect(propCount).toBeGreaterThan(100);
    await expect(page.locator('main h2#props')).toContainText(`Props (${propCount})`);
    const slotRows = page.locator('main tr[id^="slot-"]');
    expect(await slotRows.count()).toBeGreaterThanOrEqual(65);
    await expect(cell(page, 'slot-baseCheckbox', 'Default component')).toHaveText('Checkbox');
    const classRows = page.locator('main tr[id^="class-"]');
    expect(await classRows.count()).toBeGreaterThan(130);
    await expect(row(page, 'class-root').locator('th')).toHaveText('.MuiDataGrid-root');
    await expect(cell(page, 'class-root', 'Rule name')).toHaveText('root');
    await expect(cell(page, 'class-root', 'Description')).toContainText('Styles applied to the root element.');
    // The sections are in the table of contents.
    const toc = page.getByRole('navigation', { name: 'Page table of contents' });
    for (const name of ['Import', /^Props \(\d+\)$/, /^Slots \(\d+\)$/, /^CSS classes \(\d+\)$/, 'Demos']) {
      await expect(toc.getByRole('link', { name })).toBeVisible();
    }
    expect(problems).toEqual([]);
  });

  test('plan badges on the props and slots only Pro or Premium have; nav groups and subheaders', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/x/api/data-grid/data-grid-premium/');
    await expect(page.locator('article > header').getByRole('link', { name: 'Premium plan' })).toBeVisible();
    await expect(row(page, 'prop-checkboxSelectionVisibleOnly').locator('.api-plan')).toHaveText('Pro (Pro plan)');
    await expect(row(page, 'prop-aggregationModel').locator('.api-plan')).toHaveText('Premium (Premium plan)');
    await expect(row(page, 'prop-rows').locator('.api-plan')).toHaveCount(0);
    await expect(row(page, 'slot-headerFilterCell').locator('.api-plan')).toContainText('Pro');
    await expect(row(page, 'slot-columnMenuGroupIcon').locator('.api-plan')).toContainText('Premium');

    const drawer = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(drawer.getByText('Components', { exact: true }).first()).toBeVisible();
    await expect(drawer.getByText('Interfaces', { exact: true }).first()).toBeVisible();
    for (const entry of API_ENTRIES.filter((candidate) => candidate.product === 'data-grid')) {
      // A plan marker inside the link adds its name ("DataGridPro Pro plan").
      const name = entry.plan ? `${entry.name} ${entry.plan === 'pro' ? 'Pro' : 'Premium'} plan` : entry.name;
      await expect(drawer.getByRole('link', { name, exact: true })).toHaveAttribute('href', localizePath(apiPathname(entry), 'en'));
    }
  });

  test('an interface page: GridApi methods grouped by interface, with selectors', async ({ page }) => {
    const problems = watchForProblems(page);
    await page.goto('/x/api/data-grid/grid-api/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('GridApi API');
    await expect(page.locator('main .code-block').first()).toContainText("import type { GridApi } from '@mui/x-data-grid';");
    const methods = page.locator('main tr[id^="method-"]');
    expect(await methods.count()).toBeGreaterThan(100);
    const sortGroup = page.locator('main section.api-group').filter({ has: page.locator('h3#group-GridSortApi') });
    await expect(sortGroup.locator('tr#method-sortColumn')).toBeVisible();
    await expect(sortGroup.locator('tr#method-sortColumn td:last-child')).toContainText('Sorts a column.');
    await expect(sortGroup.locator('.api-selectors')).toContainText('gridSortModelSelector');
    await expect(page.locator('main h3#group-GridRowGroupingApi .api-plan')).toContainText('Premium');
    await expect(page.locator('main tr#method-pinColumn .api-plan')).toContainText('Pro');
    // Members the packages tag @ignore are not documented; a function returning a function keeps its return type.
    await expect(page.locator('main tr#method-setState')).toHaveCount(0);
    await expect(page.locator('main tr#property-store')).toHaveCount(0);
    await expect(page.locator('main tr#method-subscribeEvent td').first()).toContainText('=> () => void');
    expect(problems).toEqual([]);

    await page.goto('/x/api/data-grid/grid-col-def/');
    await expect(page.locator('main h2#declaration')).toBeVisible();
    await expect(page.locator('main #declaration ~ .code-block')).toContainText('GridSingleSelectColDef');
    await expect(cell(page, 'property-field', 'Type')).toHaveText('string');
    await expect(cell(page, 'property-sortable', 'Default')).toHaveText('true');
  });

  test('every prop, slot, class and member has a working anchor', async ({ page }) => {
    await page.goto('/x/api/data-grid/data-grid/#prop-checkboxSelection');
    await expectHydrated(page);
    await expect(row(page, 'prop-checkboxSelection')).toBeInViewport();
    await expect(page.locator('main tr:target')).toHaveAttribute('id', 'prop-checkboxSelection');
    await nameLink(page, 'class-root').click();
    await expect(page).toHaveURL(/#class-root$/);
    await expect(row(page, 'class-root')).toBeInViewport();
    // The compact index lists every anchor of a section; it is in the page where the contents
    // column is hidden (below md), and in the contents column from md up (next test).
    await page.setViewportSize({ width: 390, height: 844 });
    const index = page.locator('main #slots ~ details.api-index');
    await index.locator('summary').click();
    await index.getByRole('link', { name: 'toolbar', exact: true }).click();
    await expect(page).toHaveURL(/#slot-toolbar$/);
    await expect(row(page, 'slot-toolbar')).toBeInViewport();
  });

  test('the contents column lists the rows of the section being read, reachable by keyboard', async ({ page }) => {
    const problems = watchForProblems(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/x/api/data-grid/data-grid/');
    await expectHydrated(page);
    const toc = page.getByRole('navigation', { name: 'Page table of contents' });
    const propLinks = toc.locator('a[href^="#prop-"]');
    const propCount = await page.locator('main #props ~ .api-table-wrap tbody tr').count();
    // Every prop is listed (folded away while another section is read), and the page does not repeat the list.
    await expect(propLinks).toHaveCount(propCount);
    await expect(toc.locator('a[href="#prop-rows"]')).toBeHidden();
    await expect(page.locator('main #props ~ details.api-index')).toBeHidden();

    // By keyboard: the focus on the section's link opens its list, Tab goes through the props
    // and on to the next section; Enter follows a prop's link.
    const propsLink = toc.getByRole('link', { name: /^Props \(\d+\)$/ });
    await propsLink.focus();
    await expect(toc.locator('a[href="#prop-rows"]')).toBeVisible();
    await propLinks.last().focus();
    await page.keyboard.press('Tab');
    await expect(toc.getByRole('link', { name: /^Slots \(\d+\)$/ })).toBeFocused();
    await propsLink.focus();
    await page.keyboard.press('Tab');
    const first = propLinks.first();
    await expect(first).toBeFocused();
    const firstId = ((await first.getAttribute('href')) ?? '').slice(1);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`#${firstId}$`));
    await expect(row(page, firstId)).toBeInViewport();
    // The scroll-spy marks the row being read.
    await expect(first).toHaveAttribute('aria-current', 'location');

    // Reading another section shows that section's rows instead.
    await page.goto('/x/api/data-grid/data-grid/#slot-toolbar');
    await expectHydrated(page);
    const slot = toc.locator('a[href="#slot-toolbar"]');
    await expect(slot).toBeVisible();
    await expect(slot).toHaveAttribute('aria-current', 'location');
    await expect(toc.locator('a[href="#prop-rows"]')).toBeHidden();
    await slot.click();
    await expect(row(page, 'slot-toolbar')).toBeInViewport();

    // GridApi: the methods of each group under the group.
    await page.goto('/x/api/data-grid/grid-api/#method-sortColumn');
    await expectHydrated(page);
    await expect(toc.locator('a[href="#group-GridSortApi"] + ul a[href="#method-sortColumn"]')).toHaveAttribute('aria-current', 'location');
    expect(problems).toEqual([]);
  });

  test('a long type opens and closes by keyboard', async ({ page }) => {
    await page.goto('/x/api/data-grid/data-grid/');
    await expectHydrated(page);
    const details = cell(page, 'prop-ignoreValueFormatterDuringExport', 'Type').locator('details');
    const summary = details.locator('summary');
    await expect(summary).toContainText('…');
    await expect(details.locator('pre')).toBeHidden();
    // Tab from the prop's own link lands on the expand control.
    await nameLink(page, 'prop-ignoreValueFormatterDuringExport').focus();
    await page.keyboard.press('Tab');
    await expect(summary).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(details).toHaveAttribute('open', '');
    await expect(details.locator('pre')).toContainText('clipboardExport?: boolean');
    await page.keyboard.press('Space');
    await expect(details).not.toHaveAttribute('open');
  });

  test('a 170-prop page reads on a 390 px phone without scrolling sideways, in RTL too', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const direction of ['ltr', 'rtl']) {
      await page.addInitScript(
        ([key, value]) => window.localStorage.setItem(key as string, value as string),
        [STORAGE_KEYS.direction, direction],
      );
      await page.goto('/x/api/data-grid/data-grid-premium/');
      await expectHydrated(page);
      await expect(page.locator('html')).toHaveAttribute('dir', direction);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      // Each prop is a block: name, then its labelled type and default, then the description.
      await expect(page.locator('main #props ~ .api-table-wrap thead')).toHaveCSS('position', 'absolute');
      await expect(row(page, 'prop-rows')).toHaveCSS('display', 'block');
      const type = await cell(page, 'prop-rows', 'Type').evaluate((element) => getComputedStyle(element, '::before').content);
      expect(type).toContain('Type');
    }
  });

  test('props passed through to another component say so with links; callbacks describe their return value', async ({ page }) => {
    await page.goto('/x/api/date-pickers/date-field/');
    const material = page.locator('main p.api-inherits').filter({ hasText: '@mui/material' });
    await expect(material.getByRole('link', { name: 'TextField' })).toHaveAttribute('href', 'https://mui.com/material-ui/api/text-field/');
    await page.goto('/x/api/charts/bar-chart/');
    const passed = page.locator('main p.api-inherits').filter({ hasText: 'passed through' });
    await expect(passed.getByRole('link', { name: 'ChartContainer', exact: true })).toHaveAttribute('href', '/x/api/charts/chart-container/');
    await page.goto('/x/api/data-grid/data-grid/');
    const signature = cell(page, 'prop-getRowSpacing', 'Description').locator('.api-signature');
    await expect(signature.locator('li').last()).toHaveText('Returns GridRowSpacing: The row spacing values.');
  });

  test('pages read from an older Pro package say so', async ({ page }) => {
    await page.goto('/x/api/charts/bar-chart-pro/');
    const note = page.locator('main aside.callout').first();
    await expect(note).toContainText('Read from @mui/x-charts-pro 7.23.2, not 7.23.6.');
    await expect(note).toContainText('no 7.23.6 release');
    await expect(row(page, 'prop-zoom').locator('.api-plan')).toContainText('Pro');
    await page.goto('/x/api/tree-view/rich-tree-view-pro/');
    await expect(page.locator('main aside.callout').first()).toContainText('Read from @mui/x-tree-view-pro 7.22.1, not 7.23.6.');
  });

  test('indexes list every page of their product; prose pages link to the reference', async ({ page }) => {
    await page.goto('/x/api/charts/');
    const components = page.locator('main h2#api-components + ul.api-list');
    await expect(components.locator('li')).toHaveCount(API_ENTRIES.filter((entry) => entry.product === 'charts' && entry.kind === 'component').length);
    await expect(page.locator('main h2#api-interfaces + ul.api-list').getByRole('link', { name: 'AxisConfig' })).toHaveAttribute('href', '/x/api/charts/axis-config/');

    await page.goto('/x/react-data-grid/sorting/');
    // ::api-methods: the sort methods, linking to their anchors on the GridApi page, and the selectors.
    const methods = page.locator('main .api-methods[data-interface="GridSortApi"]');
    await expect(methods.getByRole('link', { name: 'sortColumn' })).toHaveAttribute('href', '/x/api/data-grid/grid-api/#method-sortColumn');
    await expect(methods).toContainText('gridSortModelSelector');
    // Inline code naming a documented component links to its page.
    await expect(page.locator('main p a.api-link').filter({ hasText: 'DataGridPro' }).first()).toHaveAttribute('href', '/x/api/data-grid/data-grid-pro/');
    await expect(page.locator('main .api-list').getByRole('link', { name: 'DataGridPremium' })).toHaveAttribute('href', '/x/api/data-grid/data-grid-premium/');
  });

  test('the generated events and selectors catalogs, linked from the nav and the guides', async ({ page }) => {
    await page.goto('/x/react-data-grid/events/');
    await expectHydrated(page);
    await page.locator('main').getByRole('link', { name: 'events catalog' }).click();
    await expect(page).toHaveURL(/\/x\/api\/data-grid\/events\/$/);
    await expectHydrated(page);
    // The page itself, loaded directly, has no console error or failed request.
    const problems = watchForProblems(page);
    await page.goto('/x/api/data-grid/events/');
    await expectHydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Data Grid - Events catalog');
    await expect(page.locator('main h2#events')).toContainText(/^Events \(\d+\)/);
    const cellClick = page.locator('main tr#event-cellClick');
    await expect(cellClick.locator('td').first()).toHaveText('GridCellParams<any>');
    await expect(cellClick.getByRole('link', { name: 'onCellClick' })).toHaveAttribute('href', '/x/api/data-grid/data-grid/#prop-onCellClick');
    await expect(page.locator('main tr#event-rowOrderChange .api-plan')).toContainText('Pro');
    await expect(page.locator('main tr#event-clipboardPasteStart .api-plan')).toContainText('Premium');
    await expect(page.locator('main tr#event-rowMouseOut')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Page table of contents' }).getByRole('link', { name: /^Events \(\d+\)$/ })).toBeVisible();

    await page.goto('/x/api/data-grid/selectors/');
    const sorting = page.locator('main section.api-group').filter({ has: page.locator('h3#feature-sorting') });
    await expect(sorting.locator('tr#selector-gridSortModelSelector td').first()).toHaveText('GridSortModel');
    await expect(sorting.locator('tr#selector-gridSortModelSelector td').nth(1)).toHaveText('apiRef');
    await expect(page.locator('main tr#selector-gridDensitySelector td').nth(1)).toHaveText('state');
    await expect(page.locator('main tr#selector-gridRowGroupingModelSelector .api-plan')).toContainText('Premium');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'Selectors' })).toHaveAttribute('aria-current', 'page');
    expect(problems).toEqual([]);
  });

  test('Chinese API pages show the English reference as an untranslated page, links staying in Chinese', async ({ page }) => {
    const problems = watchForProblems(page);
    const response = await page.goto('/zh/x/api/tree-view/tree-item-2/');
    expect(response?.status()).toBe(200);
    await expectHydrated(page);
    await expect(page.getByRole('note').filter({ hasText: '本页尚未翻译' })).toBeVisible();
    await expect(page.locator('main [lang="en"] h2#props')).toContainText('Props');
    await expect(nameLink(page, 'slot-content')).toHaveAttribute('href', '#slot-content');
    await expect(page.locator('main .api-demos a').first()).toHaveAttribute('href', /^\/zh\/x\//);
    expect(problems).toEqual([]);
  });
});
