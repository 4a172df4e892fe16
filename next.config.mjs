import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import createMDX from '@next/mdx';

const root = path.dirname(fileURLToPath(import.meta.url));
const markdownPlugin = (name) => path.join(root, 'scripts', 'markdown', name);

/**
 * A fingerprint of the code that compiles markdown. Turbopack caches loader results by the
 * loader's options, so without it a changed plugin would keep serving stale pages.
 */
function markdownPluginsVersion() {
  const hash = createHash('sha256');
  const files = [
    ...readdirSync(path.join(root, 'scripts', 'markdown')).map((name) => path.join('scripts', 'markdown', name)),
    'src/content/islands/definitions.ts',
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
    remarkPlugins: [
      'remark-frontmatter',
      'remark-gfm',
      'remark-directive',
      [markdownPlugin('entry-remark.mjs'), { version }],
    ],
    rehypePlugins: [[markdownPlugin('entry-rehype.mjs'), { version }]],
  },
});

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  trailingSlash: true,
  reactStrictMode: true,
  pageExtensions: ['tsx', 'ts'],
  // One copy of emotion for prerendering, so the critical CSS lands in <head> (STACK.md).
  bundlePagesRouterDependencies: true,
  images: { unoptimized: true },
  poweredByHeader: false,
};

export default withMDX(nextConfig);
