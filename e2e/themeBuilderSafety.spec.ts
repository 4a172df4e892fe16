import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { expectHydrated, showIsland } from './site';

/**
 * The theme builder only accepts what it can compute: colours with finite channels, options of
 * the right types, style overrides that stay inside the preview. What it refuses is explained,
 * and the reader's text, the builder and the page stay.
 */
const BRAND_PRIMARY = '#2553eb';
const ISLAND_ERROR = 'This interactive section could not be displayed';

async function openBuilder(page: Page): Promise<Locator> {
  await page.goto('/x/common-concepts/theming/');
  await expectHydrated(page);
  await showIsland(page, 'theme-builder');
  const builder = page.getByTestId('theme-builder');
  await expect(builder.getByRole('button', { name: 'Contained' })).toBeVisible();
  return builder;
}

/** The site's primary palette variables on <html>. */
function primaryVars(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => {
    const style = getComputedStyle(document.documentElement);
    return Object.fromEntries(
      ['main', 'light', 'dark', 'contrastText', 'mainChannel', 'lightChannel', 'darkChannel'].map((name) => [
        name,
        style.getPropertyValue(`--mui-palette-primary-${name}`).trim(),
      ]),
    );
  });
}

async function storedColors(context: BrowserContext): Promise<unknown> {
  const cookie = (await context.cookies()).find((candidate) => candidate.name === 'paletteColors');
  return cookie ? JSON.parse(decodeURIComponent(cookie.value)) : undefined;
}

test.describe('colours the builder accepts are colours it can compute', () => {
  for (const [typed, canonical] of [
    ['rgb(255 0 0 / 50%)', 'rgba(255, 0, 0, 0.5)'],
    ['#abcd', 'rgba(170, 187, 204, 0.867)'],
    ['hsl(120deg 100% 25%)', '#008000'],
  ] as const) {
    test(`${typed}: finite channels everywhere, stored as ${canonical}`, async ({ page, context }) => {
      const builder = await openBuilder(page);
      await builder.getByLabel('Primary colour', { exact: true }).fill(typed);
      await expect.poll(async () => (await primaryVars(page)).main).toBe(canonical);
      const vars = await primaryVars(page);
      expect(Object.values(vars).join(' ')).not.toMatch(/NaN|Infinity/);
      expect(vars.dark).not.toBe('');
      expect(await storedColors(context)).toEqual({ primary: { main: canonical } });
      // The next page load paints with them.
      await page.goto('/x/introduction/');
      expect((await primaryVars(page)).main).toBe(canonical);
    });
  }

  for (const [typed, message] of [
    ['hsl(1e400 50% 50%)', 'is not a colour this builder can compute'],
    ['red', 'Named colours such as "red" are not supported.'],
  ] as const) {
    test(`${typed}: refused with a message, nothing applied or stored`, async ({ page, context }) => {
      const builder = await openBuilder(page);
      const field = builder.getByLabel('Primary colour', { exact: true });
      await field.fill(typed);
      await expect(builder.getByText(message, { exact: false })).toBeVisible();
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveValue(typed);
      expect((await primaryVars(page)).main).toBe(BRAND_PRIMARY);
      expect(await storedColors(context)).toBeUndefined();
    });
  }

  test('a stored colour the site cannot compute is ignored on load and removed', async ({ page, context, baseURL }) => {
    const domain = new URL(baseURL ?? 'http://127.0.0.1').hostname;
    await context.addCookies([
      { name: 'paletteColors', value: encodeURIComponent('{"primary":{"main":"hsl(1e400 50% 50%)"}}'), domain, path: '/' },
    ]);
    await page.goto('/x/introduction/');
    await expectHydrated(page);
    expect((await primaryVars(page)).main).toBe(BRAND_PRIMARY);
    expect(await storedColors(context)).toBeUndefined();
  });

  test('a colour stored by earlier versions in the space syntax is computed again, finite', async ({ page, context, baseURL }) => {
    const domain = new URL(baseURL ?? 'http://127.0.0.1').hostname;
    await context.addCookies([{ name: 'paletteColors', value: encodeURIComponent('{"primary":{"main":"rgb(255 0 0 / 50%)"}}'), domain, path: '/' }]);
    await page.goto('/x/introduction/');
    await expectHydrated(page);
    await expect.poll(async () => (await primaryVars(page)).main).toBe('rgba(255, 0, 0, 0.5)');
    expect(Object.values(await primaryVars(page)).join(' ')).not.toMatch(/NaN/);
  });
});

test.describe('theme options of the wrong type', () => {
  for (const [options, message] of [
    ['{"zIndex":null}', 'zIndex must be an object of numbers'],
    ['{"shadows":null}', 'shadows must be an array of 25 box shadows'],
    ['{"typography":{"h1":5}}', 'typography.h1 must be an object of CSS properties'],
  ] as const) {
    test(`${options}: a message; the typed text, the builder and its preview stay`, async ({ page }) => {
      const builder = await openBuilder(page);
      const editor = builder.getByLabel('Theme options (JSON)');
      await editor.fill(options);
      await expect(builder.getByText(message, { exact: false })).toBeVisible();
      await expect(editor).toHaveValue(options);
      await expect(builder.getByRole('button', { name: 'Contained' })).toBeVisible();
      await expect(page.getByText(ISLAND_ERROR)).toHaveCount(0);
    });
  }

  test('options that make a component throw: a message, the last theme stays', async ({ page }) => {
    const builder = await openBuilder(page);
    const editor = builder.getByLabel('Theme options (JSON)');
    const options = '{"components":{"MuiPaper":{"defaultProps":{"component":{"not":"a component"}}}}}';
    await editor.fill(options);
    await expect(builder.getByText('The preview could not be drawn with these options', { exact: false })).toBeVisible();
    await expect(editor).toHaveValue(options);
    await expect(builder.getByRole('button', { name: 'Contained' })).toBeVisible();
    await expect(page.getByText(ISLAND_ERROR)).toHaveCount(0);
  });
});

test.describe('style overrides stay inside the preview', () => {
  test('a selector reaching the page (html:has(&) body) is refused; the page stays visible', async ({ page }) => {
    const builder = await openBuilder(page);
    const editor = builder.getByLabel('Theme options (JSON)');
    await editor.fill('{"components":{"MuiButton":{"styleOverrides":{"root":{"html:has(&) body":{"display":"none"}}}}}}');
    await expect(builder.getByText('the selector "html:has(&) body" reaches outside the preview', { exact: false })).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.body).display)).not.toBe('none');
    await expect(editor).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('a component made to cover the whole screen is kept inside the preview', async ({ page }) => {
    const builder = await openBuilder(page);
    const editor = builder.getByLabel('Theme options (JSON)');
    await editor.fill(
      '{"components":{"MuiButton":{"styleOverrides":{"root":{"position":"fixed","inset":0,"width":"100vw","height":"100vh","zIndex":2147483647,"background":"black"}}}}}',
    );
    // Nothing to refuse: the options apply to the preview once the reader pauses.
    await expect(builder.getByRole('button', { name: 'Contained' })).toHaveCSS('position', 'fixed');
    const preview = builder.getByTestId('theme-preview');
    const box = await preview.boundingBox();
    const buttonBox = await builder.getByRole('button', { name: 'Contained' }).boundingBox();
    expect(box && buttonBox).toBeTruthy();
    if (box && buttonBox) {
      // The button fills the preview's box at most.
      expect(buttonBox.x).toBeGreaterThanOrEqual(box.x - 1);
      expect(buttonBox.y).toBeGreaterThanOrEqual(box.y - 1);
    }
    // The editor and the app bar are still what the reader reaches.
    await editor.scrollIntoViewIfNeeded();
    await editor.click();
    await expect(editor).toBeFocused();
    const header = page.getByRole('banner');
    const headerBox = await header.boundingBox();
    const hit = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x ?? 0, y ?? 0)?.closest('header') !== null,
      [(headerBox?.x ?? 0) + 5, (headerBox?.y ?? 0) + 5],
    );
    expect(hit).toBe(true);
  });
});
