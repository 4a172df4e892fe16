/**
 * The export's search step: the search index of every docs page, written after `next build`
 * into `<export>/x/pagefind/` (`DOCS_OUT_DIR`, default `out`) with Pagefind's Node API.
 *
 * Every page's record (scripts/compiler/) gives, per language, the page as the search sees it:
 * its title, description and body (searchDocument), prepared (scripts/search/prepare.ts:
 * filters, API members as their own results) and added under its URL. Pagefind splits the index
 * by `<html lang>`: English pages form one index, `/zh/` pages (translated or still showing the
 * English text) the Chinese one, with Pagefind's Chinese word segmentation. Beside each index,
 * its vocabulary (scripts/search/vocabulary.ts): the words a misspelt query word may be
 * corrected to.
 */
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { close, createIndex } from 'pagefind';
import { LANGUAGES, LANGUAGE_TAGS } from '@/src/config/site';
import { readAllRecords } from '@/src/content/build/records';
import { localizePath } from '@/src/i18n/paths';
import { SEARCH_BUNDLE_PATH, vocabularyFile } from '@/src/search/config';
import { prepareForIndex, searchDocument } from './prepare';
import { buildVocabulary } from './vocabulary';

function fail(message: string): never {
  throw new Error(`Search index: ${message}`);
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Pagefind also writes its ready-made UIs and highlighter; the site has its own dialog. */
const UNUSED = /^pagefind-(component-ui|modular-ui|ui|highlight)\.(js|css)$/;

/** Writes the search index of every page's record into the export at `outDir`; returns what it wrote, in a line. */
export async function buildSearchIndex(root: string, outDir: string): Promise<string> {
  const bundleDir = path.join(outDir, SEARCH_BUNDLE_PATH);
  if (!existsSync(path.join(outDir, 'x'))) {
    fail(`no static export in ${outDir}. Run next build first, with the same DOCS_OUT_DIR.`);
  }
  rmSync(bundleDir, { recursive: true, force: true });

  const { index, errors } = await createIndex({});
  if (!index) {
    fail(errors.join('\n'));
  }
  const perLanguage = new Map<string, number>();
  let members = 0;
  const records = readAllRecords(root);
  for (const record of records) {
    for (const language of LANGUAGES) {
      const url = localizePath(record.pathname, language);
      const prepared = prepareForIndex(searchDocument(record.languages[language], language), url);
      if (!prepared) {
        continue;
      }
      const response = await index.addHTMLFile({ url, content: prepared.html });
      if (response.errors.length > 0) {
        fail(`${url}: ${response.errors.join('; ')}`);
      }
      perLanguage.set(LANGUAGE_TAGS[language], (perLanguage.get(LANGUAGE_TAGS[language]) ?? 0) + 1);
      members += prepared.members;
    }
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
  for (const name of readdirSync(bundleDir)) {
    if (UNUSED.test(name)) {
      rmSync(path.join(bundleDir, name));
    }
  }
  let vocabularyGzip = 0;
  for (const language of LANGUAGES) {
    const text = `${buildVocabulary(records.map((record) => record.languages[language])).join('\n')}\n`;
    writeFileSync(path.join(bundleDir, vocabularyFile(LANGUAGE_TAGS[language])), text);
    vocabularyGzip = Math.max(vocabularyGzip, gzipSync(text).length);
  }
  const files = filesUnder(bundleDir);
  const bytes = files.reduce((total, file) => total + statSync(file).size, 0);
  const gzipBytes = files.reduce((total, file) => total + gzipSync(readFileSync(file)).length, 0);
  const kb = (value: number) => `${(value / 1024).toFixed(1)} kB`;
  return (
    `${[...perLanguage].map(([language, count]) => `${count} pages in ${language}`).join(', ')}, ` +
    `${members} API members; ${path.relative(root, bundleDir)} holds ${files.length} files, ${kb(bytes)} (${kb(gzipBytes)} gzip), ` +
    `a vocabulary of up to ${kb(vocabularyGzip)} gzip per language`
  );
}
