import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import type { ApiEntry, ApiProduct } from '@/data/api/components';
import { ApiExtractor, type ExtractOptions, markPlans, type PackageSource, type RawPage } from '@/scripts/api/extract';
import { formatType, jsDocToHtml, plainParagraphToHtml, renderMarkdown } from '@/scripts/api/format';
import { toPageData } from '@/scripts/api/generate';
import { checkOlderPackages, OLDER_PACKAGES } from '@/scripts/api/packages';

const packages = fileURLToPath(new URL('./fixtures/api/packages/', import.meta.url));
const source = (name: string, dir: string, subpaths: string[]): PackageSource => ({ name, dir: path.join(packages, dir), subpaths });
const FIXTURE_PACKAGES: Record<ApiProduct, PackageSource[]> = {
  'data-grid': [source('@fixture/widgets', 'widgets', ['Widget']), source('@fixture/widgets-pro', 'widgets-pro', ['WidgetPro'])],
  'date-pickers': [],
  charts: [],
  'tree-view': [],
};
const entry = (name: string, kind: ApiEntry['kind'], plan?: ApiEntry['plan']): ApiEntry => ({ name, product: 'data-grid', kind, ...(plan ? { plan } : {}) });
const ENTRIES = [entry('Widget', 'component'), entry('WidgetPro', 'component', 'pro'), entry('WidgetFilterModel', 'interface'), entry('WidgetApi', 'interface')];

describe('the API extractor over a fixture package', () => {
  const extractor = new ApiExtractor({ packages: FIXTURE_PACKAGES });
  const pages = extractor.extract(ENTRIES);
  markPlans(pages);
  const page = (name: string) => pages.find((item) => item.entry.name === name) as RawPage;
  const member = (pageName: string, name: string) => page(pageName).members.find((item) => item.name === name);

  it('reads each prop with its type, default, description and required / deprecated flags', () => {
    const widget = page('Widget');
    expect(widget.members.map((item) => item.name)).toEqual([
      'checkboxSelection',
      'classes',
      'density',
      'filterModel',
      'gap',
      'onChange',
      'rows',
      'slots',
    ]);
    expect(member('Widget', 'checkboxSelection')).toMatchObject({ type: 'boolean', default: 'false', description: 'If `true`, every row gets a checkbox.', required: false });
    expect(member('Widget', 'rows')).toMatchObject({ type: 'readonly { id: number; label: string }[]', required: true });
    expect(member('Widget', 'density')).toMatchObject({ type: "'compact' | 'standard'", description: '' });
    expect(member('Widget', 'gap')).toMatchObject({ default: '8', deprecated: 'Use `density` instead.' });
  });

  it('leaves out what the packages tag @ignore (with or without "- do not document") or @internal', () => {
    // Widget declares forwardedProps (@ignore - do not document.), onStateChange (@internal) and a
    // rowMeasurer slot (@ignore); WidgetCoreApi declares store (@ignore - do not document) and
    // unstable_measureRow (@internal).
    const names = (pageName: string) => page(pageName).members.map((item) => item.name);
    for (const name of ['forwardedProps', 'onStateChange']) {
      expect(names('Widget')).not.toContain(name);
      expect(names('WidgetPro')).not.toContain(name);
    }
    expect(page('Widget').slots.map((slot) => slot.name)).not.toContain('rowMeasurer');
    expect(names('WidgetApi')).not.toContain('store');
    expect(names('WidgetApi')).not.toContain('unstable_measureRow');
    expect(names('WidgetApi')).toContain('rootElement');
  });

  it('gives function props their signature with documented parameters and return value', () => {
    expect(member('Widget', 'onChange')?.signature).toEqual({
      text: '(ids: number[], reason: string) => boolean',
      params: [
        { name: 'ids', type: 'number[]', description: 'The selected ids.' },
        { name: 'reason', type: 'string', description: 'Why it changed.' },
      ],
      returnType: 'boolean',
      returns: 'Whether to keep the change.',
    });
  });

  it('reads slots with their default component, and CSS classes with their generated class names', () => {
    expect(page('Widget').slots).toEqual([
      { name: 'noRowsOverlay', description: 'Shown when there are no rows.' },
      { name: 'toolbar', defaultComponent: 'WidgetToolbar', description: 'The toolbar above the rows.' },
    ]);
    expect(page('Widget').classes).toEqual([
      { key: 'root', className: 'FixtureWidget-root', description: 'Styles applied to the root element.' },
      { key: 'selected', className: 'Mui-selected', description: 'State class applied to a selected row.' },
    ]);
  });

  it('finds where an entry is declared and every module that exports it, skipping deprecated stubs', () => {
    // The Pro package exports a deprecated `Widget` stub: the page documents the real one.
    expect(page('Widget')).toMatchObject({ packageName: '@fixture/widgets', exportName: 'Widget', imports: ['@fixture/widgets/Widget', '@fixture/widgets'] });
    expect(page('Widget').description).toBe('');
    expect(page('WidgetPro')).toMatchObject({ packageName: '@fixture/widgets-pro', imports: ['@fixture/widgets-pro/WidgetPro', '@fixture/widgets-pro'] });
  });

  it('marks the props and slots only a higher plan has', () => {
    expect(member('WidgetPro', 'pinnedColumns')?.plan).toBe('pro');
    expect(member('WidgetPro', 'rows')?.plan).toBeUndefined();
  });

  it('reads an interface with its defaults, and a plan-tiered interface grouped by declaring interface with selectors', () => {
    expect(page('WidgetFilterModel').members).toMatchObject([
      { name: 'items', type: 'string[]', default: '[]', required: true },
      { name: 'logic', type: "'and' | 'or'", required: false },
    ]);
    const api = page('WidgetApi');
    expect(api.packageName).toBe('@fixture/widgets-pro');
    expect(api.imports).toEqual(['@fixture/widgets', '@fixture/widgets-pro']);
    expect(api.members.map((item) => [item.name, item.group, item.plan])).toEqual([
      ['pinColumn', 'WidgetPinningApi', 'pro'],
      ['rootElement', 'WidgetCoreApi', undefined],
      ['sortColumn', 'WidgetSortApi', undefined],
    ]);
    expect(api.groups).toEqual([
      { name: 'WidgetCoreApi', selectors: [] },
      { name: 'WidgetPinningApi', plan: 'pro', selectors: [] },
      // hooks/features/sorting/: the documented selector, not the @ignore one.
      { name: 'WidgetSortApi', selectors: [{ name: 'widgetSortModelSelector', returns: 'string[]', description: 'Get the sort model.' }] },
    ]);
  });

  it("takes a group's selectors from its selector source when one names it: a folder, some of its selectors, or none", () => {
    const sorted = { name: 'widgetSortModelSelector', returns: 'string[]', description: 'Get the sort model.' };
    const withSources = (selectorSources: ExtractOptions['selectorSources']) =>
      new ApiExtractor({ packages: FIXTURE_PACKAGES, selectorSources }).extract([entry('WidgetApi', 'interface')])[0]?.groups.map((group) => [group.name, group.selectors]);
    expect(withSources({ WidgetCoreApi: { folder: 'sorting' }, WidgetPinningApi: { folder: 'sorting', names: ['widgetSortModelSelector'] }, WidgetSortApi: null })).toEqual([
      ['WidgetCoreApi', [sorted]],
      ['WidgetPinningApi', [sorted]],
      ['WidgetSortApi', []],
    ]);
    // A name the folder does not export as a documented selector (here the @ignore one), or a folder without selectors, fails.
    expect(() => withSources({ WidgetCoreApi: { folder: 'sorting', names: ['widgetSortInternalsSelector'] } })).toThrow(
      /selector source of WidgetCoreApi names widgetSortInternalsSelector, not a documented selector exported from hooks\/features\/sorting\//,
    );
    expect(() => withSources({ WidgetCoreApi: { folder: 'pinning' } })).toThrow(/WidgetCoreApi names the feature folder "pinning"/);
  });

  it('fails with the name and the packages when an entry is not exported', () => {
    expect(() => extractor.extract([entry('Nope', 'component')])).toThrow(
      /Nope \(data-grid; looked in @fixture\/widgets, @fixture\/widgets-pro\) is not exported/,
    );
  });

  it('fails when an entry does not have the shape of its kind', () => {
    expect(() => extractor.extract([entry('WidgetFilterModel', 'component')])).toThrow(/WidgetFilterModel .* is not a component/);
    expect(() => extractor.extract([entry('Widget', 'interface')])).toThrow(/Widget .* is not an interface or type/);
  });

  it('turns the raw data into page data: JSDoc as HTML, long types formatted', async () => {
    const data = await toPageData(page('Widget'), '1.2.3');
    const filterModel = data.members.find((item) => item.name === 'filterModel');
    expect(filterModel?.descriptionHtml).toBe('<p>Filters applied to the rows, as a <code>WidgetFilterModel</code>.</p>');
    expect(filterModel?.typeFormatted).toBeUndefined();
    expect(data.members.find((item) => item.name === 'gap')?.deprecatedHtml).toBe('<p>Use <code>density</code> instead.</p>');
    expect(data).toMatchObject({ version: '1.2.3', name: 'Widget', kind: 'component' });
    expect(data.vendored).toBeUndefined();
  });
});

describe('API text helpers', () => {
  it('renders JSDoc markdown and the packages’ [[Name]] links as code', () => {
    expect(jsDocToHtml('See [[GridColDef]] and **bold**.')).toBe('<p>See <code>GridColDef</code> and <strong>bold</strong>.</p>');
    expect(jsDocToHtml('  ')).toBe('');
    // Other MUI docs live on mui.com; links to this site's /x/ pages stay relative.
    expect(jsDocToHtml('A [FilledInput](/material-ui/api/filled-input/) or [fields](/x/react-date-pickers/fields/).')).toBe(
      '<p>A <a href="https://mui.com/material-ui/api/filled-input/">FilledInput</a> or <a href="/x/react-date-pickers/fields/">fields</a>.</p>',
    );
  });

  it.each([
    'If `true`, the column menu is disabled.',
    'Callback fired when the value changes.\nWorks only with `paginationMode="server"` and `rowCount="-1"`.',
    'Compares `a < b && c` (in code) and "quoted" text: done?',
    'A single line',
  ])('writes a plain paragraph as the markdown pipeline does: %j', (text) => {
    expect(plainParagraphToHtml(text)).toBe(renderMarkdown(text));
  });

  it.each([
    'Some **bold** or _emphasis_.',
    'A list:\n- one\n- two',
    '1. ordered',
    'First paragraph.\n\nSecond paragraph.',
    'See https://mui.com/x/ or www.example.com.',
    'A [link](/x/) here.',
    '  indented code',
    'Title\n===',
    'Two  spaces keep a hard break?  ',
    'Double ``code`` spans',
  ])('leaves anything else to the markdown pipeline: %j', (text) => {
    expect(plainParagraphToHtml(text)).toBeNull();
  });

  it('formats long unions one member per line and leaves short types alone', async () => {
    expect(await formatType('boolean')).toBe('boolean');
    expect(await formatType("'compact' | 'standard' | 'comfortable' | 'something-else' | 'another'")).toBe(
      "| 'compact'\n| 'standard'\n| 'comfortable'\n| 'something-else'\n| 'another'",
    );
  });
});

/** Writes `files` (path -> text) under `root`. */
function writeTree(root: string, files: Record<string, string>): void {
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
}

describe('a Pro package installed at an older release, nesting its own copy of the MIT package', () => {
  // node_modules/@fixture/base is the documented release; @fixture/base-pro nests an older base
  // whose props differ, the way @mui/x-tree-view-pro 7.22.1 nests @mui/x-tree-view 7.22.1.
  const root = mkdtempSync(path.join(tmpdir(), 'api-nested-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const base = (prop: string) => ({
    'package.json': '{ "name": "@fixture/base", "types": "./index.d.ts" }',
    'index.d.ts': `export interface BaseProps {\n  /** Shown in both releases. */\n  rows: string[];\n  /** Only in this release. */\n  ${prop}?: boolean;\n}\nexport declare const Base: (props: BaseProps) => null;\n`,
  });
  const prefixed = (prefix: string, files: Record<string, string>) =>
    Object.fromEntries(Object.entries(files).map(([file, text]) => [`${prefix}/${file}`, text]));
  writeTree(root, {
    ...prefixed('node_modules/@fixture/base', base('addedInNewRelease')),
    ...prefixed('node_modules/@fixture/base-pro/node_modules/@fixture/base', base('removedInNewRelease')),
    'node_modules/@fixture/base-pro/package.json': '{ "name": "@fixture/base-pro", "types": "./index.d.ts" }',
    'node_modules/@fixture/base-pro/index.d.ts':
      "import type { BaseProps } from '@fixture/base';\nexport interface BaseProProps extends BaseProps {\n  /** Pro only. */\n  pinned?: boolean;\n}\nexport declare const BasePro: (props: BaseProProps) => null;\n",
  });
  const packagesAt: Record<ApiProduct, PackageSource[]> = {
    'data-grid': [],
    'date-pickers': [],
    charts: [],
    'tree-view': [
      { name: '@fixture/base', dir: path.join(root, 'node_modules/@fixture/base'), subpaths: [] },
      { name: '@fixture/base-pro', dir: path.join(root, 'node_modules/@fixture/base-pro'), subpaths: [] },
    ],
  };
  const proPage = (options: Partial<ExtractOptions>) => {
    const entries: ApiEntry[] = [{ name: 'BasePro', product: 'tree-view', kind: 'component', plan: 'pro' }];
    return new ApiExtractor({ packages: packagesAt, ...options }).extract(entries)[0] as RawPage;
  };

  it('reads the Pro props against the installed MIT package when resolveFrom is the project root', () => {
    const page = proPage({ resolveFrom: root });
    expect(page.members.map((item) => item.name)).toEqual(['addedInNewRelease', 'pinned', 'rows']);
    expect(page.packageName).toBe('@fixture/base-pro');
  });

  it('would otherwise reach the nested copy, which is not a documented package, and list only the Pro prop', () => {
    expect(proPage({}).members.map((item) => item.name)).toEqual(['pinned']);
  });
});

describe('older packages', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'api-older-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const install = (name: string, version: string) => writeTree(root, { [`node_modules/${name}/package.json`]: JSON.stringify({ name, version }) });

  it('are read from node_modules at the release their note names, or generation fails naming the package', () => {
    expect(() => checkOlderPackages(root)).toThrow(/@mui\/x-charts-pro is not installed \(package\.json pins 7\.23\.2\)/);
    for (const [name, { version }] of Object.entries(OLDER_PACKAGES)) {
      install(name, version);
    }
    expect(() => checkOlderPackages(root)).not.toThrow();
    install('@mui/x-tree-view-pro', '7.29.0');
    expect(() => checkOlderPackages(root)).toThrow(/node_modules has @mui\/x-tree-view-pro@7\.29\.0, but scripts\/api\/packages\.ts says its pages are read from 7\.22\.1/);
  });
});
