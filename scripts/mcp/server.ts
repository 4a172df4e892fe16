/**
 * The docs' MCP server over stdio (`npm run --silent mcp`, `node scripts/mcp/bin.mjs`,
 * `npx mui-x-docs-mcp` in the checkout): the built page records and API data of a checkout,
 * served as tools and resources to coding agents. It never touches the network; messages go to
 * stderr (stdout is the protocol's). `--root <dir>` or MUI_X_DOCS_ROOT serves another
 * checkout (the tests' fixtures).
 */
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { DOCS_VERSION } from '@/src/config/site';
import { MCP_SERVER_NAME } from './config';
import { docsRoot } from './root';
import { registerResources } from './resources';
import { DocsSource } from './source';
import { registerGetApi } from './tools/getApi';
import { registerGetDemo } from './tools/getDemo';
import { registerGetPage } from './tools/getPage';
import { registerListPages } from './tools/listPages';
import { registerSearchDocs } from './tools/searchDocs';

function createServer(source: DocsSource): McpServer {
  const server = new McpServer(
    { name: MCP_SERVER_NAME, title: `MUI X ${DOCS_VERSION} docs`, version: DOCS_VERSION },
    {
      instructions: [
        `The documentation of MUI X ${DOCS_VERSION} (React Data Grid, Date and Time Pickers, Charts, Tree View), offline.`,
        'Start with search_docs for a question; read a hit with get_page; get_api gives a component\'s or interface\'s props as JSON (`DataGrid.sortModel` for one); get_demo gives runnable demo code and what to install; list_pages gives the navigation.',
        'Pro and Premium features need a commercial license: every result says its plan.',
      ].join(' '),
    },
  );
  const docs = () => source.docs();
  registerSearchDocs(server, docs);
  registerGetPage(server, docs);
  registerGetApi(server, docs);
  registerGetDemo(server, docs);
  registerListPages(server, docs);
  registerResources(server, docs);
  return server;
}

async function main(): Promise<void> {
  const log = (line: string) => process.stderr.write(`[${MCP_SERVER_NAME}] ${line}\n`);
  const source = new DocsSource(docsRoot(process.argv.slice(2), process.env), log);
  const server = createServer(source);
  await server.connect(new StdioServerTransport());
  // Load now rather than at the first call; a failure is logged, and each call reports it.
  source.docs().catch(() => undefined);
}

await main();
