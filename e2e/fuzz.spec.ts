import fc from 'fast-check';
import { expect, test, type FrameLocator, type Page } from '@playwright/test';
import { AD_SHAPE_SESSION_KEY } from '@/src/ads/decisions';
import { VITALS_SESSION_KEY } from '@/src/analytics/sampling';
import { FEEDBACK_STORAGE_KEY } from '@/src/feedback/storage';
import { COOKIES, STORAGE_KEYS } from '@/src/preferences/values';
import { RECENT_SEARCHES_KEY } from '@/src/search/config';
import { THEME_OPTION_KEYS } from '@/src/themeBuilder/optionTypes';
import { FUZZ_SEED, anyText, colourText, hostileText } from '@/test/fuzz/fuzz';
import { showIsland, watchForProblems } from './site';

/**
 * The built site fed what a reader's browser may hold (issue 28, item 10): generated cookies,
 * stored values, URL hashes and queries, some pages inside `<iframe sandbox="allow-scripts">`
 * (where cookies and storage throw), and on the theming page generated colours and theme
 * options typed into the builder. Each case checks that the shell renders (app bar, heading,
 * hydrated), that the builder keeps the reader's text, and that nothing is thrown or logged.
 * The cases come from the fuzz suite's seed (FUZZ_SEED, test/fuzz/fuzz.ts), named in the title.
 */
const CASES = 36;
const THEMING = '/x/common-concepts/theming/';
const PAGES = ['/x/introduction/', '/x/react-data-grid/sorting/', THEMING, THEMING, '/zh/x/react-date-pickers/base-concepts/', '/x/api/data-grid/data-grid/'];
const ISLAND_ERROR = 'This interactive section could not be displayed';

const stored = fc.oneof(hostileText, colourText.map((main) => JSON.stringify({ primary: { main } })));
const themeOptions = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)),
  fc.dictionary(fc.constantFrom(...THEME_OPTION_KEYS), fc.jsonValue({ maxDepth: 2 }), { minKeys: 1, maxKeys: 2 }).map((value) => JSON.stringify(value)),
  hostileText,
);
const browserState = fc.record({
  page: fc.constantFrom(...PAGES),
  framed: fc.constantFrom(false, false, false, true),
  cookies: fc.record(
    {
      [COOKIES.codeVariant]: fc.oneof(fc.constantFrom('TS', 'JS'), hostileText),
      [COOKIES.codeStyling]: fc.oneof(fc.constantFrom('system', 'css', 'tailwind'), hostileText),
      [COOKIES.paletteColors]: stored,
    },
    { requiredKeys: [] },
  ),
  local: fc.record(
    {
      [STORAGE_KEYS.mode]: fc.oneof(fc.constantFrom('light', 'dark', 'system'), hostileText),
      [STORAGE_KEYS.direction]: fc.oneof(fc.constantFrom('ltr', 'rtl'), hostileText),
      [STORAGE_KEYS.paletteVars]: fc.oneof(hostileText, fc.dictionary(fc.constantFrom('--mui-palette-primary-main', '--mui-palette-primary-mainChannel', '--x'), colourText).map((vars) => JSON.stringify({ for: '', vars }))),
      [STORAGE_KEYS.legacyPaletteCss]: hostileText,
      [FEEDBACK_STORAGE_KEY]: hostileText,
      [RECENT_SEARCHES_KEY]: fc.oneof(hostileText, fc.array(anyText).map((list) => JSON.stringify(list))),
    },
    { requiredKeys: [] },
  ),
  session: fc.record({ [AD_SHAPE_SESSION_KEY]: hostileText, [VITALS_SESSION_KEY]: hostileText }, { requiredKeys: [] }),
  hash: fc.oneof(fc.constant(''), fc.constantFrom('#%', '#InitialSort.js%', '#%E0%A4%A', '#InitialSort.js', '#sorting-mode'), anyText.map((text) => `#${encodeURIComponent(text)}`)),
  query: fc.oneof(fc.constant(''), anyText.map((text) => `?${encodeURIComponent(text)}`), fc.constantFrom('?__proto__[x]=1', '?q=%', '?a=1&a=2')),
  builder: fc.record({ colour: colourText, options: themeOptions }),
});

/** `text` with each lone surrogate replaced by U+FFFD (String.prototype.toWellFormed). */
const wellFormed = (text: string) => text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');

/**
 * A framed page has no origin of its own: its fonts are refused without a CORS header (the
 * static host's concern, not the page's code). Those messages are not problems of the site.
 */
const CROSS_ORIGIN_FONT = /_next\/static\/media\/.*\.woff2|CORS policy|net::ERR_FAILED$/;

const cases = fc.sample(browserState, { seed: FUZZ_SEED, numRuns: CASES });

test.describe(`the shell renders whatever the browser holds (FUZZ_SEED=${FUZZ_SEED})`, () => {
  cases.forEach((state, index) => {
    const title = `case ${index + 1}: ${state.framed ? 'framed ' : ''}${state.page}${state.query.slice(0, 30)}${state.hash.slice(0, 30)}`;
    test(title, async ({ page, context, baseURL }) => {
      test.info().annotations.push({ type: 'fuzz case', description: JSON.stringify(state) });
      const domain = new URL(baseURL ?? 'http://127.0.0.1').hostname;
      // Encoded as the site writes cookies (a lone surrogate cannot be encoded: it becomes U+FFFD).
      await context.addCookies(Object.entries(state.cookies).map(([name, value]) => ({ name, value: encodeURIComponent(wellFormed(value)), domain, path: '/' })));
      await page.addInitScript(
        ({ local, session }) => {
          try {
            for (const [key, value] of Object.entries(local)) window.localStorage.setItem(key, value);
            for (const [key, value] of Object.entries(session)) window.sessionStorage.setItem(key, value);
          } catch {
            // A document without storage (about:blank, a sandboxed frame): nothing to seed.
          }
        },
        { local: state.local, session: state.session },
      );
      const problems = watchForProblems(page);
      const url = `${state.page}${state.query}${state.hash}`;
      let root: Page | FrameLocator = page;
      if (state.framed) {
        await page.route('**/fuzz-host.html', (route) =>
          route.fulfill({
            contentType: 'text/html',
            body: `<!doctype html><html lang="en"><title>Host</title><iframe title="Docs" sandbox="allow-scripts" src="${baseURL}${url}" style="width:100%;height:100vh;border:0"></iframe></html>`,
          }),
        );
        await page.goto('/fuzz-host.html');
        root = page.frameLocator('iframe');
      } else {
        await page.goto(url);
      }
      await expect(root.locator('html[data-hydrated]')).toHaveCount(1);
      await expect(root.getByRole('banner')).toBeVisible();
      await expect(root.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(root.getByText('Application error')).toHaveCount(0);
      if (state.page === THEMING && !state.framed) {
        await showIsland(page, 'theme-builder');
        const builder = page.getByTestId('theme-builder');
        await builder.getByLabel('Primary colour', { exact: true }).fill(state.builder.colour);
        const editor = builder.getByLabel('Theme options (JSON)');
        await editor.fill(state.builder.options);
        // The builder has read the options (or the island has failed) and keeps the text.
        await expect(builder.locator('[data-testid="theme-preview"][aria-busy="false"]').or(page.getByText(ISLAND_ERROR))).toBeVisible();
        await expect(editor).toHaveValue(state.builder.options);
        await expect(page.getByText(ISLAND_ERROR)).toHaveCount(0);
        expect(await page.evaluate(() => getComputedStyle(document.body).display)).not.toBe('none');
        expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--mui-palette-primary-main'))).not.toMatch(/NaN|Infinity/);
      }
      const found = state.framed ? problems.filter((problem) => !CROSS_ORIGIN_FONT.test(problem)) : problems;
      expect(found).toEqual([]);
    });
  });
});
