import { expect, test, type Locator, type Page } from '@playwright/test';
import { STORAGE_KEYS } from '@/src/preferences/values';
import { expectHydrated, showIsland } from './site';

/**
 * Code is left to right inside right-to-left pages. Its scroller must start at the code's
 * first character: a right-to-left scroller would show the ends of the lines and cut the
 * beginnings off at the left edge.
 */
async function firstCharacterBox(page: Page, code: Locator) {
  return code.evaluate((element) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    let node = walker.nextNode();
    while (node && !node.textContent?.trim()) node = walker.nextNode();
    if (!node) throw new Error('no text in the code');
    const range = document.createRange();
    const offset = (node.textContent ?? '').search(/\S/);
    range.setStart(node, offset);
    range.setEnd(node, offset + 1);
    const char = range.getBoundingClientRect();
    let scroller: HTMLElement | null = node.parentElement;
    while (scroller && !(scroller.scrollWidth > scroller.clientWidth && getComputedStyle(scroller).overflowX !== 'visible')) {
      scroller = scroller.parentElement;
    }
    const box = (scroller ?? element).getBoundingClientRect();
    return { char: { left: char.left, right: char.right }, box: { left: box.left, right: box.right }, text: node.textContent?.trim().slice(0, 12) };
  });
}

test.describe('code in right to left', () => {
  for (const width of [1400, 390]) {
    test(`a demo's source and a code block start at their first character at ${width} px`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width, height: 900 });
      await page.addInitScript((key) => window.localStorage.setItem(key, 'rtl'), STORAGE_KEYS.direction);
      await page.goto('/x/react-data-grid/sorting/');
      await expectHydrated(page);
      await showIsland(page, 'demo');
      const demoCode = page.locator('.demo .demo-code-body').first();
      await expect(demoCode).toBeVisible();
      await demoCode.scrollIntoViewIfNeeded();
      await testInfo.attach('demo source in rtl', { body: await demoCode.screenshot(), contentType: 'image/png' });
      const block = page.locator('.code-block pre').first();
      await block.scrollIntoViewIfNeeded();
      await testInfo.attach('code block in rtl', { body: await block.screenshot(), contentType: 'image/png' });
      for (const code of [demoCode, block]) {
        const { char, box, text } = await firstCharacterBox(page, code);
        // The first text node is the source's first word (which word depends on the page's first demo).
        expect(text).toBe(((await code.textContent()) ?? '').trim().slice(0, text?.length ?? 0));
        expect(text).toMatch(/^\S/);
        expect(char.left, `first character at ${char.left}, scroller from ${box.left} to ${box.right}`).toBeGreaterThanOrEqual(box.left - 1);
        expect(char.right).toBeLessThanOrEqual(box.right + 1);
      }
    });
  }
});
