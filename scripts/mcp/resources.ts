/**
 * Resources: each page's markdown in each language (`mui-x-docs://x/react-data-grid/sorting`,
 * `mui-x-docs://zh/x/…`, the same text as get_page), and `mui-x-docs://llms.txt`, the site's
 * llms.txt composed from the records the way the export's twins step does
 * (scripts/twins/llms.ts), its links being these resources.
 */
import { ErrorCode } from '@modelcontextprotocol/sdk/types.js';
import { ResourceTemplate, type McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { DOCS_VERSION, LANGUAGES, PRODUCT_NAME } from '@/src/config/site';
import { llmsSections, llmsTxt } from '@/scripts/twins/llms';
import { LLMS_RESOURCE_URI, RESOURCE_SCHEME } from './config';
import type { Docs } from './docs';
import { readPageAddress, resourceUri } from './locate';
import { didYouMean, nearest } from './nearby';
import { pageMarkdown } from './tools/getPage';
import { DocsNotBuilt } from './load';

const MARKDOWN = 'text/markdown';

export function llmsIndex(docs: Docs): string {
  const sections = llmsSections(docs.nav, (pathname) => {
    const page = docs.byPathname.get(pathname)?.languages.en;
    return {
      pathname,
      title: page?.title ?? docs.navPages.get(pathname)?.entry.title ?? pathname,
      description: page?.description ?? '',
      url: resourceUri(pathname, 'en'),
    };
  });
  return llmsTxt({
    name: PRODUCT_NAME,
    summary: `${PRODUCT_NAME} ${DOCS_VERSION}, served by this checkout's MCP server: the docs of the Data Grid, the Date and Time Pickers, Charts and the Tree View, React components built on Material UI.`,
    details: [
      `Each link below is a resource of this server: the page as markdown, with the TypeScript source of its live demos; API pages list props, slots, CSS classes and members. The Chinese pages are the same URIs with \`zh/\` after \`${RESOURCE_SCHEME}://\`.`,
      'The tools do more: search_docs ranks pages, sections and API members for a question; get_api returns a component or interface as JSON; get_demo returns a demo with what to install.',
    ],
    sections,
  });
}

/**
 * A resource read's error, sent with its JSON-RPC code (the SDK's McpError would prefix the
 * message with "MCP error -32602:", and the client prefixes it again).
 */
class ResourceError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/** A read's error: what exists near the URI asked for. */
function unknownResource(docs: Docs, uri: string): ResourceError {
  const address = readPageAddress(uri);
  const near = nearest(address.pathname, docs.pages, (page) => [page.pathname, page.pathname.split('/').at(-1) ?? '']).map((page) =>
    resourceUri(page.pathname, address.language ?? 'en'),
  );
  return new ResourceError(ErrorCode.InvalidParams, `No docs page at ${uri}.${didYouMean(near)} ${LLMS_RESOURCE_URI} lists every page.`);
}

export function registerResources(server: McpServer, docs: () => Promise<Docs>): void {
  const loaded = async () => {
    try {
      return await docs();
    } catch (error) {
      throw new ResourceError(ErrorCode.InternalError, error instanceof Error ? error.message : String(error));
    }
  };
  server.registerResource(
    'llms.txt',
    LLMS_RESOURCE_URI,
    { title: `${PRODUCT_NAME} docs index (llms.txt)`, description: 'Every page of the docs by section, with its description and resource URI.', mimeType: MARKDOWN },
    async (uri) => ({ contents: [{ uri: uri.href, mimeType: MARKDOWN, text: llmsIndex(await loaded()) }] }),
  );
  server.registerResource(
    'page',
    new ResourceTemplate(`${RESOURCE_SCHEME}://{+path}`, {
      list: async () => {
        let current: Docs;
        try {
          current = await docs();
        } catch (error) {
          // Not built yet: no pages to list (reading one, or any tool, says what to run).
          if (error instanceof DocsNotBuilt) return { resources: [] };
          throw error;
        }
        return {
          resources: current.pages.flatMap((page) =>
            LANGUAGES.map((language) => ({
              uri: resourceUri(page.pathname, language),
              name: `${language === 'en' ? '' : `${language}/`}${page.pathname.slice(1)}`,
              title: page.languages[language].title,
              description: page.languages[language].description,
              mimeType: MARKDOWN,
            })),
          ),
        };
      },
    }),
    { title: 'MUI X docs page', description: 'A page of the docs as markdown: `mui-x-docs://x/<path>` in English, `mui-x-docs://zh/x/<path>` in Chinese.', mimeType: MARKDOWN },
    async (uri) => {
      const current = await loaded();
      const address = readPageAddress(uri.href);
      const page = current.byPathname.get(address.pathname);
      if (!page) throw unknownResource(current, uri.href);
      const language = address.language ?? 'en';
      return { contents: [{ uri: uri.href, mimeType: MARKDOWN, text: pageMarkdown(page, language) }] };
    },
  );
}
