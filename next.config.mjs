// The markdown is not compiled by the bundler: `npm run build:content` compiles it beforehand
// (scripts/build/content.ts) and getStaticProps reads the result (src/content/build/compiled.ts).

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
    // Turbopack's build cache on disk speeds up a rebuild of an unchanged checkout, but a cold build
    // (every CI run, every fresh clone) pays for writing it: measured on the site, `next build`
    // peaked at 1978 MB with it and 1454 MB without, and compiled in 36 s against 28 s.
    turbopackFileSystemCacheForBuild: false,
  },
  poweredByHeader: false,
};

export default nextConfig;
