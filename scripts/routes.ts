/**
 * Writes the content map the docs routes load pages from (every page of data/pages.ts and
 * its translations). `npm run new-page` runs it; run it yourself after adding a translation
 * (`*-zh.md`). The content check fails while the map is out of date.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pages from '@/data/pages';
import { CONTENT_MAP_FILE, contentEntries, contentMapSource } from './content/routes';

export function writeContentMap(root: string): boolean {
  const file = path.join(root, CONTENT_MAP_FILE);
  const source = contentMapSource(contentEntries(pages, root));
  if (existsSync(file) && readFileSync(file, 'utf8') === source) {
    return false;
  }
  writeFileSync(file, source);
  return true;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const changed = writeContentMap(process.cwd());
  console.log(changed ? `Updated ${CONTENT_MAP_FILE}.` : `${CONTENT_MAP_FILE} is up to date.`);
}
