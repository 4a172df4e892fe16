import path from 'node:path';
import { fileURLToPath } from 'node:url';
import createMDX from '@next/mdx';

const root = path.dirname(fileURLToPath(import.meta.url));
const markdownPlugin = (name) => path.join(root, 'scripts', 'markdown', name);

// Plugins are given by name or path: Turbopack passes loader options to its workers as JSON.
const withMDX = createMDX({
  extension: /\.mdx?$/,
  options: {
    remarkPlugins: [
      'remark-frontmatter',
      'remark-gfm',
      'remark-directive',
      markdownPlugin('entry-remark.mjs'),
    ],
    rehypePlugins: [markdownPlugin('entry-rehype.mjs')],
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
