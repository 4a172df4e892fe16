import { expect, test, type Page, type Route } from '@playwright/test';
import { CONFIGURED_ENV } from '@/scripts/browser/configuredBuild';
import { DOCS_VERSION } from '@/src/config/site';
import { STORAGE_KEYS } from '@/src/preferences/values';
import { eventsNamed } from './analyticsHelpers';
import { axeBuilder, expectHydrated, labelInNameProblemsIn } from './site';
import { answerThirdParties } from './thirdParties';

/**
 * "Was this page helpful?" with a feedback endpoint (the configured export): the vote is posted
 * when cast, the comment when sent; a failure keeps the comment and offers Retry.
 */
const ENDPOINT = CONFIGURED_ENV.NEXT_PUBLIC_FEEDBACK_URL;

// The configured export registers its service worker; these tests are about the page's own requests.
test.use({ serviceWorkers: 'block' });

type Answer = 'ok' | 'error' | 'offline';

/** The endpoint, answering as told; every POST body is kept. */
async function fakeEndpoint(page: Page, initial: Answer) {
  const state = { answer: initial, bodies: [] as unknown[] };
  await page.route(ENDPOINT, async (route: Route) => {
    const request = route.request();
    if (request.method() !== 'POST') return route.fallback();
    state.bodies.push(request.postDataJSON());
    if (state.answer === 'offline') return route.abort('internetdisconnected');
    return route.fulfill(state.answer === 'ok' ? { status: 200, contentType: 'application/json', body: '{"ok":true}' } : { status: 500, body: 'Internal Server Error' });
  });
  return state;
}

const widget = (page: Page, name = 'Was this page helpful?') => page.getByRole('region', { name });

async function open(page: Page, url: string) {
  await page.goto(url);
  await expectHydrated(page);
  // The server-rendered shell, then the widget fetched after hydration in its place.
  await expect(widget(page)).toHaveAttribute('data-ready', '');
  await widget(page).scrollIntoViewIfNeeded();
}

test.describe('page feedback with an endpoint', () => {
  test.beforeEach(async ({ context }) => {
    await answerThirdParties(context);
  });

  test('success: the vote is posted at once, then the comment, and the reader is thanked', async ({ page }) => {
    const endpoint = await fakeEndpoint(page, 'ok');
    await open(page, '/x/react-data-grid/sorting/');
    await widget(page).getByRole('button', { name: 'Yes' }).click();
    await expect.poll(() => endpoint.bodies).toEqual([
      { page: '/x/react-data-grid/sorting/', language: 'en', vote: 'yes', comment: '', version: DOCS_VERSION },
    ]);
    await expect.poll(() => eventsNamed(page, 'feedback')).toEqual([{ page: '/x/react-data-grid/sorting/', vote: 'yes' }]);
    const comment = widget(page).getByRole('textbox', { name: 'Tell us more (optional)' });
    await expect(comment).toBeFocused();
    await comment.fill('The sortingOrder example answered my question.');
    await widget(page).getByRole('button', { name: 'Send' }).click();
    await expect(widget(page).getByText('Your comment was sent. Thank you!')).toBeFocused();
    expect(endpoint.bodies[1]).toEqual({
      page: '/x/react-data-grid/sorting/',
      language: 'en',
      vote: 'yes',
      comment: 'The sortingOrder example answered my question.',
      version: DOCS_VERSION,
    });
    await expect(widget(page).getByRole('link', { name: /Open an issue/ })).toHaveCount(0);
    expect(JSON.stringify(await eventsNamed(page, 'feedback'))).not.toContain('sortingOrder');
  });

  test('a Chinese page posts its language and its own pathname', async ({ page }) => {
    const endpoint = await fakeEndpoint(page, 'ok');
    await page.goto('/zh/x/introduction/installation/');
    await expectHydrated(page);
    await widget(page, '此页面对你有帮助吗？').getByRole('button', { name: '没有帮助' }).click();
    await expect.poll(() => endpoint.bodies).toEqual([
      { page: '/zh/x/introduction/installation/', language: 'zh', vote: 'no', comment: '', version: DOCS_VERSION },
    ]);
  });

  test('failure: a message and Retry, the comment is kept, and a retry succeeds', async ({ page }) => {
    const endpoint = await fakeEndpoint(page, 'error');
    await open(page, '/x/react-data-grid/sorting/');
    await widget(page).getByRole('button', { name: 'No' }).click();
    const alert = widget(page).getByRole('alert');
    // The vote's own post failed: said at once.
    await expect(alert).toHaveText('Your feedback could not be sent. Your comment is kept: check your connection and retry.');
    const comment = widget(page).getByRole('textbox', { name: 'Tell us more (optional)' });
    const text = 'Sorting by a computed column is missing.\nAlso: the server-side section is hard to find.';
    await comment.fill(text);
    await widget(page).getByRole('button', { name: 'Retry' }).click();
    await expect.poll(() => endpoint.bodies.length).toBe(2);
    await expect(alert).toContainText('could not be sent');
    await expect(comment).toHaveValue(text);

    endpoint.answer = 'offline';
    await widget(page).getByRole('button', { name: 'Retry' }).click();
    await expect.poll(() => endpoint.bodies.length).toBe(3);
    await expect(alert).toContainText('could not be sent');
    await expect(comment).toHaveValue(text);

    endpoint.answer = 'ok';
    await widget(page).getByRole('button', { name: 'Retry' }).click();
    await expect(widget(page).getByText('Your comment was sent. Thank you!')).toBeFocused();
    expect(endpoint.bodies.slice(1)).toEqual(
      Array(3).fill({ page: '/x/react-data-grid/sorting/', language: 'en', vote: 'no', comment: text, version: DOCS_VERSION }),
    );
  });

  for (const mode of ['light', 'dark'] as const) {
    test(`axe finds nothing in the failure state in ${mode}`, async ({ page }) => {
      await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [STORAGE_KEYS.mode, mode] as const);
      await fakeEndpoint(page, 'error');
      await open(page, '/x/introduction/licensing/');
      await widget(page).getByRole('button', { name: 'No' }).click();
      await widget(page).getByRole('textbox').fill('Kept.');
      await expect(widget(page).getByRole('alert')).toContainText('could not be sent');
      const results = await axeBuilder(page).include('[data-feedback]').analyze();
      expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
      expect(await labelInNameProblemsIn(page)).toEqual([]);
    });
  }
});
