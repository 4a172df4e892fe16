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
    // on these two-core machines). With 1000 added pages a second worker made the build 223 -> 194 s
    // but took its process tree over 2 GB (2198 MB: next build 1449 MB, workers 384 and 309 MB).

    // Turbopack's build cache on disk speeds up a rebuild of an unchanged checkout, but a cold build
    // (every CI run, every fresh clone) pays for writing it: measured on the site, `next build`
    // peaked at 1978 MB with it and 1454 MB without, and compiled in 36 s against 28 s.
    turbopackFileSystemCacheForBuild: false,
    // Constants exported by one module are inlined where another uses them, so the code that
    // only needed a constant no longer ships its module (the site's constants, the ad
    // configuration): -0.6 kB gzip of every page's first JavaScript. The other experimental
    // size options were measured on this site too: CommonJS tree shaking and scope hoisting
    // changed nothing (Next.js's own runtime chunks are not analysable), module fragments
    // added 3 kB.
    turbopackCrossModuleConstants: true,
  },
  poweredByHeader: false,
};

export default nextConfig;
