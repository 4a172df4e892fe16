import { expect as baseExpect, test, type Page } from '@playwright/test';
import { axeBuilder, expectHydrated, labelInNameProblemsIn } from './site';

/**
 * The search dialog's typo tolerance and its product and plan filters, against the export and
 * its Pagefind index and vocabulary. A first query loads the dialog, the runtime, the
 * vocabulary and index chunks: seconds on a busy machine.
 */
const expect = baseExpect.configure({ timeout: 15_000 });

const dialog = (page: Page) => page.locator('dialog[open]');
const combobox = (page: Page) => dialog(page).getByRole('combobox');
/** The result pages shown, in order (sections and members aside). */
const pageLinks = (page: Page) => page.locator('[role="listbox"] a[role="option"][data-kind="page"]');
const productFilter = (page: Page) => dialog(page).getByRole('radiogroup', { name: 'Product' });
const planFilter = (page: Page) => dialog(page).getByRole('radiogroup', { name: 'Plan' });

async function openSearch(page: Page, pathname: string) {
  await page.goto(pathname);
  await expectHydrated(page);
  await page.keyboard.press('Control+k');
  await expect(combobox(page)).toBeFocused();
}

async function resultHrefs(page: Page): Promise<string[]> {
  return pageLinks(page).evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
}

test.describe('forgiving search', () => {
  // The examples: each led to an unrelated page before typo correction.
  for (const { typed, corrected, meant } of [
    { typed: 'dateRangePiker', corrected: 'daterangepicker', meant: ['/x/api/date-pickers/date-range-picker/', '/x/react-date-pickers/date-range-picker/'] },
    { typed: 'agregation', corrected: 'aggregation', meant: ['/x/react-data-grid/aggregation/'] },
    { typed: 'LineChrt', corrected: 'linechart', meant: ['/x/api/charts/line-chart/', '/x/react-charts/lines/'] },
    { typed: 'rowGroupng', corrected: 'rowgrouping', meant: ['/x/react-data-grid/row-grouping/'] },
    { typed: 'timezne', corrected: 'timezone', meant: ['/x/react-date-pickers/timezone/'] },
  ]) {
    test(`"${typed}" finds ${meant[0]} among the first results, and says what it searched`, async ({ page }) => {
      await openSearch(page, '/x/introduction/');
      await page.keyboard.type(typed);
      await expect(dialog(page).getByText(`Also searched for “${corrected}”`)).toBeVisible();
      await expect(pageLinks(page).first()).toBeVisible();
      const hrefs = await resultHrefs(page);
      const position = hrefs.findIndex((href) => meant.includes(href));
      expect(position, `${meant.join(' or ')} in ${hrefs.join(', ')}`).toBeGreaterThanOrEqual(0);
      // Close to the top: within the first page's worth of a phone screen.
      expect(position).toBeLessThan(7);
    });
  }

  test('a word spelt right is not corrected', async ({ page }) => {
    await openSearch(page, '/x/introduction/');
    await page.keyboard.type('pagination');
    await expect(pageLinks(page).first()).toHaveAttribute('href', '/x/react-data-grid/pagination/');
    await expect(dialog(page).getByText(/Also searched for/)).toHaveCount(0);
  });

  test('the plan filter narrows the results to that plan, the product filter to that product', async ({ page }) => {
    await openSearch(page, '/x/introduction/');
    await page.keyboard.type('grouping');
    await expect(pageLinks(page).first()).toBeVisible();
    const unfiltered = await resultHrefs(page);
    // Without a filter, pages of no plan answer too (the Tree View's and the Data Grid's guides).
    await expect(pageLinks(page).filter({ hasNot: page.getByRole('img', { name: /plan$/ }) }).first()).toBeVisible();

    await planFilter(page).getByText('Premium', { exact: true }).click();
    await expect(planFilter(page).getByRole('radio', { name: 'Premium' })).toBeChecked();
    await expect.poll(() => resultHrefs(page)).not.toEqual(unfiltered);
    const premium = pageLinks(page);
    await expect(premium.first()).toBeVisible();
    // Every page shown is a Premium page: it carries the plan's mark.
    for (const link of await premium.all()) {
      await expect(link.getByRole('img', { name: 'Premium plan' })).toBeVisible();
    }

    await planFilter(page).getByText('Community', { exact: true }).click();
    await expect(pageLinks(page).first()).toBeVisible();
    await expect(pageLinks(page).filter({ has: page.getByRole('img', { name: /plan$/ }) })).toHaveCount(0);

    await productFilter(page).getByText('Tree View', { exact: true }).click();
    await expect(pageLinks(page).first()).toBeVisible();
    const groups = page.locator('[role="listbox"] [role="group"]');
    await expect(groups).toHaveCount(1);
    await expect(groups.first()).toHaveAccessibleName('Tree View');
  });

  test('keyboard only: filters by Tab and arrows, kept for the session, then a result by Enter', async ({ page }) => {
    await openSearch(page, '/x/introduction/');
    await page.keyboard.type('selection');
    // Input → Close → the product group (on its checked radio) → the plan group.
    await page.keyboard.press('Tab');
    await expect(dialog(page).getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(productFilter(page).getByRole('radio', { name: 'All' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(productFilter(page).getByRole('radio', { name: 'Data Grid' })).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(planFilter(page).getByRole('radio', { name: 'All' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(planFilter(page).getByRole('radio', { name: 'Pro', exact: true })).toBeChecked();
    // A focus ring shows where the keyboard is.
    const ring = await planFilter(page)
      .getByRole('radio', { name: 'Pro', exact: true })
      .evaluate((radio) => getComputedStyle(radio.nextElementSibling ?? radio).outlineStyle);
    expect(ring).toBe('solid');

    // Back to the query, then down the results and open one.
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(combobox(page)).toBeFocused();
    await expect(page.locator('[role="listbox"] [role="group"]').first()).toHaveAccessibleName('Data Grid');
    const first = pageLinks(page).first();
    await expect(first.getByRole('img', { name: 'Pro plan' })).toBeVisible();
    const href = (await first.getAttribute('href')) ?? '';
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));

    // The next search in this session starts with the same filters.
    await page.keyboard.press('Control+k');
    await expect(productFilter(page).getByRole('radio', { name: 'Data Grid' })).toBeChecked();
    await expect(planFilter(page).getByRole('radio', { name: 'Pro', exact: true })).toBeChecked();
  });

  test('a new session starts with no filter', async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await openSearch(page, '/x/introduction/');
    await expect(productFilter(page).getByRole('radio', { name: 'All' })).toBeChecked();
    await expect(planFilter(page).getByRole('radio', { name: 'All' })).toBeChecked();
    await context.close();
  });

  test('the open dialog, with filters chosen and a correction shown, passes axe and label-in-name', async ({ page }) => {
    await openSearch(page, '/x/react-data-grid/');
    await page.keyboard.type('agregation');
    await planFilter(page).getByText('Premium', { exact: true }).click();
    await expect(dialog(page).getByText('Also searched for “aggregation”')).toBeVisible();
    await expect(pageLinks(page).first()).toBeVisible();
    const results = await axeBuilder(page).include('dialog[open]').analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
    expect(await labelInNameProblemsIn(page)).toEqual([]);
  });
});
