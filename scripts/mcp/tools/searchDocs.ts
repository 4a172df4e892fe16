/**
 * `search_docs`: pages, sections and API members that answer a query, ranked as rank.ts says,
 * at most a few per page, each with its URL, title, plan and a snippet.
 */
import { z } from 'zod';
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@/src/config/site';
import { SEARCH_RESULTS } from '../config';
import { LICENSES, licenseOf, type Docs, type License } from '../docs';
import { pageUrl } from '../locate';
import { matchQuery, rank, snippet } from '../rank';
import { answer, languageArgument, licenseArgument, productArgument } from './shared';

const HIT = z.object({
  url: z.string().describe('The page on the site, with the section or member as #anchor: pass it to get_page.'),
  title: z.string().describe('The page, section heading or member name.'),
  page: z.string().describe("The title of the page it is on."),
  kind: z.enum(['page', 'section', 'member']).describe('A page (its introduction), a section of it, or an API member (prop, slot, CSS class, method).'),
  product: z.string(),
  plan: z.enum(LICENSES).describe('The license it needs.'),
  snippet: z.string(),
  demos: z.array(z.string()).optional().describe('Live demos in this part of the page: pass the page URL and a name to get_demo.'),
  alsoOn: z.array(z.string()).optional().describe('Other pages with the very same member (the Pro and Premium grids repeat the free one\'s props).'),
});

export const SEARCH_OUTPUT = z.object({
  query: z.string(),
  language: z.enum(LANGUAGES),
  results: z.array(HIT),
  note: z.string().optional(),
});

export type SearchOutput = z.infer<typeof SEARCH_OUTPUT>;

const INPUT = {
  query: z.string().trim().min(1).max(500).describe('What to find: a question ("how to sort by two columns"), words, or a name (`sortModel`, `DateRangePicker`). Small typos are tolerated.'),
  product: productArgument,
  plan: licenseArgument,
  language: languageArgument,
};

type SearchArguments = z.infer<z.ZodObject<typeof INPUT>>;

/** Whether a license covers what needs `needed` (Premium covers Pro, Pro covers MIT). */
function covers(license: License, needed: License): boolean {
  return LICENSES.indexOf(needed) <= LICENSES.indexOf(license);
}

export function searchDocs(docs: Docs, { query, product, plan, language = DEFAULT_LANGUAGE }: SearchArguments): SearchOutput {
  const { sections, index } = docs.search[language];
  const match = matchQuery(index, query);
  const ranked = rank(index, match, (id) => {
    const section = sections[id];
    const page = section ? docs.pages[section.page] : undefined;
    return Boolean(section && page && (!product || page.product === product) && (!plan || covers(plan, licenseOf(section.plan))));
  });
  const perPage = new Map<number, number>();
  const results: SearchOutput['results'] = [];
  for (const { id } of ranked) {
    const section = sections[id];
    const page = section ? docs.pages[section.page] : undefined;
    if (!section || !page) continue;
    const shown = perPage.get(section.page) ?? 0;
    if (shown >= SEARCH_RESULTS.maxPerPage) continue;
    perPage.set(section.page, shown + 1);
    const text = page.languages[language];
    const demos = text.demos
      .filter((demo) => (demo.section?.anchor ?? '') === section.anchor)
      .map((demo) => demo.name);
    const alsoOn = section.alsoOn.map((other) => docs.pages[other]).flatMap((other) => (other ? [pageUrl(other.pathname, language, section.anchor)] : []));
    results.push({
      url: pageUrl(page.pathname, language, section.anchor),
      title: section.title,
      page: text.title,
      kind: section.kind,
      product: page.product,
      plan: licenseOf(section.plan),
      snippet: snippet(section.text, match),
      ...(demos.length > 0 ? { demos } : {}),
      ...(alsoOn.length > 0 ? { alsoOn } : {}),
    });
    if (results.length >= SEARCH_RESULTS.max) break;
  }
  const filters = [product && `product "${product}"`, plan && `plan "${plan}"`].filter(Boolean).join(' and ');
  return {
    query,
    language,
    results,
    ...(results.length === 0
      ? { note: `Nothing matches "${query}"${filters ? ` with ${filters}` : ''}. Try other or fewer words${filters ? ', or no filter' : ''}; list_pages shows every page.` }
      : {}),
  };
}

export function registerSearchDocs(server: McpServer, docs: () => Promise<Docs>): void {
  server.registerTool(
    'search_docs',
    {
      title: 'Search the MUI X docs',
      description: [
        'Search the MUI X 7.23.6 documentation (Data Grid, Date and Time Pickers, Charts, Tree View): guide pages, their sections and API members (props, slots, CSS classes, methods).',
        `Returns up to ${SEARCH_RESULTS.max} hits, best first (at most ${SEARCH_RESULTS.maxPerPage} per page), each with an absolute URL on the site (with #anchor), title, page, kind, product, the plan it needs, a snippet, and the names of demos in that section.`,
        'Next: get_page with a hit\'s URL for the full text, get_api for a component\'s or interface\'s props, get_demo with the URL and a demo name for runnable code.',
      ].join(' '),
      inputSchema: INPUT,
      outputSchema: SEARCH_OUTPUT,
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async (args) => answer(searchDocs(await docs(), args)),
  );
}
