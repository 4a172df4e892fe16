import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { DEMO_FILE } from '@/scripts/content/demoFiles';
import { toJavaScript } from '@/scripts/compiler/toJavaScript';
import { SANDBOX_VITE_VERSION } from '@/src/config/sandbox';
import { createSandboxProject, importSpecifiers, packageOf, packagesFor, UnpinnedPackageError } from '@/src/sandbox/project';
import { SITE_VERSIONS } from '@/src/sandbox/versions';

interface Manifest {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
  scripts: Record<string, string>;
}
const read = (file: string) => readFileSync(path.resolve(file), 'utf8');
/** The site's package.json, read from disk: what the generated projects must pin. */
const site = JSON.parse(read('package.json')) as Manifest;
const pinned: Record<string, string> = { ...site.dependencies, ...site.devDependencies };
const manifestOf = (files: Record<string, string>) => JSON.parse(files['package.json'] ?? '{}') as Manifest;

/** What the licence key setup of the site looks like; none of it may reach a project. */
const LICENSE_MARKERS = ['@mui/x-license', 'LicenseInfo', 'setLicenseKey', 'NEXT_PUBLIC_MUI_LICENSE', 'demos/license'];

describe('importSpecifiers', () => {
  it.each([
    ["import * as React from 'react';", ['react']],
    ['import Button from "@mui/material/Button";', ['@mui/material/Button']],
    ["import {\n  DataGrid,\n  type GridColDef,\n} from '@mui/x-data-grid';", ['@mui/x-data-grid']],
    ["import type { Dayjs } from 'dayjs';\nimport 'dayjs/locale/de';", ['dayjs', 'dayjs/locale/de']],
    ["export { default } from './Other';\nexport * from '@mui/x-charts';", ['./Other', '@mui/x-charts']],
    ["const Lazy = React.lazy(() => import('@mui/x-charts/BarChart'));", ['@mui/x-charts/BarChart']],
    ["import a from 'react';\nimport b from 'react';", ['react']],
    // Text that only looks like an import: in a string, in a comment.
    ["const text = \"import x from 'left-pad'\";\n// from 'is-odd'", []],
  ])('%j', (source, expected) => {
    expect(importSpecifiers(source)).toEqual(expected);
  });
});

describe('packageOf', () => {
  it.each([
    ['react', 'react'],
    ['react-dom/client', 'react-dom'],
    ['@mui/material/Button', '@mui/material'],
    ['@mui/x-date-pickers/AdapterDayjs', '@mui/x-date-pickers'],
    ['@mui/x-date-pickers-pro/models', '@mui/x-date-pickers-pro'],
    ['dayjs/plugin/utc', 'dayjs'],
    ['date-fns-jalali/locale/en-US', 'date-fns-jalali'],
    ['./Other', null],
    ['../shared/data', null],
    ['/absolute', null],
    ['node:fs', null],
    ['https://example.com/module.js', null],
    ['@scope', null],
    ['', null],
  ])('%s -> %s', (specifier, expected) => {
    expect(packageOf(specifier)).toBe(expected);
  });
});

describe('packagesFor', () => {
  it.each([
    ["import * as React from 'react';", ['react', 'react-dom']],
    ["import Button from '@mui/material/Button';", ['@emotion/react', '@emotion/styled', '@mui/material', 'react', 'react-dom']],
    ["import Add from '@mui/icons-material/Add';", ['@emotion/react', '@emotion/styled', '@mui/icons-material', '@mui/material', 'react', 'react-dom']],
    [
      "import { DataGridPro } from '@mui/x-data-grid-pro';",
      ['@emotion/react', '@emotion/styled', '@mui/material', '@mui/system', '@mui/x-data-grid-pro', 'react', 'react-dom'],
    ],
    // An adapter needs its date library even when the demo never imports it.
    [
      "import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';",
      ['@emotion/react', '@emotion/styled', '@mui/material', '@mui/system', '@mui/x-date-pickers-pro', 'dayjs', 'react', 'react-dom'],
    ],
    [
      "import { AdapterMomentHijri } from '@mui/x-date-pickers/AdapterMomentHijri';",
      ['@emotion/react', '@emotion/styled', '@mui/material', '@mui/system', '@mui/x-date-pickers', 'moment', 'moment-hijri', 'react', 'react-dom'],
    ],
  ])('%s', (source, expected) => {
    expect(packagesFor(source)).toEqual(expected);
  });
});

describe('the pinned versions', () => {
  it('are the site package.json versions, plus the Vite that is installed and locked', () => {
    expect(SITE_VERSIONS).toEqual({ ...pinned, vite: SANDBOX_VITE_VERSION });
    const lock = JSON.parse(read('package-lock.json')) as { packages: Record<string, { version?: string }> };
    expect(lock.packages['node_modules/vite']?.version).toBe(SANDBOX_VITE_VERSION);
    expect((JSON.parse(read('node_modules/vite/package.json')) as { version: string }).version).toBe(SANDBOX_VITE_VERSION);
    // @vitejs/plugin-react 6 is for Vite 8.
    const plugin = JSON.parse(read('node_modules/@vitejs/plugin-react/package.json')) as { version: string; peerDependencies: Record<string, string> };
    expect(plugin.version).toBe(pinned['@vitejs/plugin-react']);
    expect(plugin.peerDependencies.vite).toMatch(/\^8\b/);
  });
});

const INITIAL_SORT = read('data/data-grid/sorting/InitialSort.tsx');

describe('createSandboxProject', () => {
  it('TypeScript: the files, the exact versions, deep imports mapped to their package', () => {
    const project = createSandboxProject({ name: 'InitialSort', source: INITIAL_SORT, variant: 'TS', pageUrl: 'https://example.com/x/react-data-grid/sorting/' }, SITE_VERSIONS);
    expect(Object.keys(project.files).sort()).toEqual(['index.html', 'package.json', 'src/Demo.tsx', 'src/index.tsx', 'tsconfig.json', 'vite.config.ts']);
    expect(project.openFile).toBe('src/Demo.tsx');
    expect(project.files['src/Demo.tsx']).toBe(INITIAL_SORT);
    const manifest = manifestOf(project.files);
    expect(manifest.dependencies).toEqual({
      '@emotion/react': site.dependencies['@emotion/react'],
      '@emotion/styled': site.dependencies['@emotion/styled'],
      '@mui/material': site.dependencies['@mui/material'],
      '@mui/system': site.dependencies['@mui/system'],
      '@mui/x-data-grid': site.dependencies['@mui/x-data-grid'],
      react: site.dependencies.react,
      'react-dom': site.dependencies['react-dom'],
    });
    expect(manifest.devDependencies).toEqual({
      '@types/react': site.devDependencies['@types/react'],
      '@types/react-dom': site.devDependencies['@types/react-dom'],
      '@vitejs/plugin-react': site.devDependencies['@vitejs/plugin-react'],
      typescript: site.devDependencies.typescript,
      vite: SANDBOX_VITE_VERSION,
    });
    expect(manifest.scripts).toMatchObject({ start: 'vite', dev: 'vite' });
    expect(project.files['index.html']).toContain('<script type="module" src="/src/index.tsx"></script>');
    expect(project.files['src/index.tsx']).toContain("import { createRoot } from 'react-dom/client';");
    expect(project.files['src/index.tsx']).toMatch(/<React\.StrictMode>\s*<Demo \/>\s*<\/React\.StrictMode>/);
    expect(project.description).toContain('https://example.com/x/react-data-grid/sorting/');
  });

  it('JavaScript: .jsx files, no TypeScript, no tsconfig; deep imports of @mui/material and the pickers mapped', async () => {
    const file = 'data/date-pickers/date-range-calendar/DragAndSwitching.tsx';
    const source = await toJavaScript(read(file), file);
    const project = createSandboxProject({ name: 'DragAndSwitching', source, variant: 'JS' }, SITE_VERSIONS);
    expect(Object.keys(project.files).sort()).toEqual(['index.html', 'package.json', 'src/Demo.jsx', 'src/index.jsx', 'vite.config.js']);
    expect(project.files['src/Demo.jsx']).toBe(source);
    expect(project.files['src/index.jsx']).toBe(
      [
        "import * as React from 'react';",
        "import { createRoot } from 'react-dom/client';",
        "import Demo from './Demo';",
        '',
        "const container = document.getElementById('root');",
        '',
        'createRoot(container).render(',
        '  <React.StrictMode>',
        '    <Demo />',
        '  </React.StrictMode>,',
        ');',
        '',
      ].join('\n'),
    );
    expect(project.files['index.html']).toContain('src="/src/index.jsx"');
    const manifest = manifestOf(project.files);
    expect(Object.keys(manifest.dependencies)).toEqual(['@emotion/react', '@emotion/styled', '@mui/material', '@mui/system', '@mui/x-date-pickers-pro', 'dayjs', 'react', 'react-dom']);
    expect(Object.keys(manifest.devDependencies)).toEqual(['@vitejs/plugin-react', 'vite']);
    expect(manifest.scripts.typecheck).toBeUndefined();
  });

  it('a Pro demo carries no licence key, even when the site has one', () => {
    vi.stubEnv('NEXT_PUBLIC_MUI_LICENSE', 'the-site-licence-key');
    const source = read('data/data-grid/row-selection/RangeRowSelection.tsx');
    const project = createSandboxProject({ name: 'RangeRowSelection', source, variant: 'TS' }, SITE_VERSIONS);
    const everything = JSON.stringify(project);
    expect(everything).not.toContain('the-site-licence-key');
    for (const marker of LICENSE_MARKERS) {
      expect(everything).not.toContain(marker);
    }
    expect(manifestOf(project.files).dependencies['@mui/x-data-grid-pro']).toBe(site.dependencies['@mui/x-data-grid-pro']);
  });

  it('a package the site does not pin fails with its name, never with a range', () => {
    expect(() => createSandboxProject({ name: 'Odd', source: "import pad from 'left-pad';", variant: 'TS' }, SITE_VERSIONS)).toThrow(UnpinnedPackageError);
    expect(() => createSandboxProject({ name: 'Odd', source: "import pad from 'left-pad';", variant: 'TS' }, SITE_VERSIONS)).toThrow(/left-pad/);
  });

  it('escapes the title in index.html and makes a valid npm name', () => {
    const project = createSandboxProject({ name: '<My>Demo', source: INITIAL_SORT, variant: 'TS' }, SITE_VERSIONS);
    expect(project.files['index.html']).toContain('<title>&lt;My&gt;Demo - MUI X demo</title>');
    expect(manifestOf(project.files)).toMatchObject({ name: 'my-demo-demo' });
  });

  // Every demo of the site, in both variants of every styling: a project whose versions are
  // exactly the site's, without the licence key.
  const demoFiles = readdirSync(path.resolve('data'), { recursive: true })
    .map(String)
    .filter((file) => DEMO_FILE.test(path.basename(file)));

  it('covers the demos of data/', () => {
    expect(demoFiles.length).toBeGreaterThan(100);
  });

  it.each(demoFiles)('%s', (file) => {
    const source = read(path.join('data', file));
    const name = path.basename(file).replace(/\..*$/, '');
    const project = createSandboxProject({ name, source, variant: 'TS' }, SITE_VERSIONS);
    const manifest = manifestOf(project.files);
    for (const [dependency, version] of Object.entries({ ...manifest.dependencies, ...manifest.devDependencies })) {
      expect(version, dependency).toMatch(/^\d+\.\d+\.\d+(-[0-9A-Za-z.]+)?$/);
      expect(version, dependency).toBe(dependency === 'vite' ? SANDBOX_VITE_VERSION : pinned[dependency]);
    }
    for (const specifier of importSpecifiers(source)) {
      const dependency = packageOf(specifier);
      if (dependency) expect(manifest.dependencies, specifier).toHaveProperty([dependency]);
    }
    for (const marker of LICENSE_MARKERS) {
      expect(JSON.stringify(project.files)).not.toContain(marker);
    }
  });
});
