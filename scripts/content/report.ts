/**
 * `npm run check:thin-pages`: per page of the navigation, its words, live demos and code
 * blocks, and a flag on every page that is too thin: under the word minimum, or with fewer
 * live demos than the minimum or than its published 7.23.6 page (unless its front matter's
 * `fewerDemos` says why), unless the page is a planned feature (or a documented exception).
 * It prints live demos per product against the published pages, the topics omitted on purpose,
 * and how many published topics none of our headings names (`--topics` lists them).
 * `--check` exits 1 when a page is flagged, when a `renamedTopics` heading is gone, or when a
 * guide page of the published navigation has no entry here.
 */
import pages from '@/data/pages';
import { readAllRecords } from '@/src/content/build/records';
import { flattenPages } from '@/src/navigation/tree';
import type { TocEntry } from '@/src/content/types';
import published from './published-nav.json';
import publishedTopicsJson from './published-topics.json';
import { demoTotals, publishedDemos, staleRenamings, uncoveredTopics, type PublishedTopic } from './parity';
import { DEMO_EXCEPTIONS, missingNavPages, thinness, type PageRules } from './thinness';

const publishedTopics: Readonly<Record<string, readonly PublishedTopic[]>> = publishedTopicsJson;
const headingsOf = (toc: readonly TocEntry[]): string[] => toc.flatMap((entry) => [entry.text, ...headingsOf(entry.children)]);

const navPages = flattenPages(pages);
const planned = new Set(navPages.filter((page) => page.planned).map((page) => page.pathname));
// The words, demos and code blocks of each markdown page, from its record (scripts/compiler/).
const records = readAllRecords().filter((record) => record.kind === 'guide');
const rows = records.map(({ pathname, stats, languages }) => {
  const { meta } = languages.en;
  const topics = publishedTopics[pathname];
  const rules: PageRules = {
    pathname,
    planned: planned.has(pathname),
    publishedDemos: topics ? publishedDemos(topics) : undefined,
    fewerDemos: meta.fewerDemos,
  };
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
// Live demos per product against the published 7.23.6 pages.
console.log('\nLive demos per product (ours / the published pages):');
for (const { product, ours, published: theirs } of demoTotals(rows, publishedTopics)) {
  console.log(`  ${product.padEnd(24)} ${pad(ours, 5)} / ${pad(theirs, 5)}${ours < theirs ? `  (${theirs - ours} short)` : ''}`);
}
// Pages with fewer demos than their published page, and why (front matter `fewerDemos`).
for (const record of records) {
  const reason = record.languages.en.meta.fewerDemos;
  if (reason) console.log(`fewer demos than published on ${record.pathname}: ${reason}`);
}
// Published topics: omitted on purpose (front matter `omittedTopics`), or named by none of our headings.
let uncovered = 0;
const staleProblems: string[] = [];
for (const record of records) {
  const { meta, toc } = record.languages.en;
  const omitted = meta.omittedTopics ?? [];
  for (const { topic, reason } of omitted) console.log(`omitted on ${record.pathname}: "${topic}": ${reason}`);
  const renamed = meta.renamedTopics ?? [];
  const headings = headingsOf(toc);
  const missing = uncoveredTopics(publishedTopics[record.pathname] ?? [], headings, { omitted: omitted.map(({ topic }) => topic), renamed });
  uncovered += missing.length;
  for (const heading of staleRenamings(renamed, headings)) {
    staleProblems.push(`${record.pathname}: renamedTopics names the heading "${heading}", which the page does not have`);
  }
  if (missing.length > 0 && process.argv.includes('--topics')) {
    console.log(`topics no heading names on ${record.pathname}: ${missing.map(({ title }) => `"${title}"`).join(', ')}`);
  }
}
console.log(`${uncovered} published topics are named by none of our headings (--topics lists them; a heading may cover one under another name).`);
// The documented exceptions (thinness.ts), named so that none is skipped silently.
const exceptions = Object.keys(DEMO_EXCEPTIONS);
console.log(`${exceptions.length} pages exempt from the demo minimum: ${exceptions.join(', ')}.`);
// Every page of the published 7.23.6 navigation (full-nav.md) has its entry in data/pages.ts.
const missing = missingNavPages(published, navPages.map((page) => page.pathname));
for (const pathname of missing) {
  console.log(`missing from data/pages.ts: ${pathname} (a page of the published navigation)`);
}
for (const problem of staleProblems) console.log(problem);
if (process.argv.includes('--check') && (flagged.length > 0 || missing.length > 0 || staleProblems.length > 0)) {
  process.exit(1);
}
