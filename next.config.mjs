import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import createMDX from '@next/mdx';
import { STANDARD_REMARK_PLUGINS } from './scripts/markdown/plugins.mjs';

const root = path.dirname(fileURLToPath(import.meta.url));
const markdownPlugin = (name) => path.join(root, 'scripts', 'markdown', name);

/**
 * A fingerprint of everything the markdown compile reads besides the page itself: the
 * plugins, what they import, and the demo sources they embed. Turbopack caches loader
 * results by the loader's options, so without it a changed plugin or demo would keep
 * serving stale pages.
 */
function markdownPluginsVersion() {
  const hash = createHash('sha256');
  const listFiles = (dir, pattern) =>
    readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && pattern.test(entry.name))
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
  const files = [
    ...listFiles('scripts/markdown', /\.(ts|mjs)$/),
    ...listFiles('scripts/demos', /\.ts$/),
    ...listFiles('src/content/islands', /^definitions\.ts$/),
    // `::api-methods` and the inline-code links read the API entries and the generated data.
    ...listFiles('src/content/build/api', /\.tsx?$/),
    ...listFiles('src/content/shared', /\.ts$/),
    'data/api/components.ts',
    ...(existsSync(path.join(root, '.api/api-reference.json')) ? ['.api/api-reference.json'] : []),
    // The demo files and their styling variants: every component under data/ is one.
    ...listFiles('data', /\.tsx$/),
    'src/demos/layout.ts',
    'src/config/constants.ts',
    'src/config/products.ts',
    'src/i18n/paths.ts',
  ];
  for (const file of files.sort()) {
    hash.update(file).update(readFileSync(path.join(root, file)));
  }
  return hash.digest('hex').slice(0, 16);
}
const version = markdownPluginsVersion();

// Plugins are given by name or path: Turbopack passes loader options to its workers as JSON.
const withMDX = createMDX({
  extension: /\.mdx?$/,
  options: {
    remarkPlugins: [...STANDARD_REMARK_PLUGINS, [markdownPlugin('entry-remark.mjs'), { version }]],
    rehypePlugins: [[markdownPlugin('entry-rehype.mjs'), { version }]],
  },
});

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  // The export goes to out/; the browser tests' configured build sets another folder.
  ...(process.env.DOCS_OUT_DIR ? { distDir: process.env.DOCS_OUT_DIR } : {}),
  trailingSlash: true,
  reactStrictMode: true,
  pageExtensions: ['tsx', 'ts'],
  // Turbopack prerenders the pages router with two copies of emotion otherwise: the styles
  // then land in <body> under the wrong cache. With one copy the critical CSS is in <head>.
  bundlePagesRouterDependencies: true,
  images: { unoptimized: true },
  experimental: {
    // The filter tells client-side navigation which URLs belong to the app router, to load
    // them as documents. This site has no app router: with an empty filter the router still
    // re-read the build manifest and rebuilt the (empty) filter on every page change.
    clientRouterFilter: false,
    // Static generation on both cores: Next.js leaves one free by default, yet nothing else runs
    // while the pages are generated (1000 added pages: generation 58 -> 43 s, build 276 -> 264 s).
    cpus: 2,
  },
  poweredByHeader: false,
};

export default withMDX(nextConfig);
