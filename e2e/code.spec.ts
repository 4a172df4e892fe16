import { expect, test, type Page } from '@playwright/test';
import { COPY_FEEDBACK_MS } from '@/src/config/constants';
import { expectHydrated, watchForProblems } from './site';

const PAGE = '/x/common-concepts/custom-components/';

async function firstBlock(page: Page) {
  await page.goto(PAGE);
  await expectHydrated(page);
  const block = page.locator('main .code-block').first();
  await block.scrollIntoViewIfNeeded();
  return block;
}

function clipboard(page: Page) {
  return page.evaluate(() => navigator.clipboard.readText());
}

/** Records the analytics action each click on a copy button carries, as the analytics listener will see it. */
async function recordActions(page: Page) {
  await page.evaluate(() => {
    const actions: string[] = [];
    (window as unknown as { copyActions: string[] }).copyActions = actions;
    document.addEventListener(
      'click',
      (event) => {
        const button = (event.target as Element).closest<HTMLElement>('[data-ga-event-category="code"]');
        if (button) {
          actions.push(button.dataset.gaEventAction ?? '');
        }
      },
      true,
    );
  });
  return () => page.evaluate(() => (window as unknown as { copyActions: string[] }).copyActions);
}

test.describe('code blocks', () => {
  test.beforeEach(async ({ context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  });

  test('every block has a copy button that copies its exact text and reverts after 2 s', async ({ page }) => {
    const block = await firstBlock(page);
    // Fake timers from here on (the page loaded with real ones), paused: time moves only with runFor.
    await page.clock.install();
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    const count = await page.locator('main .code-block').count();
    await expect(page.locator('main .code-block .copy-button')).toHaveCount(count);
    const button = block.getByRole('button', { name: 'Copy the code' });
    await expect(button).toHaveAttribute('data-ga-event-category', 'code');
    await expect(button).toHaveAttribute('data-ga-event-action', 'copy-click');
    await block.hover();
    await expect(button).toBeVisible();
    await expect(button).toContainText('Ctrl+C');
    const actions = await recordActions(page);

    await button.click();
    await page.clock.runFor(10);
    await expect(button).toContainText('Copied');
    expect(await clipboard(page)).toBe(await block.locator('pre code').evaluate((code) => code.textContent));
    expect(await actions()).toEqual(['copy-click']);

    await page.clock.runFor(COPY_FEEDBACK_MS - 100);
    await expect(button).toContainText('Copied');
    await page.clock.runFor(110);
    await expect(button).toContainText('Copy');
    await expect(button).not.toContainText('Copied');
  });

  test('Ctrl+C on a focused block with nothing selected copies it', async ({ page }) => {
    const block = await firstBlock(page);
    const actions = await recordActions(page);
    await block.locator('pre').focus();
    await page.keyboard.press('Control+c');
    await expect(block.getByRole('button', { name: 'Copy the code' })).toContainText('Copied');
    expect(await clipboard(page)).toBe(await block.locator('pre code').evaluate((code) => code.textContent));
    expect(await actions()).toEqual(['copy-keyboard']);
    await expect(block.getByRole('button', { name: 'Copy the code' })).toHaveAttribute('data-ga-event-action', 'copy-click');
  });

  test('Ctrl+C over a hovered block copies that block', async ({ page }) => {
    await firstBlock(page);
    const second = page.locator('main .code-block').nth(1);
    await second.scrollIntoViewIfNeeded();
    await second.hover();
    await page.keyboard.press('Control+c');
    await expect(second.getByRole('button', { name: 'Copy the code' })).toContainText('Copied');
    expect(await clipboard(page)).toBe(await second.locator('pre code').evaluate((code) => code.textContent));
  });

  test('with text selected, Ctrl+C is the browser\'s own copy', async ({ page }) => {
    const block = await firstBlock(page);
    const paragraph = page.locator('main p').first();
    const selected = await paragraph.evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      window.getSelection()?.removeAllRanges();
      window.getSelection()?.addRange(range);
      return window.getSelection()?.toString() ?? '';
    });
    expect(selected.length).toBeGreaterThan(10);
    await block.hover();
    await page.keyboard.press('Control+c');
    await expect(block.getByRole('button', { name: 'Copy the code' })).not.toContainText('Copied');
    expect((await clipboard(page)).trim()).toBe(selected.trim());
  });

  test('a refused clipboard is ignored: no error, no "Copied"', async ({ page }) => {
    const problems = watchForProblems(page);
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')) },
      });
    });
    const block = await firstBlock(page);
    await block.hover();
    const button = block.getByRole('button', { name: 'Copy the code' });
    await button.click();
    await page.keyboard.press('Control+c');
    await expect(button).toContainText('Copy');
    await expect(button).not.toContainText('Copied');
    expect(problems).toEqual([]);
  });

  test('Apple platforms see and use ⌘C', async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(navigator, 'platform', { get: () => 'MacIntel' }));
    const block = await firstBlock(page);
    await block.hover();
    const button = block.getByRole('button', { name: 'Copy the code' });
    await expect(button.getByText('⌘C')).toBeVisible();
    await expect(button.getByText('Ctrl+C')).toBeHidden();
    await block.locator('pre').focus();
    await page.keyboard.press('Control+c');
    await expect(button).not.toContainText('Copied');
    await page.keyboard.press('Meta+c');
    await expect(button).toContainText('Copied');
  });

  test('a block shows its title and highlighted lines', async ({ page }) => {
    await page.goto('/x/react-data-grid/getting-started/');
    const block = page.locator('main .code-block').filter({ has: page.locator('.code-title') });
    await expect(block.locator('.code-title')).toHaveText('CityGrid.tsx');
    const highlighted = block.locator('.line.highlighted');
    await expect(highlighted).toHaveCount(3);
    await expect(highlighted.nth(1)).toContainText('<DataGrid rows={rows} columns={columns} />');
  });
});
