import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_MAP_FILE, EDITOR_MODULES_FILE, demoOfFile, writeGeneratedSources } from '@/scripts/content/generatedSources';

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

describe('writeGeneratedSources for the dev server: only the demos of the pages opened', () => {
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

  it('maps the demos asked for, with their variants and the packages they import, and grows as pages open', () => {
    page({
      'grid/sorting/sorting.md': '',
      'grid/sorting/Basic.tsx': "import { DataGrid } from '@mui/x-data-grid';\nexport default function Basic() { return null; }\n",
      'grid/sorting/Basic.css.tsx': "import { DataGrid } from '@mui/x-data-grid';\nexport default function Basic() { return null; }\n",
      'charts/lines/Line.tsx': "import { LineChart } from '@mui/x-charts/LineChart';\nexport default function Line() { return null; }\n",
    });
    const opened = new Set<string>();
    writeGeneratedSources(root, opened);
    expect(read(DEMO_MAP_FILE)).not.toContain('import(');
    expect(read(EDITOR_MODULES_FILE)).not.toContain('@mui/');

    opened.add('grid/sorting/Basic');
    expect(writeGeneratedSources(root, opened)).toContain(DEMO_MAP_FILE);
    expect(read(DEMO_MAP_FILE)).toContain("'grid/sorting/Basic': () => import('@/data/grid/sorting/Basic')");
    expect(read(DEMO_MAP_FILE)).toContain("'grid/sorting/Basic.css'");
    expect(read(DEMO_MAP_FILE)).not.toContain('charts/lines/Line');
    expect(read(EDITOR_MODULES_FILE)).toContain("'@mui/x-data-grid'");
    expect(read(EDITOR_MODULES_FILE)).not.toContain('@mui/x-charts');
    // Nothing new: nothing written.
    expect(writeGeneratedSources(root, opened)).toEqual([]);

    // Without a set (the build): every demo.
    writeGeneratedSources(root);
    expect(read(DEMO_MAP_FILE)).toContain("'charts/lines/Line'");
    expect(read(EDITOR_MODULES_FILE)).toContain("'@mui/x-charts/LineChart'");
  });
});
