import { expect, test, type Page } from '@playwright/test';
import { DOCS_VERSION } from '@/src/config/site';
import { FEEDBACK_STORAGE_KEY } from '@/src/feedback/storage';
import { STORAGE_KEYS } from '@/src/preferences/values';
import { dataLayer, eventsNamed } from './analyticsHelpers';
import { axeBuilder, expectHydrated, labelInNameProblemsIn } from './site';

/**
 * "Was this page helpful?" in the default export: no feedback endpoint, as on a fresh clone.
 * A vote goes to analytics only; the comment goes into a prefilled "new issue" link.
 */
const GUIDE = '/x/react-data-grid/sorting/';

const widget = (page: Page) => page.getByRole('region', { name: 'Was this page helpful?' });

async function open(page: Page, url: string) {
  const outside: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith('http://127.0.0.1')) outside.push(request.url());
  });
  await page.goto(url);
  await expectHydrated(page);
  // The server-rendered shell, then the widget fetched after hydration in its place.
  await expect(widget(page)).toHaveAttribute('data-ready', '');
  await widget(page).scrollIntoViewIfNeeded();
  return outside;
}

test.describe('page feedback without an endpoint', () => {
  test('a vote lands in dataLayer with the page, and the issue link carries the page and the comment', async ({ page }) => {
    const outside = await open(page, GUIDE);
    const yes = widget(page).getByRole('button', { name: 'Yes' });
    const no = widget(page).getByRole('button', { name: 'No' });
    await expect(yes).toHaveAttribute('aria-pressed', 'false');
    await no.click();
    await expect(no).toHaveAttribute('aria-pressed', 'true');
    await expect(yes).toHaveAttribute('aria-disabled', 'true');
    await expect(widget(page).getByRole('status').first()).toHaveText('Thank you for your feedback!');
    await expect.poll(() => eventsNamed(page, 'feedback')).toEqual([{ page: GUIDE, vote: 'no' }]);

    const comment = widget(page).getByRole('textbox', { name: 'Tell us more (optional)' });
    await expect(comment).toBeFocused();
    await comment.fill('Multi-column sorting needs a keyboard example & a note on nulls.');
    await expect(widget(page).locator('[data-counter]')).toHaveText('64/1000');
    const link = widget(page).getByRole('link', { name: 'Open an issue with your comment (opens in a new tab)' });
    await expect(link).toHaveAttribute('target', '_blank');
    const href = new URL((await link.getAttribute('href')) ?? '');
    expect(href.origin + href.pathname).toBe('https://github.com/mui/mui-x/issues/new');
    expect(href.searchParams.get('title')).toBe('[docs] Feedback on "Data Grid - Sorting"');
    const body = href.searchParams.get('body') ?? '';
    expect(body).toContain(`**Page:** https://mui.com${GUIDE}`);
    expect(body).toContain(`**Version:** ${DOCS_VERSION}`);
    expect(body).toContain('**Was this page helpful?** No');
    expect(body).toContain('Multi-column sorting needs a keyboard example & a note on nulls.');

    // The comment never reaches analytics, and nothing left the site.
    expect(JSON.stringify(await dataLayer(page))).not.toContain('Multi-column');
    expect(outside).toEqual([]);
    await expect(widget(page).getByRole('button', { name: 'Send' })).toHaveCount(0);
  });

  test('one vote per page: after a reload the vote shows, no second event, and a comment can still be added', async ({ page }) => {
    await open(page, GUIDE);
    await widget(page).getByRole('button', { name: 'Yes' }).click();
    await expect.poll(() => eventsNamed(page, 'feedback')).toHaveLength(1);
    await page.reload();
    await expectHydrated(page);
    const yes = widget(page).getByRole('button', { name: 'Yes' });
    await expect(yes).toHaveAttribute('aria-pressed', 'true');
    // Pressed and aria-disabled: activating it again does nothing.
    await yes.focus();
    await page.keyboard.press('Enter');
    await widget(page).getByRole('button', { name: 'Add a comment' }).click();
    await expect(widget(page).getByRole('textbox', { name: 'Tell us more (optional)' })).toBeFocused();
    expect(await eventsNamed(page, 'feedback')).toEqual([]);
    // Another page has its own vote.
    await page.goto('/x/react-data-grid/filtering/');
    await expectHydrated(page);
    await expect(widget(page).getByRole('button', { name: 'Yes' })).toHaveAttribute('aria-pressed', 'false');
  });

  test('by keyboard: Tab to a vote, Space casts it, the focus moves to the comment', async ({ page }) => {
    await open(page, '/x/introduction/licensing/');
    await widget(page).getByRole('button', { name: 'Yes' }).focus();
    await page.keyboard.press('Tab');
    await expect(widget(page).getByRole('button', { name: 'No' })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(widget(page).getByRole('textbox', { name: 'Tell us more (optional)' })).toBeFocused();
    await page.keyboard.type('Clear.');
    await page.keyboard.press('Tab');
    await expect(widget(page).getByRole('link', { name: /^Open an issue with your comment/ })).toBeFocused();
    await expect.poll(() => eventsNamed(page, 'feedback')).toEqual([{ page: '/x/introduction/licensing/', vote: 'no' }]);
  });

  test('storage holding garbage or throwing: not voted, and voting works', async ({ page }) => {
    await page.addInitScript((key) => window.localStorage.setItem(key, '{"/x/introduction/licensing/": 1'), FEEDBACK_STORAGE_KEY);
    await open(page, '/x/introduction/licensing/');
    await expect(widget(page).getByRole('button', { name: 'Yes' })).toHaveAttribute('aria-pressed', 'false');
    await widget(page).getByRole('button', { name: 'Yes' }).click();
    await expect(widget(page).getByRole('button', { name: 'Yes' })).toHaveAttribute('aria-pressed', 'true');

    const other = await page.context().newPage();
    await other.addInitScript(() => {
      Storage.prototype.getItem = () => {
        throw new DOMException('denied', 'SecurityError');
      };
      Storage.prototype.setItem = () => {
        throw new DOMException('denied', 'SecurityError');
      };
    });
    await open(other, '/x/introduction/licensing/');
    await widget(other).getByRole('button', { name: 'No' }).click();
    await expect(widget(other).getByRole('button', { name: 'No' })).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => eventsNamed(other, 'feedback')).toHaveLength(1);
  });

  test('on API pages and in Chinese, outside the search index', async ({ page }) => {
    await open(page, '/x/api/data-grid/data-grid/');
    await expect(widget(page)).toHaveAttribute('data-pagefind-ignore', '');
    await page.goto('/zh/x/introduction/installation/');
    await expectHydrated(page);
    const zh = page.getByRole('region', { name: '此页面对你有帮助吗？' });
    await zh.getByRole('button', { name: '有帮助', exact: true }).click();
    await expect(zh.getByRole('status').first()).toHaveText('感谢你的反馈！');
    await expect(zh.getByRole('textbox', { name: '告诉我们更多（可选）' })).toBeFocused();
    await expect.poll(() => eventsNamed(page, 'feedback')).toEqual([{ page: '/zh/x/introduction/installation/', vote: 'yes' }]);
  });

  for (const mode of ['light', 'dark'] as const) {
    test(`axe finds nothing in the widget in ${mode}, before and after voting`, async ({ page }) => {
      await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [STORAGE_KEYS.mode, mode] as const);
      await open(page, '/x/introduction/licensing/');
      const check = async () => {
        const results = await axeBuilder(page).include('[data-feedback]').analyze();
        expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
        expect(await labelInNameProblemsIn(page)).toEqual([]);
      };
      await check();
      await widget(page).getByRole('button', { name: 'Yes' }).click();
      await widget(page).getByRole('textbox').fill('Thanks!');
      await check();
    });
  }
});
