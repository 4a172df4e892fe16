/**
 * Writes the generated sources of the site (git-ignored, never committed): the content version
 * (a hash of every page's markdown, demos and the pipeline, which the compiled markdown's loader
 * imports), the demo map (every demo component beside a page, one chunk each) and the demo
 * editor's module map with its declaration. `npm run generate:api` writes them too, so `build`,
 * `dev` and `test` always start from fresh ones; `npm run typecheck` runs this first; the content
 * build (scripts/build/content.ts) writes them after compiling, which `npm run dev` reruns when
 * a file in data/ changes (scripts/dev.ts). Only changed files are written.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pages from '@/data/pages';
import type { NavEntry } from '@/src/navigation/types';
import { contentVersion } from './markdown/fingerprint';
import {
  CONTENT_VERSION_FILE,
  contentEntries,
  contentKeys,
  contentVersionSource,
  DEMO_MAP_FILE,
  demoIds,
  demoImportSpecifiers,
  demoMapSource,
  EDITOR_MODULES_FILE,
  EDITOR_MODULES_TYPES_FILE,
  EDITOR_MODULES_TYPES_SOURCE,
  editorModulesSource,
} from './content/routes';

function writeIfChanged(file: string, source: string): boolean {
  if (existsSync(file) && readFileSync(file, 'utf8') === source) {
    return false;
  }
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, source);
  return true;
}

/**
 * Writes every generated source that changed; returns the ones written (paths from the root).
 * The content build passes the content version it has just computed, saving a second pass
 * over every page.
 */
export function writeGeneratedSources(
  root: string,
  tree: readonly NavEntry[] = pages,
  version = contentVersion(contentKeys(contentEntries(tree, root), root)),
): string[] {
  const sources: [string, string][] = [
    [CONTENT_VERSION_FILE, contentVersionSource(version)],
    [DEMO_MAP_FILE, demoMapSource(demoIds(root))],
    [EDITOR_MODULES_FILE, editorModulesSource(demoImportSpecifiers(root))],
    [EDITOR_MODULES_TYPES_FILE, EDITOR_MODULES_TYPES_SOURCE],
  ];
  return sources.filter(([file, source]) => writeIfChanged(path.join(root, file), source)).map(([file]) => file);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const written = writeGeneratedSources(process.cwd());
  console.log(written.length > 0 ? `Updated ${written.join(', ')}.` : 'The generated content version, demo and editor maps are up to date.');
}
