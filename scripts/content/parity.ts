/**
 * Parity with the published 7.23.6 pages (`published-topics.json`, from
 * ../shared/spec/published-topics.md): how many live demos each published page shows, which of
 * its topics a page of ours names, and the demo totals per product the content report prints.
 */

/** One h2 or h3 of a published page, with the live demos shown under it. */
export interface PublishedTopic {
  title: string;
  level: number;
  demos?: number;
  plan?: string;
}

/** The products whose demo totals the report holds against the published ones, by route prefix. */
export const PARITY_PRODUCTS = [
  { name: 'Data Grid', prefix: '/x/react-data-grid' },
  { name: 'Date and Time Pickers', prefix: '/x/react-date-pickers' },
  { name: 'Charts', prefix: '/x/react-charts' },
  { name: 'Tree View', prefix: '/x/react-tree-view' },
  { name: 'Common concepts', prefix: '/x/common-concepts' },
] as const;

export type ParityProduct = (typeof PARITY_PRODUCTS)[number]['name'];

/** The product a guide page belongs to, or null (introduction, migration). */
export function productOf(pathname: string): ParityProduct | null {
  const product = PARITY_PRODUCTS.find(({ prefix }) => pathname === prefix || pathname.startsWith(`${prefix}/`));
  return product ? product.name : null;
}

/** Live demos on a published page: the sum over its topics. */
export function publishedDemos(topics: readonly PublishedTopic[]): number {
  return topics.reduce((sum, topic) => sum + (topic.demos ?? 0), 0);
}

/** Lower case words of a heading, without code marks, punctuation or a few filler words. */
function words(title: string): string[] {
  return title
    .toLowerCase()
    .replace(/[`'’"()[\]:,.?!/]/g, ' ')
    .split(/[\s-]+/)
    .filter((word) => word.length > 0 && !FILLER.has(word));
}
const FILLER = new Set(['a', 'an', 'the', 'of', 'to', 'and', 'or', 'in', 'on', 'with', 'for', 'by', 'from', 'your', 'is', 'it', 'its']);

/**
 * Whether one of our headings names a published topic: every word of the shorter title appears
 * in the longer one (so "Custom comparator" matches "Custom comparators" only by its stem).
 */
export function headingCovers(ours: string, published: string): boolean {
  const stem = (word: string) => word.replace(/(ies|es|s)$/, '');
  const a = words(ours).map(stem);
  const b = words(published).map(stem);
  if (a.length === 0 || b.length === 0) return false;
  const [shorter, longer] = a.length <= b.length ? [a, b] : [b, a];
  const have = new Set(longer);
  return shorter.every((word) => have.has(word));
}

/** What a page's front matter says about published topics it does not name as they are. */
export interface TopicNotes {
  /** Published topics left out on purpose (`omittedTopics`). */
  omitted?: readonly string[];
  /** Published topics covered under another heading (`renamedTopics`): only counted when that heading exists. */
  renamed?: readonly { topic: string; heading: string }[];
}

/** Titles compare without case, and with any run of white space (the spec has no-break spaces) as one space. */
const normal = (title: string) => title.replace(/\s+/g, ' ').trim().toLowerCase();
const same = (a: string, b: string) => normal(a) === normal(b);
/** A heading as the table of contents shows it (code marks dropped), for comparing with the markdown's. */
const plain = (heading: string) => heading.replace(/`/g, '');

/**
 * Entries of published-topics.json that are markers, not topics: `(intro)` (the text before the
 * first heading) and `(no topics found)` (a published page without any h2 or h3, such as the
 * placeholders of planned charts). Nothing can name them, so they always count as covered.
 */
const MARKERS = new Set(['(intro)', '(no topics found)']);

/**
 * The published topics of a page that none of its headings names and that its front matter
 * neither omits nor maps to an existing heading (the markers above aside).
 */
export function uncoveredTopics(topics: readonly PublishedTopic[], headings: readonly string[], notes: TopicNotes = {}): PublishedTopic[] {
  const omitted = notes.omitted ?? [];
  const renamed = notes.renamed ?? [];
  return topics.filter(
    (topic) =>
      !MARKERS.has(topic.title) &&
      !omitted.some((title) => same(title, topic.title)) &&
      !renamed.some((entry) => same(entry.topic, topic.title) && headings.some((heading) => same(plain(heading), plain(entry.heading)))) &&
      !headings.some((heading) => headingCovers(heading, topic.title)),
  );
}

/** `renamedTopics` entries whose heading the page does not have (a renamed or removed heading). */
export function staleRenamings(renamed: readonly { topic: string; heading: string }[], headings: readonly string[]): string[] {
  return renamed.filter((entry) => !headings.some((heading) => same(plain(heading), plain(entry.heading)))).map((entry) => entry.heading);
}

/** Demos per product, ours against the published pages', in PARITY_PRODUCTS order. */
export function demoTotals(
  rows: readonly { pathname: string; demos: number }[],
  published: Readonly<Record<string, readonly PublishedTopic[]>>,
): { product: ParityProduct; ours: number; published: number }[] {
  return PARITY_PRODUCTS.map(({ name }) => ({
    product: name,
    ours: rows.filter((row) => productOf(row.pathname) === name).reduce((sum, row) => sum + row.demos, 0),
    published: Object.entries(published)
      .filter(([pathname]) => productOf(pathname) === name)
      .reduce((sum, [, topics]) => sum + publishedDemos(topics), 0),
  }));
}
