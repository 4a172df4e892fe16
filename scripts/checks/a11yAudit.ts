/**
 * `npm run audit:a11y` (alias `check:a11y`): the browser tests' accessibility rules (axe, WCAG 2.0–2.2 A/AA and
 * best practices, plus label-in-name) on every exported URL, in both languages, after
 * hydration and the demos. Serves the export itself on a free port, runs two pages at a
 * time, prints each URL with a problem and a summary, and exits 1 when anything is found.
 *
 * Options: `-- --only /x/react-data-grid` to audit the URLs starting with a prefix;
 * OUT_DIR for another export.
 */
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import pages from '@/data/pages';
import { LANGUAGES } from '@/src/config/site';
import { localizePath } from '@/src/i18n/paths';
import { flattenPages } from '@/src/navigation/tree';
import { axeBuilder, labelInNameProblemsIn } from '../browser/a11y';
import { renderIslands } from '../browser/islands';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../browser/chromium';
import { createStaticServer } from '../serve';

const CONCURRENCY = 2;

const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined;
const urls = [
  ...flattenPages(pages).flatMap((page) => LANGUAGES.map((language) => localizePath(page.pathname, language))),
  '/x/no-such-page/',
  '/zh/x/no-such-page/',
].filter((url) => !only || url.startsWith(only));

async function audit(browser: Browser, origin: string, url: string): Promise<string[]> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  try {
    await page.goto(`${origin}${url}`);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 });
    await renderIslands(page);
    await page.waitForLoadState('networkidle');
    const results = await axeBuilder(page).analyze();
    return [
      ...results.violations.map(
        (violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      ),
      ...(await labelInNameProblemsIn(page)).map((problem) => `label-in-name: ${problem}`),
    ];
  } catch (error) {
    return [`could not be audited: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`];
  } finally {
    await context.close();
  }
}

const root = path.resolve(process.env.OUT_DIR ?? 'out');
const server = createStaticServer(root);
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

const started = Date.now();
const byRule = new Map<string, number>();
let failedUrls = 0;
const queue = [...urls];
await Promise.all(
  Array.from({ length: CONCURRENCY }, async () => {
    for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
      const problems = await audit(browser, origin, url);
      if (problems.length > 0) {
        failedUrls += 1;
        console.log(`✗ ${url}\n${problems.map((problem) => `    ${problem}`).join('\n')}`);
        for (const problem of problems) {
          const rule = problem.split(/[ :(]/)[0] ?? problem;
          byRule.set(rule, (byRule.get(rule) ?? 0) + 1);
        }
      }
    }
  }),
);
await browser.close();
server.close();

const seconds = Math.round((Date.now() - started) / 1000);
console.log(`\nAccessibility audit: ${urls.length} URLs in ${seconds} s, ${failedUrls} with problems.`);
for (const [rule, count] of [...byRule].sort((a, b) => b[1] - a[1])) {
  console.log(`  ${rule}: ${count}`);
}
process.exit(failedUrls > 0 ? 1 : 0);
