import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_MAP_FILE, DEV_SHIMS_DIR, EDITOR_MODULES_FILE, demoOfFile, writeGeneratedSources } from '@/scripts/content/generatedSources';

describe('demoOfFile: the demo a demo file belongs to', () => {
  it.each([
    ['data-grid/sorting/InitialSort', 'data-grid/sorting/InitialSort'],
    ['data-grid/style/Striped.css', 'data-grid/style/Striped'],
    ['data-grid/style/Striped.tailwind', 'data-grid/style/Striped'],
    ['charts/lines/Basic', 'charts/lines/Basic'],
  ])('%s → %s', (file, demo) => {
    expect(demoOfFile(file)).toBe(demo);
  });
});

describe('writeGeneratedSources for npm run dev: only the demos of the pages opened are compiled', () => {
  let root = '';
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  function page(files: Record<string, string>) {
    root = mkdtempSync(path.join(tmpdir(), 'sources-'));
    for (const [file, source] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(root, 'data', file)), { recursive: true });
      writeFileSync(path.join(root, 'data', file), source);
    }
  }
  const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

  it('keeps the maps whole and the same; only the modules of the opened pages\u2019 demos and packages grow', () => {
    page({
      'grid/sorting/sorting.md': '',
      'grid/sorting/Basic.tsx': "import { DataGrid } from '@mui/x-data-grid';\nexport default function Basic() { return null; }\n",
      'grid/sorting/Basic.css.tsx': "import { DataGrid } from '@mui/x-data-grid';\nexport default function Basic() { return null; }\n",
      'charts/lines/Line.tsx': "import { LineChart } from '@mui/x-charts/LineChart';\nexport default function Line() { return null; }\n",
    });
    const opened = new Set<string>();
    writeGeneratedSources(root, opened);
    const [demoMap, moduleMap] = [read(DEMO_MAP_FILE), read(EDITOR_MODULES_FILE)];
    const openedDemos = () => read(`${DEV_SHIMS_DIR}/openedDemos.tsx`);
    const shim = (specifier: string) => read(`${DEV_SHIMS_DIR}/modules/${specifier}.js`);
    expect(demoMap).toContain("'charts/lines/Line': () => import('@/.build/generated/dev/openedDemos').then((opened) => opened.demo('charts/lines/Line'))");
    expect(demoMap).not.toContain("import('@/data/");
    expect(moduleMap).toContain("'@mui/x-charts/LineChart': () => import('./dev/modules/_40mui_2Fx-charts_2FLineChart.js').then((shim) => shim.load())");
    expect(openedDemos()).not.toContain("import('@/data/");
    expect(shim('_40mui_2Fx-data-grid')).toContain('Promise.reject');

    // The sorting page opens: its demo, its variant and their package come in; the maps stay.
    opened.add('grid/sorting/Basic');
    const written = writeGeneratedSources(root, opened);
    expect(written.sort()).toEqual([`${DEV_SHIMS_DIR}/modules/_40mui_2Fx-data-grid.js`, `${DEV_SHIMS_DIR}/openedDemos.tsx`]);
    expect(openedDemos()).toContain("'grid/sorting/Basic': () => import('@/data/grid/sorting/Basic'),");
    expect(openedDemos()).toContain("'grid/sorting/Basic.css': () => import('@/data/grid/sorting/Basic.css'),");
    expect(openedDemos()).not.toContain('charts/lines/Line');
    expect(shim('_40mui_2Fx-data-grid')).toContain("export const load = () => import('@mui/x-data-grid');");
    expect(shim('_40mui_2Fx-charts_2FLineChart')).toContain('Promise.reject');
    // Nothing new: nothing written.
    expect(writeGeneratedSources(root, opened)).toEqual([]);

    // Without a set (the build): the maps import every demo and package directly.
    writeGeneratedSources(root);
    expect(read(DEMO_MAP_FILE)).toContain("'charts/lines/Line': () => import('@/data/charts/lines/Line')");
    expect(read(EDITOR_MODULES_FILE)).toContain("'@mui/x-charts/LineChart': () => import('@mui/x-charts/LineChart')");
  });
});
