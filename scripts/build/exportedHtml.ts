import { readdirSync } from 'node:fs';
import path from 'node:path';

/** Every HTML document of an export (pages, redirects, 404s), outside `_next/`. */
export function exportedHtmlFiles(outDir: string): string[] {
  return readdirSync(outDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html') && !entry.parentPath.includes(`${path.sep}_next`))
    .map((entry) => path.join(entry.parentPath, entry.name));
}
