import { expect, test, type Locator, type Page } from '@playwright/test';
import { STORAGE_KEYS } from '@/src/preferences/values';
import { axeBuilder, demoIsland, reachIsland, expectHydrated } from './site';

const SORTING = '/x/react-data-grid/sorting/';

/** The sorting page's controlled demo (InitialSort), brought into view, hydrated and rendered. */
async function sortingDemo(page: Page): Promise<Locator> {
  await page.goto(SORTING);
  await expectHydrated(page);
  const island = await demoIsland(page, 'InitialSort');
  await reachIsland(island);
  const demo = island.locator('.demo');
  await expect(demo.getByRole('gridcell', { name: 'Kindred' })).toBeVisible();
  return demo;
}

/** Selects a word of the editor's text by double-clicking it. */
async function selectWord(editor: Locator, word: string) {
  await editor.locator('.cm-line', { hasText: word }).getByText(word, { exact: false }).first().dblclick();
}

test.describe('editable demos', () => {
  test('nothing of the editor loads before Edit is pressed', async ({ page, request }) => {
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') {
        scripts.push(response.url());
      }
    });
    const demo = await sortingDemo(page);
    await page.waitForLoadState('networkidle');
    const before = [...scripts];
    for (const url of before) {
      const body = await (await request.get(url)).text();
      // A CodeMirror class name and one of sucrase's option names.
      expect(body, url).not.toContain('cm-scroller');
      expect(body, url).not.toContain('enableLegacyTypeScriptModuleInterop');
    }
    await demo.getByRole('button', { name: 'Edit', exact: true }).click();
    await expect(demo.getByRole('textbox', { name: 'Edit the source of InitialSort.tsx' })).toBeVisible();
    expect(scripts.length).toBeGreaterThan(before.length);
  });

  test('an edit re-renders the demo; a syntax error keeps the last render and names its line; Reset restores', async ({ page }) => {
    const demo = await sortingDemo(page);
    const edit = demo.getByRole('button', { name: 'Edit', exact: true });
    await expect(edit).toHaveAttribute('data-ga-event-action', 'edit');
    await expect(edit).toHaveAttribute('aria-pressed', 'false');
    await edit.click();
    await expect(edit).toHaveAttribute('aria-pressed', 'true');
    const editor = demo.getByRole('textbox', { name: 'Edit the source of InitialSort.tsx' });
    await expect(editor).toContainText("title: 'Kindred'");
    await expect(editor).toBeFocused();
    // The code stays left to right (it is code), whatever the page's direction.
    await expect(demo.locator('.demo-editor [dir="ltr"]').filter({ has: page.locator('.cm-editor') })).toHaveCount(1);

    await selectWord(editor, 'Kindred');
    await page.keyboard.type('Kindling');
    await expect(demo.getByRole('gridcell', { name: 'Kindling' })).toBeVisible();
    await expect(demo.getByRole('gridcell', { name: 'Kindred' })).toHaveCount(0);
    const status = demo.locator('.demo-editor-error');
    await expect(status).toBeEmpty();

    // Line 15: `{ id: 3, title: 'Solaris', … }` becomes `'Sol'aris'`.
    await selectWord(editor, 'Solaris');
    await page.keyboard.insertText("Sol'aris");
    await expect(status).toContainText(/^Line 15, column \d+: Unexpected token/);
    await expect(status).toContainText('The demo shows the last version that worked.');
    await expect(demo.getByRole('gridcell', { name: 'Kindling' })).toBeVisible();
    await expect(demo.getByRole('gridcell', { name: 'Solaris' })).toBeVisible();
    await expect(demo.locator('.demo-failed')).toHaveCount(0);

    // Undone, the code works again.
    await page.keyboard.press('ControlOrMeta+z');
    await expect(status).toBeEmpty();

    // An import the site does not bundle: named, with its line; the last render still stands.
    await editor.press('ControlOrMeta+Home');
    await page.keyboard.insertText("import leftPad from 'left-pad';\n");
    await expect(status).toContainText('Line 1: “left-pad” cannot be imported here.');
    await expect(demo.getByRole('gridcell', { name: 'Kindling' })).toBeVisible();

    const axe = await axeBuilder(page).include('#InitialSort').analyze();
    expect(
      axe.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
    ).toEqual([]);

    await demo.getByRole('button', { name: 'Reset demo' }).click();
    await expect(editor).toContainText("title: 'Kindred'");
    await expect(editor).not.toContainText('left-pad');
    await expect(status).toBeEmpty();
    await expect(demo.getByRole('gridcell', { name: 'Kindred' })).toBeVisible();
    await expect(demo.getByRole('gridcell', { name: 'Kindling' })).toHaveCount(0);
  });

  test('an error thrown while rendering is shown with its line, and the last render stays', async ({ page }) => {
    const demo = await sortingDemo(page);
    await demo.getByRole('button', { name: 'Edit', exact: true }).click();
    const editor = demo.getByRole('textbox', { name: 'Edit the source of InitialSort.tsx' });
    await expect(editor).toBeVisible();
    // Line 25 opens the returned JSX: make the component throw there.
    await editor.locator('.cm-line', { hasText: 'return (' }).click();
    await page.keyboard.press('End');
    await page.keyboard.insertText(' (null as unknown as { x: number[] }).x.length,');
    await expect(demo.locator('.demo-editor-error')).toContainText(/^Line 25: .*(null|undefined)/);
    await expect(demo.getByRole('gridcell', { name: 'Kindred' })).toBeVisible();
  });

  test('by keyboard only: reach Edit, type, leave with Tab; Escape returns to Edit', async ({ page }) => {
    const demo = await sortingDemo(page);
    // The toolbar is one tab stop; its first button holds it.
    await demo.getByRole('button', { name: 'Hide code' }).focus();
    const edit = demo.getByRole('button', { name: 'Edit', exact: true });
    for (let step = 0; step < 5 && !(await edit.evaluate((element) => element === document.activeElement)); step += 1) {
      await page.keyboard.press('ArrowRight');
    }
    await expect(edit).toBeFocused();
    await page.keyboard.press('Enter');
    const editor = demo.getByRole('textbox', { name: 'Edit the source of InitialSort.tsx' });
    await expect(editor).toBeFocused();
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.type('\n// typed by keyboard');
    await expect(editor).toContainText('// typed by keyboard');

    // Tab is not captured: it moves focus on, out of the editor.
    await page.keyboard.press('Tab');
    await expect(editor).not.toBeFocused();
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('.cm-editor')))).toBe(false);
    await expect(editor).toContainText('// typed by keyboard');

    await page.keyboard.press('Shift+Tab');
    await expect(editor).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(edit).toBeFocused();
  });

  test('in a right-to-left page the code stays left to right, the label follows the page', async ({ page }) => {
    await page.addInitScript((key) => window.localStorage.setItem(key, 'rtl'), STORAGE_KEYS.direction);
    const demo = await sortingDemo(page);
    await demo.getByRole('button', { name: 'Edit', exact: true }).click();
    const editor = demo.getByRole('textbox', { name: 'Edit the source of InitialSort.tsx' });
    await expect(editor).toBeVisible();
    expect(await editor.evaluate((element) => getComputedStyle(element).direction)).toBe('ltr');
    expect(await demo.locator('.demo-editor-label').evaluate((element) => getComputedStyle(element).direction)).toBe('rtl');
    const first = await editor.locator('.cm-line').first().boundingBox();
    const box = await editor.boundingBox();
    expect(first && box && first.x - box.x).toBeLessThan(20);
  });
});
