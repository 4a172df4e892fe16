import { describe, expect, it } from 'vitest';
import { planShellCleanup, staticUrlsIn } from '@/src/serviceWorker/previousShell';

const ORIGIN = 'https://mui.com';
const at = (pathname: string) => `${ORIGIN}${pathname}`;

describe('the shell files a saved page names', () => {
  it('finds scripts, styles, preloads, the build manifest and the inert after-paint scripts', () => {
    const html = [
      '<link rel="preload" href="/_next/static/media/inter.woff2" as="font">',
      '<link rel="stylesheet" href="/_next/static/chunks/app.css">',
      '<script src="/_next/static/chunks/framework-1a.js" defer></script>',
      '<script src="/_next/static/b1/_buildManifest.js" defer></script>',
      '<script type="text/plain" data-src="/_next/static/chunks/docs-2b.js"></script>',
      '<script>load(["/_next/static/chunks/late-3c.js"])</script>',
      '<script src="https://ads.example.com/_next/static/chunks/other.js"></script>',
      '<a href="/x/introduction/">Introduction</a>',
    ].join('');
    expect(staticUrlsIn(html, at('/x/react-data-grid/sorting/')).sort()).toEqual(
      [
        '/_next/static/b1/_buildManifest.js',
        '/_next/static/chunks/app.css',
        '/_next/static/chunks/docs-2b.js',
        '/_next/static/chunks/framework-1a.js',
        '/_next/static/chunks/late-3c.js',
        '/_next/static/media/inter.woff2',
      ].map(at),
    );
  });

  it('names each file once, and nothing in a page without a shell', () => {
    const script = '<script src="/_next/static/chunks/a.js"></script>';
    expect(staticUrlsIn(script + script, at('/x/'))).toEqual([at('/_next/static/chunks/a.js')]);
    expect(staticUrlsIn('<p>No scripts</p>', at('/x/'))).toEqual([]);
  });
});

describe('what activation keeps of the previous deploy', () => {
  const previousChunk = at('/_next/static/chunks/framework-old.js');
  const previousManifest = at('/_next/static/old/_buildManifest.js');
  const unneededChunk = at('/_next/static/chunks/unused-old.js');
  const sharedChunk = at('/_next/static/chunks/react-same.js');
  const newChunk = at('/_next/static/chunks/framework-new.js');
  const oldOffline = at('/x/offline/?__WB_REVISION__=1');
  const newOffline = at('/x/offline/?__WB_REVISION__=2');
  const current = new Set([newChunk, sharedChunk, newOffline]);

  it.each([
    [
      'files a saved page names move; the rest of the previous deploy goes',
      [previousChunk, previousManifest, unneededChunk, sharedChunk, oldOffline, newChunk, newOffline],
      [],
      [previousChunk, previousManifest, sharedChunk],
      { move: [previousChunk, previousManifest], deletePrecached: [previousChunk, previousManifest, unneededChunk, oldOffline], deleteKept: [] },
    ],
    [
      'with no saved page, everything outdated goes, as Serwist does',
      [previousChunk, sharedChunk, newChunk],
      [],
      [],
      { move: [], deletePrecached: [previousChunk], deleteKept: [] },
    ],
    [
      'kept files of older deploys go once no saved page names them',
      [sharedChunk, newChunk],
      [previousChunk, unneededChunk],
      [previousChunk],
      { move: [], deletePrecached: [], deleteKept: [unneededChunk] },
    ],
  ])('%s', (_, precached, kept, needed, plan) => {
    expect(planShellCleanup(precached, current, kept, new Set(needed))).toEqual(plan);
  });
});
