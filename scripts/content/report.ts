/**
 * `npm run check:thin-pages`: per page of the navigation, its words, live demos and code
 * blocks, and a flag on every page that is too thin: under the word minimum, or with fewer
 * live demos than the minimum, unless the page is a planned feature (or a documented
 * exception below). `--check` exits 1 when a page is flagged or when a guide page of the
 * published navigation has no entry here.
 */
import pages from '@/data/pages';
import { readAllRecords } from '@/src/content/build/records';
import { flattenPages } from '@/src/navigation/tree';
import published from './published-nav.json';
import { DEMO_EXCEPTIONS, missingNavPages, thinness, type PageRules } from './thinness';

const navPages = flattenPages(pages);
const planned = new Set(navPages.filter((page) => page.planned).map((page) => page.pathname));
// The words, demos and code blocks of each markdown page, from its record (scripts/compiler/).
const rows = readAllRecords()
  .filter((record) => record.kind === 'guide')
  .map(({ pathname, stats }) => {
    const rules: PageRules = { pathname, planned: planned.has(pathname) };
    return { pathname, ...stats, planned: rules.planned, problems: thinness(stats, rules) };
  });

const pad = (value: string | number, width: number) => String(value).padStart(width);
console.log(`${'page'.padEnd(58)} ${pad('words', 6)} ${pad('demos', 6)} ${pad('code', 5)}`);
for (const row of rows) {
  const exception = DEMO_EXCEPTIONS[row.pathname];
  const note =
    row.problems.length > 0
      ? `  ${row.problems.join('; ')}`
      : row.planned
        ? '  planned'
        : exception
          ? `  exempt from the demo minimum: ${exception}`
          : '';
  console.log(`${row.pathname.padEnd(58)} ${pad(row.words, 6)} ${pad(row.demos, 6)} ${pad(row.codeBlocks, 5)}${note}`);
}
const flagged = rows.filter((row) => row.problems.length > 0);
const total = rows.reduce((sum, row) => ({ words: sum.words + row.words, demos: sum.demos + row.demos }), { words: 0, demos: 0 });
console.log(`\n${rows.length} pages, ${total.words} words, ${total.demos} demos; ${flagged.length} flagged.`);
// The documented exceptions (thinness.ts), named so that none is skipped silently.
const exceptions = Object.keys(DEMO_EXCEPTIONS);
console.log(`${exceptions.length} pages exempt from the demo minimum: ${exceptions.join(', ')}.`);
// Every page of the published 7.23.6 navigation (full-nav.md) has its entry in data/pages.ts.
const missing = missingNavPages(published, navPages.map((page) => page.pathname));
for (const pathname of missing) {
  console.log(`missing from data/pages.ts: ${pathname} (a page of the published navigation)`);
}
if (process.argv.includes('--check') && (flagged.length > 0 || missing.length > 0)) {
  process.exit(1);
}
