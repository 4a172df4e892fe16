/**
 * The page-weight budget, checked from byte counts of the export (never from timings):
 * every prose page (a markdown page without live demos) may load at most
 * PROSE_PAGE_JS_BUDGET_BYTES of gzip JavaScript from its HTML.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { PROSE_PAGE_JS_BUDGET_BYTES } from '@/src/config/constants';
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
if (htmlFiles.length === 0) {
  console.error('No pages found in the export.');
  process.exit(1);
}
if (over.length > 0) {
  console.error(over.join('\n'));
  process.exit(1);
}
