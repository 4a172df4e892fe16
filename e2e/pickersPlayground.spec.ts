import { expect, test, type Page } from '@playwright/test';
import { expectHydrated, renderIslands, watchForProblems } from './site';

/** The customization playground of the pickers: a component, its props and slots, and the code, all from the keyboard. */
const URL = '/x/react-date-pickers/playground/';

async function openPlayground(page: Page) {
  await page.goto(URL);
  await expectHydrated(page);
  await renderIslands(page);
  const demo = page.locator('.demo').first();
  const code = demo.locator('pre').filter({ hasText: 'import {' }).first();
  await code.scrollIntoViewIfNeeded();
  await expect(code).toContainText('<DatePicker />');
  return { demo, code };
}

test('the playground switches component, props and slots from the keyboard and updates the code', async ({ page }) => {
  const problems = watchForProblems(page);
  const { demo, code } = await openPlayground(page);

  // Choose another component: the select opens with the keyboard and the code names the new import.
  const component = demo.getByRole('combobox', { name: 'Component' });
  await component.focus();
  await page.keyboard.press('Enter');
  // The list opens on the current choice, DatePicker; TimePicker is the next one.
  await expect(page.getByRole('option', { name: 'DatePicker', exact: true })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('option', { name: 'TimePicker', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(code).toContainText("import { TimePicker } from '@mui/x-date-pickers/TimePicker';");
  await expect(demo.getByLabel('Time', { exact: true })).toHaveValue('03:30 PM');
  // Options that do not apply to a time picker are not offered.
  await expect(demo.getByRole('checkbox', { name: 'displayWeekNumber' })).toHaveCount(0);

  // Flip switches with Space: each one adds its prop to the code, and removes it again.
  const ampm = demo.getByRole('checkbox', { name: 'ampm' });
  await ampm.focus();
  await page.keyboard.press('Space');
  await expect(ampm).not.toBeChecked();
  await expect(code).toContainText('ampm={false}');
  await page.keyboard.press('Shift+Tab');
  await expect(demo.getByRole('checkbox', { name: 'disableFuture' })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(code).toContainText('disableFuture');
  await page.keyboard.press('Space');
  await expect(code).not.toContainText('disableFuture');

  // A slot: the opening icon, picked from a list with the arrow keys.
  const icon = demo.getByRole('combobox', { name: 'slots.openPickerIcon' });
  await icon.focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('option', { name: 'default', exact: true })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('option', { name: 'ScheduleIcon' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(code).toContainText('slots={{ openPickerIcon: ScheduleIcon }}');

  expect(problems).toEqual([]);
});

test('the generated code can be copied and the reader is told so', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const { demo, code } = await openPlayground(page);
  await demo.getByRole('checkbox', { name: 'disablePast' }).check();
  await expect(code).toContainText('disablePast');
  await demo.getByRole('button', { name: 'Copy code' }).press('Enter');
  await expect(demo.getByRole('status').filter({ hasText: 'Copied to the clipboard.' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await code.textContent());
  // The confirmation belongs to the copied code: a new setting clears it.
  await demo.getByRole('checkbox', { name: 'disablePast' }).uncheck();
  await expect(demo.getByRole('status').filter({ hasText: 'Copied' })).toHaveCount(0);
});
