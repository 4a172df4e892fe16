import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { expectHydrated, showIsland, watchForProblems } from './site';

const BRAND_PRIMARY = '#2553eb';

async function openBuilder(page: Page, url = '/x/common-concepts/theming/') {
  await page.goto(url);
  await expectHydrated(page);
  await showIsland(page, 'theme-builder');
  const builder = page.getByTestId('theme-builder');
  await expect(builder).toBeVisible();
  return builder;
}

function sitePrimary(page: Page) {
  return page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--mui-palette-primary-main').trim());
}

test.describe('theme builder', () => {
  test('loads without errors and shows the fixed palette tuning', async ({ page }) => {
    const problems = watchForProblems(page);
    const builder = await openBuilder(page);
    await expect(builder.getByText(/contrast threshold of 3 and a tonal offset of 0\.2/)).toBeVisible();
    await expect(builder.getByRole('heading', { name: 'Preview' })).toBeVisible();
    await expect(builder.getByLabel(/^Elevation \d+$/)).toHaveCount(25);
    for (const variant of ['h1', 'body2', 'overline']) {
      await expect(builder.getByText(new RegExp(`^${variant} · `))).toBeVisible();
    }
    expect(problems).toEqual([]);
  });

  test('a picked colour re-colours the preview and the site, persists, and resets', async ({ page, context }) => {
    const builder = await openBuilder(page);
    expect(await sitePrimary(page)).toBe(BRAND_PRIMARY);
    await builder.getByLabel('Primary colour', { exact: true }).fill('#0d9488');
    await expect.poll(() => sitePrimary(page)).toBe('#0d9488');
    const previewButton = builder.getByRole('button', { name: 'Contained' });
    await expect(previewButton).toHaveCSS('background-color', 'rgb(13, 148, 136)');
    const cookie = (await context.cookies()).find((candidate) => candidate.name === 'paletteColors');
    expect(JSON.parse(decodeURIComponent(cookie?.value ?? '{}'))).toEqual({ primary: { main: '#0d9488' } });

    // Another page, after a reload: the colour is there before the page's code runs.
    await page.goto('/x/introduction/');
    expect(await sitePrimary(page)).toBe('#0d9488');

    const again = await openBuilder(page);
    await again.getByRole('button', { name: 'Reset colours' }).click();
    await expect.poll(() => sitePrimary(page)).toBe(BRAND_PRIMARY);
    await page.reload();
    expect(await sitePrimary(page)).toBe(BRAND_PRIMARY);
  });

  test('an invalid colour is explained and not applied', async ({ page }) => {
    const builder = await openBuilder(page);
    const field = builder.getByLabel('Secondary colour', { exact: true });
    await field.fill('blue-ish');
    await expect(builder.getByText('"blue-ish" is not a colour format this builder supports.', { exact: false })).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(
      await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--mui-palette-secondary-main').trim()),
    ).toBe('#6d28d9');
  });

  test('density: dense, spacing − / + and exact, reset', async ({ page }) => {
    const builder = await openBuilder(page);
    const spacing = builder.getByLabel('Spacing unit (px)');
    await expect(spacing).toHaveValue('8');
    await builder.getByRole('button', { name: 'Increase spacing' }).click();
    await builder.getByRole('button', { name: 'Increase spacing' }).click();
    await expect(spacing).toHaveValue('10');
    await builder.getByRole('button', { name: 'Decrease spacing' }).click();
    await expect(spacing).toHaveValue('9');
    await spacing.fill('4');
    await expect(builder.locator('pre')).toContainText('spacing: 4');
    await builder.getByLabel('Dense components').check();
    await expect(builder.locator('pre')).toContainText("size: 'small'");
    await builder.getByRole('button', { name: 'Reset density' }).click();
    await expect(spacing).toHaveValue('8');
    await expect(builder.getByLabel('Dense components')).not.toBeChecked();
    await expect(builder.locator('pre')).not.toContainText('spacing:');
  });

  test('theme options are validated inline, never crashing the preview', async ({ page }) => {
    const problems = watchForProblems(page);
    const builder = await openBuilder(page);
    const editor = builder.getByLabel('Theme options (JSON)');
    const cases: [string, string][] = [
      ['{"palette": {"primary": {"light": "#fff"}}}', 'palette.primary has no "main" colour. Add one'],
      ['{"palette": {"primary": {"main": 42}}}', 'palette.primary.main must be a colour such as "#2553eb"; it is a number.'],
      ['{"palette": {"secondary": {"main": "nope"}}}', 'palette.secondary.main: Named colours such as "nope" are not supported.'],
      ['{"cssVariables": true}', '"cssVariables" is not allowed here'],
      ['{"palette": ', 'This is not valid JSON:'],
    ];
    for (const [options, message] of cases) {
      await editor.fill(options);
      await expect(builder.getByRole('alert').filter({ hasText: message })).toBeVisible();
      await expect(builder.getByRole('button', { name: 'Contained' })).toBeVisible();
    }
    await editor.fill('{"palette": {"primary": {"main": "#db2777"}}}');
    // The preview shows four Alert components of its own; the editor's messages are gone.
    await expect(builder.getByRole('alert').filter({ hasText: /Fix these|not valid JSON/ })).toHaveCount(0);
    await expect(editor).toHaveAttribute('aria-invalid', 'false');
    await expect(builder.getByRole('button', { name: 'Contained' })).toHaveCSS('background-color', 'rgb(219, 39, 119)');
    await expect(builder.locator('pre')).toContainText("main: '#db2777'");
    expect(problems).toEqual([]);
  });

  test('the generated theme can be copied', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const builder = await openBuilder(page);
    await builder.getByRole('button', { name: 'Copy the theme code' }).click();
    await expect(builder.getByRole('button', { name: 'Copy the theme code' })).toHaveText('Copied');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain("import { createTheme } from '@mui/material/styles';");
    expect(copied).toBe(await builder.locator('pre').innerText());
  });

  test('component text follows the reader language in the preview', async ({ page }) => {
    const builder = await openBuilder(page, '/zh/x/common-concepts/theming/');
    await expect(builder.getByText('每页行数')).toBeVisible();
    const english = await openBuilder(page);
    await expect(english.getByText('Rows per page:')).toBeVisible();
  });

  test('has no axe violations', async ({ page }) => {
    await openBuilder(page);
    const results = await new AxeBuilder({ page }).include('[data-testid="theme-builder"]').withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});

test.describe('localization demos', () => {
  test('the Data Grid speaks the reader language and switches to any shipped locale', async ({ page }) => {
    const problems = watchForProblems(page);
    await page.goto('/zh/x/react-data-grid/localization/');
    await expectHydrated(page);
    await showIsland(page, 'locale-demo');
    const grid = page.locator('.MuiDataGrid-root');
    await expect(grid.getByText('每页行数:')).toBeVisible();
    await page.getByLabel('组件语言').click();
    await page.getByRole('option', { name: /French/ }).click();
    await expect(grid.getByText('Lignes par page :')).toBeVisible();
    await expect(grid.getByText('Colonnes', { exact: true })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('a locale that fails to load is reported and the previous one stays', async ({ page }) => {
    await page.goto('/x/react-data-grid/localization/');
    await expectHydrated(page);
    await showIsland(page, 'locale-demo');
    const grid = page.locator('.MuiDataGrid-root');
    await expect(grid.getByText('Rows per page:')).toBeVisible();
    // From now on, no more code can be fetched: the German locale cannot arrive.
    await page.route('**/_next/static/chunks/**', (route) => route.abort());
    await page.getByLabel('Component locale').click();
    await page.getByRole('option', { name: /German/ }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'The German locale could not be loaded, so the demo stays in English.' })).toBeVisible();
    await expect(grid.getByText('Rows per page:')).toBeVisible();
  });

  test('the pickers switch locale, with dayjs month names', async ({ page }) => {
    await page.goto('/x/react-date-pickers/localization/');
    await expectHydrated(page);
    await showIsland(page, 'locale-demo');
    const calendar = page.locator('.MuiDateCalendar-root');
    await expect(calendar.getByText('March 2025')).toBeVisible();
    await page.getByLabel('Component locale').click();
    await expect(page.getByRole('option', { name: /Arabic/ })).toHaveAttribute('aria-disabled', 'true');
    await page.getByRole('option', { name: /German/ }).click();
    await expect(calendar.getByText('März 2025')).toBeVisible();
  });
});
