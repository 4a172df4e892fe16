import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_MAP_FILE, demoIds, demoMapSource } from '@/scripts/content/generatedSources';
import { checkContent, formatProblem } from '@/scripts/checks/content';
import { compileSite } from '@/scripts/compiler/build';
import { readAllRecords } from '@/src/content/build/records';
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

/** What the build's sources step does: regenerate the demo map from the files. */
function syncMap() {
  write(DEMO_MAP_FILE, demoMapSource(demoIds(root)));
}

const page = (title: string) => pageMarkdown(title);

/** What the build reports before `next build`: the pages that do not compile, then the content check's problems. */
async function problems(tree: NavEntry[] = TREE) {
  const compiled = await compileSite(root, tree);
  return [...compiled.problems, ...checkContent(root, tree, readAllRecords(root)).map(formatProblem)];
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

// Each case compiles a small project: the first compile loads Shiki, TypeScript and Prettier.
describe('checkContent', { timeout: 120_000 }, () => {
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
      '.build/generated/demoLoaders.ts:1: The demo map is out of date with the demo files in data/: run npm run build -- --only sources.',
      'pages/x/introduction/old.tsx:1: Unexpected route: docs pages come from data/pages.ts and data/ (npm run generate:page), not from files in pages/.',
    ]);
  });

  it('needs nothing regenerated when a translation appears', async () => {
    write('data/introduction/support/support-zh.md', page('支持'));
    expect(await problems()).toEqual([]);
  });

  it('reports bad front matter and unknown callouts with file and line', async () => {
    write('data/introduction/support/support.md', '---\ntitle: Support\ndescription: No period\n---\n');
    write('data/introduction/overview/overview.md', `${page('Overview')}\n:::note\nHi\n:::\n`);
    expect(await problems()).toEqual([
      'data/introduction/overview/overview.md:8:1: Unknown callout ":::note". Use one of: :::info, :::success, :::warning, :::error.',
      'data/introduction/support/support.md:3:1: "description" must end with "." or "!" (in Chinese, "。" or "！").',
      'data/introduction/overview/overview.md:1: This page has no record: it did not compile (the compiler printed why).',
      'data/introduction/support/support.md:1: This page has no record: it did not compile (the compiler printed why).',
    ]);
  });

  it('asks for the demo map to be regenerated when a demo file appears', async () => {
    write('data/introduction/support/HelloDemo.tsx', 'export default function HelloDemo() { return null; }\n');
    expect(await problems()).toEqual([
      '.build/generated/demoLoaders.ts:1: The demo map is out of date with the demo files in data/: run npm run build -- --only sources.',
    ]);
    syncMap();
    expect(await problems()).toEqual([]);
    expect(demoIds(root)).toEqual(['introduction/support/HelloDemo']);
  });

  it('reports a content link to a missing page or anchor at its line, and a link to an anchor that exists passes', async () => {
    write('data/introduction/support/support.md', `${page('Support')}\n## Contact\n\nSee [the overview](/x/introduction#nope), [gone](/x/gone) and [contact](#contact).\n`);
    expect(await problems()).toEqual([
      'data/introduction/support/support.md:10: /x/introduction has no id "nope" (/x/introduction/#nope, on /x/introduction/support)',
      'data/introduction/support/support.md:10: No page of the nav has this path (/x/gone/, on /x/introduction/support)',
      'data/introduction/support/support.md:10: /x/introduction has no id "nope" (/zh/x/introduction/#nope, on /zh/x/introduction/support)',
      'data/introduction/support/support.md:10: No page of the nav has this path (/zh/x/gone/, on /zh/x/introduction/support)',
    ]);
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
