import { expect as baseExpect, test, type Page } from '@playwright/test';
import { expectHydrated } from './site';

/**
 * The search dialog, against the export with its Pagefind index. A first query
 * loads the dialog, the runtime and index chunks: seconds on a busy CI machine.
 */
const expect = baseExpect.configure({ timeout: 15_000 });

const dialog = (page: Page) => page.locator('dialog[open]');
const combobox = (page: Page) => dialog(page).getByRole('combobox');
const option = (page: Page, href: string) => page.locator(`[role="listbox"] [role="option"][href="${href}"]`);

async function open(page: Page, pathname: string) {
  await page.goto(pathname);
  await expectHydrated(page);
}

test.describe('site search', () => {
  test('Ctrl+K and "/" open the dialog; Escape closes it and returns focus', async ({ page }) => {
    await open(page, '/x/react-data-grid/sorting/');
    // Nothing of search is fetched before the reader shows intent.
    const searchRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/pagefind/')) {
        searchRequests.push(request.url());
      }
    });
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await skip.focus();
    expect(searchRequests).toEqual([]);

    await page.keyboard.press('Control+k');
    await expect(page.getByRole('dialog', { name: 'Search' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Search the documentation' })).toBeFocused();
    await expect(combobox(page)).toHaveAttribute('aria-expanded', 'true'); // popular pages
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect(skip).toBeFocused();

    await page.keyboard.press('/');
    await expect(dialog(page)).toBeVisible();
    await expect(combobox(page)).toHaveValue('');
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect(skip).toBeFocused();
    expect(searchRequests.length).toBeGreaterThan(0);
  });

  for (const { when, typedBefore } of [
    { when: 'the whole word has been typed', typedBefore: 'checkboxSelection' },
    { when: 'the reader is in the middle of the word', typedBefore: 'check' },
  ]) {
    test(`what is typed right after the shortcut is kept, when the dialog code arrives after ${when}`, async ({ page }) => {
      await open(page, '/x/introduction/');
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route('**/_next/static/chunks/**', async (route) => {
        const response = await route.fetch();
        const body = await response.text();
        if (body.includes('search.noResults') || body.includes('aria-autocomplete')) {
          await held;
        }
        await route.fulfill({ response, body });
      });
      await page.keyboard.press('Control+k');
      await page.keyboard.type(typedBefore);
      release();
      // The rest arrives key by key while the dialog renders and takes focus.
      await page.keyboard.type('checkboxSelection'.slice(typedBefore.length), { delay: 20 });
      await expect(combobox(page)).toHaveValue('checkboxSelection');
      // Chunks still being fetched when the test ends must not run against a closed page.
      await page.unrouteAll({ behavior: 'wait' });
    });
  }

  test('"sort model" finds the Sorting page, Data Grid first on a Data Grid page', async ({ page }) => {
    await open(page, '/x/react-data-grid/filtering/');
    await page.keyboard.press('Control+k');
    await combobox(page).fill('sort model');
    await expect(option(page, '/x/react-data-grid/sorting/')).toBeVisible();
    await expect(page.locator('[role="listbox"] [role="group"]').first()).toHaveAccessibleName('Data Grid');
  });

  test('"checkboxSelection" finds the DataGrid prop with its anchor, and opening it lands there', async ({ page }) => {
    await open(page, '/x/introduction/');
    await page.keyboard.press('Control+k');
    await combobox(page).fill('checkboxSelection');
    const prop = option(page, '/x/api/data-grid/data-grid/#prop-checkboxSelection');
    await expect(prop).toBeVisible();
    await expect(prop).toContainText('checkboxSelection');
    await prop.click();
    await expect(page).toHaveURL(/\/x\/api\/data-grid\/data-grid\/#prop-checkboxSelection$/);
    await expect(page.locator('#prop-checkboxSelection')).toBeInViewport();
  });

  test('keyboard only: shortcut, type, arrows, Enter; client-side navigation; recent search kept', async ({ page }) => {
    await open(page, '/x/introduction/');
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.keyboard.press('Control+k');
    await page.keyboard.type('sortModel');
    await expect(combobox(page)).toHaveValue('sortModel');
    const target = option(page, '/x/api/data-grid/data-grid/#prop-sortModel');
    await expect(target).toBeVisible();
    // Move down until the member is the active option (aria-activedescendant), then open it.
    for (let step = 0; step < 12; step += 1) {
      if ((await target.getAttribute('aria-selected')) === 'true') {
        break;
      }
      await page.keyboard.press('ArrowDown');
    }
    await expect(target).toHaveAttribute('aria-selected', 'true');
    await expect(combobox(page)).toHaveAttribute('aria-activedescendant', (await target.getAttribute('id')) ?? '');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/x\/api\/data-grid\/data-grid\/#prop-sortModel$/);
    await expect(page.locator('#prop-sortModel')).toBeInViewport();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

    // The query is a recent search next time, and runs again from the keyboard.
    await page.keyboard.press('Control+k');
    const recent = page.getByRole('group', { name: 'Recent searches' }).getByRole('option', { name: 'sortModel' });
    await expect(recent).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(combobox(page)).toHaveValue('sortModel');
    await expect(option(page, '/x/api/data-grid/data-grid/#prop-sortModel')).toBeVisible();
  });

  test('a Chinese query on /zh/ returns /zh/ pages', async ({ page }) => {
    await open(page, '/zh/x/introduction/');
    await page.keyboard.press('Control+k');
    await expect(dialog(page)).toBeVisible();
    await combobox(page).fill('许可证');
    await expect(option(page, '/zh/x/introduction/licensing/')).toBeVisible();
    const hrefs = await page.locator('[role="listbox"] a[role="option"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs.length).toBeGreaterThan(0);
    expect(hrefs.every((href) => href?.startsWith('/zh/'))).toBe(true);
  });

  test('no results, then results; no request leaves the site', async ({ page, baseURL }) => {
    const offSite: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (!['data:', 'blob:'].includes(url.protocol) && url.origin !== new URL(baseURL ?? '').origin) {
        offSite.push(request.url());
      }
    });
    await open(page, '/x/react-charts/');
    await page.getByRole('button', { name: 'Search' }).click();
    await combobox(page).fill('qqxzvbw');
    await expect(dialog(page).getByRole('status')).toContainText('No results');
    await expect(page.getByRole('group', { name: 'Popular pages' })).toBeVisible();
    await combobox(page).fill('bar chart');
    await expect(option(page, '/x/react-charts/bars/')).toBeVisible();
    await expect(page.locator('[role="listbox"] [role="group"]').first()).toHaveAccessibleName('Charts');
    expect(offSite).toEqual([]);
  });

  test('full screen at phone width', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, '/x/react-tree-view/');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(combobox(page)).toBeFocused();
    const box = await dialog(page).boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: 390, height: 844 });
  });
});
