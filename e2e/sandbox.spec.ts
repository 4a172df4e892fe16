import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import type * as LzString from 'lz-string';
import { SANDBOX_VITE_VERSION } from '@/src/config/sandbox';
import { axeBuilder, expectHydrated, labelInNameProblemsIn, renderIslands, watchForProblems } from './site';

interface Manifest {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
}
// lz-string is CommonJS without named exports for Node's ESM loader: required, as CodeSandbox's define API reads it.
const { decompressFromBase64 } = createRequire(import.meta.url)('lz-string') as typeof LzString;
const site = JSON.parse(readFileSync(path.resolve('package.json'), 'utf8')) as Manifest;
const PINNED: Record<string, string> = { ...site.dependencies, ...site.devDependencies, vite: SANDBOX_VITE_VERSION };
const LICENSE_MARKERS = ['@mui/x-license', 'LicenseInfo', 'setLicenseKey', 'NEXT_PUBLIC_MUI_LICENSE'];
const LICENSE_KEY = process.env.NEXT_PUBLIC_MUI_LICENSE?.trim();

const STACKBLITZ = 'https://stackblitz.com/**';
const CODESANDBOX = 'https://codesandbox.io/**';
const LANDING = '<!doctype html><html lang="en"><title>Sandbox</title><p>Opened.</p></html>';

/** What the services receive: the method, the URL and the form fields of the POST. */
interface Posted {
  method: string;
  url: string;
  fields: URLSearchParams;
}

/** Answers both services with a small page, and hands over each request they get. */
async function interceptServices(context: BrowserContext): Promise<Posted[]> {
  const posted: Posted[] = [];
  for (const pattern of [STACKBLITZ, CODESANDBOX]) {
    await context.route(pattern, (route) => {
      const request = route.request();
      posted.push({ method: request.method(), url: request.url(), fields: new URLSearchParams(request.postData() ?? '') });
      return route.fulfill({ contentType: 'text/html', body: LANDING });
    });
  }
  return posted;
}

/** Requests to any origin but the site's own. */
function watchOffSite(context: BrowserContext, baseURL: string | undefined): string[] {
  const offSite: string[] = [];
  const own = new URL(baseURL ?? '').origin;
  context.on('request', (request) => {
    const url = new URL(request.url());
    if (!['data:', 'blob:'].includes(url.protocol) && url.origin !== own) {
      offSite.push(`${request.method()} ${request.url()}`);
    }
  });
  return offSite;
}

async function demoOn(page: Page, url: string, id: string): Promise<Locator> {
  await page.goto(url);
  await expectHydrated(page);
  await renderIslands(page);
  const demo = page.locator(`.demo[data-demo="${id}"]`);
  await expect(demo.locator('.demo-live > *').first()).toBeVisible();
  return demo;
}

/** The manifest of a generated project, with every version checked against the site's. */
function expectPinned(packageJson: string | undefined): Manifest {
  const manifest = JSON.parse(packageJson ?? '{}') as Manifest;
  const all = { ...manifest.dependencies, ...manifest.devDependencies };
  expect(Object.keys(all).length).toBeGreaterThan(4);
  for (const [name, version] of Object.entries(all)) {
    expect(version, name).toBe(PINNED[name]);
  }
  return manifest;
}

/** Source text without trailing spaces (the highlighted code panel pads its lines). */
const lines = (text: string | undefined) => (text ?? '').trim().split('\n').map((line) => line.trimEnd());

function expectNoLicence(text: string) {
  for (const marker of LICENSE_MARKERS) {
    expect(text).not.toContain(marker);
  }
  if (LICENSE_KEY) {
    expect(text).not.toContain(LICENSE_KEY);
  }
}

test.describe('open a demo in StackBlitz or CodeSandbox', () => {
  test('StackBlitz: nothing leaves the site until the click; then the TypeScript project is posted', async ({ page, context, baseURL }) => {
    const offSite = watchOffSite(context, baseURL);
    const posted = await interceptServices(context);
    const problems = watchForProblems(page);
    const demo = await demoOn(page, '/x/react-data-grid/sorting/', 'data-grid/sorting/InitialSort');
    await expect(demo.getByRole('button', { name: 'TS', exact: true })).toHaveAttribute('aria-pressed', 'true');
    const shown = (await demo.locator('.demo-code-body').textContent()) ?? '';
    expect(shown).toContain('export default function InitialSort()');
    const trigger = demo.getByRole('button', { name: 'Open in…' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    await trigger.click();
    const menu = page.getByRole('menu', { name: 'Open in…' });
    await expect(menu).toBeVisible();
    await page.waitForLoadState('networkidle');
    // The page, its demo and the menu, with the generator loaded: still nothing off the site.
    expect(offSite).toEqual([]);
    const item = menu.getByRole('menuitem', { name: 'StackBlitz' });
    await expect(item).toHaveAttribute('data-ga-event-action', 'open-stackblitz');
    await expect(item).toHaveAttribute('data-ga-event-category', 'demo');
    const popup = context.waitForEvent('page');
    await item.click();
    await expect((await popup).getByText('Opened.')).toBeVisible();
    await expect(menu).toBeHidden();

    expect(posted).toHaveLength(1);
    const [request] = posted;
    expect(request?.method).toBe('POST');
    expect(new URL(request?.url ?? '').pathname).toBe('/run');
    expect(offSite).toEqual([`POST ${request?.url}`]);
    const fields = request?.fields ?? new URLSearchParams();
    expect(fields.get('project[template]')).toBe('node');
    const files = Object.fromEntries(
      [...fields.entries()].flatMap(([name, value]) => {
        const file = /^project\[files\]\[(.+)\]$/.exec(name)?.[1];
        return file ? [[file, value]] : [];
      }),
    );
    expect(Object.keys(files).sort()).toEqual(['index.html', 'package.json', 'src/Demo.tsx', 'src/index.tsx', 'tsconfig.json', 'vite.config.ts']);
    // The source the toolbar shows (the site formats it at build time).
    expect(lines(files['src/Demo.tsx'])).toEqual(lines(shown));
    expect(files['src/Demo.tsx']).toContain("type GridSortModel");
    const manifest = expectPinned(files['package.json']);
    expect(Object.keys(manifest.dependencies)).toContain('@mui/x-data-grid');
    expect(Object.keys(manifest.devDependencies)).toContain('typescript');
    expectNoLicence(fields.toString());
    expect(problems).toEqual([]);
  });

  test('CodeSandbox: the JavaScript choice is honoured; a Pro demo goes without the licence key', async ({ page, context }) => {
    const posted = await interceptServices(context);
    const demo = await demoOn(page, '/x/react-data-grid/row-selection/', 'data-grid/row-selection/RangeRowSelection');
    await demo.getByRole('button', { name: 'JS', exact: true }).click();
    await expect(demo.locator('.demo-code')).toHaveAttribute('data-variant', 'JS');
    // The JavaScript version is fetched when first chosen.
    await expect(demo.locator('.demo-code')).not.toHaveAttribute('aria-busy', 'true');
    const shown = (await demo.locator('.demo-code-body').textContent()) ?? '';
    await demo.getByRole('button', { name: 'Open in…' }).click();
    const popup = context.waitForEvent('page');
    await page.getByRole('menuitem', { name: 'CodeSandbox' }).click();
    await expect((await popup).getByText('Opened.')).toBeVisible();

    expect(posted).toHaveLength(1);
    const [request] = posted;
    expect(request?.method).toBe('POST');
    const url = new URL(request?.url ?? '');
    expect(`${url.origin}${url.pathname}`).toBe('https://codesandbox.io/api/v1/sandboxes/define');
    expect(request?.fields.get('query')).toBe('file=/src/Demo.jsx');
    const parameters = JSON.parse(decompressFromBase64(request?.fields.get('parameters') ?? '')) as {
      files: Record<string, { content: string }>;
    };
    const files = Object.fromEntries(Object.entries(parameters.files).map(([file, { content }]) => [file, content]));
    expect(Object.keys(files).sort()).toEqual(['index.html', 'package.json', 'src/Demo.jsx', 'src/index.jsx', 'vite.config.js']);
    expect(lines(files['src/Demo.jsx'])).toEqual(lines(shown));
    expect(files['src/Demo.jsx']).not.toContain('GridRowSelectionModel');
    const manifest = expectPinned(files['package.json']);
    expect(manifest.dependencies['@mui/x-data-grid-pro']).toBe(site.dependencies['@mui/x-data-grid-pro']);
    expect(manifest.devDependencies.typescript).toBeUndefined();
    expectNoLicence(JSON.stringify(parameters));
  });

  test('the menu works by keyboard, returns focus, and is accessible', async ({ page }) => {
    // axe reads the whole page, fourteen live grids included.
    test.setTimeout(120_000);
    const demo = await demoOn(page, '/x/react-data-grid/sorting/', 'data-grid/sorting/InitialSort');
    const toolbar = demo.getByRole('toolbar', { name: 'Demo toolbar' });
    const trigger = toolbar.getByRole('button', { name: 'Open in…' });
    // While the menu is open, the page behind it is hidden from assistive technology: found by its popup role.
    const triggerBehindMenu = demo.locator('[role="toolbar"] button[aria-haspopup="menu"]');
    // In the toolbar's roving tab order: reached with the arrow keys.
    await toolbar.getByRole('button', { name: 'Copy link' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(trigger).toBeFocused();
    await expect(trigger).toHaveAttribute('tabindex', '0');
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: 'Open in…' });
    await expect(menu.getByRole('menuitem', { name: 'StackBlitz' })).toBeFocused();
    await expect(triggerBehindMenu).toHaveAttribute('aria-expanded', 'true');
    await expect(triggerBehindMenu).toHaveAttribute('aria-controls', (await menu.getAttribute('id')) ?? '');
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'CodeSandbox' })).toBeFocused();
    expect((await axeBuilder(page).analyze()).violations.map((violation) => violation.id)).toEqual([]);
    expect(await labelInNameProblemsIn(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(trigger).toBeFocused();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });
});
