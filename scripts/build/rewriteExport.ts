/**
 * After `next build`: one pass over every exported HTML document (pages, redirects, 404s;
 * not `_next/`), each read and written once, applying in order:
 * - contentOnce: the content HTML travels once, not again inside `__NEXT_DATA__` (checked; the
 *   API rows of the table of contents leave it);
 * - scriptsAfterPaint: the chunks start downloading after the first paint.
 * Then the large chunks the pages load up front get V8's compile hint (compileHints), and the
 * page data of long pages keeps only their first screen, the rest in a file of its own (bodyRest).
 * Fails when a rewrite applied to no page at all: the markup Next.js writes has changed.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CONTENT_BODY_ATTRIBUTE } from '@/src/content/shared/contentInDocument';
import { pageAssets } from '../checks/pageAssets';
import { listFiles } from '../content/files';
import { addCompileHints } from './compileHints';
import { BODY_REST_DIR, splitBodyRest } from './bodyRest';
import { contentOnceIn } from './contentOnce';
import { loadScriptsAfterPaint } from './scriptsAfterPaint';

const out = path.resolve(process.env.DOCS_OUT_DIR ?? 'out');
const files = readdirSync(out, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && entry.name.endsWith('.html') && !entry.parentPath.includes(`${path.sep}_next`))
  .map((entry) => path.join(entry.parentPath, entry.name));

let contentOncePages = 0;
let savedBytes = 0;
let tocRowPages = 0;
let afterPaintPages = 0;
const upFrontScripts = new Set<string>();
for (const file of files) {
  const original = readFileSync(file, 'utf8');
  let html = original;
  const once = contentOnceIn(html);
  if (once.kind === 'broken') {
    console.error(`${path.relative(process.cwd(), file)}: ${once.reason}.`);
    process.exit(1);
  }
  if (once.kind === 'once') {
    html = once.html;
    contentOncePages += 1;
    savedBytes += once.savedBytes;
    if (once.tocCarried) tocRowPages += 1;
  }
  const afterPaint = loadScriptsAfterPaint(html);
  if (afterPaint.changed) {
    html = afterPaint.html;
    afterPaintPages += 1;
  }
  if (html !== original) {
    writeFileSync(file, html);
  }
  pageAssets(html).scripts.forEach((script) => upFrontScripts.add(script));
}
const hinted = addCompileHints(out, upFrontScripts);

const dataFiles = listFiles(out, '_next/data', (name) => name.endsWith('.json')).map((file) => path.join(out, file));
mkdirSync(path.join(out, BODY_REST_DIR), { recursive: true });
let restPages = 0;
let largestData = 0;
for (const file of dataFiles) {
  const split = splitBodyRest(readFileSync(file, 'utf8'));
  if (split) {
    // The exported document keeps the whole body (readers without JavaScript, the first page of a visit).
    const relative = path.relative(path.join(out, '_next', 'data'), file).split(path.sep).slice(1).join(path.sep);
    const documentFile = path.join(out, relative.replace(/\.json$/, ''), 'index.html');
    const tail = (JSON.parse(split.rest.text) as { html: string }).html.slice(-200);
    if (!readFileSync(documentFile, 'utf8').includes(tail)) {
      console.error(`${path.relative(process.cwd(), documentFile)} lacks the end of its body: the exported page must carry all of it.`);
      process.exit(1);
    }
    writeFileSync(file, split.data);
    writeFileSync(path.join(out, split.rest.url), split.rest.text);
    restPages += 1;
  }
  largestData = Math.max(largestData, Buffer.byteLength(split ? split.data : readFileSync(file)));
}

const where = `${path.relative(process.cwd(), out)}/`;
if (contentOncePages === 0) {
  console.error(`No page of ${where} carried its content once (a marker in __NEXT_DATA__, the markup in ${CONTENT_BODY_ATTRIBUTE}): has Next.js changed how it writes __NEXT_DATA__?`);
  process.exit(1);
}
if (afterPaintPages === 0) {
  console.error(`No page of ${where} had deferred scripts: has Next.js changed how it writes them?`);
  process.exit(1);
}
console.log(
  `Content HTML shipped once: ${contentOncePages} pages; ${tocRowPages} of them read their API rows' contents entries from the content (${(savedBytes / 1024 / 1024).toFixed(1)} MB of page data removed).`,
);
console.log(`Scripts after first paint: ${afterPaintPages} pages.`);
if (restPages === 0) {
  console.error(`No page data of ${where}_next/data/ had a body to split: is firstScreen still in the page props?`);
  process.exit(1);
}
console.log(`Body rests: ${restPages} pages' data keep their first screen only; the largest page data is ${(largestData / 1024).toFixed(0)} kB.`);
console.log(`Compile hint: ${hinted.length} chunks (${hinted.map((url) => path.basename(url)).join(', ')}).`);
