/**
 * `list_pages`: the navigation in drawer order, each page with its URL, plan and markers (New,
 * Preview, Planned) and the groups around it; as an indented outline for clients that read text.
 */
import { z } from 'zod';
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { isExternal } from '@/src/navigation/tree';
import type { NavEntry } from '@/src/navigation/types';
import { searchProductOf } from '@/src/search/product';
import { LICENSES, licenseOf, type Docs } from '../docs';
import { pageUrl } from '../locate';
import { answer, productArgument } from './shared';

const MARKERS = { newFeature: 'new', unstable: 'preview', planned: 'planned' } as const;

const PAGE = z.object({
  title: z.string(),
  url: z.string(),
  plan: z.enum(LICENSES).describe('The license the page\'s feature needs (a group\'s plan counts for its pages).'),
  markers: z.array(z.enum(['new', 'preview', 'planned'])).optional().describe('new: recently added; preview: an unstable API; planned: on the roadmap, not available yet.'),
  trail: z.array(z.string()).describe('The groups it is in, outermost first.'),
  kind: z.enum(['guide', 'api']),
});

export const LIST_OUTPUT = z.object({
  product: z.string().optional(),
  pages: z.array(PAGE),
});

type ListOutput = z.infer<typeof LIST_OUTPUT>;

export function listPages(docs: Docs, product?: string): ListOutput {
  const pages: ListOutput['pages'] = [];
  const visit = (entries: readonly NavEntry[]) => {
    for (const entry of entries) {
      if (entry.children) {
        visit(entry.children);
        continue;
      }
      const place = docs.navPages.get(entry.pathname);
      if (isExternal(entry) || !place || (product && searchProductOf(entry.pathname) !== product)) continue;
      const markers = (Object.keys(MARKERS) as (keyof typeof MARKERS)[]).filter((key) => place.entry[key]).map((key) => MARKERS[key]);
      pages.push({
        title: entry.title ?? '',
        url: pageUrl(entry.pathname),
        plan: licenseOf(place.plan),
        ...(markers.length > 0 ? { markers } : {}),
        trail: place.trail,
        kind: entry.pathname.startsWith('/x/api/') ? 'api' : 'guide',
      });
    }
  };
  visit(docs.nav);
  return { ...(product ? { product } : {}), pages };
}

/** The pages as an outline: each group once, its pages indented under it. */
function outline({ pages }: ListOutput): string {
  const lines: string[] = [];
  let openTrail: string[] = [];
  for (const page of pages) {
    const shared = page.trail.findIndex((title, depth) => openTrail[depth] !== title);
    const from = shared === -1 ? Math.min(page.trail.length, openTrail.length) : shared;
    page.trail.slice(from).forEach((title, offset) => lines.push(`${'  '.repeat(from + offset)}- ${title}`));
    openTrail = page.trail;
    const notes = [page.plan === 'mit' ? '' : page.plan, ...(page.markers ?? [])].filter(Boolean);
    lines.push(`${'  '.repeat(page.trail.length)}- [${page.title}](${page.url})${notes.length > 0 ? ` (${notes.join(', ')})` : ''}`);
  }
  return lines.join('\n');
}

export function registerListPages(server: McpServer, docs: () => Promise<Docs>): void {
  server.registerTool(
    'list_pages',
    {
      title: 'List the MUI X docs pages',
      description: [
        'The navigation of the MUI X 7.23.6 docs in reading order: every guide and API page with its URL, the groups it sits in, the plan it needs (mit, pro, premium) and its markers (new; preview for unstable APIs; planned for features not available yet).',
        'Give a product to list only its pages (the whole site has about 300). Pass a URL to get_page to read it.',
      ].join(' '),
      inputSchema: { product: productArgument },
      outputSchema: LIST_OUTPUT,
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async ({ product }) => {
      const output = listPages(await docs(), product);
      return answer(output, outline(output));
    },
  );
}
