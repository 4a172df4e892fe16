import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { NavEntry } from '@/src/navigation/types';

/** A two-page nav tree for tests that build a small project in a temporary folder. */
export const INTRODUCTION_TREE: NavEntry[] = [
  {
    pathname: '/x/introduction-group',
    title: 'Introduction',
    children: [
      { pathname: '/x/introduction', title: 'Overview' },
      { pathname: '/x/introduction/support', title: 'Support' },
    ],
  },
];

/** A valid page's markdown: front matter, then `body`. */
export function pageMarkdown(title: string, body = 'Some text.'): string {
  return `---\ntitle: ${title}\ndescription: A page about ${title.toLowerCase()}.\n---\n\n${body}\n`;
}

/** Writes `content` to `file` under `root`, making its folders. */
export function writeProjectFile(root: string, file: string, content: string): void {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), content);
}
