import { expect, test } from '@playwright/test';
import { PRODUCT_NAME, SITE_ORIGIN } from '@/src/config/site';
import { LANGUAGES } from '@/src/config/site';
import { evenSample, FULL_SWEEP } from './sample';
import { SITE_PAGES, watchForProblems } from './site';

/** Pages per language checked in `npm test`; `npm run test:e2e:sweep` checks all of them. */
const PAGES_PER_LANGUAGE = 16;
const CHECKED = LANGUAGES.flatMap((language) =>
  evenSample(
    SITE_PAGES.filter((sitePage) => sitePage.language === language),
    PAGES_PER_LANGUAGE,
  ),
);

test.describe(`${FULL_SWEEP ? 'every page' : 'a sample of the pages'} of the navigation, in English and Chinese`, () => {
  for (const sitePage of CHECKED) {
    test(`${sitePage.url} renders its header with no errors`, async ({ page }) => {
      const problems = watchForProblems(page);
      const response = await page.goto(sitePage.url, { waitUntil: 'networkidle' });
      expect(response?.status()).toBe(200);

      await expect(page.getByRole('heading', { level: 1 })).toHaveText(sitePage.title);
      await expect(page).toHaveTitle(`${sitePage.title} - ${PRODUCT_NAME}`);
      await expect(page.locator('html')).toHaveAttribute('lang', sitePage.language);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', sitePage.description);

      const canonicalLanguagePath = sitePage.translated ? sitePage.url : sitePage.url.replace(/^\/zh/, '');
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE_ORIGIN}${canonicalLanguagePath}`);
      const english = sitePage.url.replace(/^\/zh/, '');
      await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', `${SITE_ORIGIN}${english}`);
      await expect(page.locator('link[rel="alternate"][hreflang="zh"]')).toHaveAttribute('href', `${SITE_ORIGIN}/zh${english}`);

      const notice = page.getByRole('note').filter({ hasText: '本页尚未翻译' });
      await expect(notice).toHaveCount(sitePage.translated ? 0 : 1);

      expect(problems).toEqual([]);
    });
  }
});
