/**
 * The MCP server as an agent meets it: started over stdio (`node scripts/mcp/bin.mjs --root
 * <fixture>`) and driven by the SDK's own client. Every tool, every error path, resources.
 */
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type Connection } from '@/scripts/mcp/client';
import { BUILD_COMMAND } from '@/scripts/mcp/config';
import { fixtureCheckout, writeBuild } from './fixture';

// Starting the server loads tsx and the SDK: seconds on a busy machine.
const START_TIMEOUT_MS = 60_000;

interface Hit {
  url: string;
  title: string;
  page: string;
  kind: string;
  plan: string;
  product: string;
  snippet: string;
  demos?: string[];
  alsoOn?: string[];
}

describe('the docs MCP server', () => {
  let root: string;
  let server: Connection;
  /** What the server said while the checkout had no build outputs (a fresh clone). */
  let beforeBuild: { error: string; isError: boolean; stderr: string; resources: string[] };
  const search = async (args: Record<string, unknown>) => {
    const result = await server.call('search_docs', args);
    expect(result.isError).toBeFalsy();
    return (result.structuredContent as { results: Hit[] }).results;
  };

  beforeAll(async () => {
    // One server for every test: started before the docs are built, which then land while it runs.
    root = fixtureCheckout(false);
    server = await connect(root);
    const result = await server.call('list_pages', {});
    const { resources } = await server.client.listResources();
    beforeBuild = { error: result.text, isError: Boolean(result.isError), stderr: server.stderr(), resources: resources.map((resource) => resource.uri) };
    writeBuild(root);
  }, START_TIMEOUT_MS);

  afterAll(async () => {
    await server?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('before the docs are built, says which command to run (in the tool error and on stderr), then serves them once built', async () => {
    expect(beforeBuild.isError).toBe(true);
    expect(beforeBuild.error).toContain(`The docs are not built in ${root}`);
    expect(beforeBuild.error).toContain(`Run \`${BUILD_COMMAND}\``);
    expect(beforeBuild.stderr).toContain(BUILD_COMMAND);
    expect(beforeBuild.resources).toEqual(['mui-x-docs://llms.txt']);
    const after = await server.call('get_page', { path_or_url: '/x/introduction' });
    expect(after.isError).toBeFalsy();
    expect(after.text).toContain('# MUI X - Overview');
    expect(server.stderr()).toContain(`Serving the docs of ${root}: 8 pages, 3 API entries`);
  });

  it('offers the five tools, each with a description and an input schema', async () => {
    const { tools } = await server.client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual(['search_docs', 'get_page', 'get_api', 'get_demo', 'list_pages']);
    for (const tool of tools) {
      expect(tool.description?.length).toBeGreaterThan(100);
      expect(tool.inputSchema.type).toBe('object');
      expect(tool.annotations?.readOnlyHint).toBe(true);
    }
    expect(tools.find((tool) => tool.name === 'get_page')?.inputSchema.required).toEqual(['path_or_url']);
  });

  it('finds "how to sort by two columns", reads the page, gets DataGrid.sortModel and the demo source', async () => {
    const [top] = await search({ query: 'how to sort by two columns' });
    expect(top).toMatchObject({
      url: 'https://mui.com/x/react-data-grid/sorting/#sorting-by-several-columns-pro',
      title: 'Sorting by several columns (Pro)',
      kind: 'section',
      plan: 'pro',
      demos: ['MultiColumnSort'],
    });

    const page = await server.call('get_page', { path_or_url: top?.url ?? '' });
    expect(page.isError).toBeFalsy();
    expect(page.text).toMatch(/^---\ntitle: "Data Grid - Sorting"\nurl: "https:\/\/mui.com\/x\/react-data-grid\/sorting\/"\nplan: "mit"\nlastModified: "2026-11-24T05:25:33.000Z"\n/);
    expect(page.text).toContain('## Sorting by several columns (Pro)');

    const api = await server.call('get_api', { name: 'DataGrid.sortModel' });
    expect(api.structuredContent).toMatchObject({
      name: 'DataGrid',
      member: 'sortModel',
      package: '@mui/x-data-grid',
      props: [{ name: 'sortModel', type: 'GridSortModel', required: false, plan: 'mit', description: 'Set the sort model of the Data Grid.' }],
      slots: [],
      cssClasses: [],
    });

    const demo = await server.call('get_demo', { page: top?.url ?? '', name: 'MultiColumnSort' });
    const content = demo.structuredContent as { demo: { source: string; imports: string[]; install: { command: string }; license: string } };
    expect(content.demo.source).toContain("import { DataGridPro, type GridSortModel } from '@mui/x-data-grid-pro';");
    expect(content.demo.imports).toEqual(['react', '@mui/x-data-grid-pro', '@mui/material/Stack']);
    // Imported first, then peers; the installed package's version, else the checkout's pin.
    expect(content.demo.install.command).toBe(
      'npm install react@19.3.1 @mui/x-data-grid-pro@7.23.6 @mui/material@6.5.0 @emotion/react@11.14.0 @emotion/styled@11.14.1',
    );
    expect(content.demo.license).toContain('@mui/x-data-grid-pro needs a Pro license');
    expect(demo.text).toContain('```tsx title="MultiColumnSort.tsx"');
  });

  describe('search_docs', () => {
    it('ranks a member named as the query first, with the other pages that repeat it', async () => {
      const [top] = await search({ query: 'sortModel' });
      expect(top).toMatchObject({
        url: 'https://mui.com/x/api/data-grid/data-grid/#prop-sortModel',
        kind: 'member',
        alsoOn: ['https://mui.com/x/api/data-grid/data-grid-pro/#prop-sortModel'],
      });
    });

    it('tolerates a typo', async () => {
      expect((await search({ query: 'sortModl' }))[0]?.title).toBe('sortModel');
    });

    it('filters by product, by the license the user has, and searches the Chinese pages', async () => {
      expect((await search({ query: 'range' })).map((hit) => hit.product)).toContain('date-pickers');
      expect((await search({ query: 'range', product: 'data-grid' })).map((hit) => hit.product)).not.toContain('date-pickers');
      const mit = await search({ query: 'sort several columns', plan: 'mit' });
      expect(mit.length).toBeGreaterThan(0);
      expect(mit.every((hit) => hit.plan === 'mit')).toBe(true);
      // A page under a Pro group is Pro.
      expect((await search({ query: 'date range picker' }))[0]).toMatchObject({ title: 'Date Range Picker', plan: 'pro' });
      const chinese = await search({ query: '排序', language: 'zh' });
      expect(chinese.map((hit) => hit.title)).toEqual(['从代码排序', '数据表格 - 排序']);
      expect(chinese[1]).toMatchObject({ url: 'https://mui.com/zh/x/react-data-grid/sorting/', page: '数据表格 - 排序' });
    });

    it('says so when nothing matches, and rejects an empty query', async () => {
      const none = await server.call('search_docs', { query: 'zzyzx', product: 'charts' });
      expect(none.structuredContent).toMatchObject({ results: [], note: expect.stringContaining('with product "charts"') });
      const empty = await server.call('search_docs', { query: '' });
      expect(empty.isError).toBe(true);
      expect(empty.text).toContain('query');
      const badProduct = await server.call('search_docs', { query: 'sort', product: 'tables' });
      expect(badProduct.isError).toBe(true);
      expect(badProduct.text).toContain('data-grid');
    });
  });

  describe('get_page', () => {
    it('takes a path, a markdown path, a resource URI or a Chinese URL', async () => {
      for (const address of ['react-data-grid/sorting', '/x/react-data-grid/sorting.md', 'mui-x-docs://x/react-data-grid/sorting']) {
        expect((await server.call('get_page', { path_or_url: address })).text).toContain('# Data Grid - Sorting');
      }
      const chinese = await server.call('get_page', { path_or_url: 'https://mui.com/zh/x/react-data-grid/sorting/' });
      expect(chinese.text).toContain('title: "数据表格 - 排序"');
      // Not translated: the English text, and the flag that says so.
      const untranslated = await server.call('get_page', { path_or_url: '/x/react-data-grid/filtering', language: 'zh' });
      expect(untranslated.text).toContain('translated: false');
      expect(untranslated.text).toContain('url: "https://mui.com/zh/x/react-data-grid/filtering/"');
    });

    it('names the nearest pages for an unknown one', async () => {
      const result = await server.call('get_page', { path_or_url: 'https://mui.com/x/react-data-grid/sortin/' });
      expect(result.isError).toBe(true);
      expect(result.text).toContain('No page at "https://mui.com/x/react-data-grid/sortin/"');
      expect(result.text).toContain('Did you mean "/x/react-data-grid/sorting"');
    });
  });

  describe('get_api', () => {
    it('returns a component as typed JSON: imports, props with deprecation, slots, CSS classes, the pages that use it', async () => {
      const result = await server.call('get_api', { name: 'DataGrid' });
      expect(result.structuredContent).toMatchObject({
        name: 'DataGrid',
        kind: 'component',
        plan: 'mit',
        version: '7.23.6',
        imports: ["import { DataGrid } from '@mui/x-data-grid/DataGrid';", "import { DataGrid } from '@mui/x-data-grid';"],
        url: 'https://mui.com/x/api/data-grid/data-grid/',
        props: [
          {
            name: 'autoHeight',
            default: 'false',
            description: 'If `true`, the height follows the rows.',
            deprecated: 'Use a [flex parent](https://mui.com/x/react-data-grid/sorting/) instead.',
          },
          { name: 'sortModel' },
        ],
        slots: [{ name: 'toolbar', default: 'null', description: 'The toolbar.', plan: 'mit' }],
        cssClasses: [{ className: 'MuiDataGrid-root', key: 'root', plan: 'mit' }],
        usedOn: [{ title: 'Data Grid - Sorting', url: 'https://mui.com/x/react-data-grid/sorting/' }, { title: 'Data Grid - Filtering' }],
      });
      expect(JSON.parse(result.text)).toEqual(result.structuredContent);
    });

    it("splits an interface's methods, with signatures, from its properties; a Pro entry's members are Pro", async () => {
      const api = (await server.call('get_api', { name: 'GridApi' })).structuredContent;
      expect(api).toMatchObject({
        kind: 'interface',
        imports: ["import type { GridApi } from '@mui/x-data-grid';"],
        properties: [{ name: 'rootElementRef' }],
        methods: [
          {
            name: 'sortColumn',
            group: 'GridSortApi',
            signature: {
              params: [
                { name: 'field', type: 'string', description: 'The column to sort.' },
                { name: 'direction?', type: 'GridSortDirection', description: 'The direction.' },
              ],
              returns: { type: 'void' },
            },
          },
        ],
      });
      const pro = (await server.call('get_api', { name: 'datagridpro.disableMultipleColumnsSorting' })).structuredContent;
      expect(pro).toMatchObject({ name: 'DataGridPro', plan: 'pro', props: [{ name: 'disableMultipleColumnsSorting', plan: 'pro' }] });
      // One member's guide pages: those that name it.
      expect((await server.call('get_api', { name: 'DataGrid.sortModel' })).structuredContent).toMatchObject({ usedOn: [{ title: 'Data Grid - Sorting' }] });
      expect((await server.call('get_api', { name: 'DataGrid.root' })).structuredContent).toMatchObject({ cssClasses: [{ key: 'root' }], props: [] });
    });

    it('names what exists for an unknown entry, a bare member name or an unknown member', async () => {
      const cases: [string, string][] = [
        ['DataGird', 'Did you mean "DataGrid"?'],
        ['sortModel', 'Did you mean "DataGrid.sortModel" or "DataGridPro.sortModel"?'],
        ['DataGrid.sortModl', 'DataGrid has no prop, member, slot or CSS class named "sortModl". Did you mean "DataGrid.sortModel"?'],
      ];
      for (const [name, message] of cases) {
        const result = await server.call('get_api', { name });
        expect(result.isError, name).toBe(true);
        expect(result.text).toContain(message);
      }
    });
  });

  describe('get_demo', () => {
    it('lists the demos of a page with the heading each is under', async () => {
      const result = await server.call('get_demo', { page: '/x/react-data-grid/sorting' });
      expect(result.structuredContent).toEqual({
        page: 'Data Grid - Sorting',
        url: 'https://mui.com/x/react-data-grid/sorting/',
        demos: [
          { name: 'SortFromCode', section: 'Sorting from code', url: 'https://mui.com/x/react-data-grid/sorting/#sorting-from-code', stylings: ['system'] },
          {
            name: 'MultiColumnSort',
            section: 'Sorting by several columns (Pro)',
            url: 'https://mui.com/x/react-data-grid/sorting/#sorting-by-several-columns-pro',
            stylings: ['system'],
          },
        ],
      });
    });

    it('gives the JavaScript source, another styling, and the date library an adapter needs', async () => {
      const js = (await server.call('get_demo', { page: '/x/react-data-grid/sorting', name: 'MultiColumnSort', variant: 'js' })).structuredContent as {
        demo: { file: string; source: string };
      };
      expect(js.demo.file).toBe('MultiColumnSort.js');
      expect(js.demo.source).not.toContain('GridSortModel');
      const css = (await server.call('get_demo', { page: '/x/react-date-pickers/date-range-picker', name: 'BasicRange.css' })).structuredContent as {
        demo: { file: string; styling: string; source: string; install: { packages: { name: string; peer: boolean }[] } };
      };
      expect(css.demo).toMatchObject({ file: 'BasicRange.css.tsx', styling: 'css' });
      expect(css.demo.source).toContain('BasicRangeCss');
      // dayjs: an optional peer the AdapterDayjs import names; luxon, the other optional one, stays out.
      expect(css.demo.install.packages.map((entry) => entry.name)).toEqual(['@mui/x-date-pickers-pro', 'dayjs', 'react', '@emotion/react', '@emotion/styled']);
    });

    it('names the nearest demo, the stylings there are, or says a page has none', async () => {
      const cases: [Record<string, string>, string][] = [
        [{ page: '/x/react-data-grid/sorting', name: 'MultiColumSort' }, 'has no demo "MultiColumSort". Did you mean "MultiColumnSort"?'],
        [{ page: '/x/introduction', name: 'MultiColumnSort' }, 'has no live demos'],
        [{ page: '/x/react-data-grid/sorting', name: 'SortFromCode.tailwind' }, 'comes in system styling only, not "tailwind"'],
        [{ page: '/x/react-data-grid/sortng', name: 'SortFromCode' }, 'Did you mean "/x/react-data-grid/sorting"'],
      ];
      for (const [args, message] of cases) {
        const result = await server.call('get_demo', args);
        expect(result.isError, JSON.stringify(args)).toBe(true);
        expect(result.text).toContain(message);
      }
    });
  });

  it('list_pages gives the nav with plans (a group\'s for its pages) and markers, per product', async () => {
    const all = await server.call('list_pages', {});
    const pages = (all.structuredContent as { pages: { title: string; plan: string; markers?: string[]; trail: string[] }[] }).pages;
    expect(pages.map((entry) => entry.title)).toEqual(['Overview', 'Sorting', 'Filtering', 'Pivoting', 'DataGrid', 'DataGridPro', 'GridApi', 'Date Range Picker']);
    expect(pages.find((entry) => entry.title === 'Pivoting')).toMatchObject({ plan: 'premium', markers: ['planned'] });
    expect(pages.find((entry) => entry.title === 'Date Range Picker')).toMatchObject({ plan: 'pro', trail: ['Date and Time Pickers', 'Date Range components'] });
    expect(all.text).toContain('- Data Grid\n  - [Sorting](https://mui.com/x/react-data-grid/sorting/)\n  - [Filtering](https://mui.com/x/react-data-grid/filtering/) (new)');
    const pickers = await server.call('list_pages', { product: 'date-pickers' });
    expect((pickers.structuredContent as { pages: { title: string }[] }).pages.map((entry) => entry.title)).toEqual(['Date Range Picker']);
  });

  describe('resources', () => {
    it('lists every page in both languages and llms.txt', async () => {
      const { resources } = await server.client.listResources();
      const uris = resources.map((resource) => resource.uri);
      expect(uris).toContain('mui-x-docs://llms.txt');
      expect(uris).toContain('mui-x-docs://x/react-data-grid/sorting');
      expect(uris).toContain('mui-x-docs://zh/x/react-data-grid/sorting');
      expect(resources).toHaveLength(1 + 8 * 2);
    });

    it("reads a page's markdown and llms.txt, whose links are the resources", async () => {
      const page = await server.client.readResource({ uri: 'mui-x-docs://zh/x/react-data-grid/sorting' });
      expect(page.contents[0]).toMatchObject({ mimeType: 'text/markdown', text: expect.stringContaining('# 数据表格 - 排序') });
      const llms = await server.client.readResource({ uri: 'mui-x-docs://llms.txt' });
      const first = llms.contents[0];
      const text = first && 'text' in first ? first.text : '';
      expect(text).toMatch(/^# MUI X\n\n> /);
      expect(text).toContain('## Data Grid\n\n- [Data Grid - Sorting](mui-x-docs://x/react-data-grid/sorting): Sort Data Grid rows from the column headers or from code.');
      expect(text).not.toContain('whats-new');
    });

    it('names the nearest page for an unknown URI', async () => {
      await expect(server.client.readResource({ uri: 'mui-x-docs://x/react-data-grid/sortng' })).rejects.toThrow(
        'No docs page at mui-x-docs://x/react-data-grid/sortng. Did you mean "mui-x-docs://x/react-data-grid/sorting"',
      );
    });
  });
});
