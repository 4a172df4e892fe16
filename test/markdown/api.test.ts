import { describe, expect, it, vi } from 'vitest';
import type { ApiPageData } from '@/src/content/shared/apiData';
import { compileMarkdown, FRONT } from './compile';

/** A small stand-in for the generated GridApi data (the real one needs `npm run build -- --only api`). */
const GRID_API: ApiPageData = {
  name: 'GridApi',
  product: 'data-grid',
  kind: 'interface',
  packageName: '@mui/x-data-grid-premium',
  version: '7.23.6',
  exportName: 'GridApi',
  imports: ['@mui/x-data-grid'],
  descriptionHtml: '',
  members: [
    {
      name: 'sortColumn',
      type: '(field: string, direction?: GridSortDirection) => void',
      descriptionHtml: '<p>Sorts a column.</p>',
      required: true,
      group: 'GridSortApi',
      signature: {
        text: '(field: string, direction?: GridSortDirection) => void',
        params: [{ name: 'field', type: 'string', descriptionHtml: '<p>The column of <code>GridColDef</code>.</p>' }],
        returnType: 'void',
      },
    },
    { name: 'pinColumn', type: '(field: string) => void', descriptionHtml: '<p>Pins.</p>', required: true, group: 'GridColumnPinningApi', plan: 'pro' },
  ],
  slots: [],
  classes: [],
  groups: [
    { name: 'GridColumnPinningApi', plan: 'pro', selectors: [] },
    { name: 'GridSortApi', selectors: [{ name: 'gridSortModelSelector', returns: 'GridSortModel', descriptionHtml: '<p>Get the current sorting model.</p>' }] },
  ],
  inherits: [],
};

vi.mock('@/scripts/compiler/api/data', () => ({
  apiPageData: (name: string) => {
    if (name !== 'GridApi') {
      throw new Error(`No API data for ${name}`);
    }
    return GRID_API;
  },
  apiUsage: () => ({}),
}));

// The first compile loads Shiki's grammars, slow on a busy machine.
describe('::api-methods', { timeout: 30_000 }, () => {
  it('renders the methods of one GridApi interface, linking to the GridApi page, and its selectors', async () => {
    const { html } = await compileMarkdown(`${FRONT}\n## API\n\n::api-methods{interface="GridSortApi"}\n`);
    expect(html).toContain('<div class="api api-methods" data-interface="GridSortApi"><div class="api-table-wrap"><table');
    // The API reference's styles are in the site's style sheet, not in the page.
    expect(html).not.toContain('<style');
    expect(html).toContain('href="/x/api/data-grid/grid-api/#method-sortColumn"');
    expect(html).not.toContain('pinColumn');
    expect(html).toContain('gridSortModelSelector');
    // Documented names in descriptions link to their pages; anchors stay on the GridApi page.
    expect(html).toContain('<a href="/x/api/data-grid/grid-col-def/"><code>GridColDef</code></a>');
    expect(html).not.toContain('id="method-sortColumn"');
  });

  it('keeps a Chinese reader in Chinese', async () => {
    const { html } = await compileMarkdown(`${FRONT}\n::api-methods{interface="GridSortApi"}\n`, '/project/data/data-grid/sorting/sorting-zh.md');
    expect(html).toContain('href="/zh/x/api/data-grid/grid-api/#method-sortColumn"');
    expect(html).toContain('>名称</th>');
  });

  it.each([
    ['an unknown interface', '::api-methods{interface="GridNopeApi"}', 'needs interface="…" naming one of the Data Grid API interfaces (got "GridNopeApi"). Known: GridColumnPinningApi, GridSortApi'],
    ['no interface', '::api-methods', '(got "")'],
    ['an unknown attribute', '::api-methods{interface="GridSortApi" open="yes"}', '"::api-methods" has no attribute "open"'],
  ])('fails the build with the file and line for %s', async (_label, directive, message) => {
    const file = '/project/data/data-grid/sorting/sorting.md';
    const error = await compileMarkdown(`${FRONT}\nText.\n\n${directive}\n`, file).then(
      () => null,
      (caught: unknown) => caught as { message: string; line?: number; file?: string },
    );
    expect(error?.message).toContain(message);
    expect(error?.line).toBe(8);
    expect(error?.file).toBe(file);
  });
});

describe('inline code naming a documented API', { timeout: 30_000 }, () => {
  it('links to its API page in prose, but not in code blocks, links or headings', async () => {
    const { html } = await compileMarkdown(
      `${FRONT}\n## The \`DataGrid\` heading\n\nUse \`DataGridPro\` with \`GridColDef\`, not \`gridClasses\`.\n\n[\`DataGrid\` demo](/x/react-data-grid/demo/)\n\n\`\`\`tsx\nconst a: GridColDef = {};\n\`\`\`\n`,
    );
    expect(html).toContain('<a href="/x/api/data-grid/data-grid-pro/" class="api-link"><code dir="ltr">DataGridPro</code></a>');
    expect(html).toContain('<a href="/x/api/data-grid/grid-col-def/" class="api-link"><code dir="ltr">GridColDef</code></a>');
    expect(html).toContain('<code dir="ltr">gridClasses</code>');
    expect(html).toContain('<h2 id="the-datagrid-heading">The <code dir="ltr">DataGrid</code> heading<a class="anchor-link"');
    expect(html).toContain('<a href="/x/react-data-grid/demo/"><code dir="ltr">DataGrid</code> demo</a>');
    expect(html).not.toMatch(/<pre[^>]*>.*api-link/s);
  });

  it('links a Chinese page to the Chinese API page', async () => {
    const { html } = await compileMarkdown(`${FRONT}\n使用 \`TreeItem2\`。\n`, '/project/data/tree-view/items/items-zh.md');
    expect(html).toContain('href="/zh/x/api/tree-view/tree-item-2/"');
  });
});
