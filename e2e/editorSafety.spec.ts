import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_EDITOR_LOOP_LIMIT_MS } from '@/src/config/constants';
import { demoIsland, reachIsland, expectHydrated } from './site';

/**
 * Edited demo code cannot hang the tab, and what it starts dies with it (issue 28, item 5).
 */
const SORTING = '/x/react-data-grid/sorting/';
const LOOP_MESSAGE = new RegExp(`^Line (\\d+): this loop ran for more than ${DEMO_EDITOR_LOOP_LIMIT_MS / 1000} s`);

/** The sorting page's controlled demo (InitialSort) with its editor open. */
async function editSortingDemo(page: Page): Promise<{ demo: Locator; editor: Locator }> {
  await page.goto(SORTING);
  await expectHydrated(page);
  const island = await demoIsland(page, 'InitialSort');
  await reachIsland(island);
  const demo = island.locator('.demo');
  await expect(demo.getByRole('gridcell', { name: 'Kindred' })).toBeVisible();
  await demo.getByRole('button', { name: 'Edit', exact: true }).click();
  const editor = demo.getByRole('textbox', { name: 'Edit the source of InitialSort.tsx' });
  await expect(editor).toBeFocused();
  return { demo, editor };
}

/** Puts the cursor at the end of the line holding `text`, then types a new line after it. */
async function addLineAfter(page: Page, editor: Locator, text: string, line: string) {
  await editor.locator('.cm-line', { hasText: text }).first().click();
  await page.keyboard.press('End');
  await page.keyboard.insertText(`\n${line}`);
}

test.describe('edited code cannot hang the tab', () => {
  test('while (true) {} in the component: the loop is stopped and named; the last version stays; the page responds', async ({ page }) => {
    const { demo, editor } = await editSortingDemo(page);
    const lineOfComponent = await editor.locator('.cm-line').evaluateAll((lines) =>
      lines.findIndex((line) => line.textContent?.startsWith('export default function InitialSort')),
    );
    await addLineAfter(page, editor, 'export default function InitialSort', '  while (true) {}');
    const status = demo.locator('.demo-editor-error');
    await expect(status).toContainText(LOOP_MESSAGE);
    expect(Number(LOOP_MESSAGE.exec((await status.textContent()) ?? '')?.[1])).toBe(lineOfComponent + 2);
    await expect(status).toContainText('The demo shows the last version that worked.');
    // The page still responds: the grid sorts on a click, and the editor takes more text.
    await expect(demo.getByRole('gridcell', { name: 'Kindred' })).toBeVisible();
    await demo.getByRole('columnheader', { name: 'Book' }).click();
    await expect(demo.locator('pre code')).toContainText('"field":"title"');
    await editor.locator('.cm-line', { hasText: 'while (true)' }).click();
    await page.keyboard.press('ControlOrMeta+z');
    await expect(status).toBeEmpty();
  });

  test('an endless for (;;) at the top of the module, inside a try/catch, is stopped too', async ({ page }) => {
    const { demo, editor } = await editSortingDemo(page);
    await addLineAfter(page, editor, "from '@mui/x-data-grid'", "for (;;) { try { JSON.parse('{'); } catch {} }");
    await expect(demo.locator('.demo-editor-error')).toContainText(/^Line 3: this loop ran for more than/);
    await expect(demo.getByRole('gridcell', { name: 'Kindred' })).toBeVisible();
  });
});

test('a setInterval started by edited code stops on Reset', async ({ page }) => {
  // Time is the test's: the interval's ticks happen only when the test lets the clock run.
  await page.clock.install();
  const { demo, editor } = await editSortingDemo(page);
  await addLineAfter(
    page,
    editor,
    "from '@mui/x-data-grid'",
    'let ticks = 0; setInterval(() => { ticks += 1; document.body.dataset.demoTicks = String(ticks); }, 100);',
  );
  const ticks = () => page.evaluate(() => Number(document.body.dataset.demoTicks ?? 0));
  await expect.poll(ticks).toBeGreaterThan(0);
  await page.clock.pauseAt(Date.now() + 60_000);
  const before = await ticks();
  await page.clock.runFor(1_000);
  expect(await ticks()).toBeGreaterThanOrEqual(before + 9);

  await demo.getByRole('button', { name: 'Reset demo' }).click();
  await expect(editor).not.toContainText('setInterval');
  const afterReset = await ticks();
  await page.clock.runFor(5_000);
  expect(await ticks()).toBe(afterReset);
});
