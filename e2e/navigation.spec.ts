import { expect, test } from '@playwright/test';
import { DEBOUNCE_MS } from '@/src/config/constants';
import { VERSIONS } from '@/src/config/site';
import { expectHydrated, watchForProblems } from './site';

test.describe('entry points', () => {
  const redirects: [string, string][] = [
    ['/', '/x/introduction/'],
    ['/x/', '/x/introduction/'],
    ['/zh/x/', '/zh/x/introduction/'],
  ];
  for (const [from, to] of redirects) {
    test(`${from} leads to ${to}`, async ({ page }) => {
      await page.goto(from);
      await page.waitForURL(`**${to}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  }

  test('an unknown URL answers 404 with the shell and a way back', async ({ page }) => {
    const response = await page.goto('/x/react-data-grid/no-such-page/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expectHydrated(page);
    await page.getByRole('link', { name: 'Go to the introduction' }).click();
    await page.waitForURL('**/x/introduction/');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Page not found');
  });

  test('an unknown Chinese URL gets the Chinese 404 page', async ({ page }) => {
    await page.goto('/zh/x/no-such-page/');
    await expect(page.getByRole('heading', { level: 1, name: '页面不存在' })).toBeVisible();
    await expect(page.getByRole('link', { name: '前往简介' })).toHaveAttribute('href', '/zh/x/introduction/');
  });
});

test.describe('drawer', () => {
  test('highlights the active page, opens its groups and scrolls it into view', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto('/x/migration/migration-data-grid-v5/');
    const drawer = page.getByRole('navigation', { name: 'Main navigation' });
    const active = drawer.locator('a[aria-current="page"]');
    await expect(active).toHaveCount(1);
    await expect(active).toHaveAttribute('href', '/x/migration/migration-data-grid-v5/');
    await expect(drawer.locator('details[open] > summary', { hasText: 'Migration' })).toHaveCount(1);
    await expect(drawer.locator('details:not([open]) > summary', { hasText: 'Data Grid' })).toHaveCount(1);
    await expect(active).toBeInViewport();
  });

  test('shows plan icons and chips with their names', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/x/react-data-grid/filtering/header-filters/');
    const drawer = page.getByRole('navigation', { name: 'Main navigation' });
    // Markers sit inside the entry's link and are part of its name: one tab stop per page.
    await expect(drawer.getByRole('link', { name: /^Header filters\s*New\s*Pro plan$/ })).toHaveAttribute(
      'href',
      '/x/react-data-grid/filtering/header-filters/',
    );
    await expect(drawer.getByRole('link', { name: /^Cell selection\s*New\s*Premium plan$/, includeHidden: true })).toHaveCount(1);
    await expect(drawer.getByRole('link', { name: /^(Pro|Premium) plan$/ })).toHaveCount(0);
    // No marker is a link of its own (the Introduction, and its Licensing entry, is closed here).
    await expect(drawer.locator('a[href="/x/introduction/licensing/"]')).toHaveCount(0);
    await expect(drawer.getByRole('link', { name: /Pivoting\s*Planned/ })).toBeVisible();
    await expect(drawer.getByRole('link', { name: /^Row spanning\s*Preview$/, includeHidden: true })).toHaveCount(1);
    await expect(drawer.locator('summary', { hasText: 'Server-side data' }).getByText('New')).toBeVisible();
    await expect(drawer.locator('summary', { hasText: 'Charts' }).getByText('New')).toBeVisible();
  });

  test('groups open and close from their heading', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/x/introduction/');
    await expectHydrated(page);
    const drawer = page.getByRole('navigation', { name: 'Main navigation' });
    const charts = drawer.locator('summary', { hasText: 'Charts' });
    // "Bars" is itself a group inside Charts: its heading shows when Charts is open.
    const bars = drawer.locator('summary', { hasText: 'Bars' });
    await expect(bars).toBeHidden();
    await charts.click();
    await expect(bars).toBeVisible();
    await charts.click();
    await expect(bars).toBeHidden();
  });

  test('following a link keeps the drawer and moves the highlight', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/x/introduction/');
    await expectHydrated(page);
    const drawer = page.getByRole('navigation', { name: 'Main navigation' });
    await drawer.getByRole('link', { name: 'Licensing' }).click();
    await page.waitForURL('**/x/introduction/licensing/');
    await expect(drawer.locator('a[aria-current="page"]')).toHaveAttribute('href', '/x/introduction/licensing/');
  });

  test("after a page change the document's head describes the new page, once", async ({ page }) => {
    const headTags = () =>
      page.evaluate(() =>
        [...document.head.querySelectorAll('title, meta[name="description"], meta[property^="og:"], meta[name^="twitter:"], link[rel="canonical"], link[rel="alternate"], script[type="application/ld+json"]')].map(
          (tag) => tag.outerHTML,
        ),
      );
    await page.goto('/x/introduction/licensing/');
    await expectHydrated(page);
    const before = await headTags();
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Support', exact: true }).click();
    await page.waitForURL('**/x/introduction/support/');
    await expect(page).toHaveTitle('Support - MUI X');
    await expect(page.locator('title')).toHaveCount(1);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'https://mui.com/x/introduction/support/');
    await expect(page.locator('link[rel="alternate"][hreflang="zh"]')).toHaveAttribute('href', 'https://mui.com/zh/x/introduction/support/');
    await expect(page.locator('link[rel="alternate"][type="text/markdown"]')).toHaveAttribute('href', '/x/introduction/support.md');
    const after = await headTags();
    // The same tags, each once, with the new page's values; the first page's social card and
    // JSON-LD (its HTML's alone, for link previews and crawlers) are gone, not left describing it.
    const firstPageOnly = before.filter((tag) => tag.includes('data-first-page'));
    expect(firstPageOnly.length).toBeGreaterThan(3);
    expect(after).toHaveLength(before.length - firstPageOnly.length);
    expect(after.filter((tag) => tag.includes('licensing'))).toEqual([]);
  });

  test('a long page reached by a link ends up whole, its pieces in order, as a full load shows it', async ({ page }) => {
    const outline = () => page.locator('[data-content-body]').evaluate((body) => ({ blocks: body.children.length, headings: [...body.querySelectorAll('h2, h3')].map((heading) => heading.id) }));
    await page.goto('/x/react-data-grid/editing/');
    await expectHydrated(page);
    const loaded = await outline();
    expect(loaded.headings.length).toBeGreaterThan(20);
    await page.goto('/x/react-data-grid/sorting/');
    await expectHydrated(page);
    await page.locator('main a[href="/x/react-data-grid/editing/"]').first().click();
    await page.waitForURL('**/x/react-data-grid/editing/');
    // The rest comes in several pieces (its data names where they begin), after the first screen.
    const buildId = await page.evaluate(() => (window as unknown as { __NEXT_DATA__: { buildId: string } }).__NEXT_DATA__.buildId);
    const data = (await (await page.request.get(`/_next/data/${buildId}/x/react-data-grid/editing.json`)).json()) as { pageProps: { firstScreen: { pieces: number[] } } };
    expect(data.pageProps.firstScreen.pieces.length).toBeGreaterThan(2);
    await expect.poll(outline).toEqual(loaded);
    const last = loaded.headings.at(-1) ?? '';
    await page.locator(`[id="${last}"]`).scrollIntoViewIfNeeded();
    await expect(page.locator(`[id="${last}"]`)).toBeInViewport();
  });

  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    test(`at ${viewport.width}×${viewport.height}, the first frame of a page change fills the screen; the rest of the page follows`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/x/react-data-grid/sorting/');
      await expectHydrated(page);
      // Read in the frame the new title is first drawn in, before the rest is added.
      const first = await page.evaluate(
        () =>
          new Promise<{ blocks: number; bottom: number }>((resolve) => {
            const before = document.querySelector('h1')?.textContent;
            document.querySelector<HTMLAnchorElement>('main a[href="/x/react-data-grid/editing/"]')?.click();
            const check = () => {
              const body = document.querySelector('[data-content-body]');
              if (body && document.querySelector('h1')?.textContent !== before) resolve({ blocks: body.children.length, bottom: body.getBoundingClientRect().bottom + window.scrollY });
              else requestAnimationFrame(check);
            };
            requestAnimationFrame(check);
          }),
      );
      expect(first.bottom).toBeGreaterThanOrEqual(viewport.height);
      const body = page.locator('[data-content-body]');
      await expect.poll(() => body.evaluate((element) => element.children.length)).toBeGreaterThan(first.blocks);
    });
  }

  test('a page is fetched while the pointer rests on its link, and opening it fetches nothing more', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/x/introduction/');
    await expectHydrated(page);
    const isLicensingData = (url: string) => /^\/_next\/data\/[^/]+\/x\/introduction\/licensing\.json$/.test(new URL(url).pathname);
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (isLicensingData(request.url())) fetched.push(request.method());
    });
    const drawer = page.getByRole('navigation', { name: 'Main navigation' });
    // Crossing a link fetches nothing; resting on one fetches its page.
    const prefetched = page.waitForRequest((request) => isLicensingData(request.url()) && request.method() === 'GET');
    await drawer.getByRole('link', { name: 'Licensing' }).hover();
    await prefetched;
    expect(fetched).toEqual(['GET']);
    await drawer.getByRole('link', { name: 'Licensing' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Licensing');
    // The click renders the data fetched on hover: the page is not downloaded again, nor asked
    // for again (the browser recorded that it arrived). The one HEAD is Next.js's own, sent after
    // a page change to let a server revalidate the page.
    expect(fetched).toEqual(['GET', 'HEAD']);
  });

  test("a page carries its own product's entries, and another product's load when it is opened", async ({ browser, page }) => {
    // As delivered (no JavaScript): the Data Grid holds only its way in, so the page's size
    // does not grow with the other products.
    const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    const delivered = await noScript.newPage();
    await delivered.goto('/x/introduction/licensing/');
    const staticDrawer = delivered.getByRole('navigation', { name: 'Main navigation' });
    await expect(staticDrawer.locator('a[href="/x/introduction/support/"]')).toHaveCount(1);
    await expect(staticDrawer.locator('a[href="/x/react-data-grid/"]')).toHaveCount(1);
    await expect(staticDrawer.locator('a[href="/x/react-data-grid/sorting/"]')).toHaveCount(0);
    await noScript.close();

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/x/introduction/licensing/');
    await expectHydrated(page);
    const drawer = page.getByRole('navigation', { name: 'Main navigation' });
    const summary = drawer.locator('summary', { hasText: 'Data Grid' });
    await summary.focus();
    await page.keyboard.press('Enter');
    // The whole tree arrives; the reader stays where they were, on the group they opened.
    await expect(drawer.locator('a[href="/x/react-data-grid/sorting/"]')).toBeVisible();
    await expect(drawer.locator('summary', { hasText: 'Data Grid' })).toBeFocused();
    await expect(drawer.locator('a[aria-current="page"]')).toHaveAttribute('href', '/x/introduction/licensing/');
    await page.keyboard.press('Space');
    await expect(drawer.locator('a[href="/x/react-data-grid/"]')).toBeHidden();
  });

  test('a page reached from a content link opens its closed group and becomes the current entry', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/x/introduction/licensing/');
    await expectHydrated(page);
    const drawer = page.getByRole('navigation', { name: 'Main navigation' });
    const pinning = drawer.locator('a[href="/x/react-data-grid/column-pinning/"]');
    await expect(pinning).toBeHidden();
    await page.locator('main a[href="/x/react-data-grid/column-pinning/"]').first().click();
    await page.waitForURL('**/x/react-data-grid/column-pinning/');
    await expect(pinning).toBeVisible();
    await expect(pinning).toHaveAttribute('aria-current', 'page');
    await expect(drawer.locator('a[aria-current="page"]')).toHaveCount(1);
    await expect(drawer.locator('[data-active]')).toHaveCount(1);
    // The whole tree is on screen now: later page changes, forwards and back, move its highlight.
    await drawer.locator('a[href="/x/react-data-grid/sorting/"]').click();
    await page.waitForURL('**/x/react-data-grid/sorting/');
    await expect(drawer.locator('a[aria-current="page"]')).toHaveAttribute('href', '/x/react-data-grid/sorting/');
    await expect(drawer.locator('[data-active]')).toHaveCount(1);
    await page.goBack();
    await page.waitForURL('**/x/react-data-grid/column-pinning/');
    await expect(drawer.locator('a[aria-current="page"]')).toHaveAttribute('href', '/x/react-data-grid/column-pinning/');
    await expect(pinning).toBeVisible();
    await expect(drawer.locator('[data-active]')).toHaveCount(1);
    // A page in a group the whole tree shows closed (followed from elsewhere) opens it; the
    // reader can close it again with one press.
    const validation = drawer.locator('a[href="/x/react-date-pickers/validation/"]');
    await expect(validation).toBeHidden();
    await validation.dispatchEvent('click');
    await page.waitForURL('**/x/react-date-pickers/validation/');
    await expect(validation).toBeVisible();
    await expect(validation).toHaveAttribute('aria-current', 'page');
    const pickers = drawer.locator('details[data-group="/x/react-date-pickers-group"]');
    await pickers.locator(':scope > summary').click();
    await expect(validation).toBeHidden();
    await pickers.locator(':scope > summary').click();
    await expect(validation).toBeVisible();
  });

  test('a page change to a product the drawer shows closed brings the whole tree, the page in view', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/x/react-data-grid/sorting/');
    await expectHydrated(page);
    const drawer = page.getByRole('navigation', { name: 'Main navigation' });
    // The delivered drawer holds the Date and Time Pickers' way in only; a link elsewhere leads there.
    await expect(drawer.locator('a[href="/x/react-date-pickers/validation/"]')).toHaveCount(0);
    await page.evaluate(() => {
      const link = document.createElement('a');
      link.href = '/x/react-date-pickers/validation/';
      link.textContent = 'Validation';
      document.querySelector('[data-content-body]')?.append(link);
      link.click();
    });
    await page.waitForURL('**/x/react-date-pickers/validation/');
    const validation = drawer.locator('a[href="/x/react-date-pickers/validation/"]');
    await expect(validation).toHaveAttribute('aria-current', 'page');
    await expect(validation).toBeInViewport();
  });
});

test.describe('page furniture', () => {
  test('a pro page shows the plan marker in its header', async ({ page }) => {
    await page.goto('/x/react-data-grid/column-pinning/');
    const header = page.locator('article > header');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Data Grid - Column pinning');
    await expect(header.getByRole('link', { name: 'Pro plan' })).toHaveAttribute('href', '/x/introduction/licensing/');
    await page.goto('/x/react-data-grid/pivoting/');
    await expect(page.locator('article > header').getByRole('link', { name: 'Premium plan' })).toBeVisible();
    await expect(page.locator('article > header').getByText('Planned', { exact: true })).toBeVisible();
    await page.goto('/x/react-data-grid/sorting/');
    // A free page has no plan marker (its header's one link outside the breadcrumbs is "View as markdown").
    await expect(page.locator('article > header').getByRole('link', { name: /plan/ })).toHaveCount(0);
    await expect(page.locator('article > header > :not(nav)').getByRole('link')).toHaveText(['View as markdown']);
  });

  test('prev and next follow the drawer order and navigate client-side', async ({ page }) => {
    await page.goto('/x/introduction/installation/');
    await expectHydrated(page);
    const pagination = page.getByRole('navigation', { name: 'Previous and next pages' });
    await expect(pagination.getByRole('link', { name: /Previous\s*Overview/ })).toHaveAttribute('href', '/x/introduction/');
    const next = pagination.getByRole('link', { name: /Next\s*Licensing/ });
    await expect(next).toHaveAttribute('href', '/x/introduction/licensing/');
    await page.evaluate(() => {
      (window as unknown as { marker: boolean }).marker = true;
    });
    await next.click();
    await page.waitForURL('**/x/introduction/licensing/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Licensing');
    // Same document: the navigation happened without a reload.
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
  });

  test('without a configured repository there is no "Edit this page" link', async ({ page }) => {
    await page.goto('/x/introduction/installation/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('article > footer')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit this page' })).toHaveCount(0);
  });

  test('the table of contents follows scrolling, throttled to 166 ms', async ({ page }) => {
    await page.clock.install();
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto('/x/introduction/installation/');
    await expectHydrated(page);
    const toc = page.getByRole('navigation', { name: 'Page table of contents' });
    await expect(toc.getByText('Contents', { exact: true })).toBeVisible();
    const current = toc.locator('a[aria-current="location"]');
    await expect(current).toHaveCount(0);
    const hrefs = await toc.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThan(3);
    const scrollTo = (href: string) =>
      page.locator(href).evaluate((heading) => window.scrollTo(0, heading.getBoundingClientRect().top + window.scrollY - 70));

    // Stop the clock: from here on, time moves only when the test says so.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await scrollTo(hrefs[1]!);
    await expect(current).toHaveAttribute('href', hrefs[1]!);

    // A second scroll inside the 166 ms window waits for the window to end.
    await scrollTo(hrefs[3]!);
    await page.clock.runFor(DEBOUNCE_MS - 20);
    await expect(current).toHaveAttribute('href', hrefs[1]!);
    await page.clock.runFor(20);
    await expect(current).toHaveAttribute('href', hrefs[3]!);
  });

  test('every page links one site style sheet from <head>, the same file, cached for good', async ({ request }) => {
    const hrefOf = async (url: string) => {
      const html = await (await request.get(url)).text();
      const head = html.slice(0, html.indexOf('</head>'));
      expect(html).toContain('<header class="docs-header">');
      return /<link rel="stylesheet" href="(\/_next\/static\/site\/[0-9a-f]+\.css)"\/>/.exec(head)?.[1];
    };
    const href = await hrefOf('/x/introduction/');
    expect(href).toBeTruthy();
    expect(await hrefOf('/zh/x/api/data-grid/data-grid-premium/')).toBe(href);
    // The shell's styles are static CSS compiled at build time, with the theme and the API reference's.
    const css = await (await request.get(href ?? '')).text();
    expect(css).toMatch(/\.docs-header\{[\s\S]*\.docs-markdown\{/);
    expect(css).toContain('--mui-palette-primary-main');
    expect(css).toContain('.api .api-table-wrap');
  });

  test('the playground renders without the site theme or shell', async ({ page }) => {
    const problems = watchForProblems(page);
    await page.goto('/playground/');
    await expect(page.getByRole('heading', { level: 1, name: 'Playground' })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Skip to content' })).toHaveCount(0);
    // No CssBaseline: the browser's default body margin is still there.
    expect(await page.evaluate(() => getComputedStyle(document.body).margin)).toBe('8px');
    expect(problems).toEqual([]);
  });
});

test.describe('languages and versions', () => {
  test('the language menu keeps the reader on the same page', async ({ page }) => {
    await page.goto('/x/react-data-grid/sorting/');
    await expectHydrated(page);
    await page.getByRole('button', { name: 'Change language' }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: 'English' })).toHaveAttribute('aria-current', 'page');
    await menu.getByRole('menuitem', { name: '中文' }).click();
    await page.waitForURL('**/zh/x/react-data-grid/sorting/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
    await expect(page.getByRole('button', { name: '切换语言' })).toBeVisible();
    const drawer = page.getByRole('navigation', { name: '主导航' });
    await expect(drawer.getByRole('link', { name: '排序' })).toHaveAttribute('aria-current', 'page');
    await expect(drawer.locator('a[href^="/x/"]')).toHaveCount(0);
  });

  test("the app bar names the page's product in the page's language", async ({ page }) => {
    for (const [url, name] of [
      ['/x/react-charts/bars/', 'Charts'],
      ['/zh/x/react-charts/bars/', '图表'],
      ['/zh/x/api/data-grid/data-grid/', '数据表格'],
    ] as const) {
      await page.goto(url);
      await expect(page.getByRole('banner').getByText(name, { exact: true })).toBeVisible();
    }
    // The introduction belongs to no product: the app bar shows none.
    await page.goto('/zh/x/introduction/');
    await expect(page.getByRole('banner').getByText('简介', { exact: true })).toHaveCount(0);
  });

  test('links on Chinese pages stay in /zh/', async ({ page }) => {
    // Two products: a page's drawer lists its own product in full and the others' first pages.
    const hrefs: string[] = [];
    for (const url of ['/zh/x/introduction/', '/zh/x/react-data-grid/sorting/']) {
      await page.goto(url);
      hrefs.push(
        ...(await page
          .locator('main a[href^="/"], nav[aria-label="主导航"] a[href^="/"]')
          .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''))),
      );
    }
    expect(hrefs.length).toBeGreaterThan(50);
    expect(hrefs.filter((href) => !href.startsWith('/zh/'))).toEqual([]);
  });

  test('a translated page has no notice; an untranslated one says so', async ({ page }) => {
    await page.goto('/zh/x/introduction/');
    await expect(page.getByText('本页尚未翻译')).toHaveCount(0);
    await page.goto('/zh/x/introduction/support/');
    await expect(page.getByText('本页尚未翻译')).toHaveCount(0);
    await page.goto('/zh/x/react-data-grid/sorting/');
    await expect(page.getByRole('note').filter({ hasText: '本页尚未翻译' })).toBeVisible();
    await expect(page.locator('main [lang="en"]')).toHaveCount(1);
  });

  test('the versions menu links to the other versions', async ({ page }) => {
    await page.goto('/zh/x/introduction/');
    await expectHydrated(page);
    await page.getByRole('button', { name: '文档版本' }).click();
    const items = page.getByRole('menuitem');
    await expect(items).toHaveCount(VERSIONS.length);
    await expect(items.first()).toHaveText('v7.23.6');
    await expect(items.first()).toHaveAttribute('aria-current', 'page');
    // next and v6 have the introduction too (e2e/shell.spec.ts covers the mapping); v5 and v4 lead to their roots.
    const samePage = new Set(['next', 'v6']);
    for (const version of VERSIONS.filter((candidate) => !candidate.current)) {
      await expect(page.getByRole('menuitem', { name: version.text, exact: true })).toHaveAttribute(
        'href',
        samePage.has(version.text) ? `${version.href}/zh/x/introduction/` : `${version.href}/zh/`,
      );
    }
  });
});
