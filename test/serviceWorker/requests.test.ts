import { describe, expect, it } from 'vitest';
import { isDataRequest, isHashedAsset, isPageRequest, isSearchIndexFile, isSearchRuntimeFile } from '@/src/serviceWorker/requests';

const ORIGIN = 'https://mui.com';

function request(url: string, mode = 'cors') {
  const parsed = new URL(url, ORIGIN);
  return { url: parsed, mode, sameOrigin: parsed.origin === ORIGIN };
}

describe('runtime caching: which kind a request is', () => {
  it.each([
    ['/x/react-data-grid/sorting/', 'navigate', 'page'],
    ['/x/react-data-grid/sorting/', 'cors', 'page'],
    ['/x/react-data-grid/sorting/?tab=api', 'navigate', 'page'],
    ['/_next/data/abc123/x/react-data-grid/sorting.json', 'cors', 'data'],
    ['/_next/static/chunks/0f1e2d3c.js', 'no-cors', 'asset'],
    ['/_next/static/media/inter-latin.woff2', 'cors', 'asset'],
    ['/_next/static/abc123/_buildManifest.js', 'no-cors', 'asset'],
    ['/x/sw.js', 'same-origin', 'none'],
    ['/favicon.svg', 'no-cors', 'none'],
    ['https://ads.example.com/network/', 'cors', 'none'],
    ['https://cdn.example.com/_next/static/chunks/a.js', 'no-cors', 'none'],
  ])('%s (%s) -> %s', (url, mode, kind) => {
    const info = request(url, mode);
    const kinds = [
      isPageRequest(info) ? 'page' : null,
      isDataRequest(info) ? 'data' : null,
      isHashedAsset(info) ? 'asset' : null,
    ].filter(Boolean);
    expect(kinds).toEqual(kind === 'none' ? [] : [kind]);
  });
});

describe('runtime caching: the search bundle (cached once used)', () => {
  it.each([
    ['/x/pagefind/pagefind.js', 'runtime'],
    ['/x/pagefind/pagefind-entry.json?ts=1732420000000', 'runtime'],
    ['/x/pagefind/wasm.zh-cn.pagefind', 'runtime'],
    ['/x/pagefind/pagefind.en_3a2b1c.pf_meta', 'index'],
    ['/x/pagefind/index/en_9f8e7d.pf_index', 'index'],
    ['/x/pagefind/fragment/zh-cn_1a2b3c.pf_fragment', 'index'],
    ['/x/pagefind/filter/en_4d5e6f.pf_filter', 'index'],
    ['/x/react-data-grid/sorting/', 'none'],
    ['https://cdn.example.com/x/pagefind/pagefind.js', 'none'],
  ])('%s -> %s', (url, kind) => {
    const info = request(url);
    const kinds = [isSearchRuntimeFile(info) ? 'runtime' : null, isSearchIndexFile(info) ? 'index' : null].filter(Boolean);
    expect(kinds).toEqual(kind === 'none' ? [] : [kind]);
  });
});
