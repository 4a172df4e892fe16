import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { apiEntryAt } from '@/data/api/components';
import pages from '@/data/pages';
import { contentFileFor } from '@/scripts/content/paths';
import { parseFrontMatter } from '@/scripts/compiler/frontMatter';
import { HAS_LICENSE } from '@/scripts/browser/a11y';
import { LANGUAGES, type Language } from '@/src/config/site';
import { localizePath } from '@/src/i18n/paths';
import { flattenPages } from '@/src/navigation/tree';
const readJson = (file: string) => JSON.parse(readFileSync(path.resolve(file), 'utf8')) as Record<string, string>;
/** The API reference's strings (build-time only, beside the site's). */
const apiStrings = readJson('translations/api.json');

export interface SitePage {
  url: string;
  pathname: string;
  language: Language;
  title: string;
  description: string;
  translated: boolean;
}

function frontMatter(file: string) {
  const source = readFileSync(path.resolve(file), 'utf8');
  const yaml = /^---\n([\s\S]*?)\n---/.exec(source)?.[1] ?? '';
  const result = parseFrontMatter(yaml, 2);
  if (!result.ok) {
    throw new Error(`${file}: ${result.problems[0]?.message}`);
  }
  return result.meta;
}

/**
 * Every page of the navigation tree in every language, with what its header must show. The
 * generated API entry pages (about 150 per language) are swept by e2e/api-pages.spec.ts, which
 * checks the same header facts faster; their product indexes are markdown pages and stay here.
 */
export const SITE_PAGES: SitePage[] = flattenPages(pages)
  .filter((page) => !apiEntryAt(page.pathname))
  .flatMap((page) =>
    LANGUAGES.map((language) => {
      const translatedFile = contentFileFor(page.pathname, language);
      const translated = existsSync(path.resolve(translatedFile));
      const meta = frontMatter(translated ? translatedFile : contentFileFor(page.pathname));
      return {
        url: localizePath(page.pathname, language),
        pathname: page.pathname,
        language,
        title: meta.title,
        description: meta.description,
        translated,
      };
    }),
  );

/**
 * A generated API page: its title is the entry's, its description a template. The reference
 * is English (it comes from the packages' JSDoc), so under /zh/ it is an untranslated page.
 */
export const API_SITE_PAGES: SitePage[] = flattenPages(pages).flatMap((page) => {
  const entry = apiEntryAt(page.pathname);
  if (!entry) {
    return [];
  }
  const template = apiStrings[entry.kind === 'component' ? 'api.pageDescription' : 'api.interfacePageDescription'] ?? '';
  return LANGUAGES.map((language) => ({
    url: localizePath(page.pathname, language),
    pathname: page.pathname,
    language,
    title: `${entry.name} API`,
    description: template.replace('{name}', entry.name),
    translated: language === 'en',
  }));
});

/**
 * Pro and Premium demos without a licence key (CI has none) log MUI X's own notice and show a
 * watermark, as designed; that one message is not a problem of the site.
 */
const LICENSE_NOTICE = '\nMUI X: Missing license key.\n';

export { axeBuilder, labelInNameProblemsIn } from '@/scripts/browser/a11y';
export { renderIslands } from '@/scripts/browser/islands';

/**
 * The demo island made from `<file>.tsx` on the open page, found by its source (static or live)
 * and then held by its element id, so it stays found when its code is hidden or edited.
 */
export async function demoIsland(page: Page, file: string): Promise<Locator> {
  const found = page.locator('.island[data-island="demo"]').filter({ hasText: `export default function ${file}(` }).first();
  const id = await found.getAttribute('id');
  return id ? page.locator(`[id="${id}"]`) : found;
}

/**
 * Reaches for a demo as a reader does: scrolls it into view and points at it (a demo on the first
 * screen runs its code when the reader reaches for it or when the page is idle).
 */
export async function reachIsland(island: Locator): Promise<void> {
  await island.scrollIntoViewIfNeeded();
  // Blocks above the island take their real heights as they come near the screen, so the page
  // can still be settling: once (in a CI run) the pointer kept landing beside the island for a
  // minute. The reader's pointer then arrives as the event the island listens for.
  await island.hover({ position: { x: 8, y: 8 }, timeout: 10_000 }).catch(() => island.dispatchEvent('pointerover'));
}

/** Brings the first island named `name` (theme-builder, locale-demo…) near the screen, where it renders. */
export async function showIsland(page: Page, name: string): Promise<void> {
  await page.locator(`.island[data-island="${name}"]`).first().scrollIntoViewIfNeeded();
}

/**
 * Collects console errors, uncaught exceptions and failed requests of a page, so a test
 * can assert there were none.
 */
export function watchForProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !(message.text().includes(LICENSE_NOTICE) && !HAS_LICENSE)) {
      problems.push(`console error: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('requestfailed', (request) => {
    const error = request.failure()?.errorText ?? '';
    // Cancelled by the page itself: a navigation away stops the previous page's chunks. A file
    // that is missing answers 404 and is caught below.
    if (error !== 'net::ERR_ABORTED') problems.push(`request failed: ${request.url()} ${error}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) {
      problems.push(`HTTP ${response.status()}: ${response.url()}`);
    }
  });
  return problems;
}

export async function expectHydrated(page: Page): Promise<void> {
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
}
