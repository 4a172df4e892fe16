/**
 * The export is served with the header rules written into it as `_headers`
 * (scripts/deploy/headers.ts): what a static host reading that file sends, checked on real files
 * of the export through the server the browser tests use.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { CACHE_CONTROL, contentTypeOf, DEFAULT_CACHE_CONTROL, headersFileText, headersFor } from '@/scripts/deploy/headers';
import { findBuildId } from '@/scripts/deploy/buildId';
import { SEARCH_BUNDLE_PATH } from '@/src/search/config';
import { SW_URL } from '@/src/serviceWorker/config';

const OUT = path.resolve('out');
const buildId = findBuildId(OUT);
const chunk = /src="(\/_next\/static\/chunks\/[^"]+\.js)"/.exec(readFileSync(path.join(OUT, 'x/introduction/index.html'), 'utf8'))?.[1] ?? '';
const fragmentDir = path.join(OUT, SEARCH_BUNDLE_PATH, 'fragment');
const fragment = `${SEARCH_BUNDLE_PATH}fragment/${readdirSync(fragmentDir)[0] ?? ''}`;

const FILES: [string, string, string][] = [
  // [URL, Cache-Control, file it serves]
  ['/x/introduction/', CACHE_CONTROL.revalidate, 'x/introduction/index.html'],
  [chunk, CACHE_CONTROL.hashed, chunk],
  [`/_next/static/${buildId}/_buildManifest.js`, CACHE_CONTROL.hashed, `_next/static/${buildId}/_buildManifest.js`],
  [`/_next/data/${buildId}/x/introduction.json`, CACHE_CONTROL.revalidate, `_next/data/${buildId}/x/introduction.json`],
  [SW_URL, CACHE_CONTROL.revalidate, SW_URL],
  ['/x/introduction.md', CACHE_CONTROL.revalidate, 'x/introduction.md'],
  ['/llms.txt', CACHE_CONTROL.revalidate, 'llms.txt'],
  [fragment, CACHE_CONTROL.hashed, fragment],
  [`${SEARCH_BUNDLE_PATH}pagefind-entry.json`, CACHE_CONTROL.revalidate, `${SEARCH_BUNDLE_PATH}pagefind-entry.json`],
];

test.describe('the header rules, as a host reading _headers sends them', () => {
  test('the export carries them as _headers, which is never served', async ({ request }) => {
    expect(readFileSync(path.join(OUT, '_headers'), 'utf8')).toBe(headersFileText());
    expect((await request.get('/_headers')).status()).toBe(404);
  });

  for (const [url, cacheControl, file] of FILES) {
    test(`${url}: ${cacheControl}`, async ({ request }) => {
      expect(url).not.toBe('');
      const response = await request.get(url);
      expect(response.status()).toBe(200);
      const headers = response.headers();
      expect(headers['cache-control']).toBe(cacheControl);
      expect(headers['cache-control']).toBe(headersFor(url)['Cache-Control'] ?? DEFAULT_CACHE_CONTROL);
      expect(headers['content-type']).toBe(headersFor(url)['Content-Type'] ?? contentTypeOf(file));
      expect(headers['x-content-type-options']).toBe('nosniff');
    });
  }
});
