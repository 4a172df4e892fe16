/**
 * Which prose pages use each documented component or interface, read from the content itself:
 * the page's markdown (inline code naming it, a JSX tag or import in a code block, its
 * front matter `components:`) and the demo files beside it (an import from an MUI X package).
 * Cheap enough to run on every `npm run build -- --only api`, so it follows the content without a cache.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { apiEntryAt } from '@/data/api/components';
import pages from '@/data/pages';
import { DOCS_PREFIX } from '@/src/config/site';
import type { ApiUsage } from '@/src/content/shared/apiData';
import { flattenPages } from '@/src/navigation/tree';
import { contentFileFor } from '../content/paths';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Names imported from MUI X packages by a TypeScript source. */
export function importedNames(source: string): Set<string> {
  const names = new Set<string>();
  for (const match of source.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+['"]@mui\/x-[^'"]+['"]/g)) {
    for (const part of (match[1] ?? '').split(',')) {
      const name = part.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0]?.trim();
      if (name) {
        names.add(name);
      }
    }
  }
  return names;
}

/** Whether markdown text uses the name: `Name` in prose, <Name in code, an import, or front matter. */
export function markdownUses(markdown: string, name: string): boolean {
  const word = escape(name);
  if (new RegExp(`\`${word}\``).test(markdown) || new RegExp(`<${word}[\\s/>]`).test(markdown)) {
    return true;
  }
  const components = /^components:\s*\[([^\]]*)\]/m.exec(markdown)?.[1] ?? '';
  return components.split(',').some((item) => item.trim() === name) || importedNames(markdown).has(name);
}

export function buildUsage(root: string, names: readonly string[]): ApiUsage {
  const usage: ApiUsage = Object.fromEntries(names.map((name) => [name, []]));
  for (const page of flattenPages(pages)) {
    if (!page.pathname.startsWith(DOCS_PREFIX) || page.pathname.startsWith(`${DOCS_PREFIX}api/`) || apiEntryAt(page.pathname)) {
      continue;
    }
    const file = path.join(root, contentFileFor(page.pathname));
    if (!existsSync(file)) {
      continue;
    }
    const markdown = readFileSync(file, 'utf8');
    const title = /^title:\s*(.+)$/m.exec(markdown)?.[1]?.trim().replace(/^['"]|['"]$/g, '') ?? page.title ?? page.pathname;
    const demoNames = new Set<string>();
    for (const entry of readdirSync(path.dirname(file), { withFileTypes: true })) {
      if (entry.isFile() && /\.tsx$/.test(entry.name)) {
        for (const name of importedNames(readFileSync(path.join(path.dirname(file), entry.name), 'utf8'))) {
          demoNames.add(name);
        }
      }
    }
    for (const name of names) {
      if (demoNames.has(name) || markdownUses(markdown, name)) {
        usage[name]?.push({ pathname: page.pathname, title });
      }
    }
  }
  return usage;
}
