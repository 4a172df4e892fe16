/**
 * `npm run build:search`: the search index of the static export (`DOCS_OUT_DIR`, default
 * `out`), written after `next build` into `<export>/x/pagefind/` with Pagefind's Node API.
 *
 * Every page with an indexed body (`data-pagefind-body`: docs and API pages in both languages)
 * is read, prepared (scripts/search/prepare.ts: filters, API members as their own results) and
 * added under its URL. Pagefind splits the index by `<html lang>`: English pages form one
 * index, `/zh/` pages (translated or still showing the English text) the Chinese one, with
 * Pagefind's Chinese word segmentation.
 */
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { close, createIndex } from 'pagefind';
import { LANGUAGES, LANGUAGE_TAGS } from '@/src/config/site';
import { SEARCH_BUNDLE_PATH } from '@/src/search/config';
import { prepareForIndex, urlOfHtmlFile } from './prepare';

const outName = process.env.DOCS_OUT_DIR?.trim() || 'out';
const outDir = path.resolve(outName);
const bundleDir = path.join(outDir, SEARCH_BUNDLE_PATH);

function fail(message: string): never {
  console.error(`Search index: ${message}`);
  process.exit(1);
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name === 'index.html')
    .map((entry) => path.relative(outDir, path.join(entry.parentPath, entry.name)))
    .sort();
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

if (!existsSync(path.join(outDir, 'x'))) {
  fail(`no static export in ${outName}/. Run next build first, with the same DOCS_OUT_DIR.`);
}
rmSync(bundleDir, { recursive: true, force: true });

const started = performance.now();
const { index, errors } = await createIndex({});
if (!index) {
  fail(errors.join('\n'));
}

const perLanguage = new Map<string, number>();
let members = 0;
const roots = LANGUAGES.map((language) => (language === 'en' ? 'x' : path.join(language, 'x')));
for (const file of roots.flatMap((root) => htmlFiles(path.join(outDir, root)))) {
  if (file.startsWith(SEARCH_BUNDLE_PATH.replace(/^\/|\/$/g, ''))) {
    continue;
  }
  const url = urlOfHtmlFile(file);
  const prepared = prepareForIndex(readFileSync(path.join(outDir, file), 'utf8'), url);
  if (!prepared) {
    continue;
  }
  const response = await index.addHTMLFile({ url, content: prepared.html });
  if (response.errors.length > 0) {
    fail(`${file}: ${response.errors.join('; ')}`);
  }
  const language = /<html[^>]*\slang="([^"]+)"/.exec(prepared.html)?.[1] ?? 'unknown';
  perLanguage.set(language, (perLanguage.get(language) ?? 0) + 1);
  members += prepared.members;
}

for (const language of LANGUAGES) {
  if (!perLanguage.get(LANGUAGE_TAGS[language])) {
    fail(`no page in ${language} (<html lang="${LANGUAGE_TAGS[language]}">) has an indexed body (data-pagefind-body).`);
  }
}

const written = await index.writeFiles({ outputPath: bundleDir });
if (written.errors.length > 0) {
  fail(written.errors.join('\n'));
}
await close();

// Pagefind also writes its ready-made UIs and highlighter; the site has its own dialog.
const UNUSED = /^pagefind-(component-ui|modular-ui|ui|highlight)\.(js|css)$/;
for (const name of readdirSync(bundleDir)) {
  if (UNUSED.test(name)) {
    rmSync(path.join(bundleDir, name));
  }
}

const files = filesUnder(bundleDir);
const bytes = files.reduce((total, file) => total + statSync(file).size, 0);
const gzipBytes = files.reduce((total, file) => total + gzipSync(readFileSync(file)).length, 0);
const kb = (value: number) => `${(value / 1024).toFixed(1)} kB`;
console.log(
  `Search index: ${[...perLanguage].map(([language, count]) => `${count} pages in ${language}`).join(', ')}, ` +
    `${members} API members; ${path.relative(process.cwd(), bundleDir)} holds ${files.length} files, ` +
    `${kb(bytes)} (${kb(gzipBytes)} gzip), in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
);
