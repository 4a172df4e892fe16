/**
 * Search offline, on the configured export (its production host is this test server, so the
 * service worker registers): once a query has been answered online, the worker holds the
 * dialog's chunk, the Pagefind runtime and the index files it used, and the same search
 * answers again after the connection is gone, even after a reload.
 */
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { SEARCH_BUNDLE_PATH } from '@/src/search/config';
import { expectHydrated } from './site';
import { answerThirdParties } from './thirdParties';

/** A first query loads the dialog, the runtime and index chunks: seconds on a busy CI machine. */
const expect = baseExpect.configure({ timeout: 15_000 });

const PAGE = '/x/react-data-grid/filtering/';
const QUERY = 'sort model';
const RESULT = '/x/react-data-grid/sorting/';

const dialog = (page: Page) => page.locator('dialog[open]');
const result = (page: Page) => page.locator(`[role="listbox"] [role="option"][href="${RESULT}"]`);

async function search(page: Page, when: string) {
  await test.step(`search ${when}`, async () => {
    await page.keyboard.press('Control+k');
    await dialog(page).getByRole('combobox').fill(QUERY);
    await expect(result(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
  });
}

test.describe('search offline (production host)', () => {
  test.beforeEach(async ({ context }) => answerThirdParties(context));

  test('a search answered once online answers again offline, after a reload too', async ({ page, context }) => {
    await page.goto(PAGE);
    await expectHydrated(page);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

    // Requests from Pagefind's web worker are seen here too.
    const searchFiles = new Set<string>();
    context.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith(SEARCH_BUNDLE_PATH)) {
        searchFiles.add(url.pathname);
      }
    });
    await search(page, 'online');
    const files = [...searchFiles];
    expect(files.some((file) => file.endsWith('.pf_index'))).toBe(true);
    expect(files.some((file) => file.endsWith('.pf_fragment'))).toBe(true);
    // Every search file fetched is in the worker's caches (by path: the entry file's `?ts=` is dropped).
    await expect
      .poll(() => page.evaluate(async (paths) => (await Promise.all(paths.map((path) => caches.match(path)))).every(Boolean), files))
      .toBe(true);

    await context.setOffline(true);
    await search(page, 'offline');

    await page.reload();
    await expectHydrated(page);
    await search(page, 'offline after a reload');
  });
});
