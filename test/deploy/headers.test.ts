import { describe, expect, it } from 'vitest';
import {
  CACHE_CONTROL,
  contentTypeOf,
  headersFileText,
  headersFor,
  headersSetTwice,
  patternMatches,
  type HeaderRule,
} from '@/scripts/deploy/headers';

describe('header rule patterns (Netlify and Cloudflare splats)', () => {
  it.each([
    ['/*', '/', true],
    ['/*', '/x/react-data-grid/sorting/', true],
    ['/_next/static/*', '/_next/static/chunks/app-1a2b.js', true],
    ['/_next/static/*', '/_next/data/b1/x.json', false],
    ['/*.md', '/zh/x/react-data-grid/sorting.md', true],
    ['/*.md', '/x/sorting.md.json', false],
    ['/x/pagefind/*.pf_meta', '/x/pagefind/pagefind.en_a6dd6951a7.pf_meta', true],
    ['/x/pagefind/*.pf_meta', '/x/pagefindXpf_meta', false],
  ])('%s against %s: %s', (pattern, pathname, matches) => {
    expect(patternMatches(pattern, pathname)).toBe(matches);
  });
});

// Paths of every kind the export holds.
const EXPORT_PATHS = [
  '/x/react-data-grid/sorting/',
  '/x/react-data-grid/sorting/index.html',
  '/404.html',
  '/zh/404.html',
  '/x/sw.js',
  '/_next/data/b1/x/react-data-grid/sorting.json',
  '/x/react-data-grid/sorting.md',
  '/llms.txt',
  '/_next/static/chunks/app-1a2b.js',
  '/_next/static/chunks/app-1a2b.css',
  '/_next/static/media/inter.woff2',
  '/_next/static/b1/_buildManifest.js',
  '/x/pagefind/index/en_0a1b.pf_index',
  '/x/pagefind/pagefind.en_0a1b.pf_meta',
  '/x/pagefind/fragment/en_0a1b.pf_fragment',
  '/x/pagefind/filter/en_0a1b.pf_filter',
  '/x/pagefind/pagefind.js',
  '/x/pagefind/pagefind-worker.js',
  '/x/pagefind/pagefind-entry.json',
  '/x/pagefind/wasm.en.pagefind',
  '/favicon.svg',
  '/manifest.webmanifest',
];

describe('the headers a path gets', () => {
  it.each([
    // The pages at their folder URLs: the host's default (no rule can name them alone).
    ['/x/react-data-grid/sorting/', undefined, undefined],
    ['/x/react-data-grid/sorting/index.html', CACHE_CONTROL.revalidate, undefined],
    ['/404.html', CACHE_CONTROL.revalidate, undefined],
    ['/x/sw.js', CACHE_CONTROL.revalidate, undefined],
    ['/_next/data/b1/x/react-data-grid/sorting.json', CACHE_CONTROL.revalidate, undefined],
    ['/x/react-data-grid/sorting.md', CACHE_CONTROL.revalidate, 'text/markdown; charset=utf-8'],
    ['/llms.txt', CACHE_CONTROL.revalidate, 'text/plain; charset=utf-8'],
    ['/_next/static/chunks/app-1a2b.js', CACHE_CONTROL.hashed, undefined],
    ['/_next/static/b1/_buildManifest.js', CACHE_CONTROL.hashed, undefined],
    ['/x/pagefind/index/en_0a1b.pf_index', CACHE_CONTROL.hashed, 'application/octet-stream'],
    ['/x/pagefind/pagefind.js', CACHE_CONTROL.revalidate, undefined],
    ['/x/pagefind/pagefind-entry.json', CACHE_CONTROL.revalidate, undefined],
    ['/x/pagefind/wasm.en.pagefind', CACHE_CONTROL.revalidate, 'application/octet-stream'],
    ['/manifest.webmanifest', undefined, 'application/manifest+json'],
  ])('%s: Cache-Control %s, Content-Type %s', (pathname, cacheControl, contentType) => {
    const headers = headersFor(pathname);
    expect(headers['Cache-Control']).toBe(cacheControl);
    expect(headers['Content-Type']).toBe(contentType);
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
  });

  it.each(EXPORT_PATHS)('%s gets each header from one rule only (hosts join or pick among several)', (pathname) => {
    expect(headersSetTwice(pathname)).toEqual([]);
  });

  it('finds a header that two rules set', () => {
    const rules: HeaderRule[] = [
      { pattern: '/*', headers: { 'Cache-Control': 'a', 'X-One': '1' } },
      { pattern: '/b/*', headers: { 'Cache-Control': 'b' } },
    ];
    expect(headersSetTwice('/b/c', rules)).toEqual(['Cache-Control']);
    expect(headersSetTwice('/c', rules)).toEqual([]);
    expect(headersFor('/c', rules)).toEqual({ 'Cache-Control': 'a', 'X-One': '1' });
  });
});

describe('the _headers file', () => {
  const text = headersFileText();
  const block = (pattern: string) => {
    const lines = text.split('\n');
    const start = lines.indexOf(pattern);
    const end = lines.findIndex((line, index) => index > start && !line.startsWith('  '));
    return lines.slice(start + 1, end === -1 ? undefined : end);
  };

  it('has one block per rule, within Cloudflare’s 100 rules', () => {
    expect(block('/_next/static/*')).toEqual([`  Cache-Control: ${CACHE_CONTROL.hashed}`]);
    expect(block('/*.md')).toEqual([`  Cache-Control: ${CACHE_CONTROL.revalidate}`, '  Content-Type: text/markdown; charset=utf-8']);
    expect(block('/x/pagefind/*.pf_fragment')).toEqual([`  Cache-Control: ${CACHE_CONTROL.hashed}`, '  Content-Type: application/octet-stream']);
    expect(text.split('\n').filter((line) => line.startsWith('/')).length).toBeLessThanOrEqual(100);
  });

  it('gives every file a Content-Type by its extension', () => {
    expect(contentTypeOf('out/x/a.PF_META')).toBe('application/octet-stream');
    expect(contentTypeOf('out/x/index.html')).toBe('text/html; charset=utf-8');
    expect(contentTypeOf('out/x/LICENSE')).toBe('application/octet-stream');
  });
});
