import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findBuildId } from '@/scripts/deploy/buildId';
import { isVersionedUrl, precacheFiles, precacheUrl } from '@/scripts/serviceWorker/precache';

let outDir = '';

function write(file: string, content = '') {
  mkdirSync(path.dirname(path.join(outDir, file)), { recursive: true });
  writeFileSync(path.join(outDir, file), content);
}

const page = (chunks: string[], css: string[]) =>
  `<html><head>${css.map((href) => `<link rel="stylesheet" href="${href}">`).join('')}</head><body>${chunks
    .map((src) => `<script src="${src}" async></script>`)
    .join('')}<script src="/_next/static/chunks/polyfills.js" noModule></script></body></html>`;

describe('precache list', () => {
  beforeEach(() => {
    outDir = mkdtempSync(path.join(tmpdir(), 'precache-test-'));
    write('_next/static/b1d/_buildManifest.js');
    write('_next/static/b1d/_ssgManifest.js');
    write('_next/static/media/inter-latin.woff2');
    write('_next/static/media/inter-greek.woff2');
    write('_next/static/media/logo.png');
    write('_next/static/chunks/demo-datagrid.js');
    write('favicon.svg');
    write('x/offline/index.html', page(['/_next/static/chunks/framework.js', '/_next/static/chunks/offline.js'], ['/_next/static/chunks/app.css']));
    write(
      'x/introduction/index.html',
      page(['/_next/static/chunks/framework.js', '/_next/static/chunks/docs.js?v=1', 'https://ads.example.com/a.js'], []),
    );
  });
  afterEach(() => {
    rmSync(outDir, { recursive: true, force: true });
  });

  it('finds the build id', () => {
    expect(findBuildId(outDir)).toBe('b1d');
  });

  it('lists the shell both pages load, the manifests, fonts, offline page and favicons; no demo chunks', () => {
    expect(precacheFiles(outDir)).toEqual([
      '_next/static/b1d/_buildManifest.js',
      '_next/static/b1d/_ssgManifest.js',
      '_next/static/chunks/app.css',
      '_next/static/chunks/docs.js',
      '_next/static/chunks/framework.js',
      '_next/static/chunks/offline.js',
      '_next/static/media/inter-greek.woff2',
      '_next/static/media/inter-latin.woff2',
      'favicon.svg',
      'x/offline/index.html',
    ]);
  });

  it('fails without a build id folder', () => {
    rmSync(path.join(outDir, '_next/static/b1d'), { recursive: true });
    expect(() => precacheFiles(outDir)).toThrow(/build id/);
  });

  it.each([
    ['x/offline/index.html', '/x/offline/', false],
    ['_next/static/chunks/app.css', '/_next/static/chunks/app.css', true],
    ['favicon.ico', '/favicon.ico', false],
  ])('%s is served at %s (versioned: %s)', (file, url, versioned) => {
    expect(precacheUrl(file)).toBe(url);
    expect(isVersionedUrl(url)).toBe(versioned);
  });
});
