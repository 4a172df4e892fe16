/**
 * `npm run serve` (scripts/serve.ts) as a static server, over HTTP on an ephemeral port against
 * a small export: byte ranges (RFC 9110), methods, paths kept inside the export, long URLs,
 * content types, the header rules and the not-found pages.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CACHE_CONTROL, CONTENT_TYPES, FALLBACK_CONTENT_TYPE } from '@/scripts/deploy/headers';
import { createStaticServer } from '@/scripts/serve';
import { MAX_URL_LENGTH } from '@/scripts/serve/requestPath';

const BYTES = '0123456789abcdef';
const SECRET = 'secret of a sibling folder';

let base = '';
let server: http.Server;
let port = 0;

function write(file: string, content: string) {
  const target = path.join(base, file);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, content);
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One request, its path sent exactly as written (no normalising, as curl --path-as-is). */
function send(requestPath: string, options: { method?: string; headers?: Record<string, string> } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, path: requestPath, method: options.method ?? 'GET', headers: options.headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
    request.on('error', reject);
    request.end();
  });
}

beforeAll(async () => {
  base = mkdtempSync(path.join(tmpdir(), 'serve-test-'));
  write('out/index.html', '<!doctype html><title>Home</title>');
  write('out/404.html', '<!doctype html><title>Page not found</title>');
  write('out/zh/404.html', '<!doctype html><title>页面不存在</title>');
  write('out/x/introduction/index.html', '<!doctype html><title>Introduction</title>');
  write('out/_next/static/chunks/bytes.js', BYTES);
  write('out/_next/data/b1/x/introduction.json', '{"pageProps":{}}');
  write('out/x/sorting.md', '# Sorting');
  write('out/x/sw.js', 'self;');
  write('out/x/pagefind/pagefind-entry.json', '{}');
  write('out/x/pagefind/fragment/en_0a1b2c.pf_fragment', 'pf');
  write('out/x/file.unknownkind', 'bytes');
  for (const extension of Object.keys(CONTENT_TYPES)) {
    write(`out/kinds/file${extension}`, 'x');
  }
  write('out/_headers', '/*\n  X-Test: 1\n');
  write('out/.nojekyll', '');
  // A sibling folder whose name starts with the export's: a `startsWith` check lets it through.
  write('out-evil/x/404.html', SECRET);
  write('out-evil/x/file.txt', SECRET);
  server = createStaticServer(path.join(base, 'out'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  rmSync(base, { recursive: true, force: true });
});

describe('byte ranges (RFC 9110, section 14)', () => {
  const size = BYTES.length;
  it.each([
    // [Range, status, body, Content-Range]
    ['bytes=0-0', 206, '0', `bytes 0-0/${size}`],
    ['bytes=-5', 206, 'bcdef', `bytes 11-15/${size}`],
    ['bytes=10-', 206, 'abcdef', `bytes 10-15/${size}`],
    ['bytes=3-6', 206, '3456', `bytes 3-6/${size}`],
    ['bytes=0-99', 206, BYTES, `bytes 0-15/${size}`],
    ['bytes=-99', 206, BYTES, `bytes 0-15/${size}`],
    ['bytes=5-2', 200, BYTES, undefined],
    ['bytes=0-1,4-5', 200, BYTES, undefined],
    ['items=0-1', 200, BYTES, undefined],
    ['bytes=abc', 200, BYTES, undefined],
    ['bytes=-', 200, BYTES, undefined],
    ['bytes=16-', 416, '', `bytes */${size}`],
    ['bytes=20-30', 416, '', `bytes */${size}`],
    ['bytes=-0', 416, '', `bytes */${size}`],
  ] as const)('Range: %s answers %i', async (range, status, body, contentRange) => {
    const answer = await send('/_next/static/chunks/bytes.js', { headers: { Range: range, 'Accept-Encoding': 'gzip' } });
    expect(answer.status).toBe(status);
    expect(answer.body).toBe(body);
    expect(answer.headers['content-range']).toBe(contentRange);
    if (status === 206) {
      expect(answer.headers['content-length']).toBe(String(body.length));
      expect(answer.headers['content-encoding']).toBeUndefined();
    }
  });

  it('is still serving after every one of them', async () => {
    expect((await send('/x/introduction/')).status).toBe(200);
  });

  it('sends the whole file when If-Range names another version', async () => {
    const answer = await send('/_next/static/chunks/bytes.js', { headers: { Range: 'bytes=0-0', 'If-Range': '"another"' } });
    expect(answer.status).toBe(200);
    expect(answer.body).toBe(BYTES);
  });

  it('ignores Range on HEAD, and says it accepts byte ranges', async () => {
    const answer = await send('/_next/static/chunks/bytes.js', { method: 'HEAD', headers: { Range: 'bytes=0-0' } });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-length']).toBe(String(BYTES.length));
    expect(answer.headers['accept-ranges']).toBe('bytes');
    expect(answer.body).toBe('');
  });
});

describe('methods', () => {
  it.each(['OPTIONS', 'POST', 'PUT', 'DELETE', 'TRACE', 'PATCH'])('%s gets 405 with Allow: GET, HEAD', async (method) => {
    const answer = await send('/x/introduction/', { method });
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe('GET, HEAD');
    expect(answer.body).not.toContain('Introduction');
  });

  it('HEAD gets the headers of GET without the body', async () => {
    const answer = await send('/x/introduction/', { method: 'HEAD' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.body).toBe('');
  });
});

describe('paths stay inside the export', () => {
  it.each([
    '/../out-evil/x/file.txt',
    '/../out-evil/x/missing',
    '/%2e%2e/out-evil/x/file.txt',
    '/..%2fout-evil/x/missing',
    '/x/%2e%2e/%2e%2e/out-evil/x/file.txt',
    '/x/..%2f..%2fout-evil%2fx%2fmissing',
  ])('%s never serves the sibling folder', async (requestPath) => {
    const answer = await send(requestPath);
    expect(answer.body).not.toContain(SECRET);
    expect(answer.status).toBe(404);
  });

  it.each(['/_headers', '/.nojekyll'])('%s (read by hosts, never served) is not found', async (requestPath) => {
    const answer = await send(requestPath);
    expect(answer.status).toBe(404);
    expect(answer.body).not.toContain('X-Test');
  });

  it.each(['/%E0%A4%A', '/a%00b'])('%s is a bad request', async (requestPath) => {
    expect((await send(requestPath)).status).toBe(400);
  });
});

describe('long URLs cost nothing', () => {
  it.each([
    ['8,000 segments', '/a'.repeat(8000)],
    ['a long segment', `/${'a'.repeat(MAX_URL_LENGTH)}`],
  ])('%s: 414 at once', async (_, requestPath) => {
    const started = performance.now();
    const answers = await Promise.all([1, 2, 3, 4].map(() => send(requestPath)));
    expect(answers.map((answer) => answer.status)).toEqual([414, 414, 414, 414]);
    // Refused before any file system lookup: far from the seconds a walk up 8,000 folders took.
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('content types', () => {
  it.each(Object.entries(CONTENT_TYPES).map(([extension, { type }]) => [extension, type]))('%s is sent as %s', async (extension, type) => {
    const answer = await send(`/kinds/file${extension}`);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe(type);
  });

  it('a file of an unknown kind is bytes, never an empty type', async () => {
    expect((await send('/x/file.unknownkind')).headers['content-type']).toBe(FALLBACK_CONTENT_TYPE);
  });
});

describe('header rules (scripts/deploy/headers.ts)', () => {
  it.each([
    ['/_next/static/chunks/bytes.js', CACHE_CONTROL.hashed],
    ['/x/pagefind/fragment/en_0a1b2c.pf_fragment', CACHE_CONTROL.hashed],
    ['/x/introduction/', CACHE_CONTROL.revalidate],
    ['/_next/data/b1/x/introduction.json', CACHE_CONTROL.revalidate],
    ['/x/sorting.md', CACHE_CONTROL.revalidate],
    ['/x/sw.js', CACHE_CONTROL.revalidate],
    ['/x/pagefind/pagefind-entry.json', CACHE_CONTROL.revalidate],
  ])('%s: Cache-Control %s', async (requestPath, cacheControl) => {
    const answer = await send(requestPath);
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe(cacheControl);
  });

  it('answers a request with a current validator with 304', async () => {
    const first = await send('/x/introduction/');
    const again = await send('/x/introduction/', { headers: { 'If-None-Match': String(first.headers.etag) } });
    expect(again.status).toBe(304);
    expect(again.body).toBe('');
  });
});

describe('not found and folders', () => {
  it.each([
    ['/x/missing/', 'Page not found'],
    ['/zh/x/missing/', '页面不存在'],
    ['/_next/static/chunks/gone.js', 'Page not found'],
  ])('%s: 404 with the not-found page of its language', async (requestPath, title) => {
    const answer = await send(requestPath);
    expect(answer.status).toBe(404);
    expect(answer.body).toContain(title);
    expect(answer.headers['cache-control']).toBe(CACHE_CONTROL.revalidate);
  });

  it.each([
    ['/x/introduction', '/x/introduction/'],
    ['/x/introduction?q=1', '/x/introduction/?q=1'],
    ['//x/introduction', '/x/introduction/'],
  ])('%s redirects to %s', async (requestPath, location) => {
    const answer = await send(requestPath);
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe(location);
  });
});
