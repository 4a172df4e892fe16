import { describe, expect, it } from 'vitest';
import { shipContentOnce } from '@/scripts/build/contentOnce';
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

describe('shipContentOnce', () => {
  it('replaces the JSON copy of the content by the marker and keeps every other prop', () => {
    const html = '<h2 id="a">A &amp; B</h2><pre><code>&lt;/script&gt;</code></pre>'.repeat(50);
    const result = shipContentOnce(exported({ html, pathname: '/x/a', islands: [{ id: 'demo-1' }] }));
    expect(result.changed).toBe(true);
    if (!result.changed) return;
    expect(pageData(result.html).props.pageProps).toEqual({ html: CONTENT_IN_DOCUMENT, pathname: '/x/a', islands: [{ id: 'demo-1' }] });
    expect(result.savedBytes).toBeGreaterThan(html.length);
    // Still escaped for a script element: the marker's "<!--" cannot open a comment there.
    expect(result.html).not.toMatch(/__NEXT_DATA__[^>]*>[^<]*<!--/);
    expect(result.html).toContain('<div data-content-body=""><p>Hello</p></div>');
  });

  it.each([
    ['a document without page data', '<!DOCTYPE html><html><body><p>Offline</p></body></html>', 'no __NEXT_DATA__'],
    ['a page without content HTML (the 404)', exported({ nav: [] }), 'no content HTML in the page data'],
    ['a page already processed', exported({ html: CONTENT_IN_DOCUMENT }), 'no content HTML in the page data'],
    ['a page whose content element is missing', exported({ html: '<p>x</p>' }, '<p>x</p>'), 'no data-content-body element in the document'],
  ])('leaves %s alone', (_name, document, reason) => {
    expect(shipContentOnce(document)).toEqual({ changed: false, reason });
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
      const result = shipContentOnce(exported({ html: '<p>x</p>', toc }, content));
      expect(result.changed && result.tocCarried).toBe(true);
      if (!result.changed) return;
      expect(pageData(result.html).props.pageProps.toc).toEqual([
        toc[0],
        { id: 'props', text: 'Props (2)', children: [], rows: true },
        { id: 'methods', text: 'Methods (1)', children: [{ id: 'group-GridSortApi', text: 'GridSortApi', children: [], rows: true }] },
        toc[3],
      ]);
    });

    it('stay when the document lacks one of them', () => {
      const result = shipContentOnce(exported({ html: '<p>x</p>', toc: toc.slice(0, 2) }, content.replace('<tr id="prop-columns"></tr>', '')));
      expect(result.changed && !result.tocCarried).toBe(true);
      if (!result.changed) return;
      expect(pageData(result.html).props.pageProps.toc).toEqual(toc.slice(0, 2));
    });
  });
});
