/**
 * Writes the service worker into the static export (`DOCS_OUT_DIR`, default `out`) after
 * `next build`: bundles src/serviceWorker/worker/sw.ts with esbuild, then injects the
 * precache list (scripts/serviceWorker/precache.ts) with Serwist's `injectManifest`,
 * producing `<export>/x/sw.js`.
 */
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { injectManifest, type ManifestTransform } from '@serwist/build';
import { build } from 'esbuild';
import { SW_URL } from '@/src/serviceWorker/config';
import { DOCS_HTML, isVersionedUrl, OFFLINE_HTML, precacheFiles, precacheUrl } from './precache';

const outName = process.env.DOCS_OUT_DIR?.trim() || 'out';
const outDir = path.resolve(outName);
const WORKER_SOURCE = path.resolve('src/serviceWorker/worker/sw.ts');

function fail(message: string): never {
  console.error(`Service worker build: ${message}`);
  process.exit(1);
}

const missing = [OFFLINE_HTML, DOCS_HTML].filter((file) => !existsSync(path.join(outDir, file)));
if (missing.length > 0) {
  fail(`no static export in ${outName}/ (missing ${missing.join(', ')}). Run next build first, with the same DOCS_OUT_DIR.`);
}

/** Globs match file names literally once their special characters are escaped. */
const literalGlob = (file: string) => file.replace(/[?*()[\]{}!+@]/g, '\\$&');

/** Absolute URLs (the worker lives in /x/, the files at the root); versioned ones without revision. */
const toSiteUrls: ManifestTransform = (entries) => ({
  manifest: entries.map((entry) => {
    const url = precacheUrl(entry.url);
    return { ...entry, url, revision: isVersionedUrl(url) ? null : entry.revision };
  }),
  warnings: [],
});

const files = precacheFiles(outDir);
const workDir = mkdtempSync(path.join(tmpdir(), 'docs-sw-'));
try {
  const bundled = path.join(workDir, 'sw.js');
  await build({
    entryPoints: [WORKER_SOURCE],
    outfile: bundled,
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2022',
    platform: 'browser',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  });
  const swDest = path.join(outDir, SW_URL);
  const result = await injectManifest({
    swSrc: bundled,
    swDest,
    globDirectory: outDir,
    globPatterns: files.map(literalGlob),
    manifestTransforms: [toSiteUrls],
  });
  for (const warning of result.warnings) {
    console.warn(`Service worker build: ${warning}`);
  }
  if (result.count !== files.length) {
    fail(`precached ${result.count} files of the ${files.length} listed; a listed file is missing from ${outName}/.`);
  }
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
  console.log(
    `Service worker: ${path.relative(process.cwd(), swDest)} (${kb(statSync(swDest).size)}), precaching ${result.count} files (${kb(result.size)}).`,
  );
} finally {
  rmSync(workDir, { recursive: true, force: true });
}
