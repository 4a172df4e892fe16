import { expect, test, type Page } from '@playwright/test';
import { PREFERENCE_COOKIE_MAX_AGE_S } from '@/src/config/constants';
import { STORAGE_KEYS, THEME_COLORS } from '@/src/preferences/values';
import { expectHydrated, watchForProblems } from './site';

const DARK_BACKGROUND = 'rgb(11, 15, 22)';
const LIGHT_BACKGROUND = 'rgb(255, 255, 255)';

async function openSettings(page: Page) {
  await page.getByRole('button', { name: 'Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function scheme(page: Page) {
  return page.evaluate(() => ({
    html: document.documentElement.classList.contains('dark') ? 'dark' : 'light',
    body: document.body.className.match(/mode-(light|dark)/)?.[1],
    dir: document.body.dir,
    background: getComputedStyle(document.body).backgroundColor,
    themeColor: document.querySelector('meta[name="theme-color"]')?.getAttribute('content'),
  }));
}

/** Blocks every JavaScript chunk, so what is checked is the first paint: HTML, CSS, inline scripts. */
async function blockJavaScript(page: Page): Promise<() => number> {
  let blocked = 0;
  await page.route('**/_next/static/**/*.js', (route) => {
    blocked += 1;
    return route.abort();
  });
  return () => blocked;
}

test.describe('reader preferences', () => {
  test('mode persists across reloads', async ({ page }) => {
    await page.goto('/x/introduction/');
    await expectHydrated(page);
    const dialog = await openSettings(page);
    await dialog.getByRole('button', { name: 'Dark' }).click();
    await expect(dialog.getByRole('button', { name: 'Dark' })).toHaveAttribute('aria-pressed', 'true');
    expect(await scheme(page)).toMatchObject({ html: 'dark', body: 'dark', background: DARK_BACKGROUND, themeColor: THEME_COLORS.dark });
    await page.reload();
    expect(await scheme(page)).toMatchObject({ html: 'dark', body: 'dark', background: DARK_BACKGROUND });
    const again = await openSettings(page);
    await again.getByRole('button', { name: 'Light' }).click();
    await page.reload();
    expect(await scheme(page)).toMatchObject({ html: 'light', body: 'light', background: LIGHT_BACKGROUND, themeColor: THEME_COLORS.light });
  });

  test('"System" follows the operating system live, without a reload', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/x/introduction/');
    await expectHydrated(page);
    const dialog = await openSettings(page);
    await expect(dialog.getByRole('button', { name: 'System' })).toHaveAttribute('aria-pressed', 'true');
    expect((await scheme(page)).html).toBe('light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(async () => (await scheme(page)).body).toBe('dark');
    expect(await scheme(page)).toMatchObject({ html: 'dark', background: DARK_BACKGROUND });
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(async () => (await scheme(page)).html).toBe('light');
  });

  test('right to left mirrors the layout and persists', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/x/react-data-grid/sorting/');
    await expectHydrated(page);
    const dialog = await openSettings(page);
    await dialog.getByRole('button', { name: 'Right to left' }).click();
    await page.keyboard.press('Escape');
    const drawer = page.getByRole('navigation', { name: 'Main navigation' });
    await expect.poll(async () => (await drawer.boundingBox())?.x ?? 0).toBeGreaterThan(900);
    expect((await scheme(page)).dir).toBe('rtl');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    // The rtl emotion cache is in use.
    await expect(page.locator('style[data-emotion^="muirtl"]').first()).toBeAttached();
    await page.reload();
    expect((await scheme(page)).dir).toBe('rtl');
    expect((await drawer.boundingBox())?.x ?? 0).toBeGreaterThan(900);
    const h1 = await page.getByRole('heading', { level: 1 }).evaluate((element) => getComputedStyle(element).textAlign);
    expect(['right', 'start']).toContain(h1);
    // Code blocks stay left to right (a demo's own text follows the page).
    const codeDirection = await page.locator('main .code-block pre').first().evaluate((element) => getComputedStyle(element).direction);
    expect(codeDirection).toBe('ltr');
  });

  test('the code preference is a year-long cookie and survives a reload', async ({ page, context }) => {
    await page.goto('/x/introduction/');
    await expectHydrated(page);
    const dialog = await openSettings(page);
    await dialog.getByRole('button', { name: 'JavaScript' }).click();
    const cookie = (await context.cookies()).find((candidate) => candidate.name === 'codeVariant');
    expect(cookie?.value).toBe('JS');
    expect(cookie?.path).toBe('/');
    const lifetime = (cookie?.expires ?? 0) - Date.now() / 1000;
    expect(Math.abs(lifetime - PREFERENCE_COOKIE_MAX_AGE_S)).toBeLessThan(120);
    await page.reload();
    await expectHydrated(page);
    const reopened = await openSettings(page);
    await expect(reopened.getByRole('button', { name: 'JavaScript' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('garbage in storage and cookies falls back to the defaults', async ({ page, context }) => {
    const problems = watchForProblems(page);
    await context.addCookies([{ name: 'codeVariant', value: 'COBOL', url: 'http://127.0.0.1/' }]);
    await page.addInitScript((keys) => {
      window.localStorage.setItem(keys.mode, '"purple"');
      window.localStorage.setItem(keys.direction, 'diagonal');
    }, STORAGE_KEYS);
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/x/introduction/');
    await expectHydrated(page);
    expect(await scheme(page)).toMatchObject({ html: 'light', dir: 'ltr' });
    const dialog = await openSettings(page);
    await expect(dialog.getByRole('button', { name: 'System' })).toHaveAttribute('aria-pressed', 'true');
    await expect(dialog.getByRole('button', { name: 'TypeScript' })).toHaveAttribute('aria-pressed', 'true');
    expect(problems).toEqual([]);
  });

  test('the Settings drawer works with the keyboard and reports choices for analytics', async ({ page }) => {
    await page.goto('/x/introduction/');
    await expectHydrated(page);
    const button = page.getByRole('button', { name: 'Settings' });
    await button.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Settings' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Settings' })).toBeVisible();
    for (const group of ['Mode', 'Direction', 'Code']) {
      await expect(dialog.getByRole('group', { name: group })).toBeVisible();
    }
    const dark = dialog.getByRole('button', { name: 'Dark' });
    await expect(dark).toHaveAttribute('data-ga-event-category', 'settings');
    await expect(dark).toHaveAttribute('data-ga-event-action', 'dark');
    await expect(dialog.getByRole('button', { name: 'Right to left' })).toHaveAttribute('data-ga-event-action', 'rtl');
    await expect(dialog.getByRole('button', { name: 'JavaScript' })).toHaveAttribute('data-ga-event-action', 'JS');
    for (let i = 0; i < 10 && !(await dark.evaluate((element) => element === document.activeElement)); i += 1) {
      await page.keyboard.press('Tab');
    }
    await expect(dark).toBeFocused();
    await page.keyboard.press('Space');
    await expect.poll(async () => (await scheme(page)).html).toBe('dark');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
  });
});

test.describe('no flash before JavaScript runs', () => {
  test('a stored dark preference is painted first', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.addInitScript((key) => window.localStorage.setItem(key, 'dark'), STORAGE_KEYS.mode);
    const blocked = await blockJavaScript(page);
    await page.goto('/x/react-data-grid/sorting/');
    // The chunks are requested after the first paint (scripts/build/scriptsAfterPaint.ts).
    await expect.poll(blocked).toBeGreaterThan(3);
    await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
    expect(await scheme(page)).toMatchObject({ html: 'dark', body: 'dark', background: DARK_BACKGROUND, themeColor: THEME_COLORS.dark });
  });

  test('a dark operating system is painted first', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    const blocked = await blockJavaScript(page);
    await page.goto('/x/introduction/');
    // The chunks are requested after the first paint (scripts/build/scriptsAfterPaint.ts).
    await expect.poll(blocked).toBeGreaterThan(3);
    expect(await scheme(page)).toMatchObject({ html: 'dark', body: 'dark', background: DARK_BACKGROUND });
  });

  test('a stored right-to-left direction is painted first, drawer on the right', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.addInitScript((key) => window.localStorage.setItem(key, 'rtl'), STORAGE_KEYS.direction);
    const blocked = await blockJavaScript(page);
    await page.goto('/x/react-data-grid/sorting/');
    // The chunks are requested after the first paint (scripts/build/scriptsAfterPaint.ts).
    await expect.poll(blocked).toBeGreaterThan(3);
    expect((await scheme(page)).dir).toBe('rtl');
    const drawer = page.getByRole('navigation', { name: 'Main navigation' });
    expect((await drawer.boundingBox())?.x ?? 0).toBeGreaterThan(900);
  });
});
