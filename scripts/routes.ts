/**
 * Writes the content map the docs routes load pages from (every page of data/pages.ts and
 * its translations) and the demo map (every demo component beside a page). `npm run new-page` runs it; run it yourself after adding a translation
 * (`*-zh.md`). The content check fails while the map is out of date. Also writes the demo
 * editor's module map (git-ignored; `npm run api` writes it as well).
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
 * The demo editor's module map (not committed): every module a demo imports. `npm run api`
 * writes it too, so `build` and `dev` always have a fresh one.
 */
export function writeEditorModules(root: string): boolean {
  return writeIfChanged(path.join(root, EDITOR_MODULES_FILE), editorModulesSource(demoImportSpecifiers(root)));
}

export function writeContentMap(root: string): boolean {
  const content = writeIfChanged(path.join(root, CONTENT_MAP_FILE), contentMapSource(contentEntries(pages, root)));
  const demos = writeIfChanged(path.join(root, DEMO_MAP_FILE), demoMapSource(demoIds(root)));
  writeEditorModules(root);
  return content || demos;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const changed = writeContentMap(process.cwd());
  console.log(changed ? `Updated ${CONTENT_MAP_FILE} and ${DEMO_MAP_FILE}.` : 'The content and demo maps are up to date.');
}
