/**
 * The project's own modules a module loads, found by reading their imports (TypeScript's own
 * pre-processor: comments and strings do not count), so that the compile cache's key covers
 * every file the compiler's output can depend on without a list kept by hand. Packages are left
 * out: the lockfile stands for them.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const EXTENSIONS = ['', '.ts', '.tsx', '.mts', '.js', '.mjs', '.json', '/index.ts', '/index.tsx'];

/** The file an import specifier names, from the module at `from`; null for a package or a missing file. */
export function resolveImport(root: string, from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) {
    base = path.join(root, specifier.slice(2));
  } else if (specifier.startsWith('.')) {
    base = path.resolve(path.dirname(from), specifier);
  } else {
    return null;
  }
  for (const extension of EXTENSIONS) {
    const candidate = base + extension;
    if (existsSync(candidate) && statSync(candidate).isFile()) {
      return candidate;
    }
  }
  return null;
}

/** Every import, re-export, dynamic import and require of a module's source. */
export function importsOf(source: string): string[] {
  const { importedFiles } = ts.preProcessFile(source, true, true);
  return importedFiles.map((file) => file.fileName);
}

/**
 * The project files reachable from `entries` (absolute paths) through imports, entries
 * included, as paths relative to the root with forward slashes, sorted. JSON and style files are
 * leaves.
 */
export function moduleGraph(root: string, entries: readonly string[]): string[] {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) {
      continue;
    }
    seen.add(file);
    if (!/\.(ts|tsx|mts|js|mjs)$/.test(file)) {
      continue;
    }
    for (const specifier of importsOf(readFileSync(file, 'utf8'))) {
      const resolved = resolveImport(root, file, specifier);
      if (resolved && !seen.has(resolved) && !resolved.includes(`${path.sep}node_modules${path.sep}`)) {
        queue.push(resolved);
      }
    }
  }
  return [...seen].map((file) => path.relative(root, file).split(path.sep).join('/')).sort();
}
