import { expect, test } from '@playwright/test';
import { API_PRODUCTS } from '@/data/api/components';
import { LANGUAGES } from '@/src/config/site';
import { PRODUCT_NAME, SITE_ORIGIN } from '@/src/config/site';
import { evenSample, FULL_SWEEP } from './sample';
import { API_SITE_PAGES, expectHydrated, watchForProblems } from './site';

/** API pages per product and language visited in `npm test`; `npm run test:e2e:sweep` visits all. */
const API_PAGES_PER_PRODUCT = 5;

/**
 * Every generated API page in both languages: answers 200, shows its header (title, language,
 * canonical URL, the untranslated notice under /zh/) and its reference, hydrates, and logs no
 * console error. One browser page walks each product in each language, which keeps the ~300
 * visits to a few minutes.
 */
test.describe(`${FULL_SWEEP ? 'every API page' : 'a sample of the API pages of each product'}, in English and Chinese`, () => {
  for (const language of LANGUAGES) {
    for (const product of API_PRODUCTS) {
      const sitePages = evenSample(
        API_SITE_PAGES.filter((item) => item.language === language && item.pathname.startsWith(`/x/api/${product}/`)),
        API_PAGES_PER_PRODUCT,
      );
      test(`${product} (${language}): ${sitePages.length} pages`, async ({ page }) => {
        test.setTimeout(30_000 + sitePages.length * 8_000);
        const problems = watchForProblems(page);
        for (const sitePage of sitePages) {
          const response = await page.goto(sitePage.url);
          expect(response?.status(), sitePage.url).toBe(200);
          await expectHydrated(page);
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(sitePage.title);
          await expect(page).toHaveTitle(`${sitePage.title} - ${PRODUCT_NAME}`);
          await expect(page.locator('html')).toHaveAttribute('lang', language);
          await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', sitePage.description);
          const english = sitePage.url.replace(/^\/zh/, '');
          await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE_ORIGIN}${english}`);
          await expect(page.getByRole('note').filter({ hasText: '本页尚未翻译' })).toHaveCount(sitePage.translated ? 0 : 1);
          // The reference itself: the import lines and a non-empty members table.
          await expect(page.locator('main #import')).toBeVisible();
          expect(await page.locator('main .api-table tbody tr').count(), sitePage.url).toBeGreaterThan(0);
          expect(problems, sitePage.url).toEqual([]);
        }
      });
    }
  }
});
