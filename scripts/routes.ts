/**
 * Writes the generated sources of the site (git-ignored, never committed): the content map the
 * docs routes load pages from (every page of data/pages.ts and its translations), the demo map
 * (every demo component beside a page, one chunk each) and the demo editor's module map with
 * its declaration. `npm run generate:api` writes them too, so `build`, `dev` and `test` always start from
 * fresh ones; `npm run typecheck` runs this first; `npm run dev` reruns it when a page, a
 * translation or a demo file appears or goes (scripts/dev.ts). Only changed files are written.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pages from '@/data/pages';
import {
  CONTENT_MAP_FILE,
  contentEntries,
  contentMapSource,
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

/** Writes every generated source that changed; returns the ones written (paths from the root). */
export function writeGeneratedSources(root: string): string[] {
  const sources: [string, string][] = [
    [CONTENT_MAP_FILE, contentMapSource(contentEntries(pages, root))],
    [DEMO_MAP_FILE, demoMapSource(demoIds(root))],
    [EDITOR_MODULES_FILE, editorModulesSource(demoImportSpecifiers(root))],
    [EDITOR_MODULES_TYPES_FILE, EDITOR_MODULES_TYPES_SOURCE],
  ];
  return sources.filter(([file, source]) => writeIfChanged(path.join(root, file), source)).map(([file]) => file);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const written = writeGeneratedSources(process.cwd());
  console.log(written.length > 0 ? `Updated ${written.join(', ')}.` : 'The generated content, demo and editor maps are up to date.');
}
