import { expect, test, type Page } from '@playwright/test';
import { STORAGE_KEYS } from '@/src/preferences/values';
import { axeBuilder, expectHydrated, labelInNameProblemsIn, renderIslands } from './site';

/** One page of every kind the site has. */
const PAGE_TYPES = {
  prose: '/x/introduction/licensing/',
  demo: '/x/react-data-grid/sorting/',
  api: '/x/api/data-grid/data-grid/',
  'theme builder': '/x/common-concepts/theming/',
  '404': '/x/no-such-page/',
  Chinese: '/zh/x/introduction/installation/',
} as const;

/**
 * Every page with a tree view demo in checkbox selection. MUI X 7.23.6 renders that checkbox
 * without a name (axe `label`); the demos name it after the item's label.
 */
const TREE_CHECKBOX_PAGES = [
  '/x/react-tree-view/',
  '/x/react-tree-view/simple-tree-view/selection/',
  '/x/react-tree-view/rich-tree-view/selection/',
  '/x/react-tree-view/accessibility/',
  '/x/react-tree-view/tree-item-customization/',
] as const;

/**
 * Demo pages, one per class of violation the demos had: an unnamed progress bar in a cell and
 * warning-coloured text (overview), tree attributes on a plain grid's rows (row grouping), an
 * empty column header from an actions column, a group row or a drag handle column, and toolbar
 * buttons renamed without their accessible names (localization); the detail panel toggle's
 * header (an aria-label on a plain div), an empty header filter cell, a filter panel open at
 * load (a Popper tooltip outside the landmarks), overlays and their progress bars straight
 * inside role="grid", a list view with nothing to tab to, a time clock pointing its
 * aria-activedescendant at no option and its pointer under a number, the date picker
 * toolbar's h4, and a demo's own day styles under 4.5:1.
 */
const DEMO_CLASS_PAGES = [
  '/x/react-data-grid/',
  '/x/react-data-grid/row-grouping/',
  '/x/react-data-grid/column-definition/',
  '/x/react-data-grid/column-groups/',
  '/x/react-data-grid/row-ordering/',
  '/x/react-data-grid/localization/',
  '/x/react-data-grid/master-detail/',
  '/x/react-data-grid/filtering/header-filters/',
  '/x/react-data-grid/filtering/customization/',
  '/x/react-data-grid/overlays/',
  '/x/react-data-grid/scrolling/',
  '/x/react-data-grid/list-view/',
  '/x/react-date-pickers/time-clock/',
  '/x/react-date-pickers/custom-layout/',
  '/x/react-date-pickers/custom-components/',
] as const;

/** Of those, the ones whose fix is a colour or a translated default name: also dark, and Chinese. */
const DEMO_CLASS_PAGES_DARK = ['/x/react-date-pickers/custom-components/', '/x/react-date-pickers/time-clock/'] as const;
const DEMO_CLASS_PAGES_CHINESE = ['/zh/x/react-data-grid/overlays/', '/zh/x/react-data-grid/filtering/customization/'] as const;

/** What the reader chose in the settings, stored before the page loads. */
const SCHEMES = {
  light: { [STORAGE_KEYS.mode]: 'light' },
  dark: { [STORAGE_KEYS.mode]: 'dark' },
  rtl: { [STORAGE_KEYS.direction]: 'rtl' },
} as const;

async function violations(page: Page): Promise<string[]> {
  const results = await axeBuilder(page).analyze();
  const axe = results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  return [...axe, ...(await labelInNameProblemsIn(page))];
}

async function open(page: Page, url: string, scheme: Record<string, string>, width = 1280) {
  await page.setViewportSize({ width, height: 900 });
  await page.addInitScript((entries) => {
    for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
  }, scheme);
  await page.goto(url);
  await expectHydrated(page);
  // Demos and islands render after hydration, as they come near the screen: check them too.
  await renderIslands(page);
  await page.waitForLoadState('networkidle');
}

test.describe('accessibility (axe WCAG 2.2 AA + best practices, and label in name)', () => {
  // axe walks the whole DOM: the long API tables take a while on a busy machine.
  test.describe.configure({ timeout: 180_000 });

  for (const [kind, url] of Object.entries(PAGE_TYPES)) {
    for (const [scheme, stored] of Object.entries(SCHEMES)) {
      test(`${kind} page ${url} in ${scheme}: no violations`, async ({ page }) => {
        await open(page, url, stored);
        expect(await violations(page)).toEqual([]);
      });
    }
  }

  for (const [scheme, stored] of Object.entries(SCHEMES)) {
    test(`API page with the contents column listing its props, in ${scheme}: no violations`, async ({ page }) => {
      await open(page, PAGE_TYPES.api, stored);
      // Reading the props (open() has scrolled the page to render its islands) unfolds their list.
      await page.locator('main tr#prop-rows').scrollIntoViewIfNeeded();
      await expect(page.getByRole('navigation', { name: 'Page table of contents' }).locator('a[href="#prop-rows"]')).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });
  }

  for (const url of TREE_CHECKBOX_PAGES) {
    test(`tree view checkboxes on ${url} are named after their items, no violations`, async ({ page }) => {
      await open(page, url, SCHEMES.light);
      const checkboxes = page.getByRole('tree').getByRole('checkbox');
      await expect(checkboxes.first()).toBeVisible();
      for (const checkbox of await checkboxes.all()) {
        await expect(checkbox).toHaveAccessibleName(/\p{L}/u);
      }
      expect(await violations(page)).toEqual([]);
    });
  }

  for (const url of DEMO_CLASS_PAGES) {
    test(`demo page ${url}: no violations`, async ({ page }) => {
      await open(page, url, SCHEMES.light);
      expect(await violations(page)).toEqual([]);
    });
  }

  for (const url of DEMO_CLASS_PAGES_DARK) {
    test(`demo page ${url} in dark: no violations`, async ({ page }) => {
      await open(page, url, SCHEMES.dark);
      expect(await violations(page)).toEqual([]);
    });
  }

  for (const url of DEMO_CLASS_PAGES_CHINESE) {
    test(`demo page ${url}: no violations`, async ({ page }) => {
      await open(page, url, SCHEMES.light);
      expect(await violations(page)).toEqual([]);
    });
  }

  test('the grid loading overlay is a named progress bar in a row of the grid', async ({ page }) => {
    await open(page, '/x/react-data-grid/overlays/', SCHEMES.light);
    const progress = page.locator('#LoadingVariants').getByRole('grid').getByRole('row').getByRole('gridcell').getByRole('progressbar');
    await expect(progress).toHaveAccessibleName('Loading');
  });

  test('a filter panel open at load is a named dialog, and the Chinese one is named in Chinese', async ({ page }) => {
    await open(page, '/x/react-data-grid/filtering/customization/', SCHEMES.light);
    await expect(page.getByRole('dialog', { name: 'Data grid settings' })).toBeVisible();
    await open(page, '/zh/x/react-data-grid/filtering/customization/', SCHEMES.light);
    await expect(page.getByRole('dialog', { name: '表格设置' })).toBeVisible();
  });

  test('a list view grid can be entered with Tab', async ({ page }) => {
    await open(page, '/x/react-data-grid/list-view/', SCHEMES.light);
    const demo = page.locator('#ContactCards');
    await demo.getByRole('combobox', { name: 'Sort by' }).focus();
    await page.keyboard.press('Tab');
    await expect(demo.getByRole('grid').getByRole('link').first()).toBeFocused();
  });

  test('a tree view checkbox is named by the label beside it, and checking it selects the item', async ({ page }) => {
    await open(page, '/x/react-tree-view/simple-tree-view/selection/', SCHEMES.light);
    const tree = page.getByRole('tree', { name: 'Shopping list' });
    await expect(tree.getByRole('checkbox', { name: 'Rye flour' })).toBeChecked();
    await tree.getByRole('checkbox', { name: 'Dry yeast' }).click();
    await expect(tree.getByRole('treeitem', { name: 'Dry yeast' })).toHaveAttribute('aria-selected', 'true');
  });

  test('the label-in-name check skips hidden text and count badges, and still flags visible labels', async ({ page }) => {
    await page.setContent(`
      <button aria-label="Show filters"><span style="display:inline-block;transform:scale(0)">0</span> Filters</button>
      <button aria-label="Show filters"><span>2</span> Filters</button>
      <button aria-label="Documentation version">v7.23.6</button>
      <button aria-label="Go to page 3">Page 2</button>
      <button aria-label="Choose date">15</button>
      <button aria-label="1 hours">01</button>`);
    expect(await labelInNameProblemsIn(page)).toEqual([
      '<button> shows "v7.23.6" but is named "documentation version"',
      '<button> shows "page 2" but is named "go to page 3"',
      '<button> shows "15" but is named "choose date"',
    ]);
  });

  test('the versions and language buttons are named by what they show', async ({ page }) => {
    await open(page, PAGE_TYPES.prose, SCHEMES.light);
    await expect(page.getByRole('button', { name: /^v7\.23\.6, documentation version$/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /^English, change language$/ })).toBeVisible();
  });

  test('open menus and the settings drawer have no violations', async ({ page }) => {
    await open(page, PAGE_TYPES.demo, SCHEMES.light);
    await page.getByRole('button', { name: /documentation version/ }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Settings' }).click();
    await expect(page.getByRole('dialog', { name: 'Settings' })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test('the phone drawer, open, has no violations', async ({ page }) => {
    await open(page, PAGE_TYPES.demo, SCHEMES.dark, 390);
    await page.getByRole('button', { name: 'Open main navigation' }).click();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
});
