import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildContent } from '@/scripts/build/content';
import { loadCompiledPage } from '@/src/content/build/compiled';
import { COMPILED_CONTENT_MANIFEST, compiledFileOf } from '@/src/content/build/compiledFiles';
import { INTRODUCTION_TREE, pageMarkdown, writeProjectFile } from '@/test/content/introductionProject';

const TREE = INTRODUCTION_TREE;

const OVERVIEW = 'data/introduction/overview/overview.md';
const SUPPORT = 'data/introduction/support/support.md';
const SUPPORT_ZH = 'data/introduction/support/support-zh.md';

let root: string;

const write = (file: string, content: string) => writeProjectFile(root, file, content);

const page = pageMarkdown;

/** The content version of the last build: what the generated module would hold for this root. */
let version = '';

async function build() {
  const result = await buildContent(root, TREE);
  version = result.version;
  return result;
}

const load = (pathname: string, language: 'en' | 'zh') => loadCompiledPage(pathname, language, root, version);

function renderedHtml(pathname: string, language: 'en' | 'zh'): string {
  const loaded = load(pathname, language);
  if (!loaded) {
    throw new Error(`no page at ${pathname}`);
  }
  const { default: Content } = loaded.content;
  return renderToStaticMarkup(<Content />);
}

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'content-build-'));
  write(OVERVIEW, page('Overview', 'Welcome **here**.'));
  write(SUPPORT, page('Support', '::demo{file="HelloDemo.tsx"}'));
  write('data/introduction/support/HelloDemo.tsx', 'export default function HelloDemo() {\n  return <p>Hello</p>;\n}\n');
});

afterEach(() => {
  vi.unstubAllEnvs();
  rmSync(root, { recursive: true, force: true });
});

describe('the content build', () => {
  it('compiles every page and writes the manifest the docs routes read', async () => {
    expect(await build()).toEqual({ version: expect.stringMatching(/^[0-9a-f]{16}$/), compiled: 2, unchanged: 0, removed: 0, problems: [] });
    expect(JSON.parse(readFileSync(path.join(root, COMPILED_CONTENT_MANIFEST), 'utf8'))).toEqual({
      version,
      pages: { '/x/introduction': { en: OVERVIEW }, '/x/introduction/support': { en: SUPPORT } },
    });
    expect(renderedHtml('/x/introduction', 'en')).toBe('<p>Welcome <strong>here</strong>.</p>');
    const support = load('/x/introduction/support', 'en');
    expect(support?.content.meta.title).toBe('Support');
    expect(support?.content.islands.map((island) => island.name)).toEqual(['demo']);
  });

  it('recompiles only the page whose markdown or demo changed', async () => {
    await build();
    expect(await build()).toMatchObject({ compiled: 0, unchanged: 2 });
    write(OVERVIEW, page('Overview', 'Welcome back.'));
    expect(await build()).toMatchObject({ compiled: 1, unchanged: 1 });
    expect(renderedHtml('/x/introduction', 'en')).toBe('<p>Welcome back.</p>');
    write('data/introduction/support/HelloDemo.tsx', 'export default function HelloDemo() {\n  return <p>Hi</p>;\n}\n');
    expect(await build()).toMatchObject({ compiled: 1, unchanged: 1 });
    expect(load('/x/introduction/support', 'en')?.content.islands[0]?.demo?.tsSource).toContain('<p>Hi</p>');
  });

  it('serves a translation when there is one and the English page otherwise, and drops a removed one', async () => {
    await build();
    expect(load('/x/introduction', 'zh')?.translated).toBe(false);
    write(SUPPORT_ZH, page('支持', '::demo{file="HelloDemo.tsx"}'));
    expect(await build()).toMatchObject({ compiled: 1, unchanged: 2 });
    expect(load('/x/introduction/support', 'zh')).toMatchObject({ translated: true, content: { meta: { title: '支持' } } });
    rmSync(path.join(root, SUPPORT_ZH));
    expect(await build()).toMatchObject({ compiled: 0, removed: 1 });
    expect(existsSync(path.join(root, compiledFileOf(SUPPORT_ZH)))).toBe(false);
    expect(load('/x/introduction/support', 'zh')).toMatchObject({ translated: false, content: { meta: { title: 'Support' } } });
  });

  it('reports a page that does not compile by file and line, compiles the rest, and keeps no stale copy', async () => {
    await build();
    write(OVERVIEW, page('Overview', 'Fine.\n\n:::note\nHi\n:::'));
    write(SUPPORT, page('Support', 'Changed.'));
    const result = await build();
    expect(result).toMatchObject({ compiled: 1, unchanged: 0 });
    expect(result.problems).toEqual([
      `${OVERVIEW}:8:1: Unknown callout ":::note". Use one of: :::info, :::success, :::warning, :::error.`,
    ]);
    expect(existsSync(path.join(root, compiledFileOf(OVERVIEW)))).toBe(false);
    expect(() => load('/x/introduction', 'en')).toThrow(`${OVERVIEW} has no compiled markdown`);
    expect(load('/x/does-not-exist', 'en')).toBeNull();
  });

  it('changes the content version when a page changes, and the docs routes refuse a stale manifest in a production build', async () => {
    await build();
    const first = version;
    expect((await build()).version).toBe(first);
    write(SUPPORT, page('Support', 'Changed.'));
    expect((await build()).version).not.toBe(first);
    vi.stubEnv('NODE_ENV', 'production');
    expect(() => loadCompiledPage('/x/introduction', 'en', root, first)).toThrow(
      `.build/content/pages.json holds content version ${version}, data/ is at ${first}: run npm run build:content.`,
    );
    expect(load('/x/introduction', 'en')?.content.meta.title).toBe('Overview');
  });
});
