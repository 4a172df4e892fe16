import type { CodeVariant } from '@/src/preferences/values';

/** What a sandbox is made from: the demo as the toolbar shows it. */
export interface SandboxDemo {
  /** The demo's file name without extension (`InitialSort`): the component the entry renders. */
  name: string;
  /** The source the reader sees, in the variant below. */
  source: string;
  variant: CodeVariant;
  /** Where the demo lives on this site, for the project's description. */
  pageUrl?: string;
}

/** Package name → exact version, as this site pins them. */
export type PinnedVersions = Readonly<Record<string, string>>;

/** A complete, runnable project: its files by path, and which one to open first. */
export interface SandboxProject {
  title: string;
  description: string;
  files: Record<string, string>;
  /** The demo's own file (`src/Demo.tsx`), shown first by the services. */
  openFile: string;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
}

/** Thrown when a demo needs a package whose version this site does not pin. */
export class UnpinnedPackageError extends Error {
  constructor(readonly packages: readonly string[]) {
    super(`No pinned version for ${packages.join(', ')}: add them to the site's package.json.`);
    this.name = 'UnpinnedPackageError';
  }
}

// `import … from 'x'` and `export … from 'x'` (over several lines), `import 'x'`, `import('x')`.
// Anchored at the start of a line so that text in strings and comments is not taken for an import.
const STATIC_FROM = /^[ \t]*(?:import|export)\s[^'";]*?\bfrom\s*(['"])([^'"\n]+)\1/gm;
const SIDE_EFFECT = /^[ \t]*import\s*(['"])([^'"\n]+)\1/gm;
const DYNAMIC = /\bimport\(\s*(['"])([^'"\n]+)\1\s*\)/g;

/** The module specifiers a source imports, in order of first appearance, each once. */
export function importSpecifiers(source: string): string[] {
  const found: { at: number; specifier: string }[] = [];
  for (const pattern of [STATIC_FROM, SIDE_EFFECT, DYNAMIC]) {
    for (const match of source.matchAll(pattern)) {
      found.push({ at: match.index, specifier: match[2] ?? '' });
    }
  }
  return [...new Set(found.sort((a, b) => a.at - b.at).map((entry) => entry.specifier))];
}

/**
 * The npm package a specifier belongs to: `@mui/material/Button` → `@mui/material`,
 * `dayjs/plugin/utc` → `dayjs`. Relative paths, absolute paths, URLs and Node.js built-ins
 * are not packages (null).
 */
export function packageOf(specifier: string): string | null {
  if (specifier === '' || /^[./]/.test(specifier) || /^[a-z][a-z0-9+.-]*:/i.test(specifier)) {
    return null;
  }
  const parts = specifier.split('/');
  if (specifier.startsWith('@')) {
    return parts.length >= 2 && parts[1] ? `${parts[0]}/${parts[1]}` : null;
  }
  return parts[0] ?? null;
}

/** The date library behind each adapter of the pickers (an optional peer of theirs). */
const ADAPTER_LIBRARIES: Readonly<Record<string, readonly string[]>> = {
  AdapterDayjs: ['dayjs'],
  AdapterDateFns: ['date-fns'],
  AdapterDateFnsV3: ['date-fns'],
  AdapterDateFnsJalali: ['date-fns-jalali'],
  AdapterDateFnsJalaliV3: ['date-fns-jalali'],
  AdapterLuxon: ['luxon'],
  AdapterMoment: ['moment'],
  AdapterMomentHijri: ['moment-hijri', 'moment'],
  AdapterMomentJalaali: ['moment-jalaali', 'moment'],
};

const EMOTION = ['@emotion/react', '@emotion/styled'];

/**
 * The packages a project needs to run a source: what it imports, React, and the peers npm
 * would otherwise pick on its own (at whatever version is newest): Emotion for Material UI,
 * Material UI and MUI System for MUI X, each pickers adapter's date library.
 */
export function packagesFor(source: string): string[] {
  const needed = new Set(['react', 'react-dom']);
  for (const specifier of importSpecifiers(source)) {
    const name = packageOf(specifier);
    if (!name) {
      continue;
    }
    needed.add(name);
    if (name.startsWith('@mui/x-')) {
      ['@mui/material', '@mui/system', ...EMOTION].forEach((peer) => needed.add(peer));
    }
    if (name === '@mui/material' || name === '@mui/system' || name === '@mui/icons-material') {
      EMOTION.forEach((peer) => needed.add(peer));
    }
    if (name === '@mui/icons-material') {
      needed.add('@mui/material');
    }
    const adapter = /^@mui\/x-date-pickers(?:-pro)?\/(Adapter\w+)$/.exec(specifier)?.[1];
    (adapter ? (ADAPTER_LIBRARIES[adapter] ?? []) : []).forEach((library) => needed.add(library));
  }
  return [...needed].sort();
}

/** The generated project's build tool and, for TypeScript, its compiler and React's types. */
const VITE_TOOLS = ['vite', '@vitejs/plugin-react'];
const TYPESCRIPT_TOOLS = ['typescript', '@types/react', '@types/react-dom'];

function pin(names: readonly string[], versions: PinnedVersions): Record<string, string> {
  const missing = names.filter((name) => !versions[name]);
  if (missing.length > 0) {
    throw new UnpinnedPackageError(missing);
  }
  return Object.fromEntries(names.map((name) => [name, versions[name] ?? '']));
}

/** An npm package name from the demo's name: `InitialSort` → `initial-sort-demo`. */
function projectName(name: string): string {
  const kebab = name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase();
  return `${kebab || 'mui-x'}-demo`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[character] ?? character);
}

const VITE_CONFIG = `import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  // CodeSandbox shows the dev server through its own *.csb.app host names.
  server: { host: true, allowedHosts: ['.csb.app'] },
});
`;

const TSCONFIG = {
  compilerOptions: {
    target: 'ES2022',
    lib: ['ES2023', 'DOM', 'DOM.Iterable'],
    module: 'ESNext',
    moduleResolution: 'Bundler',
    jsx: 'react-jsx',
    strict: true,
    noEmit: true,
    isolatedModules: true,
    esModuleInterop: true,
    skipLibCheck: true,
    types: [],
  },
  include: ['src'],
};

function entrySource(variant: CodeVariant): string {
  const guard =
    variant === 'TS'
      ? `const container = document.getElementById('root');
if (container === null) {
  throw new Error('index.html has no element with the id "root".');
}
`
      : `const container = document.getElementById('root');
`;
  return `import * as React from 'react';
import { createRoot } from 'react-dom/client';
import Demo from './Demo';

${guard}
createRoot(container).render(
  <React.StrictMode>
    <Demo />
  </React.StrictMode>,
);
`;
}

function indexHtml(title: string, entry: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>${escapeHtml(title)}</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/${entry}"></script>
  </body>
</html>
`;
}

/**
 * A complete Vite + React project that runs one demo: package.json (every dependency at the
 * exact version in `versions`, which is this site's own package.json), index.html, the entry
 * rendering the demo with `createRoot` in StrictMode, the demo file, Vite's configuration and,
 * for TypeScript, tsconfig.json. No licence key: Pro and Premium demos show their watermark.
 */
export function createSandboxProject(demo: SandboxDemo, versions: PinnedVersions): SandboxProject {
  const ts = demo.variant === 'TS';
  // Vite compiles JSX only in .jsx and .tsx files: the JavaScript variant is .jsx.
  const extension = ts ? 'tsx' : 'jsx';
  const demoFile = `src/Demo.${extension}`;
  const entry = `src/index.${extension}`;
  const dependencies = pin(packagesFor(demo.source), versions);
  const devDependencies = pin([...VITE_TOOLS, ...(ts ? TYPESCRIPT_TOOLS : [])].sort(), versions);
  const title = `${demo.name} - MUI X demo`;
  const description = demo.pageUrl ? `The ${demo.name} demo of ${demo.pageUrl}` : `The ${demo.name} demo of the MUI X documentation`;
  const manifest = {
    name: projectName(demo.name),
    version: '0.0.0',
    private: true,
    description,
    type: 'module',
    scripts: {
      dev: 'vite',
      start: 'vite',
      build: 'vite build',
      preview: 'vite preview',
      ...(ts ? { typecheck: 'tsc --noEmit' } : {}),
    },
    dependencies,
    devDependencies,
  };
  const files: Record<string, string> = {
    'package.json': `${JSON.stringify(manifest, null, 2)}\n`,
    'index.html': indexHtml(title, entry),
    [entry]: entrySource(demo.variant),
    [demoFile]: demo.source.endsWith('\n') ? demo.source : `${demo.source}\n`,
    [`vite.config.${ts ? 'ts' : 'js'}`]: VITE_CONFIG,
  };
  if (ts) {
    files['tsconfig.json'] = `${JSON.stringify(TSCONFIG, null, 2)}\n`;
  }
  return { title, description, files, openFile: demoFile, dependencies, devDependencies };
}
