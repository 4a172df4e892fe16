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

  it('keeps the maps whole and the same; the demos and packages of the pages opened come through their stand-ins', () => {
    page({
      'grid/sorting/sorting.md': '',
      'grid/sorting/Basic.tsx': "import { DataGrid } from '@mui/x-data-grid';\nexport default function Basic() { return null; }\n",
      'grid/sorting/Basic.css.tsx': "import { DataGrid } from '@mui/x-data-grid';\nexport default function Basic() { return null; }\n",
      'charts/lines/Line.tsx': "import { LineChart } from '@mui/x-charts/LineChart';\nexport default function Line() { return null; }\n",
    });
    const shim = (file: string) => read(`${DEV_SHIMS_DIR}/${file}`);
    const opened = new Set<string>();
    writeGeneratedSources(root, opened);
    const [demoMap, moduleMap] = [read(DEMO_MAP_FILE), read(EDITOR_MODULES_FILE)];
    expect(demoMap).toContain("'charts/lines/Line': () => import('@/.build/generated/dev/demos/charts/lines/Line')");
    expect(demoMap).not.toContain("import('@/data/");
    expect(moduleMap).toContain("'@mui/x-charts/LineChart': () => import('./dev/modules/_40mui_2Fx-charts_2FLineChart.js')");
    expect(shim('demos/grid/sorting/Basic.tsx')).toContain('export const notCompiledYet = true;');
    expect(shim('modules/_40mui_2Fx-data-grid.js')).toContain('Promise.reject');

    // The sorting page opens: its demo, its variant and their package come through; the maps stay.
    opened.add('grid/sorting/Basic');
    const written = writeGeneratedSources(root, opened);
    expect(written).not.toContain(DEMO_MAP_FILE);
    expect(written).not.toContain(EDITOR_MODULES_FILE);
    expect(shim('demos/grid/sorting/Basic.tsx')).toContain("export { default } from '@/data/grid/sorting/Basic';");
    expect(shim('demos/grid/sorting/Basic.css.tsx')).toContain("export { default } from '@/data/grid/sorting/Basic.css';");
    expect(shim('modules/_40mui_2Fx-data-grid.js')).toContain("export const load = () => import('@mui/x-data-grid');");
    expect(shim('demos/charts/lines/Line.tsx')).toContain("import('@/.build/generated/dev/demos/charts/lines/Line')");
    expect(shim('modules/_40mui_2Fx-charts_2FLineChart.js')).toContain('Promise.reject');
    // Nothing new: nothing written.
    expect(writeGeneratedSources(root, opened)).toEqual([]);

    // Without a set (the build): the maps import every demo and package directly.
    writeGeneratedSources(root);
    expect(read(DEMO_MAP_FILE)).toContain("'charts/lines/Line': () => import('@/data/charts/lines/Line')");
    expect(read(EDITOR_MODULES_FILE)).toContain("'@mui/x-charts/LineChart': () => import('@mui/x-charts/LineChart')");
  });
});
