/**
 * The search index's hooks in the page markup (read by scripts/search/build.ts over the export).
 * Tiny on purpose: the shell imports it, so it is part of every page's JavaScript.
 *
 * - `data-pagefind-body` on the article: only what is inside it is indexed, so the app bar,
 *   the drawer and the table of contents are left out.
 * - `data-pagefind-ignore` on regions inside the article that are not content: the section
 *   breadcrumbs, the "not translated" note, the ad slot, heading anchor links, copy buttons,
 *   the "Was this page helpful?" widget, previous / next links and the page footer.
 * - `data-search-member` on each API member (prop, slot, CSS class, interface member): the
 *   element carrying the member's anchor `id` (a table row), whose first child element shows
 *   the member's name in its first `<code>` (or as its whole text when it has none), e.g.
 *   `<tr id="prop-checkboxSelection" data-search-member=""><th><a><code>checkboxSelection</code>
 *   </a><span>Pro</span></th>…`. A non-empty value names the member instead. Each becomes a
 *   result of its own, linking to `#<id>` (scripts/search/prepare.ts).
 */
export const SEARCH_BODY = { 'data-pagefind-body': '' } as const;
export const SEARCH_IGNORE = { 'data-pagefind-ignore': '' } as const;

export const SEARCH_MEMBER_ATTRIBUTE = 'data-search-member';

export function searchMemberProps(name = ''): Record<typeof SEARCH_MEMBER_ATTRIBUTE, string> {
  return { [SEARCH_MEMBER_ATTRIBUTE]: name };
}
