/**
 * The export's twins step, run after `next build`: writes the markdown twin of every docs page,
 * from its record (scripts/compiler/), into the export (`DOCS_OUT_DIR`, default `out`): `/x/react-data-grid/sorting/` →
 * `x/react-data-grid/sorting.md`, its Chinese route → `zh/x/react-data-grid/sorting.md`; then
 * `llms.txt` (also at `x/llms.txt`) listing every nav page by section, and `llms-full.txt`
 * with every English twin. URLs in the llms files are absolute on SITE_ORIGIN.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pages from '@/data/pages';
import { DOCS_VERSION, LANGUAGES, PRODUCT_NAME, SITE_ORIGIN } from '@/src/config/site';
import { readAllRecords } from '@/src/content/build/records';
import type { LanguageRecord } from '@/src/content/record';
import { LLMS_FULL_PATH, LLMS_TXT_PATHS, twinPath } from '@/src/twins/paths';
import { datedTwin } from '@/scripts/compiler/twin/compose';
import { llmsFull, llmsSections, llmsTxt } from './llms';

/** Writes the twins and the llms files into the export at `outDir`; returns what it wrote, in a line. */
export function writeTwins(root: string, outDir: string): string {
  if (!existsSync(path.join(outDir, 'x'))) {
    throw new Error(`Markdown twins: no static export in ${outDir}. Run next build first, with the same DOCS_OUT_DIR.`);
  }
  const outName = path.relative(root, outDir) || '.';

  const write = (urlPath: string, text: string) => {
    const file = path.join(outDir, ...urlPath.split('/').filter(Boolean));
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
  };

  const english = new Map<string, LanguageRecord>();
  let written = 0;
  for (const record of readAllRecords(root)) {
    // Guide pages end with their last change; API pages are generated from the packages.
    const lastModified = record.kind === 'guide' ? record.lastModified : null;
    for (const language of LANGUAGES) {
      const twin = datedTwin(record.languages[language].twin, language, lastModified);
      write(twinPath(record.pathname, language), twin);
      written += 1;
      if (language === 'en') {
        english.set(record.pathname, { ...record.languages.en, twin });
      }
    }
  }

  const absolute = (pathname: string) => `${SITE_ORIGIN}${twinPath(pathname, 'en')}`;
  const sections = llmsSections(pages, (pathname) => {
    const twin = english.get(pathname);
    if (!twin) {
      throw new Error(`Markdown twins: no twin for the nav page ${pathname}.`);
    }
    return { pathname, title: twin.meta.title, description: twin.meta.description, url: absolute(pathname) };
  });
  const index = llmsTxt({
    name: PRODUCT_NAME,
    summary: `The documentation of ${PRODUCT_NAME} ${DOCS_VERSION}: React components for data-rich applications (the Data Grid, the Date and Time Pickers, Charts and the Tree View), built on Material UI.`,
    details: [
      'Every link below is the markdown version of a documentation page: its text, the TypeScript source of its live demos, and for the API reference the props, slots, CSS classes and interface members as tables. Links inside the pages are site paths on the same origin; the HTML page of `/x/…/name.md` is `/x/…/name/`.',
      `The same pages in Chinese (translated where a translation exists, the English text otherwise) are under \`${SITE_ORIGIN}/zh/x/\`, for example \`${SITE_ORIGIN}${twinPath('/x/introduction', 'zh')}\`. All English pages in one file: ${SITE_ORIGIN}${LLMS_FULL_PATH}.`,
    ],
    sections,
  });
  for (const llmsPath of LLMS_TXT_PATHS) {
    write(llmsPath, index);
  }
  const fullPages = sections.flatMap((section) => section.pages);
  write(
    LLMS_FULL_PATH,
    llmsFull(fullPages.map((entry) => ({ url: entry.url, markdown: english.get(entry.pathname)?.twin ?? '' }))),
  );

  return `${written} files in ${outName}/ (${english.size} pages × ${LANGUAGES.length} languages), ${LLMS_TXT_PATHS.join(' and ')} with ${fullPages.length} pages in ${sections.length} sections, ${LLMS_FULL_PATH}`;
}
