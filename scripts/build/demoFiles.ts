/**
 * The export's demos step: the files of the demos' other versions (src/content/build/demoFiles.ts),
 * from the page records, into the export. Each is named by a hash of what it holds, so a file
 * shared by the English and Chinese pages, or unchanged since the last build, is the same file.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEMO_FILES_DIR, demoForPage } from '@/src/content/build/demoFiles';
import { readAllRecords } from '@/src/content/build/records';

export function writeDemoFiles(root: string, outDir: string): string {
  const files = new Map<string, string>();
  for (const record of readAllRecords(root)) {
    for (const page of Object.values(record.languages)) {
      for (const island of page.islands) {
        if (island.demo) {
          for (const file of demoForPage(island.demo).files) {
            files.set(file.url, file.text);
          }
        }
      }
    }
  }
  mkdirSync(path.join(outDir, DEMO_FILES_DIR), { recursive: true });
  let bytes = 0;
  for (const [url, text] of files) {
    writeFileSync(path.join(outDir, url), text);
    bytes += Buffer.byteLength(text);
  }
  return `${files.size} demo files (${(bytes / 1024).toFixed(0)} kB) in ${path.relative(root, path.join(outDir, DEMO_FILES_DIR))}`;
}
