import { describe, expect, it } from 'vitest';
import { pageAssets } from '@/scripts/checks/pageAssets';

describe('pageAssets', () => {
  it('lists the scripts and stylesheets a page loads, once each, without nomodule scripts', () => {
    const html = `<head>
      <link rel="preload" href="/_next/static/chunks/a.js" as="script"/>
      <link rel="stylesheet" href="/_next/static/css/site.css" data-n-g=""/>
      <script src="/_next/static/chunks/polyfills.js" noModule=""></script>
      <script src="/_next/static/chunks/a.js" defer=""></script>
      <script>inline()</script>
      <script src="/_next/static/chunks/b.js" defer=""></script>
      <script src="/_next/static/chunks/a.js" defer=""></script>
      <script id="__NEXT_DATA__" type="application/json">{}</script>
    </head>`;
    expect(pageAssets(html)).toEqual({
      scripts: ['/_next/static/chunks/a.js', '/_next/static/chunks/b.js'],
      stylesheets: ['/_next/static/css/site.css'],
    });
  });
});
