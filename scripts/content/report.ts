/**
 * `npm run content-report`: per page of the navigation, its words, live demos and code
 * blocks, and a flag on every page under the word minimum that is not a planned page.
 * `--check` exits 1 when a page is flagged.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pages from '@/data/pages';
import { flattenPages } from '@/src/navigation/tree';
import { contentEntries } from './routes';
import { markdownStats } from './stats';

export const MIN_WORDS = 300;

const root = process.cwd();
const planned = new Set(flattenPages(pages).filter((page) => page.planned).map((page) => page.pathname));
const rows = contentEntries(pages, root).map((entry) => {
  const file = entry.files.en as string;
  const stats = markdownStats(readFileSync(path.join(root, file), 'utf8'));
  const isPlanned = planned.has(entry.pathname);
  return { pathname: entry.pathname, ...stats, planned: isPlanned, flagged: !isPlanned && stats.words < MIN_WORDS };
});

const pad = (value: string | number, width: number) => String(value).padStart(width);
console.log(`${'page'.padEnd(58)} ${pad('words', 6)} ${pad('demos', 6)} ${pad('code', 5)}`);
for (const row of rows) {
  const note = row.flagged ? `  under ${MIN_WORDS} words` : row.planned ? '  planned' : '';
  console.log(`${row.pathname.padEnd(58)} ${pad(row.words, 6)} ${pad(row.demos, 6)} ${pad(row.codeBlocks, 5)}${note}`);
}
const flagged = rows.filter((row) => row.flagged);
const total = rows.reduce((sum, row) => ({ words: sum.words + row.words, demos: sum.demos + row.demos }), { words: 0, demos: 0 });
console.log(`\n${rows.length} pages, ${total.words} words, ${total.demos} demos; ${flagged.length} flagged (under ${MIN_WORDS} words, not planned).`);
if (process.argv.includes('--check') && flagged.length > 0) {
  process.exit(1);
}
