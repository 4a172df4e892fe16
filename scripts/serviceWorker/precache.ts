/**
 * The precache list: the shell a page needs to start offline, read from the export itself.
 * Narrow on purpose: the chunks and CSS the offline page and one docs page load, the build
 * manifests, the fonts, the offline page and the favicons. Demo chunks (large) are not in
 * it: the worker caches them the first time a page uses them.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { findBuildId } from '../deploy/buildId';
import { OFFLINE_PATHNAME } from '@/src/serviceWorker/config';
import { HOME_PATHNAME } from '@/src/config/site';
import { pageAssets } from '../checks/pageAssets';

/** `/x/offline/` → `x/offline/index.html`, the file the export writes for a route. */
export function htmlFileOf(pathname: string): string {
  return `${pathname.replace(/^\/+|\/+$/g, '')}/index.html`;
}

export const OFFLINE_HTML = htmlFileOf(OFFLINE_PATHNAME);
/** One docs page: its HTML loads the docs route's chunk on top of the shell. */
export const DOCS_HTML = htmlFileOf(HOME_PATHNAME);
const FAVICONS = ['favicon.svg', 'favicon.ico'];


/** Files (relative to the export, `/` separators) to precache. */
export function precacheFiles(outDir: string): string[] {
  const buildId = findBuildId(outDir);
  const fromHtml = [OFFLINE_HTML, DOCS_HTML].flatMap((file) => {
    const { scripts, stylesheets } = pageAssets(readFileSync(path.join(outDir, file), 'utf8'));
    return [...scripts, ...stylesheets]
      .filter((url) => url.startsWith('/') && !url.startsWith('//'))
      .map((url) => url.replace(/[?#].*$/, '').replace(/^\/+/, ''));
  });
  const mediaDir = path.join(outDir, '_next', 'static', 'media');
  const fonts = existsSync(mediaDir)
    ? readdirSync(mediaDir).filter((name) => name.endsWith('.woff2')).map((name) => `_next/static/media/${name}`)
    : [];
  const files = [
    ...fromHtml,
    `_next/static/${buildId}/_buildManifest.js`,
    `_next/static/${buildId}/_ssgManifest.js`,
    ...fonts,
    OFFLINE_HTML,
    ...FAVICONS.filter((name) => existsSync(path.join(outDir, name))),
  ];
  return [...new Set(files)].sort();
}

/** The URL a precached file is served at: absolute, and the offline page at its route. */
export function precacheUrl(file: string): string {
  return file === OFFLINE_HTML ? OFFLINE_PATHNAME : `/${file}`;
}

/** Hashed or build-id-versioned URLs need no revision: a change gives a new URL. */
export function isVersionedUrl(url: string): boolean {
  return url.startsWith('/_next/static/');
}
