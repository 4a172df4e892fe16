import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { importsOf, installCommand, packageOf, PackageVersions } from '@/scripts/mcp/packages';
import { writeProjectFile } from '@/test/content/introductionProject';
import { fixtureCheckout } from './fixture';

describe('importsOf', () => {
  it.each([
    ["import * as React from 'react';", ['react']],
    ["import { DataGrid, type GridColDef } from '@mui/x-data-grid';\nimport Box from \"@mui/material/Box\";", ['@mui/x-data-grid', '@mui/material/Box']],
    ["import type { GridSortModel } from '@mui/x-data-grid-pro';", ['@mui/x-data-grid-pro']],
    ["import 'dayjs/locale/de';\nimport dayjs from 'dayjs';", ['dayjs/locale/de', 'dayjs']],
    ["export { default } from './Other';", ['./Other']],
    ["import {\n  DataGrid,\n  GridToolbar,\n} from '@mui/x-data-grid';\nimport React from 'react';\nimport { x } from 'react';", ['@mui/x-data-grid', 'react']],
    ["const text = 'import nothing from here';", []],
  ])('%j → %j', (source, expected) => {
    expect(importsOf(source)).toEqual(expected);
  });
});

describe('packageOf', () => {
  it.each([
    ['react', 'react'],
    ['dayjs/plugin/utc', 'dayjs'],
    ['@mui/x-date-pickers/AdapterDayjs', '@mui/x-date-pickers'],
    ['@mui/material', '@mui/material'],
    ['./data', null],
    ['node:fs', null],
  ])('%j → %j', (specifier, expected) => {
    expect(packageOf(specifier)).toBe(expected);
  });
});

describe('PackageVersions', () => {
  const root = fixtureCheckout(false);
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  writeProjectFile(root, 'node_modules/react/package.json', JSON.stringify({ version: '19.3.2' }));
  const versions = new PackageVersions(root);

  it('reads the installed version first, then the pin, then none', () => {
    expect(versions.version('react')).toBe('19.3.2');
    expect(versions.version('@mui/x-license')).toBe('7.23.6');
    expect(versions.version('left-pad')).toBeNull();
  });

  it('lists imported packages, then required peers, the styling engine and the optional peer an import names', () => {
    const packages = versions.installFor(['@mui/x-date-pickers-pro/AdapterDayjs', '@mui/x-data-grid-pro', 'left-pad']);
    expect(packages).toEqual([
      { name: '@mui/x-date-pickers-pro', version: '7.23.6', peer: false, plan: 'pro' },
      { name: '@mui/x-data-grid-pro', version: '7.23.6', peer: false, plan: 'pro' },
      { name: 'left-pad', version: null, peer: false },
      { name: 'dayjs', version: '1.11.23', peer: true },
      { name: 'react', version: '19.3.2', peer: true },
      { name: '@emotion/react', version: '11.14.0', peer: true },
      { name: '@emotion/styled', version: '11.14.1', peer: true },
      { name: '@mui/material', version: '6.5.0', peer: true },
    ]);
    expect(installCommand(packages)).toBe(
      'npm install @mui/x-date-pickers-pro@7.23.6 @mui/x-data-grid-pro@7.23.6 left-pad dayjs@1.11.23 react@19.3.2 @emotion/react@11.14.0 @emotion/styled@11.14.1 @mui/material@6.5.0',
    );
  });

  it('names the overrides the checkout installs a package with', () => {
    writeProjectFile(
      root,
      'package.json',
      JSON.stringify({ dependencies: { react: '19.3.1', '@mui/x-tree-view-pro': '7.22.1' }, overrides: { '@mui/x-tree-view-pro': { react: '$react' } } }),
    );
    expect(new PackageVersions(root).installFor(['@mui/x-tree-view-pro'])).toEqual([
      { name: '@mui/x-tree-view-pro', version: '7.22.1', peer: false, plan: 'pro', overrides: { react: '19.3.2' } },
      { name: '@emotion/react', version: null, peer: true },
      { name: '@emotion/styled', version: null, peer: true },
    ]);
  });
});
