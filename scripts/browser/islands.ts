import type { Page } from '@playwright/test';

/**
 * Demos and the other islands render as they come near the screen (ISLAND_MOUNT_MARGIN_PX):
 * brings each placeholder into view in turn (the scroll also mounts the demos on the first
 * screen), waits until its island has rendered (anything beside the no-script note and a demo's
 * static frame), and scrolls back to the top. For checks that need every
 * island of a page: the browser tests and `npm run check:a11y`.
 */
export async function renderIslands(page: Page, timeout = 30_000): Promise<void> {
  const islands = page.locator('.island');
  const count = await islands.count();
  // A reader's first scroll: demos on the first screen run their code on it.
  await page.evaluate(() => window.scrollBy(0, 1));
  for (let index = 0; index < count; index += 1) {
    const island = islands.nth(index);
    await island.scrollIntoViewIfNeeded();
    // The island's own markup: neither the no-script note nor a demo's static frame from the server.
    await island.locator(':scope > :not(noscript):not(.demo-static)').first().waitFor({ state: 'attached', timeout });
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}
