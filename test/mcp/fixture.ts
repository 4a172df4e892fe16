/**
 * A small built checkout for the MCP server's tests, written to a temporary folder: a nav tree
 * (`data/pages.ts`), page records and their manifest (`.build/pages/`), API data (`.api/`), a
 * package.json and a few installed packages' manifests. The records are typed PageRecords, so a
 * change of the record's shape fails here first; they are written directly (the compiler takes
 * seconds to start, and these tests are about the server).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { RECORD_FORMAT, RECORDS_MANIFEST, recordFileOf, type LanguageRecord, type PageRecord, type RecordsManifest, type SearchSection } from '@/src/content/record';
import { API_DATA_FILE, API_USAGE_FILE, type ApiData, type ApiMember, type ApiPageData, type ApiUsage } from '@/src/content/shared/apiData';
import type { RecordIsland } from '@/src/islands/definitions';
import type { NavEntry } from '@/src/navigation/types';
import { PAGES_FILE } from '@/scripts/content/paths';
import { writeProjectFile } from '@/test/content/introductionProject';

export const NAV: NavEntry[] = [
  { pathname: 'https://mui.com/x/whats-new/', title: "What's new in MUI X" },
  { pathname: '/x/introduction-group', title: 'Introduction', children: [{ pathname: '/x/introduction', title: 'Overview' }] },
  {
    pathname: '/x/react-data-grid-group',
    title: 'Data Grid',
    children: [
      { pathname: '/x/react-data-grid/sorting', title: 'Sorting' },
      { pathname: '/x/react-data-grid/filtering', title: 'Filtering', newFeature: true },
      { pathname: '/x/react-data-grid/pivoting', title: 'Pivoting', plan: 'premium', planned: true },
      {
        pathname: '/x/api/data-grid-group',
        title: 'API reference',
        children: [
          { pathname: '/x/api/data-grid/data-grid', title: 'DataGrid' },
          { pathname: '/x/api/data-grid/data-grid-pro', title: 'DataGridPro', plan: 'pro' },
          { pathname: '/x/api/data-grid/grid-api', title: 'GridApi' },
        ],
      },
    ],
  },
  {
    pathname: '/x/react-date-pickers-group',
    title: 'Date and Time Pickers',
    children: [
      {
        pathname: '/x/react-date-pickers/date-range-pickers',
        title: 'Date Range components',
        plan: 'pro',
        children: [{ pathname: '/x/react-date-pickers/date-range-picker', title: 'Date Range Picker' }],
      },
    ],
  },
];

const SORT_FROM_CODE = `import * as React from 'react';
import { DataGrid, useGridApiRef } from '@mui/x-data-grid';

export default function SortFromCode() {
  const apiRef = useGridApiRef();
  return <DataGrid apiRef={apiRef} rows={[]} columns={[]} />;
}
`;

const MULTI_COLUMN_SORT = `import * as React from 'react';
import { DataGridPro, type GridSortModel } from '@mui/x-data-grid-pro';
import Stack from '@mui/material/Stack';

export default function MultiColumnSort() {
  const [sortModel, setSortModel] = React.useState<GridSortModel>([
    { field: 'category', sort: 'asc' },
    { field: 'minutes', sort: 'asc' },
  ]);
  return (
    <Stack>
      <DataGridPro rows={[]} columns={[]} sortModel={sortModel} onSortModelChange={setSortModel} />
    </Stack>
  );
}
`;

const BASIC_RANGE = `import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';

export default function BasicRange() {
  return <DateRangePicker />;
}
`;

function demo(id: string, demoPath: string, ts: string, css?: string): RecordIsland {
  const name = demoPath.split('/').at(-1) ?? demoPath;
  const js = ts.replace(/, type GridSortModel/, '').replace(/<GridSortModel>/, '');
  return {
    id,
    name: 'demo',
    props: { file: `${name}.tsx`, height: '400' },
    demo: {
      demo: demoPath,
      name,
      height: 400,
      imports: [...ts.matchAll(/from '([^']+)'/g)].map((match) => match[1] ?? ''),
      tsSource: ts,
      jsSource: js,
      tsHtml: '<pre></pre>',
      jsHtml: '<pre></pre>',
      variants: css ? { css: { tsSource: css, jsSource: css, tsHtml: '<pre></pre>', jsHtml: '<pre></pre>' } } : {},
    },
  };
}

interface PageText {
  title: string;
  description: string;
  search: SearchSection[];
  html?: string;
  islands?: RecordIsland[];
  toc?: LanguageRecord['toc'];
}

function language(text: PageText, translated = true): LanguageRecord {
  return {
    source: 'data/page.md',
    translated,
    meta: { title: text.title, description: text.description },
    toc: text.toc ?? [],
    html: text.html ?? '',
    firstScreen: null,
    islands: text.islands ?? [],
    twin: `# ${text.title}\n\n${text.description}\n\n${text.search.map((section) => `${section.anchor ? `## ${section.title}\n\n` : ''}${section.text}`).join('\n\n')}\n`,
    search: text.search,
    links: [],
    anchors: (text.toc ?? []).map((entry) => entry.id),
  };
}

function record(pathname: string, kind: PageRecord['kind'], en: PageText, zh?: PageText): PageRecord {
  return {
    format: RECORD_FORMAT,
    key: `key-of-${pathname}`,
    pathname,
    kind,
    lastModified: kind === 'api' ? null : '2026-11-24T05:25:33.000Z',
    stats: { words: 100, demos: en.islands?.length ?? 0, codeBlocks: 0 },
    codeBlocks: {},
    languages: { en: language(en), zh: zh ? language(zh) : language(en, false) },
  };
}

const page = (title: string, text: string): SearchSection => ({ anchor: '', title, kind: 'page', text });
const section = (anchor: string, title: string, text: string): SearchSection => ({ anchor, title, kind: 'section', text });
const member = (anchor: string, title: string, text: string): SearchSection => ({ anchor, title, kind: 'member', text });

const SORTING_TOC = [
  { id: 'sorting-from-code', text: 'Sorting from code', children: [] },
  { id: 'sorting-by-several-columns-pro', text: 'Sorting by several columns (Pro)', children: [] },
];
const SORTING_HTML =
  '<p>Intro</p><h2 id="sorting-from-code">Sorting from code</h2><div id="island-0" class="island"></div>' +
  '<h2 id="sorting-by-several-columns-pro">Sorting by several columns (Pro)</h2><div id="island-1" class="island"></div>';
const SORTING_ISLANDS = [demo('island-0', 'data-grid/sorting/SortFromCode', SORT_FROM_CODE), demo('island-1', 'data-grid/sorting/MultiColumnSort', MULTI_COLUMN_SORT)];

export const RECORDS: PageRecord[] = [
  record('/x/introduction', 'guide', {
    title: 'MUI X - Overview',
    description: 'MUI X is a set of advanced React components.',
    search: [page('MUI X - Overview', 'The Data Grid, the Date and Time Pickers, Charts and the Tree View.')],
  }),
  record(
    '/x/react-data-grid/sorting',
    'guide',
    {
      title: 'Data Grid - Sorting',
      description: 'Sort Data Grid rows from the column headers or from code.',
      search: [
        page('Data Grid - Sorting', 'Users sort rows by clicking a column header. The current state is a sortModel.'),
        section('sorting-from-code', 'Sorting from code', 'The API object sorts rows: apiRef.current.sortColumn(field, direction).'),
        section('sorting-by-several-columns-pro', 'Sorting by several columns (Pro)', 'With DataGridPro the sort model can hold several items; their order is their priority.'),
      ],
      html: SORTING_HTML,
      islands: SORTING_ISLANDS,
      toc: SORTING_TOC,
    },
    {
      title: '数据表格 - 排序',
      description: '从列标题或代码对数据表格的行进行排序。',
      search: [page('数据表格 - 排序', '用户点击列标题对行进行排序。'), section('sorting-from-code', '从代码排序', '用 apiRef 排序。')],
      html: SORTING_HTML,
      islands: SORTING_ISLANDS,
      toc: SORTING_TOC,
    },
  ),
  record('/x/react-data-grid/filtering', 'guide', {
    title: 'Data Grid - Filtering',
    description: 'Filter the rows of the Data Grid.',
    search: [page('Data Grid - Filtering', 'Filters hide rows; two columns can be filtered at once with DataGridPro.')],
  }),
  record('/x/react-data-grid/pivoting', 'guide', {
    title: 'Data Grid - Pivoting',
    description: 'Pivoting is planned.',
    search: [page('Data Grid - Pivoting', 'A planned Premium feature.')],
  }),
  record('/x/react-date-pickers/date-range-picker', 'guide', {
    title: 'Date Range Picker',
    description: 'Pick a range of dates.',
    search: [page('Date Range Picker', 'The DateRangePicker lets users pick a start and an end date.')],
    html: '<div id="island-0" class="island"></div>',
    islands: [demo('island-0', 'date-pickers/date-range-picker/BasicRange', BASIC_RANGE, BASIC_RANGE.replace('BasicRange()', 'BasicRangeCss()'))],
  }),
  record('/x/api/data-grid/data-grid', 'api', {
    title: 'DataGrid API',
    description: 'API reference of the DataGrid component.',
    search: [
      page('DataGrid API', ''),
      member('prop-sortModel', 'sortModel', 'GridSortModel – Set the sort model of the Data Grid.'),
      member('prop-autoHeight', 'autoHeight', 'boolean false Deprecated. If true, the height follows the rows.'),
      member('class-root', '.MuiDataGrid-root', 'root Styles applied to the root element.'),
    ],
  }),
  record('/x/api/data-grid/data-grid-pro', 'api', {
    title: 'DataGridPro API',
    description: 'API reference of the DataGridPro component.',
    search: [
      page('DataGridPro API', ''),
      member('prop-sortModel', 'sortModel', 'GridSortModel – Set the sort model of the Data Grid.'),
      member('prop-disableMultipleColumnsSorting', 'disableMultipleColumnsSorting', 'boolean false If true, the sorting with multiple columns is disabled.'),
    ],
  }),
  record('/x/api/data-grid/grid-api', 'api', {
    title: 'GridApi API',
    description: 'The full grid API.',
    search: [page('GridApi API', 'The full grid API.'), member('method-sortColumn', 'sortColumn', 'Sorts a column.')],
  }),
];

const SORT_MODEL: ApiMember = { name: 'sortModel', type: 'GridSortModel', descriptionHtml: '<p>Set the sort model of the Data Grid.</p>', required: false };

function apiEntry(entry: Pick<ApiPageData, 'name' | 'kind' | 'packageName' | 'members'> & Partial<ApiPageData>): ApiPageData {
  return {
    product: 'data-grid',
    version: '7.23.6',
    exportName: entry.name,
    imports: [entry.packageName],
    descriptionHtml: '',
    slots: [],
    classes: [],
    groups: [],
    inherits: [],
    ...entry,
  };
}

export const API: ApiData = {
  key: 'fixture',
  catalogs: { events: [], selectors: [] },
  pages: [
    apiEntry({
      name: 'DataGrid',
      kind: 'component',
      packageName: '@mui/x-data-grid',
      imports: ['@mui/x-data-grid/DataGrid', '@mui/x-data-grid'],
      members: [
        {
          name: 'autoHeight',
          type: 'boolean',
          default: 'false',
          descriptionHtml: '<p>If <code>true</code>, the height follows the rows.</p>',
          required: false,
          deprecatedHtml: '<p>Use a <a href="/x/react-data-grid/sorting/">flex parent</a> instead.</p>',
        },
        SORT_MODEL,
      ],
      slots: [{ name: 'toolbar', defaultComponent: 'null', descriptionHtml: '<p>The toolbar.</p>' }],
      classes: [{ key: 'root', className: 'MuiDataGrid-root', descriptionHtml: '<p>Styles applied to the root element.</p>' }],
    }),
    apiEntry({
      name: 'DataGridPro',
      kind: 'component',
      plan: 'pro',
      packageName: '@mui/x-data-grid-pro',
      members: [
        { name: 'disableMultipleColumnsSorting', type: 'boolean', default: 'false', descriptionHtml: '<p>If <code>true</code>, sorting by several columns is off.</p>', required: false },
        SORT_MODEL,
      ],
    }),
    apiEntry({
      name: 'GridApi',
      kind: 'interface',
      packageName: '@mui/x-data-grid-premium',
      imports: ['@mui/x-data-grid'],
      members: [
        {
          name: 'sortColumn',
          type: '(field: string, direction?: GridSortDirection) => void',
          descriptionHtml: '<p>Sorts a column.</p>',
          required: true,
          signature: {
            text: '(field: string, direction?: GridSortDirection) => void',
            params: [
              { name: 'field', type: 'string', descriptionHtml: '<p>The column to sort.</p>' },
              { name: 'direction?', type: 'GridSortDirection', descriptionHtml: '<p>The direction.</p>' },
            ],
            returnType: 'void',
          },
          group: 'GridSortApi',
        },
        { name: 'rootElementRef', type: 'React.RefObject<HTMLDivElement>', descriptionHtml: '<p>The root element.</p>', required: true },
      ],
    }),
  ],
};

const USAGE: ApiUsage = {
  DataGrid: [
    { pathname: '/x/react-data-grid/sorting', title: 'Data Grid - Sorting' },
    { pathname: '/x/react-data-grid/filtering', title: 'Data Grid - Filtering' },
  ],
};

/** The checkout without its build outputs (what a fresh clone has). */
export function writeSources(root: string): void {
  writeProjectFile(root, PAGES_FILE, `export default ${JSON.stringify(NAV, null, 2)};\n`);
  writeProjectFile(
    root,
    'package.json',
    JSON.stringify({
      dependencies: {
        react: '19.3.1',
        'react-dom': '19.3.1',
        '@mui/material': '6.5.0',
        '@mui/x-data-grid': '7.23.6',
        '@mui/x-data-grid-pro': '7.23.6',
        '@mui/x-date-pickers-pro': '7.23.6',
        '@mui/x-license': '7.23.6',
        dayjs: '1.11.23',
        '@emotion/react': '11.14.0',
        '@emotion/styled': '11.14.1',
      },
    }),
  );
  // Installed manifests: their version wins over package.json's pin; peers come from them.
  const installed = (name: string, manifest: object) =>
    writeProjectFile(root, path.join('node_modules', name, 'package.json'), JSON.stringify({ name, ...manifest }));
  installed('@mui/x-data-grid-pro', { version: '7.23.6', peerDependencies: { '@mui/material': '^6.0.0', react: '^19.0.0' } });
  installed('@mui/x-date-pickers-pro', {
    version: '7.23.6',
    peerDependencies: { react: '^19.0.0', dayjs: '^1.10.7', luxon: '^3.0.2' },
    peerDependenciesMeta: { dayjs: { optional: true }, luxon: { optional: true } },
  });
}

/** The build outputs: API data, then the records and their manifest (written last, as the compiler does). */
export function writeBuild(root: string): void {
  writeProjectFile(root, API_DATA_FILE, JSON.stringify(API));
  writeProjectFile(root, API_USAGE_FILE, JSON.stringify(USAGE));
  for (const entry of RECORDS) {
    writeProjectFile(root, recordFileOf(entry.pathname), JSON.stringify(entry));
  }
  const manifest: RecordsManifest = {
    format: RECORD_FORMAT,
    version: 'fixture-1',
    pages: RECORDS.map((entry) => ({ pathname: entry.pathname, key: entry.key })),
  };
  writeFileSync(path.join(root, RECORDS_MANIFEST), JSON.stringify(manifest));
}

/** A temporary checkout; `built` adds the build outputs. */
export function fixtureCheckout(built = true): string {
  const root = mkdtempSync(path.join(tmpdir(), 'mcp-docs-'));
  writeSources(root);
  if (built) writeBuild(root);
  return root;
}
