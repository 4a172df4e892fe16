import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * The files under `folder` (relative to `root`, searched recursively) whose name matches, as
 * root-relative paths with forward slashes, sorted. An absent folder has none.
 */
export function listFiles(root: string, folder: string, matches: (name: string) => boolean = () => true): string[] {
  const absolute = path.join(root, folder);
  if (!existsSync(absolute)) {
    return [];
  }
  return readdirSync(absolute, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && matches(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}
