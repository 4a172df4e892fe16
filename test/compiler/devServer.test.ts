import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDevCompiler, startDevCompileServer } from '@/scripts/compiler/devServer';
import { navPathnameOf } from '@/src/content/devRefresh';
import { INTRODUCTION_TREE, pageMarkdown, writeProjectFile } from '@/test/content/introductionProject';

const OVERVIEW = 'data/introduction/overview/overview.md';
const SUPPORT = 'data/introduction/support/support.md';

let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'dev-compiler-'));
  writeProjectFile(root, OVERVIEW, pageMarkdown('Overview', 'First.'));
  writeProjectFile(root, SUPPORT, pageMarkdown('Support', 'Help.'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the dev compiler', { timeout: 120_000 }, () => {
  it('compiles a page when it is first asked for, and again only once its files changed', async () => {
    const compiler = createDevCompiler(root, INTRODUCTION_TREE);
    const first = await compiler.record('/x/introduction');
    expect(first?.languages.en.html).toBe('<p>First.</p>');
    expect(await compiler.record('/x/introduction')).toEqual(first);
    writeProjectFile(root, OVERVIEW, pageMarkdown('Overview', 'Second.'));
    // A save recompiles the pages of that file only.
    expect(await compiler.refresh([OVERVIEW])).toEqual(['/x/introduction']);
    expect((await compiler.record('/x/introduction'))?.languages.en.html).toBe('<p>Second.</p>');
    expect(await compiler.record('/x/nowhere')).toBeNull();
  });

  it('answers the dev server over HTTP, with the compile error and its line for a broken page', async () => {
    writeProjectFile(root, SUPPORT, pageMarkdown('Support', ':::tip\nNo.\n:::'));
    const service = await startDevCompileServer(createDevCompiler(root, INTRODUCTION_TREE));
    try {
      const ok = await fetch(`${service.url}/record?pathname=${encodeURIComponent('/x/introduction')}`);
      expect(ok.status).toBe(200);
      expect((await ok.json()).pathname).toBe('/x/introduction');
      const broken = await fetch(`${service.url}/record?pathname=${encodeURIComponent('/x/introduction/support')}`);
      expect(broken.status).toBe(500);
      expect(await broken.text()).toBe(`${SUPPORT}:6:1: Unknown callout ":::tip". Use one of: :::info, :::success, :::warning, :::error.`);
      expect((await fetch(`${service.url}/record?pathname=/x/gone`)).status).toBe(404);
    } finally {
      service.server.close();
    }
  });
});

describe('navPathnameOf', () => {
  it.each([
    ['/x/react-data-grid/sorting/', '/x/react-data-grid/sorting'],
    ['/zh/x/react-data-grid/sorting/#sort-model', '/x/react-data-grid/sorting'],
    ['/x/introduction/?q=1', '/x/introduction'],
  ])('%s is the page %s', (asPath, pathname) => {
    expect(navPathnameOf(asPath)).toBe(pathname);
  });
});
