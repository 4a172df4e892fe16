/**
 * The docs' MCP server (issue 32), named once: its identity, where it reads the docs, its
 * resource URIs, how much a search returns, and the bench's targets.
 */

export const MCP_SERVER_NAME = 'mui-x-docs';

/** The environment variable (or `--root <dir>`) naming the checkout whose built docs are served. */
export const DOCS_ROOT_ENV = 'MUI_X_DOCS_ROOT';

/** What to run in the checkout when the records or the API data are missing. */
export const BUILD_COMMAND = 'npm run build -- --only api,content';

/** Resource URIs: `mui-x-docs://x/react-data-grid/sorting`, `mui-x-docs://zh/x/…`, `mui-x-docs://llms.txt`. */
export const RESOURCE_SCHEME = 'mui-x-docs';
export const LLMS_RESOURCE_URI = `${RESOURCE_SCHEME}://llms.txt`;

export const SEARCH_RESULTS = {
  /** Hits one search returns. */
  max: 10,
  /** Hits of one page among them (its top, sections, members), so one long page cannot fill the list. */
  maxPerPage: 3,
  /** Words of text around the query's terms in a hit's snippet. */
  snippetWords: 30,
} as const;

/** Suggestions an error names ("did you mean …"). */
export const MAX_SUGGESTIONS = 3;

/** `npm run bench:mcp` fails above these (the targets, on the 2-core machines of this project). */
export const MCP_BENCH_TARGETS = { p95Ms: 50, peakRssMb: 300 } as const;
