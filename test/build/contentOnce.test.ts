import { describe, expect, it } from 'vitest';
import { contentOnceIn } from '@/scripts/build/contentOnce';
import { propsForDocument } from '@/src/layout/build/contentOnce';
import { CONTENT_IN_DOCUMENT } from '@/src/content/shared/contentInDocument';

/** A document as Next.js exports it: the JSON escaped for a script element. */
function exported(pageProps: Record<string, unknown>, body = '<div data-content-body=""><p>Hello</p></div>') {
  const json = JSON.stringify({ props: { pageProps }, page: '/x/[...slug]' })
    .replace(/&/g, '\\u0026')
    .replace(/>/g, '\\u003e')
    .replace(/</g, '\\u003c');
  return `<!DOCTYPE html><html><body><div id="__next">${body}</div><script id="__NEXT_DATA__" type="application/json">${json}</script></body></html>`;
}

function pageData(document: string) {
  const json = /<script id="__NEXT_DATA__" type="application\/json">([\s\S]*?)<\/script>/.exec(document)?.[1] ?? '';
  return JSON.parse(json) as { props: { pageProps: Record<string, unknown> } };
}

describe('the content HTML in a document', () => {
  it('goes into __NEXT_DATA__ as the marker, in a copy of the props: the page data keeps it, every other prop stays', () => {
    const html = '<h2 id="a">A &amp; B</h2><pre><code>&lt;/script&gt;</code></pre>';
    const props = { pageProps: { html, pathname: '/x/a', islands: [{ id: 'demo-1' }] }, __N_SSG: true };
    expect(propsForDocument(props)).toEqual({ pageProps: { html: CONTENT_IN_DOCUMENT, pathname: '/x/a', islands: [{ id: 'demo-1' }] }, __N_SSG: true });
    expect(props.pageProps.html).toBe(html);
  });

  it.each([
    ['a page without content HTML (the 404)', { pageProps: { nav: [] } }],
    ['a page without props', undefined],
  ])('leaves %s as it is', (_name, props) => {
    expect(propsForDocument(props)).toBe(props);
  });

  it('is once in an exported document with the marker and the markup', () => {
    const document = exported({ html: CONTENT_IN_DOCUMENT, pathname: '/x/a' });
    expect(contentOnceIn(document)).toEqual({ kind: 'once', html: document, savedBytes: 0, tocCarried: false });
  });

  it.each([
    ['a document without page data', '<!DOCTYPE html><html><body><p>Offline</p></body></html>', { kind: 'none' }],
    ['a page without content HTML (the 404)', exported({ nav: [] }), { kind: 'none' }],
    ['a page whose data still holds the HTML', exported({ html: '<p>x</p>' }), { kind: 'broken', reason: expect.stringContaining('a second time') }],
    ['a page with the marker and no content element', exported({ html: CONTENT_IN_DOCUMENT }, '<p>x</p>'), { kind: 'broken', reason: 'no data-content-body element to read the content back from' }],
  ])('tells %s', (_name, document, expected) => {
    expect(contentOnceIn(document)).toEqual(expected);
  });

  describe('the rows the table of contents lists under API sections', () => {
    const rows = [
      { id: 'prop-rows', text: 'rows', children: [] },
      { id: 'prop-columns', text: 'columns', children: [] },
    ];
    const toc = [
      { id: 'import', text: 'Import', children: [] },
      { id: 'props', text: 'Props (2)', children: rows, rows: true },
      { id: 'methods', text: 'Methods (1)', children: [{ id: 'group-GridSortApi', text: 'GridSortApi', children: [{ id: 'method-sortColumn', text: 'sortColumn', children: [] }], rows: true }] },
      { id: 'guide', text: 'Guide', children: [{ id: 'sub', text: 'Sub', children: [] }] },
    ];
    const content = '<div data-content-body=""><table><tr id="prop-rows"></tr><tr id="prop-columns"></tr><tr id="method-sortColumn"></tr></table></div>';

    it('leave the page data, nested ones included, when the document carries each row; headings’ other children stay', () => {
      const result = contentOnceIn(exported({ html: CONTENT_IN_DOCUMENT, toc }, content));
      expect(result.kind === 'once' && result.tocCarried).toBe(true);
      if (result.kind !== 'once') return;
      expect(result.savedBytes).toBeGreaterThan(0);
      // Still escaped for a script element: the marker's "<!--" cannot open a comment there.
      expect(result.html).not.toMatch(/__NEXT_DATA__[^>]*>[^<]*<!--/);
      expect(pageData(result.html).props.pageProps.toc).toEqual([
        toc[0],
        { id: 'props', text: 'Props (2)', children: [], rows: true },
        { id: 'methods', text: 'Methods (1)', children: [{ id: 'group-GridSortApi', text: 'GridSortApi', children: [], rows: true }] },
        toc[3],
      ]);
    });

    it('stay when the document lacks one of them', () => {
      const result = contentOnceIn(exported({ html: CONTENT_IN_DOCUMENT, toc: toc.slice(0, 2) }, content.replace('<tr id="prop-columns"></tr>', '')));
      expect(result.kind === 'once' && !result.tocCarried).toBe(true);
      if (result.kind !== 'once') return;
      expect(pageData(result.html).props.pageProps.toc).toEqual(toc.slice(0, 2));
    });
  });
});
