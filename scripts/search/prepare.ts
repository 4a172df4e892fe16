/**
 * Each page as the search indexer reads it: its record's title, description and body in an
 * indexed article, with its filters from the nav tree, and API members turned into headings
 * so that each is a result of its own with its anchor.
 */
import pages from '@/data/pages';
import { LANGUAGE_TAGS, type Language } from '@/src/config/site';
import type { LanguageRecord } from '@/src/content/record';
import { findActivePage } from '@/src/navigation/tree';
import { pathnameToLanguage } from '@/src/i18n/paths';
import { COMMUNITY_PLAN, MEMBER_HEADING_TAG, SEARCH_FILTERS, type SearchKind, type SearchPlan } from '@/src/search/config';
import { SEARCH_MEMBER_ATTRIBUTE } from '@/src/config/searchMarkup';
import { searchProductOf } from '@/src/search/product';

export interface PageFilters {
  product: string;
  kind: SearchKind;
  plan: SearchPlan;
}

/**
 * The page as the search sees it, in one language: what the page's article shows of it (its
 * title, description and body; the parts around it are not content), as a document whose
 * `lang` picks Pagefind's index.
 */
export function searchDocument(page: LanguageRecord, language: Language): string {
  const body = `<h1>${escapeText(page.meta.title)}</h1><p class="description">${escapeText(page.meta.description)}</p>${page.html}`;
  return `<!DOCTYPE html><html lang="${LANGUAGE_TAGS[language]}"><head><title>${escapeText(page.meta.title)}</title></head><body><article data-pagefind-body="">${body}</article></body></html>`;
}

function escapeText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;');
}

/**
 * Product, kind and plan of a page URL (with or without language prefix), from the nav tree;
 * a page of no commercial plan is `community`, so the dialog's plan filter can ask for it.
 */
export function filtersFor(url: string): PageFilters {
  const pathname = pathnameToLanguage(url).canonicalPathname;
  const plan = findActivePage(pages, pathname)?.page.plan;
  return {
    product: searchProductOf(pathname),
    kind: pathname.startsWith('/x/api/') ? 'api' : 'guide',
    plan: plan ?? COMMUNITY_PLAN,
  };
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

function filterElements(filters: PageFilters): string {
  return Object.entries(filters)
    .map(([name, value]) => {
      const key = SEARCH_FILTERS[name as keyof typeof SEARCH_FILTERS];
      return `<span data-pagefind-filter="${escapeAttribute(`${key}:${value as string}`)}"></span>`;
    })
    .join('');
}

/**
 * A member's name weighs like a page title (Pagefind's h1 weight is 7, an h6's 2): typing a
 * prop's exact name finds the components that have it rather than the guides that mention it.
 */
const MEMBER_WEIGHT = 7;

const BODY_OPEN = /<[a-zA-Z][\w-]*\s[^>]*\bdata-pagefind-body(?:=(?:""|''))?[^>]*>/;
const MEMBER_OPEN = new RegExp(`<([a-zA-Z][\\w-]*)(\\s[^>]*?\\b${SEARCH_MEMBER_ATTRIBUTE}(?:="([^"]*)")?[^>]*)>`, 'g');
const FIRST_CHILD = /^\s*<([a-zA-Z][\w-]*)([^>]*)>([\s\S]*?)<\/\1>/;
const FIRST_CODE = /<code\b[^>]*>([\s\S]*?)<\/code>/;

/** Text of an HTML fragment: tags dropped (`checkbox<wbr/>Selection` → `checkboxSelection`), spaces collapsed. */
function textOf(html: string): string {
  return html.replace(/<[^>]*>/g, '').replace(/\s+/g, ' ').trim();
}

/**
 * Each element carrying `data-search-member` (src/search/config.ts) must have the member's
 * anchor `id`; its first child element shows the member's name, in its first `<code>` if it has
 * one (the attribute's value, when not empty, names it instead). In the copy, the id moves to a heading of MEMBER_HEADING_TAG
 * that replaces that first child's content, so Pagefind makes a sub-result titled with the
 * member's name, linking to `#id`, whose excerpt is the rest of the row.
 */
export function membersToHeadings(html: string): { html: string; members: number } {
  let members = 0;
  let result = '';
  let last = 0;
  MEMBER_OPEN.lastIndex = 0;
  for (let match = MEMBER_OPEN.exec(html); match; match = MEMBER_OPEN.exec(html)) {
    const [openTag, tag, attributes = '', nameOverride] = match;
    const id = /\sid="([^"]+)"/.exec(attributes)?.[1];
    const afterOpen = match.index + openTag.length;
    const child = FIRST_CHILD.exec(html.slice(afterOpen));
    if (!id || !child) {
      continue;
    }
    const [childHtml, childTag, childAttributes, childContent = ''] = child;
    const name = nameOverride?.trim() || textOf(FIRST_CODE.exec(childContent)?.[1] ?? childContent);
    const cleanAttributes = attributes
      .replace(/\sid="[^"]*"/, '')
      .replace(new RegExp(`\\s${SEARCH_MEMBER_ATTRIBUTE}(?:="[^"]*")?`), '');
    result +=
      html.slice(last, match.index) +
      `<${tag}${cleanAttributes}>` +
      `<${childTag}${childAttributes}><${MEMBER_HEADING_TAG} id="${id}" data-pagefind-weight="${MEMBER_WEIGHT}">${name}</${MEMBER_HEADING_TAG}></${childTag}>`;
    last = afterOpen + childHtml.length;
    const rowEnd = html.indexOf(`</${tag}>`, last);
    if (tag === 'tr' && rowEnd > 0) {
      result += middleCellsIgnored(html.slice(last, rowEnd));
      last = rowEnd;
    }
    MEMBER_OPEN.lastIndex = last;
    members += 1;
  }
  return { html: result + html.slice(last), members };
}

/**
 * The cells of an API table row after the member's name: all but the last (the description)
 * marked as ignored. They hold the member's type and default value (or a slot's default
 * component, a class's rule name): code a reader rarely types, and the bulk of the long API
 * pages' fragments; the description makes the member's excerpt.
 */
export function middleCellsIgnored(cells: string): string {
  const starts = [...cells.matchAll(/<td(?=[\s>])/g)].map((match) => match.index);
  return starts
    .slice(0, -1)
    .reduceRight((html, start) => `${html.slice(0, start)}<td data-pagefind-ignore=""${html.slice(start + 3)}`, cells);
}

/**
 * Without `<noscript>` blocks: a demo's fallback for readers without JavaScript repeats its
 * whole source, which would flood excerpts with imports (the live demo is not text either).
 */
export function withoutNoScript(html: string): string {
  return html.replace(/<noscript\b[^>]*>[\s\S]*?<\/noscript>/g, '');
}

/**
 * Marks what is on the page but is not worth finding as ignored (`data-pagefind-ignore`), so it
 * is neither indexed nor carried in the page's fragment (which every result showing the page
 * downloads): code blocks (a demo's or an example's source: imports and JSX, which make poor
 * excerpts; the APIs they use are documented in prose and on the API pages) and the dash of an
 * empty API table cell.
 */
export function withoutNoise(html: string): string {
  return html.replace(NOISE_OPEN, (openTag: string, tag: string, attributes: string) =>
    tag === 'pre' || /\sclass="api-empty"/.test(attributes) ? `<${tag} data-pagefind-ignore=""${attributes}>` : openTag,
  );
}

const NOISE_OPEN = /<(pre|td)((?:\s[^>]*)?)>/g;

/**
 * The page as the indexer sees it, or null for a page without an indexed body (redirects,
 * the not-found and offline pages).
 */
export function prepareForIndex(html: string, url: string): { html: string; members: number } | null {
  const body = BODY_OPEN.exec(html);
  if (!body) {
    return null;
  }
  const insertAt = body.index + body[0].length;
  const withFilters = html.slice(0, insertAt) + filterElements(filtersFor(url)) + html.slice(insertAt);
  return membersToHeadings(withoutNoise(withoutNoScript(withFilters)));
}
