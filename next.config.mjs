// The markdown is not compiled by the bundler: the content compiler (scripts/compiler/) writes
// each page's record beforehand and getStaticProps reads it (src/content/build/records.ts).

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
    // No `cpus`: static generation keeps Next.js's default of one worker fewer than the cores (one
    // on these two-core machines): a second worker takes the build's process tree over 2 GB.

    // No build cache on disk: a cold build (every CI run, every fresh clone) would pay for writing
    // it, in time and memory.
    turbopackFileSystemCacheForBuild: false,
    // Constants exported by one module are inlined where another uses them, so the code that
    // only needed a constant no longer ships its module (the site's constants, the ad
    // configuration).
    turbopackCrossModuleConstants: true,
  },
  poweredByHeader: false,
};

export default nextConfig;
