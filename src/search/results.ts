/**
 * From Pagefind's answers to what the dialog shows, as pure functions: which pages to load,
 * each page with its best sections, pages grouped by product with the reader's product first.
 */
import type { Plan } from '@/src/navigation/types';
import { GENERAL_PRODUCT, MEMBER_HEADING_TAG, SEARCH_FILTERS, type SearchKind } from './config';

/** The parts of Pagefind's result types (pagefind_web_js/types) this module reads. */
export interface PagefindResultRef {
  id: string;
  score: number;
}

export interface PagefindSubResultData {
  title: string;
  url: string;
  excerpt: string;
  locations: number[];
  anchor?: { element: string; id: string };
}

export interface PagefindFragmentData {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
  filters: Record<string, string[] | undefined>;
  sub_results: PagefindSubResultData[];
}

export interface SearchSection {
  title: string;
  url: string;
  excerpt: string;
  /** An API member (prop, slot, CSS class…) rather than a heading. */
  member: boolean;
}

export interface SearchPageHit {
  url: string;
  title: string;
  excerpt: string;
  product: string;
  kind: SearchKind;
  plan: Plan | null;
  sections: SearchSection[];
}

export interface SearchGroup {
  product: string;
  hits: SearchPageHit[];
}

/**
 * The results whose details get loaded: the best `max` of the whole site, plus up to
 * `maxCurrent` more of the reader's product (from the same query filtered by product) that
 * ranked lower, so the product the reader is in can come first. Site-wide rank order is kept.
 */
export function pickResults<T extends PagefindResultRef>(
  all: readonly T[],
  currentProduct: readonly T[],
  max: number,
  maxCurrent: number,
): T[] {
  const picked = all.slice(0, max);
  const ids = new Set(picked.map((result) => result.id));
  const extra = currentProduct.filter((result) => !ids.has(result.id)).slice(0, maxCurrent);
  const rank = new Map(all.map((result, index) => [result.id, index]));
  return [...picked, ...extra].sort(
    (a, b) => (rank.get(a.id) ?? Number.MAX_SAFE_INTEGER) - (rank.get(b.id) ?? Number.MAX_SAFE_INTEGER),
  );
}

function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}_$]+/u)
    .filter(Boolean);
}

/**
 * How well a section's own title answers the query: 3 the title is the query (spaces and case
 * aside: `checkboxSelection` before `checkboxSelectionVisibleOnly`), 2 all terms in it, 1 some, 0 none.
 */
function titleMatch(title: string, query: string): number {
  const terms = words(query);
  if (terms.length === 0) {
    return 0;
  }
  const squeezed = compact(title);
  if (squeezed === compact(query)) {
    return 3;
  }
  const titleWords = words(title);
  const found = terms.filter((term) => squeezed.includes(term) || titleWords.some((word) => word.startsWith(term)));
  if (found.length === terms.length) {
    return 2;
  }
  return found.length > 0 ? 1 : 0;
}

/**
 * A page's sections worth showing for the query: headings and members (not the text before
 * the first heading, which the page's own entry stands for), those whose title matches first,
 * then those with the most matches, then page order.
 */
export function pickSections(page: PagefindFragmentData, query: string, max: number): SearchSection[] {
  const pageUrl = page.url;
  return page.sub_results
    .map((sub, index) => ({ sub, index, match: titleMatch(sub.title, query) }))
    .filter(({ sub }) => sub.url !== pageUrl && sub.anchor !== undefined)
    .sort((a, b) => b.match - a.match || b.sub.locations.length - a.sub.locations.length || a.index - b.index)
    .slice(0, max)
    .map(({ sub }) => ({
      title: sub.title,
      url: sub.url,
      excerpt: sub.excerpt,
      member: sub.anchor?.element === MEMBER_HEADING_TAG,
    }));
}

function firstFilter(page: PagefindFragmentData, name: string): string | undefined {
  return page.filters[name]?.[0];
}

export function toPageHit(page: PagefindFragmentData, query: string, maxSections: number): SearchPageHit {
  const plan = firstFilter(page, SEARCH_FILTERS.plan);
  return {
    url: page.url,
    title: page.meta.title ?? page.url,
    excerpt: page.excerpt,
    product: firstFilter(page, SEARCH_FILTERS.product) ?? GENERAL_PRODUCT,
    kind: firstFilter(page, SEARCH_FILTERS.kind) === 'api' ? 'api' : 'guide',
    plan: plan === 'pro' || plan === 'premium' ? plan : null,
    sections: pickSections(page, query, maxSections),
  };
}

function compact(text: string): string {
  return text.toLowerCase().replace(/\s+/g, '');
}

/**
 * The name a page goes by, from its title: what follows the product (`Data Grid - Pagination`
 * is `Pagination`), without the `API` of an API page (`DataGridPro API` is `DataGridPro`).
 */
export function pageName(title: string): string {
  const productEnd = title.lastIndexOf(' - ');
  const name = productEnd < 0 ? title : title.slice(productEnd + ' - '.length);
  return name.replace(/\s+API$/, '');
}

/**
 * Pages named exactly as the query (case and spaces aside: `pagination`, `column pinning`,
 * `DataGridPro`) first; then, for a one-word query (an identifier such as
 * `checkboxSelection`), pages with a section (API member or heading) named exactly so: the
 * components that have that prop before the guides that mention it; then the others. Each
 * tier keeps Pagefind's order.
 */
export function exactFirst(hits: readonly SearchPageHit[], query: string): SearchPageHit[] {
  const wanted = compact(query.trim());
  if (!wanted) {
    return [...hits];
  }
  const oneWord = !/\s/.test(query.trim());
  const tier = (hit: SearchPageHit) =>
    compact(pageName(hit.title)) === wanted ? 0 : oneWord && hit.sections.some((section) => compact(section.title) === wanted) ? 1 : 2;
  return hits
    .map((hit, index) => ({ hit, index, tier: tier(hit) }))
    .sort((a, b) => a.tier - b.tier || a.index - b.index)
    .map(({ hit }) => hit);
}

/**
 * Pages grouped by product: the reader's current product first, then the others in the order
 * of their best page; inside a group, pages keep their rank.
 */
export function groupHits(hits: readonly SearchPageHit[], currentProduct: string): SearchGroup[] {
  const groups = new Map<string, SearchPageHit[]>();
  for (const hit of hits) {
    const group = groups.get(hit.product);
    if (group) {
      group.push(hit);
    } else {
      groups.set(hit.product, [hit]);
    }
  }
  const ordered = [...groups.entries()].map(([product, groupHits]) => ({ product, hits: groupHits }));
  const current = ordered.filter((group) => group.product === currentProduct);
  return [...current, ...ordered.filter((group) => group.product !== currentProduct)];
}

/** How many entries (pages and their sections) the groups show. */
export function countEntries(groups: readonly SearchGroup[]): number {
  return groups.reduce((total, group) => total + group.hits.reduce((sum, hit) => sum + 1 + hit.sections.length, 0), 0);
}

export interface ExcerptPart {
  text: string;
  mark: boolean;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#39': "'", '#x27': "'" };

function decodeEntities(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|apos|#39|#x27);/g, (_, name: string) => ENTITIES[name] ?? '');
}

/**
 * Pagefind's excerpt (escaped text with `<mark>` around matches) as plain text parts, so the
 * dialog renders it as text, never as HTML.
 */
export function excerptParts(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  const pattern = /<mark>([\s\S]*?)<\/mark>/g;
  let last = 0;
  for (let match = pattern.exec(excerpt); match; match = pattern.exec(excerpt)) {
    if (match.index > last) {
      parts.push({ text: decodeEntities(excerpt.slice(last, match.index).replace(/<[^>]*>/g, '')), mark: false });
    }
    parts.push({ text: decodeEntities((match[1] ?? '').replace(/<[^>]*>/g, '')), mark: true });
    last = match.index + match[0].length;
  }
  if (last < excerpt.length) {
    parts.push({ text: decodeEntities(excerpt.slice(last).replace(/<[^>]*>/g, '')), mark: false });
  }
  return parts.filter((part) => part.text.length > 0);
}
