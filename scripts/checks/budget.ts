/**
 * The page-weight budget, checked from byte counts of the export (never from timings):
 * - every page may load at most PROSE_PAGE_JS_BUDGET_BYTES of gzip JavaScript from its HTML;
 * - every page's HTML holds at most PAGE_HTML_BUDGET_BYTES, raw;
 * - every page's data (`/_next/data/`, a client-side page change) at most PAGE_DATA_BUDGET_BYTES, raw.
 */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { PAGE_DATA_BUDGET_BYTES, PAGE_HTML_BUDGET_BYTES, PROSE_PAGE_JS_BUDGET_BYTES } from '@/src/config/constants';
import { listFiles } from '../content/files';
import { pageWeight } from './pageAssets';

const outDir = path.resolve(process.env.OUT_DIR ?? 'out');
const htmlFiles = ['x', 'zh/x'].flatMap((dir) =>
  readdirSync(path.join(outDir, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name === 'index.html')
    .map((entry) => path.join(entry.parentPath, entry.name)),
);

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
let heaviest = { file: '', js: 0 };
const over: string[] = [];
for (const file of htmlFiles) {
  const weight = pageWeight(outDir, file);
  if (weight.js > heaviest.js) {
    heaviest = { file, js: weight.js };
  }
  if (weight.js > PROSE_PAGE_JS_BUDGET_BYTES) {
    over.push(`${path.relative(outDir, file)}: ${kb(weight.js)} of JavaScript (budget ${kb(PROSE_PAGE_JS_BUDGET_BYTES)})`);
  }
}
console.log(
  `Budget: ${htmlFiles.length} pages checked; heaviest ${path.relative(outDir, heaviest.file)} loads ${kb(heaviest.js)} gzip JavaScript (budget ${kb(PROSE_PAGE_JS_BUDGET_BYTES)}).`,
);

/** The largest of `files` by raw size, and every one over `budget`. */
function rawSizes(files: readonly string[], budget: number, what: string): string {
  let largest = { file: '', bytes: 0 };
  for (const file of files) {
    const bytes = statSync(file).size;
    if (bytes > largest.bytes) largest = { file, bytes };
    if (bytes > budget) over.push(`${path.relative(outDir, file)}: ${bytes} bytes of ${what} (budget ${budget})`);
  }
  return `largest ${path.relative(outDir, largest.file)}, ${largest.bytes} bytes (budget ${budget})`;
}
const allHtml = listFiles(outDir, '.', (name) => name.endsWith('.html'))
  .filter((file) => !file.startsWith('_next/'))
  .map((file) => path.join(outDir, file));
const dataFiles = listFiles(outDir, '_next/data', (name) => name.endsWith('.json')).map((file) => path.join(outDir, file));
console.log(`HTML: ${allHtml.length} documents, ${rawSizes(allHtml, PAGE_HTML_BUDGET_BYTES, 'HTML')}.`);
console.log(`Page data: ${dataFiles.length} files, ${rawSizes(dataFiles, PAGE_DATA_BUDGET_BYTES, 'page data')}.`);
if (htmlFiles.length === 0) {
  console.error('No pages found in the export.');
  process.exit(1);
}
if (over.length > 0) {
  console.error(over.join('\n'));
  process.exit(1);
}
