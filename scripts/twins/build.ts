/**
 * `npm run build:twins`, run after `next build`: writes the markdown twin of every docs page
 * into the export (`DOCS_OUT_DIR`, default `out`): `/x/react-data-grid/sorting/` →
 * `x/react-data-grid/sorting.md`, its Chinese route → `zh/x/react-data-grid/sorting.md`; then
 * `llms.txt` (also at `x/llms.txt`) listing every nav page by section, and `llms-full.txt`
 * with every English twin. URLs in the llms files are absolute on SITE_ORIGIN.
 *
 * A problem in a page (unknown directive, missing demo) fails the step with the file and line.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pages from '@/data/pages';
import { DOCS_PREFIX, DOCS_VERSION, LANGUAGES, PRODUCT_NAME, SITE_ORIGIN } from '@/src/config/site';
import { flattenPages } from '@/src/navigation/tree';
import { LLMS_FULL_PATH, LLMS_TXT_PATHS, twinPath } from '@/src/twins/paths';
import { llmsFull, llmsSections, llmsTxt } from './llms';
import { TwinError } from './page';
import { pageTwin, type PageTwin } from './twins';

const root = process.cwd();
const outName = process.env.DOCS_OUT_DIR?.trim() || 'out';
const outDir = path.resolve(outName);

if (!existsSync(path.join(outDir, 'x'))) {
  console.error(`Markdown twins: no static export in ${outName}/. Run next build first, with the same DOCS_OUT_DIR.`);
  process.exit(1);
}

const started = performance.now();
const write = (urlPath: string, text: string) => {
  const file = path.join(outDir, ...urlPath.split('/').filter(Boolean));
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
};

const english = new Map<string, PageTwin>();
let written = 0;
try {
  for (const page of flattenPages(pages).filter((entry) => entry.pathname.startsWith(DOCS_PREFIX))) {
    for (const language of LANGUAGES) {
      const twin = pageTwin(page.pathname, language, root);
      write(twinPath(page.pathname, language), twin.markdown);
      written += 1;
      if (language === 'en') {
        english.set(page.pathname, twin);
      }
    }
  }
} catch (error) {
  console.error(`Markdown twins: ${error instanceof TwinError ? error.message : String(error)}`);
  process.exit(1);
}

const absolute = (pathname: string) => `${SITE_ORIGIN}${twinPath(pathname, 'en')}`;
const sections = llmsSections(pages, (pathname) => {
  const twin = english.get(pathname);
  if (!twin) {
    throw new Error(`Markdown twins: no twin for the nav page ${pathname}.`);
  }
  return { pathname, title: twin.title, description: twin.description, url: absolute(pathname) };
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
  llmsFull(fullPages.map((entry) => ({ url: entry.url, markdown: english.get(entry.pathname)?.markdown ?? '' }))),
);

console.log(
  `Markdown twins: ${written} files in ${outName}/ (${english.size} pages × ${LANGUAGES.length} languages), ${LLMS_TXT_PATHS.join(' and ')} with ${fullPages.length} pages in ${sections.length} sections, ${LLMS_FULL_PATH}, in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
);
