import { expect, test, type Page } from '@playwright/test';
import { API_FILTER } from '@/src/config/apiFilter';
import { API_FILTER_ATTRIBUTE } from '@/src/content/shared/apiFilterAttribute';
import { API_FILTER_READY_ATTRIBUTE } from '@/src/content/shared/apiFilterMarkup';
import { axeBuilder, expectHydrated, labelInNameProblemsIn, watchForProblems } from './site';

const GRID = '/x/api/data-grid/data-grid/';

const box = (page: Page) => page.locator('main .api-filter');
const field = (page: Page) => page.getByRole('searchbox', { name: 'Filter the members' });
const heading = (page: Page, id: string) => page.locator(`main h2#${id}`);
const visibleRows = (page: Page) => page.locator('main .api-table tbody > tr:visible');
const status = (page: Page) => page.locator('main .api-filter-status-text');

/** The total of a section, as its heading says before filtering (`Props (124)`). */
async function totalOf(page: Page, id: string): Promise<number> {
  return Number(await heading(page, id).locator('[data-api-count]').getAttribute('data-api-count'));
}

async function violations(page: Page): Promise<string[]> {
  const results = await axeBuilder(page).include('main .api-filter').include('main h2').analyze();
  return [...results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`), ...(await labelInNameProblemsIn(page))];
}

test.describe('the API member filter', () => {
  test('typing narrows the rows and each section’s count; the address keeps the filter and a reload restores it', async ({ page }) => {
    const problems = watchForProblems(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(GRID);
    await expectHydrated(page);
    const [props, slots, classes] = [await totalOf(page, 'props'), await totalOf(page, 'slots'), await totalOf(page, 'classes')];
    expect(props).toBeGreaterThan(100);
    await expect(status(page)).toHaveText(`All ${props + slots + classes} shown`);

    await field(page).fill('row click');
    await expect(heading(page, 'props')).toHaveText(/^Props \((\d+) of \d+\)/);
    const shown = Number(/\((\d+) of/.exec((await heading(page, 'props').textContent()) ?? '')?.[1]);
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThan(props);
    await expect(heading(page, 'props')).toContainText(`Props (${shown} of ${props})`);
    await expect(page.locator('main tr#prop-onRowClick')).toBeVisible();
    await expect(page.locator('main tr#prop-rows')).toBeHidden();
    // Every row still shown holds both words; sections without one are gone.
    for (const text of await visibleRows(page).allTextContents()) {
      expect(text.toLowerCase()).toContain('row');
      expect(text.toLowerCase()).toContain('click');
    }
    await expect(status(page)).toHaveText(new RegExp(`^Showing ${await visibleRows(page).count()} of ${props + slots + classes}$`));
    // The table of contents follows with the section's count (an API page lists no members there).
    const toc = page.getByRole('navigation', { name: 'Page table of contents' });
    await expect(toc.getByRole('link', { name: `Props (${shown} of ${props})` })).toBeVisible();

    await expect(page).toHaveURL(/\/x\/api\/data-grid\/data-grid\/\?filter=row\+click$/);
    await page.reload();
    await expect(box(page)).toHaveAttribute(API_FILTER_READY_ATTRIBUTE, '');
    await expect(field(page)).toHaveValue('row click');
    await expect(heading(page, 'props')).toContainText(`Props (${shown} of ${props})`);
    await expect(page.locator('main tr#prop-rows')).toBeHidden();

    // Back and forward go through Next.js's history entry, which holds the filtered address.
    await page.goto('/x/api/data-grid/grid-api/');
    await page.goBack();
    await expect(page).toHaveURL(/\?filter=row\+click$/);
    await expect(heading(page, 'props')).toContainText(`Props (${shown} of ${props})`);
    expect(problems).toEqual([]);
  });

  test('opened with ?filter=, the page shows the narrowed members without shifting anything', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { shifts: number[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(`${GRID}?filter=row+click`);
    await expect(page.locator('html')).toHaveAttribute('data-api-filter-pending', '');
    await expect(box(page)).toHaveAttribute(API_FILTER_READY_ATTRIBUTE, '');
    await expect(heading(page, 'props')).toHaveText(/^Props \(\d+ of \d+\)/);
    await expect(page.locator('main tr#prop-onRowClick')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);
  });

  test('no match: each section is hidden and a line says so, with a button that clears', async ({ page }) => {
    await page.goto(`${GRID}?filter=${encodeURIComponent('zzqq nothing')}`);
    await expect(box(page)).toHaveAttribute(API_FILTER_READY_ATTRIBUTE, '');
    await expect(status(page)).toHaveText('No member matches “zzqq nothing”.');
    for (const id of ['props', 'slots', 'classes']) await expect(heading(page, id)).toBeHidden();
    await expect(heading(page, 'demos')).toBeVisible();
    await page.getByRole('button', { name: 'Clear the filter' }).click();
    await expect(field(page)).toBeFocused();
    await expect(field(page)).toHaveValue('');
    await expect(heading(page, 'props')).toContainText(`Props (${await totalOf(page, 'props')})`);
    await expect(page).toHaveURL(new RegExp(`${GRID}$`));
  });

  test('by keyboard only: Tab reaches the box, typing filters, Escape clears, the buttons work with Enter', async ({ page }) => {
    await page.goto(GRID);
    await expectHydrated(page);
    // From the last control before the box (the import lines' copy button), one Tab.
    await page.locator('main #import ~ .code-block .copy-button').last().focus();
    await page.keyboard.press('Tab');
    await expect(field(page)).toBeFocused();
    await page.keyboard.type('checkboxSelection');
    await expect(page.locator('main tr#prop-checkboxSelection')).toBeVisible();
    await expect(page.locator('main tr#prop-rows')).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(field(page)).toHaveValue('');
    await expect(field(page)).toBeFocused();
    await expect(page.locator('main tr#prop-rows')).toBeVisible();

    await page.keyboard.type('qqzz');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Clear', exact: true })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Clear the filter' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(field(page)).toBeFocused();
    await expect(field(page)).toHaveValue('');
    await expect(page.locator('main tr#prop-rows')).toBeVisible();
  });

  test('announces the number of matches in a polite live region once typing pauses', async ({ page }) => {
    await page.goto(GRID);
    await expectHydrated(page);
    const live = page.locator('main .api-filter [role="status"]');
    await field(page).focus();
    await expect(box(page)).toHaveAttribute(API_FILTER_READY_ATTRIBUTE, '');
    // From here the page's time moves only when the test says so.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    await expect(live).toHaveText('');
    await field(page).pressSequentially('checkboxSel');
    await page.clock.runFor(API_FILTER.announceDelayMs - 100);
    await expect(live).toHaveText('');
    await page.clock.runFor(200);
    const count = await visibleRows(page).count();
    await expect(live).toHaveText(count === 1 ? '1 match' : `${count} matches`);
  });

  test('axe finds nothing in the box and the filtered headings; the label is visible text', async ({ page }) => {
    await page.goto(`${GRID}?filter=sort`);
    await expect(box(page)).toHaveAttribute(API_FILTER_READY_ATTRIBUTE, '');
    await expect(page.locator('main label[for="api-filter-input"]')).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await field(page).fill('zzqq');
    await expect(page.getByRole('button', { name: 'Clear the filter' })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test('the Chinese page: the box speaks Chinese and the address restores the filter', async ({ page }) => {
    await page.goto('/zh/x/api/data-grid/data-grid/?filter=checkboxSelection');
    const chinese = page.getByRole('searchbox', { name: '筛选成员' });
    await expect(chinese).toHaveValue('checkboxSelection');
    await expect(page.locator('main tr#prop-checkboxSelection')).toBeVisible();
    await expect(page.locator('main tr#prop-rows')).toBeHidden();
    await expect(page.locator('main .api-filter')).toHaveAttribute('lang', 'zh');
    await chinese.fill('rowHeight');
    await expect(page).toHaveURL(/\/zh\/x\/api\/data-grid\/data-grid\/\?filter=rowHeight$/);
  });

  test('the events catalog filters its table too', async ({ page }) => {
    await page.goto('/x/api/data-grid/events/');
    await expectHydrated(page);
    const events = await totalOf(page, 'events');
    await page.getByRole('searchbox', { name: 'Filter the events' }).fill('cellClick');
    await expect(heading(page, 'events')).toHaveText(new RegExp(`^Events \\(\\d+ of ${events}\\)`));
    await expect(page.locator('main tr#event-cellClick')).toBeVisible();
    await expect(page.locator('main tr#event-rowClick')).toBeHidden();
    // Its table of contents lists every event: while filtering, only those shown, and the count.
    const toc = page.getByRole('navigation', { name: 'Page table of contents' });
    await expect(toc.getByRole('link', { name: new RegExp(`^Events \\(\\d+ of ${events}\\)$`) })).toBeVisible();
    await expect(toc.locator('a[href="#event-cellClick"]')).toBeVisible();
    await expect(toc.locator('a[href="#event-rowClick"]')).toBeHidden();
    await page.getByRole('searchbox', { name: 'Filter the events' }).fill('');
    await expect(toc.getByRole('link', { name: `Events (${events})` })).toBeVisible();
    await expect(toc.locator('a[href="#event-rowClick"]')).toBeVisible();
  });

  test('its script is a chunk of its own, not in the page’s first JavaScript, loaded when the reader reaches the box', async ({ page }) => {
    // The page's idle moment never comes: the code must load from the reader's focus.
    await page.addInitScript(() => {
      window.requestIdleCallback = () => 0;
    });
    const scripts: { path: string; body: Promise<string> }[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push({ path: new URL(response.url()).pathname, body: response.text().catch(() => '') });
    });
    const html = await (await page.request.get(GRID)).text();
    const firstLoad = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => match[1]);
    await page.goto(GRID);
    await expectHydrated(page);
    await expect(box(page)).not.toHaveAttribute(API_FILTER_READY_ATTRIBUTE);
    const beforeFocus = scripts.length;
    await field(page).focus();
    await expect(box(page)).toHaveAttribute(API_FILTER_READY_ATTRIBUTE, '');
    // The filter's chunk: the one with its fallback strings (./apiFilter.ts alone has them).
    const bodies = await Promise.all(scripts.map(async (script, index) => ({ ...script, index, text: await script.body })));
    const chunks = bodies.filter((script) => script.text.includes('Showing {shown} of {total}'));
    expect(chunks).toHaveLength(1);
    expect(firstLoad).not.toContain(chunks[0]?.path);
    expect(chunks[0]?.index).toBeGreaterThanOrEqual(beforeFocus);
    // Nor is anything of the filter in the first JavaScript, not even the box's attribute (the
    // table of contents' chunk, fetched after hydration, starts it).
    for (const script of bodies.filter((candidate) => firstLoad.includes(candidate.path))) {
      expect(script.text, script.path).not.toContain(API_FILTER_ATTRIBUTE);
    }
  });
});
