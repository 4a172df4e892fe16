/**
 * Serves the static export (`out/`) like a static host would: folders answer with their
 * index.html (`/x/sorting` redirects to `/x/sorting/`), unknown paths with the nearest 404.html
 * and status 404, every response with the export's header rules (scripts/deploy/headers.ts,
 * the same table the build writes as `_headers`), text compressed (gzip) for clients that accept
 * it, as every static host does (and as Lighthouse's simulated network assumes).
 *
 * As HTTP says: GET and HEAD only (405 with `Allow` otherwise), validators (ETag, 304), one byte
 * range per request (RFC 9110: 206, or 416 when nothing of the file is in it; a range it may
 * ignore gets the whole file), and URLs too long or too deep refused with 414 before the disk is
 * touched. Port from PORT (default 4173); prints the URL once listening.
 */
import { createReadStream, existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import compression from 'compression';
import { CACHE_CONTROL, contentTypeOf, DEFAULT_CACHE_CONTROL, headersFor } from './deploy/headers';
import { answerRange } from './serve/ranges';
import { lookUp, notFoundPageFor, parseRequestPath } from './serve/requestPath';

export const ALLOWED_METHODS = ['GET', 'HEAD'] as const;

type Middleware = (request: http.IncomingMessage, response: http.ServerResponse, next: () => void) => void;

/** A short plain-text answer (errors of the request itself). */
function plain(response: http.ServerResponse, status: number, headers: Record<string, string> = {}) {
  const body = `${status} ${http.STATUS_CODES[status] ?? ''}\n`;
  response.writeHead(status, {
    ...headers,
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': CACHE_CONTROL.revalidate,
  });
  response.end(body);
}

/** Whether an `If-None-Match` list names this ETag (weak comparison, as RFC 9110 asks for it). */
function matchesETag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.trim() === '*' || header.split(',').some((tag) => opaque(tag) === opaque(etag));
}

async function serveFile(request: http.IncomingMessage, response: http.ServerResponse, file: string, pathname: string) {
  const stats = await stat(file);
  const size = stats.size;
  const etag = `"${size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`;
  const lastModified = stats.mtime.toUTCString();
  const headers: Record<string, string | number> = {
    'Content-Type': contentTypeOf(file),
    'Cache-Control': DEFAULT_CACHE_CONTROL,
    ...headersFor(pathname),
    'Accept-Ranges': 'bytes',
    ETag: etag,
    'Last-Modified': lastModified,
  };

  const ifNoneMatch = request.headers['if-none-match'];
  const ifModifiedSince = request.headers['if-modified-since'];
  const notModified = ifNoneMatch !== undefined
    ? matchesETag(ifNoneMatch, etag)
    : ifModifiedSince !== undefined && Date.parse(ifModifiedSince) >= Math.floor(stats.mtimeMs / 1000) * 1000;
  if (notModified) {
    response.writeHead(304, headers);
    response.end();
    return;
  }

  // Ranges are defined for GET only; an If-Range naming another version asks for the whole file.
  const ifRange = request.headers['if-range'];
  const rangeHeader = request.method === 'GET' && (ifRange === undefined || ifRange === etag || ifRange === lastModified)
    ? request.headers.range
    : undefined;
  const range = answerRange(rangeHeader, size);
  if (range.kind === 'unsatisfiable') {
    response.writeHead(416, { ...headers, 'Content-Range': `bytes */${size}`, 'Content-Length': 0 });
    response.end();
    return;
  }
  const [start, end, status] = range.kind === 'part' ? [range.start, range.end, 206] : [0, size - 1, 200];
  response.writeHead(status, {
    ...headers,
    'Content-Length': Math.max(0, end - start + 1),
    ...(status === 206 ? { 'Content-Range': `bytes ${start}-${end}/${size}` } : {}),
  });
  if (request.method === 'HEAD' || size === 0) {
    response.end();
    return;
  }
  const stream = createReadStream(file, { start, end });
  stream.on('error', () => response.destroy());
  stream.pipe(response);
}

async function handle(root: string, request: http.IncomingMessage, response: http.ServerResponse) {
  if (!(ALLOWED_METHODS as readonly string[]).includes(request.method ?? '')) {
    plain(response, 405, { Allow: ALLOWED_METHODS.join(', ') });
    return;
  }
  const target = parseRequestPath(request.url);
  if (target.kind === 'tooLong') {
    plain(response, 414);
    return;
  }
  if (target.kind === 'badRequest') {
    plain(response, 400);
    return;
  }
  const found = await lookUp(root, target.pathname, target.query);
  if (found.kind === 'file') {
    await serveFile(request, response, found.file, target.pathname);
    return;
  }
  if (found.kind === 'redirect') {
    response.writeHead(301, { Location: found.location, 'Content-Length': 0, 'Cache-Control': CACHE_CONTROL.revalidate });
    response.end();
    return;
  }
  const notFoundPage = await notFoundPageFor(root, target.pathname);
  const body = notFoundPage ? await readFile(notFoundPage) : Buffer.from('Not found\n');
  response.writeHead(404, {
    'Content-Type': notFoundPage ? contentTypeOf(notFoundPage) : 'text/plain; charset=utf-8',
    'Content-Length': body.length,
    // Whatever the path's own rule says (a missing hashed file included): a 404 is not kept.
    'Cache-Control': CACHE_CONTROL.revalidate,
  });
  response.end(request.method === 'HEAD' ? undefined : body);
}

export function createStaticServer(exportDir: string): http.Server {
  const root = path.resolve(exportDir);
  // compression is written for Express, but only uses what Node's own request and response
  // have. Only whole files are compressed: a byte range counts bytes of the file as stored.
  const compress = compression({
    filter: (request, response) => response.statusCode !== 206 && compression.filter(request, response),
  }) as unknown as Middleware;
  return http.createServer((request, response) => {
    compress(request, response, () => {
      handle(root, request, response).catch((error: unknown) => {
        console.error(`${request.method} ${request.url}: ${String(error)}`);
        if (response.headersSent) {
          response.destroy();
        } else {
          plain(response, 500);
        }
      });
    });
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(process.env.OUT_DIR ?? 'out');
  if (!existsSync(path.join(root, 'index.html'))) {
    console.error(`No static export in ${root}: run npm run build first.`);
    process.exit(1);
  }
  const port = Number(process.env.PORT ?? 4173);
  const host = process.env.HOST ?? '127.0.0.1';
  const server = createStaticServer(root);
  server.on('error', (error: NodeJS.ErrnoException) => {
    console.error(
      error.code === 'EADDRINUSE'
        ? `Port ${port} is in use. Pick another one: PORT=4321 npm start`
        : String(error),
    );
    process.exit(1);
  });
  server.listen(port, host, () => {
    console.log(`Serving ${path.relative(process.cwd(), root) || '.'} at http://${host === '0.0.0.0' ? 'localhost' : host}:${port}/x/introduction/`);
  });
}
