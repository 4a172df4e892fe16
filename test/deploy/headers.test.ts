import { describe, expect, it } from 'vitest';
import {
  CACHE_CONTROL,
  contentTypeOf,
  headersFileText,
  headersFor,
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

describe('the headers a path gets', () => {
  it.each([
    ['/x/react-data-grid/sorting/', CACHE_CONTROL.revalidate, undefined],
    ['/404.html', CACHE_CONTROL.revalidate, undefined],
    ['/x/sw.js', CACHE_CONTROL.revalidate, undefined],
    ['/_next/data/b1/x/react-data-grid/sorting.json', CACHE_CONTROL.revalidate, undefined],
    ['/x/react-data-grid/sorting.md', CACHE_CONTROL.revalidate, 'text/markdown; charset=utf-8'],
    ['/llms.txt', CACHE_CONTROL.revalidate, 'text/plain; charset=utf-8'],
    ['/_next/static/chunks/app-1a2b.js', CACHE_CONTROL.hashed, undefined],
    ['/_next/static/b1/_buildManifest.js', CACHE_CONTROL.hashed, undefined],
    ['/x/pagefind/index/en_0a1b.pf_index', CACHE_CONTROL.hashed, 'application/octet-stream'],
    ['/x/pagefind/pagefind.js', CACHE_CONTROL.revalidate, undefined],
    ['/x/pagefind/wasm.en.pagefind', CACHE_CONTROL.revalidate, 'application/octet-stream'],
    ['/manifest.webmanifest', CACHE_CONTROL.revalidate, 'application/manifest+json'],
  ])('%s: Cache-Control %s, Content-Type %s', (pathname, cacheControl, contentType) => {
    const headers = headersFor(pathname);
    expect(headers['Cache-Control']).toBe(cacheControl);
    expect(headers['Content-Type']).toBe(contentType);
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
  });

  it('lets a later rule replace an earlier value, as a host does', () => {
    const rules: HeaderRule[] = [
      { pattern: '/*', headers: { 'Cache-Control': 'a', 'X-One': '1' } },
      { pattern: '/b/*', headers: { 'Cache-Control': 'b' } },
    ];
    expect(headersFor('/b/c', rules)).toEqual({ 'Cache-Control': 'b', 'X-One': '1' });
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

  it('detaches the general rule’s Cache-Control before replacing it (Cloudflare joins them otherwise)', () => {
    expect(block('/_next/static/*')).toEqual(['  ! Cache-Control', `  Cache-Control: ${CACHE_CONTROL.hashed}`]);
    expect(block('/x/pagefind/*.pf_fragment')).toEqual(['  ! Cache-Control', `  Cache-Control: ${CACHE_CONTROL.hashed}`]);
  });

  it('starts with the general rule and sets content types without detaching anything', () => {
    expect(block('/*')).toEqual([`  Cache-Control: ${CACHE_CONTROL.revalidate}`, '  X-Content-Type-Options: nosniff']);
    expect(block('/*.md')).toEqual(['  Content-Type: text/markdown; charset=utf-8']);
    expect(text.split('\n').filter((line) => line.startsWith('/')).length).toBeLessThanOrEqual(100);
  });

  it('gives every file a Content-Type by its extension', () => {
    expect(contentTypeOf('out/x/a.PF_META')).toBe('application/octet-stream');
    expect(contentTypeOf('out/x/index.html')).toBe('text/html; charset=utf-8');
    expect(contentTypeOf('out/x/LICENSE')).toBe('application/octet-stream');
  });
});
