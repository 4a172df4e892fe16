/**
 * Serves the static export (`out/`) like a static host would: directories answer with their
 * index.html, unknown paths with 404.html and status 404, text compressed (gzip) for clients
 * that accept it, as every static host does (and as Lighthouse's simulated network assumes). Port from PORT (default 4173);
 * prints the URL once listening.
 */
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import compression from 'compression';
import sirv from 'sirv';

/** The not-found page a static host would pick: the nearest 404.html up the path (zh/404.html for /zh/…). */
function notFoundPageFor(root: string, url: string | undefined): string | null {
  const segments = (url ?? '/').split(/[?#]/)[0]?.split('/').filter(Boolean) ?? [];
  for (let depth = segments.length; depth >= 0; depth -= 1) {
    const candidate = path.join(root, ...segments.slice(0, depth), '404.html');
    if (candidate.startsWith(root) && existsSync(candidate)) {
      return candidate;
    }
  }
  return null;
}

const TEXT_TYPES: Record<string, string> = { '.md': 'text/markdown', '.txt': 'text/plain' };

export function createStaticServer(root: string): http.Server {
  const assets = sirv(root, {
    dev: false,
    etag: true,
    extensions: ['html'],
    // The markdown twins and llms.txt are UTF-8 (Chinese text, typographic punctuation); sirv
    // names a charset for HTML only, and a browser would otherwise read them as Latin-1.
    setHeaders: (response, pathname) => {
      const type = TEXT_TYPES[path.extname(pathname)];
      if (type) {
        response.setHeader('Content-Type', `${type}; charset=utf-8`);
      }
    },
  });
  // compression is written for Express, but only uses what Node's own request and response have.
  const compress = compression() as unknown as (request: http.IncomingMessage, response: http.ServerResponse, next: () => void) => void;
  return http.createServer((request, response) => {
    compress(request, response, () => assets(request, response, () => {
      const notFoundPage = notFoundPageFor(root, request.url);
      response.statusCode = 404;
      response.setHeader('Content-Type', 'text/html; charset=utf-8');
      response.end(notFoundPage ? readFileSync(notFoundPage) : 'Not found');
    }));
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
