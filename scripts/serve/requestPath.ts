/**
 * From a request's URL to a file of the export, as a static host would: the URL is limited in
 * length and depth before anything touches the disk, decoded once, and the file it names must be
 * inside the export after normalising (`path.relative`, so `/../out-evil/x` or `/%2e%2e/x`
 * never reach a sibling folder whose name merely starts with the export's).
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';

/** Longer URLs get 414 (browsers and CDNs cap URLs at a few thousand characters too). */
export const MAX_URL_LENGTH = 2048;
/** Deeper paths get 414: the export's deepest file is under ten segments down. */
export const MAX_PATH_SEGMENTS = 32;

/** Files in the export that a host reads but never serves: the header rules, dotfiles. */
const UNSERVED = /(^|\/)(\.[^/]*|_headers|_redirects)$/;

export type RequestPath =
  | { kind: 'tooLong' }
  | { kind: 'badRequest' }
  /** `pathname` decoded, `query` as sent (with its `?`, or empty). */
  | { kind: 'path'; pathname: string; query: string };

export function parseRequestPath(url: string | undefined): RequestPath {
  const raw = url ?? '/';
  if (raw.length > MAX_URL_LENGTH) {
    return { kind: 'tooLong' };
  }
  // Origin-form (`/x/?q`) as browsers send it; absolute-form (`http://host/x/`) as proxies do.
  const withoutOrigin = raw.startsWith('/') ? raw : raw.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '');
  const queryAt = withoutOrigin.search(/[?#]/);
  const rawPath = queryAt === -1 ? withoutOrigin : withoutOrigin.slice(0, queryAt);
  const query = queryAt === -1 ? '' : withoutOrigin.slice(queryAt).replace(/#.*$/, '');
  if (!rawPath.startsWith('/')) {
    return { kind: 'badRequest' };
  }
  if (rawPath.split('/').length - 1 > MAX_PATH_SEGMENTS) {
    return { kind: 'tooLong' };
  }
  let pathname: string;
  try {
    pathname = decodeURIComponent(rawPath);
  } catch {
    return { kind: 'badRequest' };
  }
  if (pathname.includes('\0')) {
    return { kind: 'badRequest' };
  }
  return { kind: 'path', pathname, query };
}

/** The file `pathname` names under `root` (absolute), or null when it would be outside it. */
export function fileInside(root: string, pathname: string): string | null {
  const file = path.resolve(root, `.${path.sep}${pathname}`);
  const relative = path.relative(root, file);
  if (relative === '') {
    return file;
  }
  if (relative === '..' || relative.startsWith(`..${path.sep}`) || path.isAbsolute(relative)) {
    return null;
  }
  return UNSERVED.test(relative.split(path.sep).join('/')) ? null : file;
}

async function isFile(file: string): Promise<boolean> {
  return (await stat(file).catch(() => null))?.isFile() ?? false;
}

async function isDirectory(file: string): Promise<boolean> {
  return (await stat(file).catch(() => null))?.isDirectory() ?? false;
}

export type Lookup =
  | { kind: 'file'; file: string }
  /** A folder asked for without its trailing slash: the address of its index, as hosts redirect. */
  | { kind: 'redirect'; location: string }
  | { kind: 'missing' };

/**
 * What a static host serves for `pathname`: the file itself, `<path>.html`, or a folder's
 * `index.html` (redirecting `/x/sorting` to `/x/sorting/` first).
 */
export async function lookUp(root: string, pathname: string, query: string): Promise<Lookup> {
  const file = fileInside(root, pathname);
  if (!file) {
    return { kind: 'missing' };
  }
  if (pathname.endsWith('/')) {
    const index = path.join(file, 'index.html');
    return (await isFile(index)) ? { kind: 'file', file: index } : { kind: 'missing' };
  }
  if (await isFile(file)) {
    return { kind: 'file', file };
  }
  if (!/\.[^/]*$/.test(pathname) && (await isFile(`${file}.html`))) {
    return { kind: 'file', file: `${file}.html` };
  }
  if ((await isDirectory(file)) && (await isFile(path.join(file, 'index.html')))) {
    // One leading slash: `//x` must not become a protocol-relative address of another host.
    return { kind: 'redirect', location: `/${encodeURI(pathname.replace(/^\/+/, ''))}/${query}` };
  }
  return { kind: 'missing' };
}

/** The not-found page a static host would pick: the nearest 404.html up the path (zh/404.html for /zh/…). */
export async function notFoundPageFor(root: string, pathname: string): Promise<string | null> {
  const segments = pathname.split('/').filter(Boolean);
  for (let depth = Math.min(segments.length, MAX_PATH_SEGMENTS); depth >= 0; depth -= 1) {
    const candidate = fileInside(root, `/${[...segments.slice(0, depth), '404.html'].join('/')}`);
    if (candidate && (await isFile(candidate))) {
      return candidate;
    }
  }
  return null;
}
