import { describe, expect, it } from 'vitest';
import { API_ENTRIES, apiEntryAt, apiPathname, apiSlug } from '@/data/api/components';
import pages from '@/data/pages';
import { importedNames, markdownUses } from '@/scripts/api/usage';
import { apiPageBody, functionTypeParts, shortType } from '@/scripts/compiler/api/ApiReference';
import { apiTranslate } from '@/scripts/compiler/api/strings';
import type { ApiMember, ApiPageData } from '@/src/content/shared/apiData';
import { linkApiCode, rewriteDocLinks } from '@/scripts/compiler/api/links';
import type { NavEntry } from '@/src/navigation/types';

describe('the API entry list', () => {
  it('has the 142 entries of the full nav, by product and kind', () => {
    const count = (product: string, kind: string) => API_ENTRIES.filter((entry) => entry.product === product && entry.kind === kind).length;
    expect([count('data-grid', 'component'), count('data-grid', 'interface')]).toEqual([6, 17]);
    expect(count('date-pickers', 'component')).toBe(53);
    expect([count('charts', 'component'), count('charts', 'interface')]).toEqual([55, 5]);
    expect(count('tree-view', 'component')).toBe(6);
    expect(new Set(API_ENTRIES.map((entry) => entry.name)).size).toBe(API_ENTRIES.length);
  });

  it('makes the URLs of the MUI X reference', () => {
    expect(apiSlug('DataGridPro')).toBe('data-grid-pro');
    expect(apiSlug('TreeItem2')).toBe('tree-item-2');
    expect(apiSlug('ChartsXAxis')).toBe('charts-x-axis');
    expect(apiSlug('ChartsYAxis')).toBe('charts-y-axis');
    expect(apiSlug('DefaultChartsAxisTooltipContent')).toBe('default-charts-axis-tooltip-content');
    expect(apiEntryAt('/x/api/tree-view/tree-item-2')?.name).toBe('TreeItem2');
    expect(apiEntryAt('/x/api/charts/axis-config')).toMatchObject({ name: 'AxisConfig', kind: 'interface' });
  });

  it('puts every entry in its product’s API group, with the subheaders of the full nav', () => {
    const find = (entries: readonly NavEntry[], pathname: string): NavEntry | undefined =>
      entries.map((entry) => (entry.pathname === pathname ? entry : find(entry.children ?? [], pathname))).find(Boolean);
    const grid = find(pages, '/x/api/data-grid-group');
    expect(grid?.children?.map((child) => child.subheader ?? child.title)).toEqual(['Index', 'Events', 'Selectors', 'Components', 'Interfaces']);
    expect(grid?.children?.[3]?.pathname).toBe('/x/api/data-grid-components-group');
    expect(grid?.children?.[4]?.children?.[0]).toEqual({ pathname: '/x/api/data-grid/grid-api', title: 'GridApi', plan: undefined });
    const charts = find(pages, '/x/api/charts-group');
    expect(charts?.children?.at(-1)).toMatchObject({ pathname: '/x/api/charts-interfaces-group', subheader: 'Interfaces' });
    expect(charts?.children?.[6]).toEqual({ pathname: '/x/api/charts/bar-chart-pro', title: 'BarChartPro', plan: 'pro' });
    const tree = find(pages, '/x/api/tree-view-group');
    expect(tree?.children?.map((child) => child.title)).toEqual(['Index', 'RichTreeView', 'RichTreeViewPro', 'SimpleTreeView', 'TreeItem', 'TreeItem2', 'TreeView']);
    for (const entry of API_ENTRIES) {
      expect(find(pages, apiPathname(entry)), entry.name).toBeDefined();
    }
  });
});

describe('API page text', () => {
  it('shortens long types to their first union members, an object or a function', () => {
    expect(shortType("'asc' | 'desc' | null | undefined | 'something-long' | 'another-long-one'")).toBe("'asc' | 'desc' | null | undefined | …");
    expect(shortType('{ top?: number; right?: number; bottom?: number; left?: number }')).toBe('{ … }');
    expect(shortType('(params: GridRowParams, event: MuiEvent<React.MouseEvent>) => void')).toBe('(params, event) => void');
    expect(shortType('(aVeryLongParameterName: string, anotherVeryLongParameterName?: number) => boolean')).toBe('(…) => boolean');
    expect(shortType('boolean | { csvExport?: boolean; clipboardExport?: boolean }')).toBe('boolean | …');
  });

  // Function types whose last `=>` is not their own: the return type is found at bracket depth 0.
  it.each([
    ['subscribeEvent: returns a function', '<E extends GridEvents>(event: E, handler: GridEventListener<E>, options?: EventListenerOptions) => () => void', 'event: E, handler: GridEventListener<E>, options?: EventListenerOptions', '() => void', '(event, handler, options?) => () => void'],
    ['a callback parameter', '(callback: (row: GridRowModel) => GridRowId, fallbackValue: string) => void', 'callback: (row: GridRowModel) => GridRowId, fallbackValue: string', 'void', '(callback, fallbackValue) => void'],
    ['curried three times', '(first: string) => (second: number) => (third: boolean) => void', 'first: string', '(second: number) => (third: boolean) => void', '(first) => …'],
    ['a type parameter with a function constraint and default', '<T extends (value: number) => void = () => void>(listener: T, immediateCall?: boolean) => T', 'listener: T, immediateCall?: boolean', 'T', '(listener, immediateCall?) => T'],
    ['nested generics and tuples', '(lookup: Map<string, Array<[number, Record<string, () => void>]>>) => Promise<void>', 'lookup: Map<string, Array<[number, Record<string, () => void>]>>', 'Promise<void>', '(lookup) => Promise<void>'],
    ['quotes holding brackets and arrows', "(mode: 'a) => (' | \"=> (\", otherParameterName: number) => boolean", "mode: 'a) => (' | \"=> (\", otherParameterName: number", 'boolean', '(mode, otherParameterName) => boolean'],
    ['a destructured object parameter', '({ id, field }: { id: GridRowId; field: string }, event: MuiEvent<React.MouseEvent>) => void', '{ id, field }: { id: GridRowId; field: string }, event: MuiEvent<React.MouseEvent>', 'void', '({ id, field }, event) => void'],
    ['a long returned function type', '(params: GridRowParams, event: MuiEvent) => Promise<(id: GridRowId) => boolean>', 'params: GridRowParams, event: MuiEvent', 'Promise<(id: GridRowId) => boolean>', '(params, event) => …'],
  ])('finds the return type of %s', (_name, type, params, returnType, short) => {
    expect(functionTypeParts(type)).toEqual({ params, returnType });
    expect(shortType(type)).toBe(short);
  });

  it.each([
    ['a union of functions', '((params: GridRowParams) => void) | ((params: GridCellParams, event: MuiEvent) => void)'],
    ['an object type', '{ handler: (event: Event) => void; options?: { once: boolean } }'],
    ['a generic type', 'Array<(value: number) => string>'],
    ['a parenthesised type without an arrow', '(string | number)[]'],
    ['unbalanced brackets', '(a: Array<string => void'],
  ])('does not read %s as a function type', (_name, type) => {
    expect(functionTypeParts(type)).toBeUndefined();
  });

  it('sends JSDoc links to this site’s pages when it has them, to mui.com otherwise', () => {
    expect(rewriteDocLinks('<a href="https://mui.com/x/react-data-grid/sorting/#sort-model">x</a>', 'zh')).toBe('<a href="/zh/x/react-data-grid/sorting/">x</a>');
    expect(rewriteDocLinks('<a href="/x/react-data-grid/no-such-page/#a">x</a>', 'en')).toBe('<a href="https://mui.com/x/react-data-grid/no-such-page/#a">x</a>');
    expect(rewriteDocLinks('<a href="https://github.com/mui/mui-x">x</a>', 'en')).toBe('<a href="https://github.com/mui/mui-x">x</a>');
  });

  it('links code naming a documented API, except inside links and on its own page', () => {
    expect(linkApiCode('<p>A <code>GridColDef</code>, <a href="#x"><code>GridColDef</code></a>, <code>DataGrid</code>, <code>gridClasses</code>.</p>', 'en', 'DataGrid')).toBe(
      '<p>A <a href="/x/api/data-grid/grid-col-def/"><code>GridColDef</code></a>, <a href="#x"><code>GridColDef</code></a>, <code>DataGrid</code>, <code>gridClasses</code>.</p>',
    );
  });
});

describe('which pages use an entry', () => {
  it('reads names imported from MUI X packages', () => {
    expect([...importedNames("import { DataGridPro, type GridColDef as Col } from '@mui/x-data-grid-pro';\nimport { Box } from '@mui/material';")]).toEqual(['DataGridPro', 'GridColDef']);
  });

  it('finds inline code, JSX, imports and front matter in markdown', () => {
    expect(markdownUses('Use `DataGrid` here.', 'DataGrid')).toBe(true);
    expect(markdownUses('```tsx\n<DataGrid rows={rows} />\n```', 'DataGrid')).toBe(true);
    expect(markdownUses('---\ncomponents: [DataGridPro, DataGrid]\n---\n', 'DataGrid')).toBe(true);
    expect(markdownUses('The `DataGridPro` and a DataGrid in prose.', 'DataGrid')).toBe(false);
  });
});

describe('the table of contents of an API page', () => {
  const member = (name: string, extra: Partial<ApiMember> = {}): ApiMember => ({ name, type: 'boolean', descriptionHtml: '', required: false, ...extra });
  const page = (extra: Partial<ApiPageData>): ApiPageData => ({
    name: 'Widget',
    product: 'data-grid',
    kind: 'component',
    packageName: '@fixture/widgets',
    version: '1.0.0',
    exportName: 'Widget',
    imports: ['@fixture/widgets'],
    descriptionHtml: '',
    members: [],
    slots: [],
    classes: [],
    groups: [],
    inherits: [],
    ...extra,
  });
  const ctx = { t: apiTranslate('en'), language: 'en' as const };
  const tocOf = (data: ApiPageData) => apiPageBody(data, ctx, [], [], undefined).toc;
  const ids = (entries: { id: string }[]) => entries.map((entry) => entry.id);

  it('lists every prop, slot and class under its section heading, in table order', () => {
    const toc = tocOf(
      page({
        members: [member('rows'), member('columns')],
        slots: [{ name: 'toolbar', descriptionHtml: '' }],
        classes: [{ key: 'root', className: 'MuiWidget-root', descriptionHtml: '' }],
      }),
    );
    expect(ids(toc)).toEqual(['import', 'props', 'slots', 'classes', 'demos']);
    expect(toc[1]?.children).toEqual([
      { id: 'prop-rows', text: 'rows', children: [] },
      { id: 'prop-columns', text: 'columns', children: [] },
    ]);
    expect(ids(toc[2]?.children ?? [])).toEqual(['slot-toolbar']);
    expect(ids(toc[3]?.children ?? [])).toEqual(['class-root']);
    expect(toc[4]?.children).toEqual([]);
  });

  it('lists an interface’s properties and methods, and grouped methods under their group', () => {
    const plain = tocOf(page({ kind: 'interface', members: [member('field', { type: 'string' }), member('valueGetter', { type: '(value: V) => R', signature: { text: '(value: V) => R', params: [], returnType: 'R' } })] }));
    expect(ids(plain.find((entry) => entry.id === 'properties')?.children ?? [])).toEqual(['property-field', 'method-valueGetter']);
    const grouped = tocOf(
      page({
        kind: 'interface',
        members: [member('sortColumn', { type: '() => void', signature: { text: '() => void', params: [], returnType: 'void' }, group: 'GridSortApi' })],
        groups: [{ name: 'GridSortApi', selectors: [] }],
      }),
    );
    const methods = grouped.find((entry) => entry.id === 'methods');
    expect(ids(methods?.children ?? [])).toEqual(['group-GridSortApi']);
    expect(ids(methods?.children[0]?.children ?? [])).toEqual(['method-sortColumn']);
  });
});
