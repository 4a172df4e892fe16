import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES, DEFAULT_LANGUAGE } from '@/src/config/site';
import { collectImports } from '@/src/demos/editor/imports';
import { flattenPages } from '@/src/navigation/tree';
import type { NavPage } from '@/src/navigation/types';
import { contentFileFor } from './paths';

/** The generated map from page pathnames to their markdown, used by the docs routes. */
export const CONTENT_MAP_FILE = 'src/content/build/contentMap.generated.ts';

/** The docs routes: one catch-all per language; the pages come from data/pages.ts. */
export const DOCS_ROUTE_FILES = ['pages/x/[...slug].tsx', 'pages/zh/x/[...slug].tsx'];

export interface ContentEntry {
  pathname: string;
  /** Markdown file per language; languages without a translation are absent. */
  files: Partial<Record<(typeof LANGUAGES)[number], string>>;
}

/** The markdown of every docs page of the nav tree that exists on disk. */
export function contentEntries(pages: readonly NavPage[], root: string): ContentEntry[] {
  // Entries outside /x/ are reported by the content check; they get no page.
  const docsPages = flattenPages(pages).filter((page) => page.pathname.startsWith('/x/'));
  return docsPages
    .map((page) => {
      const files: ContentEntry['files'] = {};
      for (const language of LANGUAGES) {
        const file = contentFileFor(page.pathname, language);
        if (existsSync(path.join(root, file))) {
          files[language] = file;
        }
      }
      return { pathname: page.pathname, files };
    })
    .filter((entry) => entry.files[DEFAULT_LANGUAGE] !== undefined);
}

/** The generated map from demo ids to their code, one chunk per demo. */
export const DEMO_MAP_FILE = 'src/demos/loaders.generated.ts';

/** Every demo component beside a page: `data/<...>/<PascalCase>.tsx`, as ids like `data-grid/sorting/Basic`. */
export function demoIds(root: string): string[] {
  const dataDir = path.join(root, 'data');
  if (!existsSync(dataDir)) {
    return [];
  }
  return readdirSync(dataDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /^[A-Z][A-Za-z0-9]*(\.(css|tailwind))?\.tsx$/.test(entry.name))
    .map((entry) => path.relative(dataDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/').replace(/\.tsx$/, ''))
    .sort();
}

export function demoMapSource(ids: readonly string[]): string {
  return [
    '// Generated from the demo files in data/ by `npm run routes`. Do not edit.',
    "import type { ComponentType } from 'react';",
    '',
    'export const DEMO_LOADERS: Readonly<Record<string, () => Promise<{ default: ComponentType }>>> = {',
    ...ids.map((id) => `  '${id}': () => import('@/data/${id}'),`),
    '};',
    '',
  ].join('\n');
}

/**
 * The generated map from every module a demo imports to a loader of it, for the demo editor
 * (src/demos/editor/): an edited demo may import what the site already bundles for demos.
 * Not committed (.gitignore); `npm run api` (part of `build` and `dev`) and `npm run routes` write it.
 * It is JavaScript, typed by the committed modules.generated.d.ts beside it: the type checker
 * would otherwise demand declarations for every module (moment-hijri has none), and a fresh
 * clone type-checks before anything is generated.
 */
export const EDITOR_MODULES_FILE = 'src/demos/editor/modules.generated.js';

/** What every edited demo needs besides its own imports: the automatic JSX runtime. */
const EDITOR_BASE_MODULES = ['react', 'react/jsx-runtime'];

/** Every package specifier imported (for its values, not only types) by a demo file in data/. */
export function demoImportSpecifiers(root: string): string[] {
  const specifiers = new Set(EDITOR_BASE_MODULES);
  for (const id of demoIds(root)) {
    for (const { specifier } of collectImports(readFileSync(path.join(root, 'data', `${id}.tsx`), 'utf8'))) {
      // A relative import would name another file per demo: demos import packages only.
      if (!specifier.startsWith('.')) {
        specifiers.add(specifier);
      }
    }
  }
  return [...specifiers].sort();
}

const quote = (text: string) => `'${text.replace(/[\\']/g, (char) => `\\${char}`)}'`;

export function editorModulesSource(specifiers: readonly string[]): string {
  return [
    '// Generated from the imports of the demo files in data/ by `npm run api` and `npm run routes`. Do not edit.',
    '',
    '/** Every module a demo imports, each loaded only when an edited demo imports it (types: modules.generated.d.ts). */',
    'export const EDITOR_MODULES = {',
    ...specifiers.map((specifier) => `  ${quote(specifier)}: () => import(${quote(specifier)}),`),
    '};',
    '',
  ].join('\n');
}

export function contentMapSource(entries: readonly ContentEntry[]): string {
  const lines = [
    '// Generated from data/pages.ts by `npm run routes`. Do not edit: add pages with `npm run new-page`.',
    "import type { MarkdownModule } from '../types';",
    '',
    'type Loader = () => Promise<MarkdownModule>;',
    '',
    'export const CONTENT: Readonly<Record<string, { en: Loader; zh?: Loader }>> = {',
  ];
  for (const entry of entries) {
    lines.push(`  '${entry.pathname}': {`);
    for (const language of LANGUAGES) {
      const file = entry.files[language];
      if (file) {
        lines.push(`    ${language}: () => import('@/${file}'),`);
      }
    }
    lines.push('  },');
  }
  lines.push('};', '');
  return lines.join('\n');
}
