/**
 * `get_page`: a page's markdown twin (the page as markdown, its demos as TypeScript source),
 * under a front matter block with its title, URL, plan and last change.
 */
import { z } from 'zod';
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { Language } from '@/src/config/site';
import { licenseOf, type Docs, type DocsPage } from '../docs';
import { pageUrl, resourceUri } from '../locate';
import { findPage, languageArgument } from './shared';

const INPUT = {
  path_or_url: z
    .string()
    .trim()
    .min(1)
    .max(2000)
    .describe('The page: a URL from search_docs or list_pages (`https://mui.com/x/react-data-grid/sorting/`), a path (`/x/react-data-grid/sorting`, `react-data-grid/sorting`) or a resource URI (`mui-x-docs://x/react-data-grid/sorting`).'),
  language: languageArgument,
};

/** A front matter value: JSON's quoting is valid YAML and survives colons and quotes. */
function yamlValue(value: string | boolean | null): string {
  return typeof value === 'string' ? JSON.stringify(value) : String(value);
}

/** The page's markdown, after a front matter block with what the agent may cite. */
export function pageMarkdown(page: DocsPage, language: Language, anchor = ''): string {
  const text = page.languages[language];
  const fields: [string, string | boolean | null][] = [
    ['title', text.title],
    ['url', pageUrl(page.pathname, language)],
    ['plan', licenseOf(page.plan)],
    ['lastModified', page.lastModified],
    ['language', language],
    ...(text.translated ? [] : ([['translated', false]] as [string, boolean][])),
    ['resource', resourceUri(page.pathname, language)],
    ...(anchor ? ([['anchor', anchor]] as [string, string][]) : []),
  ];
  return `---\n${fields.map(([key, value]) => `${key}: ${yamlValue(value)}`).join('\n')}\n---\n\n${text.twin}`;
}

export function registerGetPage(server: McpServer, docs: () => Promise<Docs>): void {
  server.registerTool(
    'get_page',
    {
      title: 'Read an MUI X docs page',
      description: [
        'The full text of one MUI X 7.23.6 docs page as markdown: prose, tables, code and the TypeScript source of its live demos; API pages list every prop, slot and CSS class.',
        'It starts with a front matter block: title, url, plan (the license the page\'s feature needs: mit, pro or premium), lastModified (ISO date of its last change, or null), language, and its resource URI.',
        'Links inside the page are site paths (`/x/…/`), relative to the url. For one prop or method, get_api is shorter.',
      ].join(' '),
      inputSchema: INPUT,
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async ({ path_or_url, language }) => {
      const found = findPage(await docs(), path_or_url, language);
      return { content: [{ type: 'text', text: pageMarkdown(found.page, found.language, found.anchor) }] };
    },
  );
}
