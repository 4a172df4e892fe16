import { createRequire } from 'node:module';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import type ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_CATALOGS, apiCatalogAt, apiCatalogPathname, type ApiCatalog } from '@/data/api/catalogs';
import pages from '@/data/pages';
import { catalogMarkdown } from '@/scripts/compiler/twin/catalogMarkdown';
import { extractCatalogs, featureOfFile, GRID_PACKAGES, isSelectorName, type RawCatalogs } from '@/scripts/api/catalogs';
import { ApiExtractor, isUndocumented, type ProgramAccess } from '@/scripts/api/extract';
import { packageSources } from '@/scripts/api/generate';
import { catalogBody, type CatalogSource, featureTitle, selectorsByFeature } from '@/scripts/compiler/api/catalogs';
import { apiTranslate } from '@/scripts/compiler/api/strings';
import type { ApiCatalogSelector } from '@/src/content/shared/apiData';
import { I18nProvider } from '@/src/i18n/I18nProvider';
import { flattenPages } from '@/src/navigation/tree';

const typescript = createRequire(import.meta.url)('typescript') as typeof ts;
const root = process.cwd();
const catalog = (name: ApiCatalog['name']) => API_CATALOGS.find((item) => item.name === name) as ApiCatalog;

describe('the Data Grid catalogs, read from the installed packages', () => {
  let access: ProgramAccess;
  let catalogs: RawCatalogs;
  beforeAll(() => {
    const sources = packageSources(root);
    const extractor = new ApiExtractor({ packages: { 'data-grid': sources['data-grid'], 'date-pickers': [], charts: [], 'tree-view': [] }, resolveFrom: root });
    access = extractor.programAccess();
    catalogs = extractCatalogs(access);
  }, 120_000);

  /**
   * The event names, found another way: `keyof GridEventLookup` as a user's code sees it
   * through each package, in a separate program over a one-line source file.
   */
  function eventNamesOfPackages(): { name: string; undocumented: boolean }[] {
    const file = path.join(root, '__events__.ts');
    const text = GRID_PACKAGES.map((name, index) => `import type { GridEventLookup as L${index} } from '${name}';`).join('\n') + '\nexport type Names = keyof L0 | keyof L1 | keyof L2;\n';
    const options: ts.CompilerOptions = { moduleResolution: typescript.ModuleResolutionKind.Bundler, module: typescript.ModuleKind.ESNext, strict: true, skipLibCheck: true, noEmit: true, types: [] };
    const host = typescript.createCompilerHost(options);
    const getSourceFile = host.getSourceFile.bind(host);
    host.getSourceFile = (name, version, ...rest) => (name === file ? typescript.createSourceFile(name, text, version) : getSourceFile(name, version, ...rest));
    const fileExists = host.fileExists.bind(host);
    host.fileExists = (name) => name === file || fileExists(name);
    const program = typescript.createProgram([file], options, host);
    const checker = program.getTypeChecker();
    const source = program.getSourceFile(file) as ts.SourceFile;
    const moduleSymbol = checker.getSymbolAtLocation(source) as ts.Symbol;
    const names = checker.getExportsOfModule(moduleSymbol).find((symbol) => symbol.getName() === 'Names') as ts.Symbol;
    const union = checker.getDeclaredTypeOfSymbol(names);
    const lookups = GRID_PACKAGES.map((_name, index) => checker.getDeclaredTypeOfSymbol(checker.getAliasedSymbol(checker.getSymbolsInScope(source, typescript.SymbolFlags.Alias).find((symbol) => symbol.getName() === `L${index}`) as ts.Symbol)));
    const members = union.isUnion() ? union.types : [union];
    return members.map((member) => {
      const name = String((member as ts.StringLiteralType).value);
      const symbol = lookups.map((lookup) => checker.getPropertyOfType(lookup, name)).find(Boolean);
      return { name, undocumented: symbol !== undefined && isUndocumented(symbol.getJsDocTags(checker)) };
    });
  }

  it('lists every event of GridEventLookup (with the Pro and Premium additions) that the packages do not mark @ignore or @internal', () => {
    const listed = new Set(catalogs.events.map((event) => event.name));
    const all = eventNamesOfPackages();
    expect(all.length).toBeGreaterThan(80);
    const missing = all.filter(({ name, undocumented }) => !listed.has(name) && !undocumented);
    expect(missing.map((item) => item.name)).toEqual([]);
    // Nothing listed that the packages do not declare.
    const declared = new Set(all.map((item) => item.name));
    expect([...listed].filter((name) => !declared.has(name))).toEqual([]);
  });

  it('gives each event its params and DOM event types, its plan and its description, and leaves out the @ignore ones', () => {
    const event = (name: string) => catalogs.events.find((item) => item.name === name);
    expect(event('cellClick')).toEqual({ name: 'cellClick', params: 'GridCellParams<any>', event: 'React.MouseEvent<HTMLElement>', description: 'Fired when a cell is clicked.' });
    expect(event('rowOrderChange')).toMatchObject({ plan: 'pro', params: 'GridRowOrderChangeParams' });
    expect(event('clipboardPasteStart')).toMatchObject({ plan: 'premium', params: '{ data: string[][] }' });
    expect(event('unmount')).toEqual({ name: 'unmount', description: 'Fired when the grid is unmounted.' });
    expect(event('rowMouseOut')).toBeUndefined();
    expect(event('pinnedColumnsChange')).toBeUndefined();
  });

  it('lists every selector the packages export at run time, unless its declaration is @ignore or @internal', () => {
    const require = createRequire(path.join(root, 'package.json'));
    const listed = new Map(catalogs.selectors.map((selector) => [selector.name, selector]));
    for (const [index, packageName] of GRID_PACKAGES.entries()) {
      const runtime = Object.keys(require(packageName) as object).filter((name) => /^grid\w*Selector$/.test(name));
      expect(runtime.length).toBeGreaterThan(80);
      const exported = access.exportsOf(packageName);
      const missing = runtime.filter((name) => {
        const symbol = exported.get(name);
        return !listed.has(name) && !(symbol && isUndocumented(symbol.getJsDocTags(access.checker)));
      });
      expect(missing, packageName).toEqual([]);
      // A selector first exported by a higher plan's package is marked with that plan.
      for (const name of runtime.filter((item) => listed.has(item))) {
        const lowest = GRID_PACKAGES.findIndex((candidate) => Object.hasOwn(require(candidate) as object, name));
        expect(lowest <= index).toBe(true);
        expect(listed.get(name)?.plan, name).toBe([undefined, 'pro', 'premium'][lowest]);
      }
    }
  });

  it('says what each selector returns, what it is called with and which feature declares it', () => {
    const selector = (name: string) => catalogs.selectors.find((item) => item.name === name);
    expect(selector('gridSortModelSelector')).toMatchObject({ returns: 'GridSortModel', argument: 'apiRef', feature: 'sorting', description: 'Get the current sorting model.' });
    expect(selector('gridDensitySelector')).toMatchObject({ argument: 'state', feature: 'density' });
    expect(selector('gridRowGroupingModelSelector')).toMatchObject({ plan: 'premium', feature: 'rowGrouping' });
    expect(selector('selectedGridRowsCountSelector')).toMatchObject({ returns: 'number', feature: 'rowSelection' });
    expect(selector('gridSortColumnLookupSelector')).toBeUndefined();
  });
});

describe('catalog helpers', () => {
  it.each([
    ['gridSortModelSelector', true],
    ['selectedIdsLookupSelector', true],
    ['useGridSelector', false],
    ['GridToolbarDensitySelector', false],
    ['gridSortModel', false],
  ])('%s is a selector name: %s', (name, expected) => {
    expect(isSelectorName(name)).toBe(expected);
  });

  it('finds the feature folder of a declaration file', () => {
    expect(featureOfFile('/p/node_modules/@mui/x-data-grid/hooks/features/rowSelection/gridRowSelectionSelector.d.ts')).toBe('rowSelection');
    expect(featureOfFile('/p/node_modules/@mui/x-data-grid/hooks/core/gridCoreSelector.d.ts')).toBe('core');
  });

  it('titles and orders the feature groups, core first', () => {
    const t = apiTranslate('en');
    expect(featureTitle('rowSelection', t)).toBe('Row selection');
    expect(featureTitle('core', t)).toBe('Core');
    const item = (name: string, feature: string): ApiCatalogSelector => ({ name, feature, returns: 'number', argument: 'apiRef', descriptionHtml: '' });
    expect(selectorsByFeature([item('b', 'sorting'), item('a', 'core'), item('c', 'density'), item('d', 'sorting')]).map(([feature, items]) => [feature, items.map((entry) => entry.name)])).toEqual([
      ['core', ['a']],
      ['density', ['c']],
      ['sorting', ['b', 'd']],
    ]);
  });

  it('has its pages in the Data Grid API group of the nav, after the index', () => {
    expect(apiCatalogAt('/x/api/data-grid/events/')).toBe(catalog('events'));
    expect(apiCatalogAt('/x/api/data-grid/grid-api')).toBeUndefined();
    const pathnames = flattenPages(pages).map((page) => page.pathname);
    const index = pathnames.indexOf('/x/api/data-grid');
    expect(pathnames.slice(index, index + 3)).toEqual(['/x/api/data-grid', apiCatalogPathname(catalog('events')), apiCatalogPathname(catalog('selectors'))]);
  });
});

describe('catalog pages', () => {
  const source: CatalogSource = {
    version: '7.23.6',
    catalogs: {
      events: [
        { name: 'cellClick', params: 'GridCellParams<any>', event: 'React.MouseEvent<HTMLElement>', descriptionHtml: '<p>Fired when a cell is clicked.</p>' },
        { name: 'rowOrderChange', params: 'GridRowOrderChangeParams', plan: 'pro', descriptionHtml: '<p>Fired when the user ends reordering a row.</p>' },
        { name: 'unmount', descriptionHtml: '<p>Fired when the grid is unmounted.</p>' },
      ],
      selectors: [
        { name: 'gridSortModelSelector', returns: 'GridSortModel', argument: 'apiRef', feature: 'sorting', descriptionHtml: '<p>Get the current sorting model.</p>' },
        { name: 'gridDensitySelector', returns: 'GridDensity', argument: 'state', feature: 'density', descriptionHtml: '' },
        { name: 'gridRowGroupingModelSelector', returns: 'GridRowGroupingModel', argument: 'apiRef', plan: 'premium', feature: 'rowGrouping', descriptionHtml: '', deprecatedHtml: '<p>Use another one.</p>' },
      ],
    },
    eventProp: (event) => ({ cellClick: { prop: 'onCellClick', component: 'DataGrid' }, rowOrderChange: { prop: 'onRowOrderChange', component: 'DataGridPro' } })[event],
  };
  const ctx = { t: apiTranslate('en'), language: 'en' as const };
  const render = (node: React.ReactNode) => renderToStaticMarkup(<I18nProvider language="en" pack={null}>{node}</I18nProvider>);

  it('renders the events with an anchor per row, their types, plan, description and the prop that listens', () => {
    const { body, toc } = catalogBody(catalog('events'), ctx, source);
    const html = render(body);
    expect(toc).toEqual([{ id: 'events', text: 'Events (3)', children: ['cellClick', 'rowOrderChange', 'unmount'].map((name) => ({ id: `event-${name}`, text: name, children: [] })), rows: true }]);
    expect(html).toContain('id="event-cellClick"');
    expect(html).toMatch(/id="event-cellClick".*?Event: <code>React.<wbr\/>MouseEvent&lt;<wbr\/>HTMLElement&gt;<\/code>/s);
    expect(html).toContain('href="/x/api/data-grid/data-grid/#prop-onCellClick"');
    expect(html).toContain('href="/x/api/data-grid/data-grid-pro/#prop-onRowOrderChange"');
    expect(html).toMatch(/id="event-rowOrderChange".*?data-plan="pro"/s);
    expect(html).toContain('3 events, read from the type declarations of the Data Grid packages 7.23.6.');
  });

  it('renders the selectors grouped by feature, with their argument, return type, plan and deprecation', () => {
    const { body, toc } = catalogBody(catalog('selectors'), ctx, source);
    const html = render(body);
    expect(toc[0]?.children.map((entry) => entry.text)).toEqual(['Density (1)', 'Row grouping (1)', 'Sorting (1)']);
    expect(html).toMatch(/id="feature-density".*id="selector-gridDensitySelector".*GridDensity.*<code>state<\/code>/s);
    expect(html).toMatch(/id="selector-gridRowGroupingModelSelector".*?data-plan="premium".*?Deprecated/s);
  });

  it('writes the same lists as markdown for the twins, links localized', () => {
    const events = catalogMarkdown(catalog('events'), 'zh', source);
    expect(events).toContain('## 事件 (3)');
    expect(events).toContain('[`onCellClick`](/zh/x/api/data-grid/data-grid/#prop-onCellClick)');
    expect(events).toMatch(/\| `rowOrderChange` \(Pro.*?\) \| `GridRowOrderChangeParams` \|/);
    const selectors = catalogMarkdown(catalog('selectors'), 'en', source);
    expect(selectors).toContain('### Sorting (1)');
    expect(selectors).toContain('| `gridDensitySelector` | `GridDensity` | `state` |');
  });
});
