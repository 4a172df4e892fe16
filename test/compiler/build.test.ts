import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { compilerFingerprint, compilerInputs, currentRecord, writeRecord } from '@/scripts/compiler/cache';
import { compileSite } from '@/scripts/compiler/build';
import { readAllRecords, readRecordFromDisk } from '@/src/content/build/records';
import { RECORDS_MANIFEST, recordFileOf, type PageRecord } from '@/src/content/record';
import { INTRODUCTION_TREE, pageMarkdown, writeProjectFile } from '@/test/content/introductionProject';

const OVERVIEW = 'data/introduction/overview/overview.md';
const SUPPORT = 'data/introduction/support/support.md';
const SUPPORT_ZH = 'data/introduction/support/support-zh.md';

let root: string;
const write = (file: string, content: string) => writeProjectFile(root, file, content);
const build = () => compileSite(root, INTRODUCTION_TREE);
const record = (pathname: string) => readRecordFromDisk(pathname, root) as PageRecord;

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'compiler-build-'));
  write(OVERVIEW, pageMarkdown('Overview', 'Welcome **here**.'));
  write(SUPPORT, pageMarkdown('Support', '::demo{file="HelloDemo.tsx"}'));
  write('data/introduction/support/HelloDemo.tsx', 'export default function HelloDemo() {\n  return <p>Hello</p>;\n}\n');
});

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

// The first compile loads Shiki, TypeScript and Prettier: slow on a busy machine.
describe('the compiler', { timeout: 120_000 }, () => {
  it('writes one record per page, with everything its consumers read, and the manifest last', async () => {
    expect(await build()).toEqual({ version: expect.stringMatching(/^[0-9a-f]{16}$/), compiled: 2, unchanged: 0, removed: 0, problems: [] });
    const manifest = JSON.parse(readFileSync(path.join(root, RECORDS_MANIFEST), 'utf8'));
    expect(manifest.pages.map((page: { pathname: string }) => page.pathname)).toEqual(['/x/introduction', '/x/introduction/support']);
    const overview = record('/x/introduction');
    expect(overview.languages.en).toMatchObject({
      source: OVERVIEW,
      translated: true,
      html: '<p>Welcome <strong>here</strong>.</p>',
      twin: '# Overview\n\nA page about overview.\n\nWelcome **here**.\n',
      search: [{ anchor: '', title: 'Overview', kind: 'page', text: 'Welcome here.' }],
    });
    expect(overview.stats).toEqual({ words: 2, demos: 0, codeBlocks: 0 });
    // The Chinese route shows the English text, with the notice in its twin.
    expect(overview.languages.zh).toMatchObject({ source: OVERVIEW, translated: false });
    expect(overview.languages.zh.twin).toContain('> ');
    const support = record('/x/introduction/support');
    expect(support.languages.en.islands.map((island) => island.demo?.tsSource)).toEqual([expect.stringContaining('<p>Hello</p>')]);
    expect(support.stats.demos).toBe(1);
    expect(readAllRecords(root).map((entry) => entry.pathname)).toEqual(['/x/introduction', '/x/introduction/support']);
  });

  it('recompiles only the page whose markdown or demo changed', async () => {
    await build();
    expect(await build()).toMatchObject({ compiled: 0, unchanged: 2 });
    write(OVERVIEW, pageMarkdown('Overview', 'Welcome back.'));
    expect(await build()).toMatchObject({ compiled: 1, unchanged: 1 });
    expect(record('/x/introduction').languages.en.html).toBe('<p>Welcome back.</p>');
    write('data/introduction/support/HelloDemo.tsx', 'export default function HelloDemo() {\n  return <p>Hi</p>;\n}\n');
    expect(await build()).toMatchObject({ compiled: 1, unchanged: 1 });
    expect(record('/x/introduction/support').languages.en.islands[0]?.demo?.tsSource).toContain('<p>Hi</p>');
  });

  it('shows a translation when there is one and the English page otherwise', async () => {
    await build();
    write(SUPPORT_ZH, pageMarkdown('支持', '::demo{file="HelloDemo.tsx"}'));
    expect(await build()).toMatchObject({ compiled: 1, unchanged: 1 });
    expect(record('/x/introduction/support').languages.zh).toMatchObject({ translated: true, source: SUPPORT_ZH, meta: { title: '支持' } });
    rmSync(path.join(root, SUPPORT_ZH));
    expect(await build()).toMatchObject({ compiled: 1 });
    expect(record('/x/introduction/support').languages.zh).toMatchObject({ translated: false, meta: { title: 'Support' } });
  });

  it('reports a page that does not compile by file and line, compiles the rest, and keeps no old record of it', async () => {
    await build();
    write(OVERVIEW, pageMarkdown('Overview', 'Fine.\n\n:::note\nHi\n:::'));
    write(SUPPORT, pageMarkdown('Support', 'Changed.'));
    const result = await build();
    expect(result).toMatchObject({ compiled: 1, unchanged: 0 });
    expect(result.problems).toEqual([`${OVERVIEW}:8:1: Unknown callout ":::note". Use one of: :::info, :::success, :::warning, :::error.`]);
    expect(existsSync(path.join(root, recordFileOf('/x/introduction')))).toBe(false);
    // The manifest lists only pages that have a record: the build refuses nothing it cannot show.
    expect(readRecordFromDisk('/x/introduction', root)).toBeNull();
    expect(record('/x/introduction/support').languages.en.html).toBe('<p>Changed.</p>');
  });

  it('removes the record of a page that left the nav', async () => {
    await build();
    const result = await compileSite(root, [{ pathname: '/x/introduction', title: 'Overview' }]);
    expect(result).toMatchObject({ removed: 1 });
    expect(existsSync(path.join(root, recordFileOf('/x/introduction/support')))).toBe(false);
  });

  it('refuses a record that is not the one the manifest names', async () => {
    await build();
    const file = path.join(root, recordFileOf('/x/introduction'));
    writeFileSync(file, JSON.stringify({ ...JSON.parse(readFileSync(file, 'utf8')), key: 'stale' }));
    expect(() => readRecordFromDisk('/x/introduction', root)).toThrow('is not the record the manifest names');
  });

  it('never leaves half a record: an interrupted write keeps the previous one, which no longer passes for current', async () => {
    await build();
    const previous = record('/x/introduction');
    const next: PageRecord = { ...previous, key: 'new-key', languages: { ...previous.languages } };
    expect(() =>
      writeRecord(root, next, (file, text) => {
        writeFileSync(file, text.slice(0, 100));
        throw new Error('killed mid-write');
      }),
    ).toThrow('killed mid-write');
    expect(currentRecord(root, '/x/introduction', 'new-key')).toBeNull();
    expect(currentRecord(root, '/x/introduction', previous.key)).toEqual(previous);
    // No temporary file is left beside it.
    expect(readFileSync(path.join(root, recordFileOf('/x/introduction')), 'utf8')).toBe(JSON.stringify(previous));
  });
});

describe('the cache key', () => {
  let project: string;
  beforeEach(() => {
    project = mkdtempSync(path.join(tmpdir(), 'compiler-graph-'));
    writeProjectFile(project, 'scripts/compiler/entry.ts', "import { a } from './a';\nimport type { T } from '@/src/content/types';\nexport const b = a;\n");
    writeProjectFile(project, 'scripts/compiler/a.ts', "import data from '@/data/pages';\n// import { ignored } from './commented-out';\nexport const a = data;\n");
    writeProjectFile(project, 'data/pages.ts', 'export default [];\n');
    writeProjectFile(project, 'src/content/types.ts', 'export type T = string;\n');
    writeProjectFile(project, 'src/unrelated.ts', 'export const x = 1;\n');
    writeProjectFile(project, 'package-lock.json', '{}');
  });
  afterEach(() => rmSync(project, { recursive: true, force: true }));

  const fingerprint = () => compilerFingerprint(project, path.join(project, 'scripts/compiler/entry.ts'));

  it.each([
    ['a module the compiler imports', 'scripts/compiler/a.ts'],
    ['a data module imported through it', 'data/pages.ts'],
    ['a module imported for its types only', 'src/content/types.ts'],
    ['the lockfile', 'package-lock.json'],
  ])('changes with %s', (_label, file) => {
    const before = fingerprint();
    writeFileSync(path.join(project, file), `${readFileSync(path.join(project, file), 'utf8')}\n// changed\n`);
    expect(fingerprint()).not.toBe(before);
  });

  it('does not change with a module the compiler does not load', () => {
    const before = fingerprint();
    writeFileSync(path.join(project, 'src/unrelated.ts'), 'export const x = 2;\n');
    expect(fingerprint()).toBe(before);
  });

  it('of the real compiler covers the front matter schema, the callouts, the nav and the API data', () => {
    expect(compilerInputs()).toEqual(
      expect.arrayContaining([
        'src/content/frontMatter.ts',
        'src/content/callouts.ts',
        'data/pages.ts',
        'data/api/components.ts',
        'translations/content.json',
        'package-lock.json',
      ]),
    );
    expect(compilerInputs().some((file) => file.startsWith('.api/'))).toBe(true);
  });
});
