/**
 * The links of every page's content, checked against the page records before anything is
 * built: a site link must name a page of the nav (in either language), and its `#anchor` an id
 * of that page in the link's language; a link to a part of the same page, one of its ids.
 * Problems name the markdown file and the line the link was written on (generated links, in
 * API tables and lists, name the page's source).
 */
import { LANGUAGES } from '@/src/config/site';
import type { PageRecord } from '@/src/content/record';
import { pathnameToLanguage } from '@/src/i18n/paths';

export interface LinkProblem {
  file: string;
  line: number;
  message: string;
}

/** Paths outside the nav that the site serves (its root pages and the playground). */
const OTHER_ROUTES = new Set(['/', '/x', '/playground']);

/** A link to a file (`/x/react-data-grid/sorting.md`, `/favicon.ico`): not a page, checked by the export's crawl. */
const isFile = (path: string) => /\.[a-z0-9]+$/i.test(path.slice(path.lastIndexOf('/') + 1));

export function brokenContentLinks(records: readonly PageRecord[]): LinkProblem[] {
  const byPathname = new Map(records.map((record) => [record.pathname, record]));
  const anchorSets = new Map<string, Set<string>>();
  const anchorsOf = (record: PageRecord, language: (typeof LANGUAGES)[number]) => {
    const key = `${language}:${record.pathname}`;
    let set = anchorSets.get(key);
    if (!set) {
      set = new Set(record.languages[language].anchors);
      anchorSets.set(key, set);
    }
    return set;
  };
  const problems: LinkProblem[] = [];
  for (const record of records) {
    for (const language of LANGUAGES) {
      const page = record.languages[language];
      for (const { href, line } of page.links) {
        const report = (message: string) => problems.push({ file: page.source, line, message: `${message} (${href}, on ${language === 'en' ? '' : `/${language}`}${record.pathname})` });
        if (href.startsWith('#')) {
          if (!anchorsOf(record, language).has(decodeURIComponent(href.slice(1)))) {
            report('No heading or element of this page has this id');
          }
          continue;
        }
        if (!href.startsWith('/') || href.startsWith('//')) {
          continue;
        }
        const [pathAndQuery = '', fragment] = href.split('#');
        const path = pathAndQuery.split('?')[0] ?? '';
        if (isFile(path)) {
          continue;
        }
        const { userLanguage, canonicalPathname } = pathnameToLanguage(path);
        if (OTHER_ROUTES.has(canonicalPathname)) {
          continue;
        }
        const target = byPathname.get(canonicalPathname);
        if (!target) {
          report('No page of the nav has this path');
          continue;
        }
        if (fragment && !anchorsOf(target, userLanguage).has(decodeURIComponent(fragment))) {
          report(`${canonicalPathname} has no id "${fragment}"`);
        }
      }
    }
  }
  return problems;
}
