import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildContent } from '@/scripts/build/content';
import { checkContent, checkMarkdown } from '@/scripts/checks/content';
import { formatProblem } from '@/scripts/content/lint';
import {
  DEMO_MAP_FILE,
  demoIds,
  demoMapSource,
} from '@/scripts/content/routes';
import type { NavEntry } from '@/src/navigation/types';
import { INTRODUCTION_TREE, pageMarkdown, writeProjectFile } from './introductionProject';

const TREE = INTRODUCTION_TREE;

const PAGES_SOURCE = `const pages = [
  {
    pathname: '/x/introduction-group',
    title: 'Introduction',
    children: [
      { pathname: '/x/introduction', title: 'Overview' },
      { pathname: '/x/introduction/support', title: 'Support' },
    ],
  },
];
`;

let root: string;

const write = (file: string, content: string) => writeProjectFile(root, file, content);

/** What `npm run generate:routes` does: regenerate the demo map from the files. */
function syncMap() {
  write(DEMO_MAP_FILE, demoMapSource(demoIds(root)));
}

const page = (title: string) => pageMarkdown(title);

async function problems(tree: NavEntry[] = TREE) {
  return (await checkContent(root, tree)).map(formatProblem);
}

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'content-check-'));
  write('data/pages.ts', PAGES_SOURCE);
  write('data/introduction/overview/overview.md', page('Overview'));
  write('data/introduction/support/support.md', page('Support'));
  write('pages/_app.tsx', '');
  write('pages/x/[...slug].tsx', '');
  write('pages/zh/x/[...slug].tsx', '');
  syncMap();
});

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

describe('checkContent', () => {
  it('passes a consistent project', async () => {
    expect(await problems()).toEqual([]);
  });

  it('reports a nav entry without a page, at its line in data/pages.ts', async () => {
    rmSync(path.join(root, 'data/introduction/support/support.md'));
    syncMap();
    expect(await problems()).toEqual([
      'data/pages.ts:7: Nav entry "/x/introduction/support" has no page: data/introduction/support/support.md does not exist (npm run generate:page creates it).',
    ]);
  });

  it('reports a page missing from the nav', async () => {
    write('data/introduction/faq/faq.md', page('FAQ'));
    expect(await problems()).toContain(
      'data/introduction/faq/faq.md:1: This page is missing from the nav: add its entry to data/pages.ts (its folder decides its URL).',
    );
  });

  it('reports a duplicated pathname with both lines', async () => {
    write('data/pages.ts', PAGES_SOURCE.replace("title: 'Support' },", "title: 'Support' },\n      { pathname: '/x/introduction', title: 'Again' },"));
    const duplicated: NavEntry[] = [
      { ...TREE[0]!, children: [...TREE[0]!.children!, { pathname: '/x/introduction', title: 'Again' }] },
    ];
    expect(await problems(duplicated)).toContain('data/pages.ts:8: Duplicated pathname "/x/introduction" (lines 6, 8).');
  });

  it('reports a demo map out of date, and route files that bypass the nav', async () => {
    write(DEMO_MAP_FILE, '// edited by hand\n');
    write('pages/x/introduction/old.tsx', 'export default function Old() { return null; }\n');
    expect(await problems()).toEqual([
      'src/demos/loaders.generated.ts:1: The demo map is out of date with the demo files in data/: run npm run generate:routes.',
      'pages/x/introduction/old.tsx:1: Unexpected route: docs pages come from data/pages.ts and data/ (npm run generate:page), not from files in pages/.',
    ]);
  });

  it('needs nothing regenerated when a translation appears', async () => {
    write('data/introduction/support/support-zh.md', page('支持'));
    expect(await problems()).toEqual([]);
  });

  it('takes a compiled page\'s front matter from the content build, and lints the page again once it changes', async () => {
    const support = 'data/introduction/support/support.md';
    await buildContent(root, TREE);
    expect(await checkMarkdown(root, support)).toEqual({
      problems: [],
      meta: { title: 'Support', description: 'A page about support.' },
      fromCompiled: true,
    });
    write(support, '---\ntitle: Support\ndescription: No period\n---\n');
    expect(await checkMarkdown(root, support)).toMatchObject({
      fromCompiled: false,
      problems: [{ file: support, line: 3, message: '"description" must end with "." or "!".' }],
    });
  });

  it('reports bad front matter and unknown callouts with file and line', async () => {
    write('data/introduction/support/support.md', '---\ntitle: Support\ndescription: No period\n---\n');
    write('data/introduction/overview/overview.md', `${page('Overview')}\n:::note\nHi\n:::\n`);
    expect(await problems()).toEqual([
      'data/introduction/overview/overview.md:8: Unknown callout ":::note". Use one of: :::info, :::success, :::warning, :::error.',
      'data/introduction/support/support.md:3: "description" must end with "." or "!".',
    ]);
  });

  it('asks for the demo map to be regenerated when a demo file appears', async () => {
    write('data/introduction/support/HelloDemo.tsx', 'export default function HelloDemo() { return null; }\n');
    expect(await problems()).toEqual([
      'src/demos/loaders.generated.ts:1: The demo map is out of date with the demo files in data/: run npm run generate:routes.',
    ]);
    syncMap();
    expect(await problems()).toEqual([]);
    expect(demoIds(root)).toEqual(['introduction/support/HelloDemo']);
  });

  it('reports a title used twice', async () => {
    write('data/introduction/support/support.md', page('Overview'));
    expect(await problems()).toEqual([
      'data/introduction/support/support.md:2: The title "Overview" is already used by data/introduction/overview/overview.md.',
    ]);
  });

  it('reports malformed nav entries', async () => {
    const bad: NavEntry[] = [
      { pathname: '/x/introduction-group', title: 'Introduction', children: [{ pathname: '/x/introduction/', title: 'Overview' }] },
    ];
    const found = await problems(bad);
    expect(found.some((line) => line.includes('Write "/x/introduction/" without the trailing slash.'))).toBe(true);
  });

  it('refuses invalid trees at compile time (npm run typecheck)', () => {
    const invalid: NavEntry[] = [
      // @ts-expect-error A group needs a title (or it is a subheader).
      { pathname: '/x/introduction-group', children: [] },
      // @ts-expect-error A subheader needs children.
      { pathname: '/x/migration-v7', subheader: 'Upgrade to v7' },
      // @ts-expect-error A page lives under /x/.
      { pathname: '/material-ui/x', title: 'Material UI' },
      // @ts-expect-error A page has a title.
      { pathname: '/x/introduction' },
    ];
    expect(invalid).toHaveLength(4);
  });
});
