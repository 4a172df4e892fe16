/**
 * Writes the route file of every page in data/pages.ts, in every language, and deletes
 * generated routes whose page left the nav. Run after adding a translation (`*-zh.md`).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pages from '@/data/pages';
import { expectedRoutes, GENERATED_HEADER } from './content/routes';

function removeEmptyDirs(dir: string): void {
  if (!existsSync(dir)) {
    return;
  }
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      removeEmptyDirs(path.join(dir, entry.name));
    }
  }
  if (readdirSync(dir).length === 0) {
    rmSync(dir, { recursive: true });
  }
}

export function writeRoutes(root: string): { written: string[]; removed: string[] } {
  const routes = expectedRoutes(pages, root);
  const written: string[] = [];
  for (const route of routes) {
    const file = path.join(root, route.routeFile);
    if (!existsSync(file) || readFileSync(file, 'utf8') !== route.source) {
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, route.source);
      written.push(route.routeFile);
    }
  }
  const expected = new Set(routes.map((route) => route.routeFile));
  const removed: string[] = [];
  for (const top of ['x', 'zh']) {
    const dir = path.join(root, 'pages', top);
    if (!existsSync(dir)) {
      continue;
    }
    for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
      const file = path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
      if (entry.isFile() && !expected.has(file) && readFileSync(path.join(root, file), 'utf8').startsWith(GENERATED_HEADER)) {
        rmSync(path.join(root, file));
        removed.push(file);
      }
    }
    removeEmptyDirs(dir);
  }
  return { written, removed };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { written, removed } = writeRoutes(process.cwd());
  console.log(`Routes: ${written.length} written, ${removed.length} removed.`);
  for (const file of [...written, ...removed]) {
    console.log(`  ${file}`);
  }
}
