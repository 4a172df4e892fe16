import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import pages from '@/data/pages';
import { VFile } from 'vfile';
import { compileMarkdownPage } from '@/scripts/compiler/markdownPage';
import { parseMarkdown } from '@/scripts/compiler/parse';
import { apiMethodsMarkdown, apiPageMarkdown, apiSectionMarkdown, membersTable } from '@/scripts/compiler/twin/api';
import { composeTwin } from '@/scripts/compiler/twin/compose';
import { codeSpan, fencedCode, htmlToCell, htmlToMarkdown, markdownTable } from '@/scripts/compiler/twin/markdownText';
import { renderPageMarkdown, TwinError, type TwinPageInput } from '@/scripts/compiler/twin/page';
import { llmsFull, llmsSections, llmsTxt } from '@/scripts/twins/llms';
import type { ApiMember, ApiPageData } from '@/src/content/shared/apiData';
import { flattenPages } from '@/src/navigation/tree';
import { twinPath } from '@/src/twins/paths';

const FRONT = '---\ntitle: Data Grid - Sorting\ndescription: Sort rows.\n---\n\n';
const DEMOS: Record<string, string> = {
  'Basic.tsx': "export default function Basic() {\n  return <div>basic</div>;\n}\n",
  'Styled.tsx': 'export default function Styled() {\n  return null;\n}\n',
  'Styled.css.tsx': "import './styled.css';\nexport default function Styled() {\n  return null;\n}\n",
  'Ticks.tsx': 'const text = `a ```b``` c`;\n',
};

function render(markdown: string, overrides: Partial<TwinPageInput> = {}) {
  const source = FRONT + markdown;
  return renderPageMarkdown({
    source,
    tree: parseMarkdown(new VFile({ path: 'data/data-grid/sorting/sorting.md', value: source })),
    file: 'data/data-grid/sorting/sorting.md',
    pathname: '/x/react-data-grid/sorting',
    language: 'en',
    readDemo: (name) => DEMOS[name],
    apiMethods: (name) => (name === 'GridSortApi' ? '| Name |\n| --- |\n| `sortColumn` |' : undefined),
    ...overrides,
  });
}

describe('twin paths', () => {
  it.each([
    ['/x/react-data-grid/sorting', 'en', '/x/react-data-grid/sorting.md'],
    ['/x/react-data-grid/sorting/', 'en', '/x/react-data-grid/sorting.md'],
    ['/x/react-data-grid/sorting/#api', 'en', '/x/react-data-grid/sorting.md'],
    ['/x/react-data-grid', 'en', '/x/react-data-grid.md'],
    ['/x/react-data-grid/sorting', 'zh', '/zh/x/react-data-grid/sorting.md'],
    ['/x/api/data-grid/data-grid', 'zh', '/zh/x/api/data-grid/data-grid.md'],
  ] as const)('%s in %s is %s', (pathname, language, expected) => {
    expect(twinPath(pathname, language)).toBe(expected);
  });
});

describe('a page twin', () => {
  it.each([
    ['front matter is removed', 'Text.', 'Text.'],
    ['a demo becomes its TypeScript source, fenced', '::demo{file="Basic.tsx" height="300"}', fencedCode(DEMOS['Basic.tsx'] ?? '', 'tsx', 'Basic.tsx')],
    [
      'a demo with a styling variant brings both sources',
      '::demo{file="Styled.tsx"}',
      `${fencedCode(DEMOS['Styled.tsx'] ?? '', 'tsx', 'Styled.tsx')}\n\n${fencedCode(DEMOS['Styled.css.tsx'] ?? '', 'tsx', 'Styled.css.tsx')}`,
    ],
    ['a demo holding backticks gets a longer fence', '::demo{file="Ticks.tsx"}', '````tsx title="Ticks.tsx"\nconst text = `a ```b``` c`;\n````'],
    ['api-methods becomes the methods table', '::api-methods{interface="GridSortApi"}', '| Name |\n| --- |\n| `sortColumn` |'],
    ['an info callout becomes a note blockquote', ':::info\nKeep **rows** stable.\n:::', '> [!NOTE]\n>\n> Keep **rows** stable.'],
    [
      'a titled warning keeps its title and paragraphs',
      ':::warning[Preview API]\nFirst.\n\nSecond.\n:::',
      '> [!WARNING]\n> **Preview API**\n>\n> First.\n>\n> Second.',
    ],
    ['success and error callouts', ':::success\nYes.\n:::\n\n:::error\nNo.\n:::', '> [!TIP]\n>\n> Yes.\n\n> [!CAUTION]\n>\n> No.'],
    ['a site link gets its trailing slash', 'See [filtering](/x/react-data-grid/filtering).', 'See [filtering](/x/react-data-grid/filtering/).'],
    ['an anchor becomes a site path to the page', 'See [below](#comparators).', 'See [below](/x/react-data-grid/sorting/#comparators).'],
    ['an external link is kept', 'See [MUI](https://mui.com/material-ui/).', 'See [MUI](https://mui.com/material-ui/).'],
    ['a link definition is rewritten too', 'See [the grid][grid].\n\n[grid]: /x/react-data-grid', 'See [the grid][grid].\n\n[grid]: /x/react-data-grid/'],
    ['a heading loses its explicit id', '## 排序 {#sorting}\n\nText.', '## 排序\n\nText.'],
    ['a time in prose stays text', 'Opens at 10:30 every day.', 'Opens at 10:30 every day.'],
    ['the theme builder becomes a pointer to the page', '::theme-builder', '_Interactive theme builder (it needs a browser; open the page to use it): [/x/react-data-grid/sorting/](/x/react-data-grid/sorting/)_'],
    ['code blocks are kept as written', '```tsx\n::demo{file="Nope.tsx"}\n[x](#y)\n```', '```tsx\n::demo{file="Nope.tsx"}\n[x](#y)\n```'],
    ['a demo inside a list item keeps the indentation', '- Step:\n\n  ::demo{file="Basic.tsx"}', `- Step:\n\n  ${fencedCode(DEMOS['Basic.tsx'] ?? '', 'tsx', 'Basic.tsx').split('\n').join('\n  ')}`],
  ])('%s', (_name, markdown, expected) => {
    expect(render(markdown).body).toBe(expected);
  });

  it('keeps the reader of a Chinese page in Chinese', () => {
    const { body } = render('见[筛选](/x/react-data-grid/filtering/)和[下文](#api)。', { language: 'zh' });
    expect(body).toBe('见[筛选](/zh/x/react-data-grid/filtering/)和[下文](/zh/x/react-data-grid/sorting/#api)。');
  });

  it('a callout may hold a demo and links', () => {
    const { body } = render(':::info\nSee [this](#x):\n\n::demo{file="Basic.tsx"}\n:::');
    expect(body).toBe(`> [!NOTE]\n>\n> See [this](/x/react-data-grid/sorting/#x):\n>\n${fencedCode(DEMOS['Basic.tsx'] ?? '', 'tsx', 'Basic.tsx').split('\n').map((line) => `> ${line}`).join('\n')}`);
  });

  it('says whether the page has its own API section', () => {
    expect(render('## API\n\nText.').hasApiSection).toBe(true);
    expect(render('## Interfaces {#api}\n\nText.').hasApiSection).toBe(true);
    expect(render('## Sorting\n\nText.').hasApiSection).toBe(false);
  });

  it.each([
    ['an unknown directive', 'Text.\n\n::chart-builder', /^data\/data-grid\/sorting\/sorting\.md:8:1: Unknown directive "::chart-builder"/],
    ['a missing demo file', '::demo{file="Missing.tsx"}', /^data\/data-grid\/sorting\/sorting\.md:6:1: Demo file not found: Missing\.tsx/],
    ['a demo without a file', '::demo{height="200"}', /sorting\.md:6:1: "::demo" needs file="Name\.tsx"/],
    ['an unknown API interface', '::api-methods{interface="GridNopeApi"}', /sorting\.md:6:1: "::api-methods" needs interface=/],
    ['an unknown callout', ':::tip\nText.\n:::', /sorting\.md:6:1: Unknown callout ":::tip"/],
  ])('fails on %s, naming the file and line', (_name, markdown, message) => {
    expect(() => render(markdown)).toThrow(TwinError);
    expect(() => render(markdown)).toThrow(message);
  });
});

describe('markdown writers', () => {
  it.each([
    ['plain', 'rows', '`rows`'],
    ['with a backtick', 'a`b', '``a`b``'],
    ['starting with a backtick', '`x', '`` `x ``'],
  ])('code span, %s', (_name, code, expected) => {
    expect(codeSpan(code)).toBe(expected);
  });

  it('makes table cells one line and escapes pipes', () => {
    expect(markdownTable(['Name', 'Type'], [['`a`', "`'x' | 'y'`"], ['b', 'one\ntwo\n\nthree']])).toBe(
      "| Name | Type |\n| --- | --- |\n| `a` | `'x' \\| 'y'` |\n| b | one<br>two<br><br>three |",
    );
  });

  it.each([
    ['paragraphs', '<p>One.</p>\n<p>Two.</p>', 'One.\n\nTwo.'],
    ['code, links and emphasis', '<p>Use <code>rows</code> with <a href="/x/react-data-grid/">the grid</a>, <strong>always</strong> <em>here</em>.</p>', 'Use `rows` with [the grid](/x/react-data-grid/), **always** _here_.'],
    ['entities', '<p>&#x3C;Grid /> &amp; <code>a &#x3C; b</code></p>', '\\<Grid /> & `a < b`'],
    ['lists', '<ul>\n<li>one</li>\n<li><code>two</code></li>\n</ul>', '- one\n- `two`'],
    ['ordered lists', '<ol>\n<li>first</li>\n<li>second</li>\n</ol>', '1. first\n2. second'],
    ['code blocks', '<pre><code class="language-tsx">const a = 1;\n</code></pre>', '```tsx\nconst a = 1;\n```'],
  ])('HTML to markdown: %s', (_name, html, expected) => {
    expect(htmlToMarkdown(html)).toBe(expected);
  });

  it('HTML to a table cell', () => {
    expect(htmlToCell('<p>One | two.</p>\n<ul>\n<li>a</li>\n<li>b</li>\n</ul>\n<pre><code>x\ny</code></pre>')).toBe('One \\| two.<br><br>- a<br>- b<br><br>`x y`');
  });
});

const member = (overrides: Partial<ApiMember>): ApiMember => ({ name: 'rows', type: 'GridRowsProp', descriptionHtml: '', required: false, ...overrides });

const COMPONENT: ApiPageData = {
  name: 'DataGrid',
  product: 'data-grid',
  kind: 'component',
  packageName: '@mui/x-data-grid',
  version: '7.23.6',
  exportName: 'DataGrid',
  imports: ['@mui/x-data-grid'],
  descriptionHtml: '<p>The grid.</p>',
  members: [
    member({ name: 'columns', type: 'readonly GridColDef<R>[]', required: true, descriptionHtml: '<p>Set of columns.</p>' }),
    member({ name: 'density', type: "'compact' | 'standard'", default: '"standard"', descriptionHtml: '<p>The density.</p>', plan: 'pro' }),
    member({
      name: 'onRowClick',
      type: 'GridEventListener<"rowClick">',
      descriptionHtml: '<p>Fired on click.</p>',
      signature: { text: '(params: GridRowParams) => void', params: [{ name: 'params', type: 'GridRowParams', descriptionHtml: '<p>The row.</p>' }], returnType: 'void' },
    }),
    member({ name: 'autoHeight', type: 'boolean', default: 'false', deprecatedHtml: '<p>Use a flex parent.</p>', descriptionHtml: '' }),
  ],
  slots: [{ name: 'toolbar', defaultComponent: 'null', descriptionHtml: '<p>The toolbar.</p>' }],
  classes: [{ key: 'root', className: 'MuiDataGrid-root', descriptionHtml: '<p>Styles applied to the root element.</p>' }],
  groups: [],
  inherits: [],
};

describe('API twins', () => {
  const body = apiPageMarkdown(COMPONENT, 'en', [{ pathname: '/x/react-data-grid/sorting', title: 'Sorting' }], ["import { DataGrid } from '@mui/x-data-grid';"]);

  it('has the import, then props, slots and classes as tables with name, type, default and description', () => {
    expect(body).toContain("## Import\n\n```tsx\nimport { DataGrid } from '@mui/x-data-grid';\n```");
    expect(body).toContain('## Props (4)\n\n4 props, read from the type declarations of @mui/x-data-grid 7.23.6.');
    expect(body).toContain('| Name | Type | Default | Description |\n| --- | --- | --- | --- |');
    expect(body).toContain('| `columns` * | `readonly GridColDef<R>[]` |  | Set of columns. |');
    expect(body).toContain("| `density` (Pro plan) | `'compact' \\| 'standard'` | `\"standard\"` | The density. |");
    expect(body).toContain('| `onRowClick` | `GridEventListener<"rowClick">` |  | Fired on click.<br>Signature: `function(params: GridRowParams) => void`<br>`params`: The row. |');
    expect(body).toContain('| `autoHeight` | `boolean` | `false` | **Deprecated.** Use a flex parent. |');
    expect(body).toContain('## Slots (1)');
    expect(body).toContain('| Slot name | Default component | Description |\n| --- | --- | --- |\n| `toolbar` | `null` | The toolbar. |');
    expect(body).toContain('## CSS classes (1)');
    expect(body).toContain('| Class name | Rule name | Description |\n| --- | --- | --- |\n| `.MuiDataGrid-root` | `root` | Styles applied to the root element. |');
    expect(body).toContain('## Demos\n\nPages of these docs that use DataGrid:\n\n- [Sorting](/x/react-data-grid/sorting/)');
  });

  it('lists the members of an interface, grouped by the interface that declares them', () => {
    const api: ApiPageData = {
      ...COMPONENT,
      name: 'GridApi',
      kind: 'interface',
      slots: [],
      classes: [],
      members: [member({
          name: 'sortColumn',
          type: '(field: string) => void',
          descriptionHtml: '<p>Sorts a column.</p>',
          group: 'GridSortApi',
          signature: { text: '(field: string) => void', params: [], returnType: 'void' },
        }),],
      groups: [{ name: 'GridSortApi', selectors: [{ name: 'gridSortModelSelector', returns: 'GridSortModel', descriptionHtml: '<p>The model.</p>' }] }],
    };
    const text = apiPageMarkdown(api, 'zh', [], []);
    expect(text).toContain('## Methods (1)');
    expect(text).toContain('### GridSortApi\n\n| Name | Type | Description |\n| --- | --- | --- |\n| `sortColumn` | `(field: string) => void` | Sorts a column. |');
    expect(text).toContain('- `gridSortModelSelector` (returns `GridSortModel`): The model.');
    const methods = apiMethodsMarkdown(api, 'GridSortApi', 'zh');
    expect(methods).toContain('| [`sortColumn`](/zh/x/api/data-grid/grid-api/#method-sortColumn) |');
    expect(methods).toContain('](/zh/x/api/data-grid/grid-api/)');
    expect(apiMethodsMarkdown(api, 'GridNopeApi', 'en')).toBeUndefined();
  });

  it('marks required members with *, except the methods of a grouped interface', () => {
    expect(membersTable([member({ required: true })], 'interface', (key) => key, 'en')).toContain('| `rows` * |');
    expect(membersTable([member({ required: true })], 'interface', (key) => key, 'en', { markRequired: false })).toContain('| `rows` |');
  });

  it('ends a page naming components with links to their API pages', () => {
    expect(apiSectionMarkdown('/x/react-data-grid/sorting', ['DataGridPro'], 'en', false)).toBe(
      '## API\n\nThe API reference of the components on this page:\n\n- [`DataGridPro`](/x/api/data-grid/data-grid-pro/) (Pro plan)',
    );
    expect(apiSectionMarkdown('/x/react-data-grid/sorting', ['DataGridPro'], 'en', true)).not.toContain('## API');
    expect(apiSectionMarkdown('/x/react-data-grid/sorting', undefined, 'en', false)).toBe('');
    expect(apiSectionMarkdown('/x/api/tree-view', undefined, 'en', false)).toMatch(/^## Components \(6\)\n\n- \[`RichTreeView`\]\(\/x\/api\/tree-view\/rich-tree-view\/\)/);
  });
});

describe('llms.txt', () => {
  const describePage = (pathname: string) => ({ pathname, title: `Title of ${pathname}`, description: 'What it is.', url: `https://mui.com${twinPath(pathname, 'en')}` });
  const sections = llmsSections(pages, describePage);
  const text = llmsTxt({ name: 'MUI X', summary: 'The docs.', details: ['More.'], sections });

  it('lists every nav page once, in nav order, under its top-level group', () => {
    const navPages = flattenPages(pages).map((page) => page.pathname);
    expect(sections.flatMap((section) => section.pages.map((page) => page.pathname))).toEqual(navPages);
    for (const pathname of navPages) {
      expect(text).toContain(`- [Title of ${pathname}](https://mui.com${twinPath(pathname, 'en')}): What it is.\n`);
    }
    expect(sections.map((section) => section.title)).toEqual(['Introduction', 'Common concepts', 'Data Grid', 'Date and Time Pickers', 'Charts', 'Tree View', 'Migration']);
  });

  it('follows the llms.txt layout: H1, blockquote, details, H2 sections', () => {
    expect(text.startsWith('# MUI X\n\n> The docs.\n\nMore.\n\n## Introduction\n\n- [')).toBe(true);
    expect(text.match(/^## /gm)).toHaveLength(sections.length);
    expect(text.match(/^# /gm)).toHaveLength(1);
  });

  it('puts a twin together and concatenates twins', () => {
    expect(composeTwin({ title: 'T', description: 'D.', notice: 'Not translated.', body: 'Body.', appendix: '' })).toBe('# T\n\nD.\n\n> Not translated.\n\nBody.\n');
    expect(llmsFull([{ url: 'https://a/x.md', markdown: '# A\n' }, { url: 'https://a/y.md', markdown: '# B\n' }])).toBe(
      '<!-- Source: https://a/x.md -->\n\n# A\n\n---\n\n<!-- Source: https://a/y.md -->\n\n# B\n',
    );
  });
});

describe('the twins of real pages', { timeout: 60_000 }, () => {
  const compiled = compileMarkdownPage(process.cwd(), '/x/react-data-grid/sorting', { en: 'data/data-grid/sorting/sorting.md' });

  it('the sorting page holds the source of its first demo and its API methods', async () => {
    const twin = (await compiled).languages.en.twin;
    expect(twin.startsWith('# Data Grid - Sorting\n\n')).toBe(true);
    expect(twin).toContain(readFileSync('data/data-grid/sorting/InitialSort.tsx', 'utf8').trimEnd());
    expect(twin).toContain('[`sortColumn`](/x/api/data-grid/grid-api/#method-sortColumn)');
    expect(twin).not.toMatch(/^:{2,3}[a-z]/m);
  });

  it('a Chinese route without a translation says so and links in Chinese', async () => {
    const twin = (await compiled).languages.zh.twin;
    expect(twin).toContain('> 本页尚未翻译成中文');
    expect(twin).toContain('](/zh/x/react-data-grid/editing/)');
  });
});
