import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { transform } from 'sucrase';
import { describe, expect, it } from 'vitest';
import { DEMO_FILE } from '@/scripts/content/demoFiles';
import { demoImportSpecifiers, editorModulesSource } from '@/scripts/content/generatedSources';
import { collectImports } from '@/src/demos/editor/imports';

const specifiers = (source: string) => collectImports(source).map((reference) => reference.specifier);

describe('collectImports', () => {
  it.each([
    ['default and named', "import React, { useState } from 'react';", ['react']],
    ['namespace', "import * as React from 'react';", ['react']],
    ['side effect', "import 'dayjs/locale/de';", ['dayjs/locale/de']],
    ['double quotes', 'import dayjs from "dayjs";', ['dayjs']],
    ['over several lines', "import {\n  DataGrid,\n  GridToolbar,\n} from '@mui/x-data-grid';", ['@mui/x-data-grid']],
    ['inline type import keeps the module', "import { type GridColDef, DataGrid } from '@mui/x-data-grid';", ['@mui/x-data-grid']],
    ['type-only import loads nothing', "import type { GridColDef } from '@mui/x-data-grid';", []],
    ['type-only default import loads nothing', "import type Foo from 'foo';", []],
    ['a default import named type', "import type from 'foo';", ['foo']],
    ['export from', "export { DataGrid } from '@mui/x-data-grid';\nexport * from 'dayjs';", ['@mui/x-data-grid', 'dayjs']],
    ['type-only export from loads nothing', "export type { GridColDef } from '@mui/x-data-grid';", []],
    ['local export list', 'const a = 1;\nexport { a };\nexport default a;', []],
    ['dynamic import', "const load = () => import('@mui/x-charts/BarChart');", ['@mui/x-charts/BarChart']],
    ['dynamic import of a computed name is not a literal', 'const load = (name: string) => import(name);', []],
    ['a method named import', "loader.import('x');", []],
    ['in a line comment', "// import x from 'nope';\nimport a from 'yes';", ['yes']],
    ['in a block comment', "/* import x from 'nope'; */ import a from 'yes';", ['yes']],
    ['in a string', 'const text = "import x from \'nope\'";', []],
    [
      'in a template literal with substitutions',
      "const code = `import { ${kind} } from '${path(kind)}';\\n`;\nimport a from 'yes';",
      ['yes'],
    ],
    ['after a regular expression with a quote', "const quote = /'/g;\nimport a from 'yes';", ['yes']],
    ['after JSX closing tags', "const el = <p>Don't</p>;\nconst b = <b>x</b>;\nimport a from 'yes';", ['yes']],
  ])('%s', (_name, source, expected) => {
    expect(specifiers(source)).toEqual(expected);
  });

  it('reports where each specifier is written (1-based, as sucrase does)', () => {
    expect(collectImports("import * as React from 'react';\n\nimport {\n  Box,\n} from '@mui/material';")).toEqual([
      { specifier: 'react', line: 1, column: 24 },
      { specifier: '@mui/material', line: 5, column: 8 },
    ]);
  });

  it('finds, in every demo of data/, exactly the modules sucrase keeps (all of them, unused included)', () => {
    const files = readdirSync(path.resolve('data'), {
      recursive: true,
      withFileTypes: true,
    }).filter((entry) => entry.isFile() && DEMO_FILE.test(entry.name));
    expect(files.length).toBeGreaterThan(100);
    for (const entry of files) {
      const source = readFileSync(path.join(entry.parentPath, entry.name), 'utf8');
      const { code } = transform(source, {
        transforms: ['typescript', 'jsx', 'imports'],
        jsxRuntime: 'automatic',
        production: true,
        keepUnusedImports: true,
      });
      const required = [...code.matchAll(/require\((['"])([^'"]+)\1\)/g)]
        .map((match) => match[2])
        .filter((name) => name !== 'react/jsx-runtime');
      expect([...new Set(specifiers(source))].sort(), entry.name).toEqual([...new Set(required)].sort());
    }
  });
});

describe('the editor module map', () => {
  it('lists every module the demos import, the JSX runtime, and nothing type-only', () => {
    const list = demoImportSpecifiers(path.resolve('.'));
    expect(list).toEqual([...list].sort());
    for (const expected of ['react', 'react/jsx-runtime', 'dayjs', '@mui/x-data-grid', '@mui/material/Button', 'dayjs/locale/de']) {
      expect(list).toContain(expected);
    }
    // Three tree demos import only a type from the icons barrel: it must not be bundled.
    expect(list).not.toContain('@mui/icons-material');
    expect(list.some((specifier) => specifier.startsWith('.'))).toBe(false);
  });

  it('writes one loader per module', () => {
    expect(editorModulesSource(['dayjs', "it's"])).toContain("  'dayjs': () => import('dayjs'),\n  'it\\'s': () => import('it\\'s'),\n");
  });
});
