/**
 * The pages `npm run bench:sweep` measures: a sample drawn from every kind of page the site has,
 * picked from the page records and the export's sizes, so that it follows the site as it grows
 * rather than a list kept by hand.
 */

/** What the sample is chosen from, per page. */
export interface SweepCandidate {
  /** Nav pathname, e.g. `/x/react-data-grid/sorting`. */
  pathname: string;
  kind: 'guide' | 'api';
  /** Live demos on the page. */
  demos: number;
  /** Raw bytes of its exported HTML (English). */
  htmlBytes: number;
  /** Whether a demo is among the page's first blocks (on the first screen). */
  demoOnFirstScreen: boolean;
}

export interface SweepPage {
  /** The URL measured (trailing slash, `/zh` prefix for Chinese). */
  url: string;
  /** Why it is in the sample. */
  kind: string;
}

/** The product overviews: each has a live demo on its first screen. */
const OVERVIEWS = ['/x/react-data-grid', '/x/react-date-pickers', '/x/react-charts', '/x/react-tree-view'];
/** Pages outside the docs routes, measured as they are. */
const OTHER_PAGES: SweepPage[] = [
  { url: '/playground/', kind: 'playground' },
  { url: '/x/common-concepts/theming/', kind: 'theming page' },
];
/** Per kind: how many pages. */
const PER_KIND = { demoHeavy: 8, prose: 6, api: 6, heaviest: 6, chinese: 6, firstScreenDemo: 4 };

const urlOf = (pathname: string, language: 'en' | 'zh' = 'en') => `${language === 'zh' ? '/zh' : ''}${pathname}/`;

const top = (list: readonly SweepCandidate[], by: (page: SweepCandidate) => number, count: number) =>
  [...list].sort((a, b) => by(b) - by(a) || a.pathname.localeCompare(b.pathname)).slice(0, count);

/**
 * The guides with the most demos (URLs), whatever kind the sample labels them with: the sweep
 * times client-side page changes between them.
 */
export function demoHeavyGuides(candidates: readonly SweepCandidate[]): string[] {
  return top(
    candidates.filter((page) => page.kind === 'guide'),
    (entry) => entry.demos,
    PER_KIND.demoHeavy,
  ).map((page) => urlOf(page.pathname));
}

/** At least 40 pages, each once, labelled with the first kind that picked it. */
export function sweepSample(candidates: readonly SweepCandidate[]): SweepPage[] {
  const chosen = new Map<string, string>();
  const add = (url: string, kind: string) => {
    if (!chosen.has(url)) chosen.set(url, kind);
  };
  const guides = candidates.filter((page) => page.kind === 'guide');
  const apis = candidates.filter((page) => page.kind === 'api');

  for (const pathname of OVERVIEWS) add(urlOf(pathname), 'product overview (demo on the first screen)');
  add(urlOf(OVERVIEWS[0] ?? '/x/react-data-grid', 'zh'), 'product overview (demo on the first screen), Chinese');
  for (const page of OTHER_PAGES) add(page.url, page.kind);
  for (const page of top(guides.filter((entry) => entry.demoOnFirstScreen && !OVERVIEWS.includes(entry.pathname)), (entry) => entry.demos, PER_KIND.firstScreenDemo)) {
    add(urlOf(page.pathname), 'guide with a demo on the first screen');
  }
  for (const url of demoHeavyGuides(candidates)) add(url, 'demo-heavy guide');
  for (const page of top(guides.filter((entry) => entry.demos === 0), (entry) => entry.htmlBytes, PER_KIND.prose)) add(urlOf(page.pathname), 'prose');
  for (const page of top(apis, (entry) => entry.htmlBytes, PER_KIND.api)) add(urlOf(page.pathname), 'largest API page');
  for (const page of top(candidates, (entry) => entry.htmlBytes, PER_KIND.heaviest)) add(urlOf(page.pathname), 'heaviest by bytes');
  // Chinese: translated overviews and untranslated guides, spread over the site.
  const spread = (list: readonly SweepCandidate[], count: number) =>
    list.filter((_, index) => index % Math.max(1, Math.floor(list.length / count)) === 0).slice(0, count);
  for (const page of spread(guides, PER_KIND.chinese)) add(urlOf(page.pathname, 'zh'), 'Chinese page');
  // The three pages the bench has always measured stay in.
  for (const url of ['/x/introduction/licensing/', '/x/react-data-grid/sorting/', '/x/api/data-grid/data-grid/']) add(url, 'bench page');
  // Fill up to 40 with guides spread over the nav (pages nobody tuned).
  for (const page of spread(guides, 40)) {
    if (chosen.size >= 40) break;
    add(urlOf(page.pathname), 'guide (spread over the nav)');
  }
  return [...chosen].map(([url, kind]) => ({ url, kind }));
}

/** The worst, the median and the 10th percentile (the value 90 % of pages reach or beat) of the scores. */
export function scoreSummary(scores: readonly number[]): { worst: number; median: number; p10: number } {
  const sorted = [...scores].sort((a, b) => a - b);
  if (sorted.length === 0) {
    return { worst: 0, median: 0, p10: 0 };
  }
  const at = (fraction: number) => sorted[Math.min(sorted.length - 1, Math.floor(fraction * (sorted.length - 1)))] as number;
  const middle = sorted.length / 2;
  const median = sorted.length % 2 === 0 ? ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2 : (sorted[Math.floor(middle)] as number);
  return { worst: sorted[0] as number, median, p10: at(0.1) };
}
