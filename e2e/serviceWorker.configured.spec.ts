/**
 * The service worker on the configured export, whose production host is this test server
 * (NEXT_PUBLIC_PRODUCTION_HOST from e2e/configuredBuild.ts): registration, the update flow,
 * and offline reading. Each test gets a fresh browser context, so a fresh first install.
 */
import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { SW_RELOAD_FOCUS_POLL_MS } from '@/src/config/constants';
import { OFFLINE_PATHNAME, SW_SCOPE, SW_URL } from '@/src/serviceWorker/config';
import { CONFIGURED_ENV, CONFIGURED_OUT_DIR, CONFIGURED_PORT } from '@/scripts/browser/configuredBuild';
import { expectHydrated, showIsland, SITE_PAGES, watchForProblems } from './site';
import { answerThirdParties } from './thirdParties';

const ORIGIN = `http://${CONFIGURED_ENV.NEXT_PUBLIC_PRODUCTION_HOST}`;
const englishPage = (url: string) => {
  const page = SITE_PAGES.find((candidate) => candidate.url === url && candidate.language === 'en');
  if (!page) {
    throw new Error(`${url} is not a page of the site`);
  }
  return page;
};
const FIRST = englishPage('/x/introduction/');
const SECOND = englishPage('/x/introduction/licensing/');
const UNVISITED = englishPage('/x/introduction/roadmap/');
/** A page with live demos (a Data Grid). */
const DEMO_PAGE = englishPage('/x/react-data-grid/sorting/');
const DEMO_NAV_TITLE = 'Sorting';

/** The chunk URLs in the worker's precache. */
function precachedChunks(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const names = (await caches.keys()).filter((name) => name.includes('precache'));
    const urls = await Promise.all(names.map(async (name) => (await (await caches.open(name)).keys()).map((request) => request.url)));
    return urls.flat().filter((url) => url.includes('/_next/static/chunks/'));
  });
}

/** Loads a page and waits until the worker controls it and has cached it (first install included). */
async function visitControlled(page: Page, url: string) {
  await page.goto(url);
  await expectHydrated(page);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.waitForFunction(async () => (await caches.match(window.location.href)) !== undefined);
}

/** Counts loads of the main frame (a reload is one more). */
function countLoads(page: Page) {
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });
  return () => loads;
}

test.describe('service worker (production host)', () => {
  test.beforeEach(async ({ context }) => answerThirdParties(context));

  test('the export was built for this server as the production host', () => {
    const chunks = path.join(CONFIGURED_OUT_DIR, '_next', 'static', 'chunks');
    const host = CONFIGURED_ENV.NEXT_PUBLIC_PRODUCTION_HOST;
    const baked = readdirSync(chunks).some((name) => name.endsWith('.js') && readFileSync(path.join(chunks, name), 'utf8').includes(host));
    expect(baked, `${CONFIGURED_OUT_DIR}/ has another production host: rebuild it with E2E_CONFIGURED_PORT=${CONFIGURED_PORT} npm run build:configured`).toBe(true);
  });

  test(`registers ${SW_URL} with scope ${SW_SCOPE}, without errors`, async ({ page, context }) => {
    const problems = watchForProblems(page);
    await page.goto(FIRST.url);
    await expectHydrated(page);
    const registration = await page.evaluate(async () => {
      const ready = await navigator.serviceWorker.ready;
      return { scope: ready.scope, script: ready.active?.scriptURL };
    });
    expect(registration).toEqual({ scope: `${ORIGIN}${SW_SCOPE}`, script: `${ORIGIN}${SW_URL}` });
    expect(context.serviceWorkers().map((worker) => worker.url())).toContain(`${ORIGIN}${SW_URL}`);
    expect(problems).toEqual([]);
  });

  test('a new worker skips waiting and the page reloads once focused, not before', async ({ browser, baseURL }) => {
    const proxy = await startDeployProxy();
    const context = await browser.newContext({ baseURL, proxy: { server: proxy.url } });
    await answerThirdParties(context);
    try {
      const page = await context.newPage();
      const loads = countLoads(page);
      await visitControlled(page, FIRST.url);
      // The first install took control without reloading.
      expect(loads()).toBe(1);

      proxy.deployNextWorker();
      await page.evaluate(() => {
        const focus = { value: false };
        Object.assign(window, { e2eFocus: focus });
        document.hasFocus = () => focus.value;
      });
      await page.clock.install();
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);

      const waiting = await page.evaluate(async () => {
        const changed = new Promise<void>((resolve) =>
          navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }),
        );
        const registration = await navigator.serviceWorker.getRegistration();
        await registration?.update();
        await changed;
        return registration?.waiting ?? null;
      });
      // Only the page's skip-waiting message activates a new worker while the old one controls a page.
      expect(waiting).toBeNull();

      await page.clock.runFor(SW_RELOAD_FOCUS_POLL_MS * 20);
      expect(loads()).toBe(1);

      const reloaded = page.waitForEvent('load');
      await page.evaluate(() => {
        (window as unknown as { e2eFocus: { value: boolean } }).e2eFocus.value = true;
      });
      await page.clock.runFor(SW_RELOAD_FOCUS_POLL_MS);
      await reloaded;
      expect(loads()).toBe(2);
      const worker = context.serviceWorkers().find((candidate) => candidate.url() === `${ORIGIN}${SW_URL}`);
      expect(await worker?.evaluate(() => (self as unknown as { e2eVersion?: number }).e2eVersion)).toBe(2);
    } finally {
      await context.close();
      await proxy.close();
    }
  });

  test('a visited page opens offline; an unvisited one shows the offline page', async ({ page, context }) => {
    await visitControlled(page, FIRST.url);
    await visitControlled(page, SECOND.url);
    await context.setOffline(true);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SECOND.title);
    await expectHydrated(page);
    await page.goto(FIRST.url);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(FIRST.title);
    await expectHydrated(page);

    await page.goto(UNVISITED.url);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are offline');
    await expectHydrated(page);
    const saved = page.getByRole('region', { name: 'Pages you can read offline:' }).getByRole('link');
    await expect(saved).toHaveText([FIRST.title, SECOND.title].sort((a, b) => a.localeCompare(b)));
    await saved.filter({ hasText: SECOND.title }).click();
    await expect(page).toHaveURL(`${ORIGIN}${SECOND.url}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SECOND.title);
  });

  test('pages saved under the previous deploy still open offline with their code once a new worker has activated', async ({ browser, baseURL }) => {
    const proxy = await startDeployProxy();
    const context = await browser.newContext({ baseURL, proxy: { server: proxy.url }, viewport: { width: 390, height: 844 } });
    await answerThirdParties(context);
    try {
      const page = await context.newPage();
      await visitControlled(page, FIRST.url);
      await visitControlled(page, DEMO_PAGE.url);
      // What a reader did there: a demo shown, the phone menu opened (their code is saved too).
      await showIsland(page, 'demo');
      await expect(page.locator('.MuiDataGrid-root').first()).toBeVisible();
      await page.getByRole('button', { name: 'Open main navigation' }).click();
      await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: DEMO_NAV_TITLE, exact: true })).toBeVisible();
      await page.keyboard.press('Escape');
      const shellBefore = await precachedChunks(page);

      // The next deploy's worker, whose precache names none of those chunks, activates; the
      // window has no focus, so the page is not reloaded (nothing re-fetches the chunks).
      proxy.deployNextWorker({ newShell: true });
      await page.evaluate(() => {
        document.hasFocus = () => false;
      });
      await page.evaluate(async () => {
        const changed = new Promise<void>((resolve) => navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }));
        await (await navigator.serviceWorker.getRegistration())?.update();
        await changed;
        // The controller changes when activation starts; the worker's activate handler runs after.
        const worker = navigator.serviceWorker.controller;
        if (worker && worker.state !== 'activated') {
          await new Promise<void>((resolve) => worker.addEventListener('statechange', () => worker.state === 'activated' && resolve()));
        }
      });
      const shellAfter = await precachedChunks(page);
      expect(shellBefore.length).toBeGreaterThan(0);
      expect(shellAfter.filter((url) => shellBefore.includes(url))).toEqual([]);

      await context.setOffline(true);
      await page.goto(DEMO_PAGE.url);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(DEMO_PAGE.title);
      await expectHydrated(page);
      await showIsland(page, 'demo');
      await expect(page.locator('.MuiDataGrid-root').first()).toBeVisible();
      await page.getByRole('button', { name: 'Open main navigation' }).click();
      await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: DEMO_NAV_TITLE, exact: true })).toBeVisible();
    } finally {
      await context.close();
      await proxy.close();
    }
  });

  test(`the offline page itself is at ${OFFLINE_PATHNAME}, not indexed`, async ({ page }) => {
    await page.goto(OFFLINE_PATHNAME);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are offline');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });
});

/**
 * An HTTP proxy in front of the test server that can play the next deploy: from then on, the
 * worker script carries one more line, and with `newShell` its precache list names every chunk
 * under another URL (`?next-deploy`), as a deploy that rebuilt the shell would: the previous
 * deploy's chunks are then outdated for the new worker. The server answers both URLs with the
 * same file. (Chromium's update check for a worker script is not seen by Playwright's routes,
 * but it goes through the context's proxy.)
 */
async function startDeployProxy() {
  let nextDeploy = false;
  let newShell = false;
  const server = http.createServer((request, response) => {
    const target = new URL(request.url ?? '/');
    const isWorker = nextDeploy && target.pathname === SW_URL;
    const headers = { ...request.headers };
    if (isWorker) {
      // Always the full script, never "not modified".
      delete headers['if-none-match'];
      delete headers['if-modified-since'];
      // Uncompressed, so that a line can be appended (the server gzips for clients that accept it).
      delete headers['accept-encoding'];
    }
    const upstream = http.request(target, { method: request.method, headers }, (answer) => {
      if (!isWorker || answer.statusCode !== 200) {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
        return;
      }
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        let script = Buffer.concat(chunks).toString('utf8');
        if (newShell) {
          script = script.replace(/("\/_next\/static\/chunks\/[^"?]+)"/g, '$1?next-deploy"');
        }
        const body = Buffer.from(`${script}\nself.e2eVersion = 2;\n`);
        // New bytes: the old validators and length no longer describe them.
        const kept = Object.entries(answer.headers).filter(([name]) => !['etag', 'last-modified', 'content-length'].includes(name));
        response.writeHead(200, { ...Object.fromEntries(kept), 'content-length': body.length });
        response.end(body);
      });
    });
    upstream.on('error', () => response.writeHead(502).end());
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    deployNextWorker: (options: { newShell?: boolean } = {}) => {
      nextDeploy = true;
      newShell = options.newShell ?? false;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
