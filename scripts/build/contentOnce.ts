/**
 * After `next build`: each exported docs page carried its content HTML twice, as markup and
 * again inside `__NEXT_DATA__` (on a demo page over 100 kB of JSON the browser parses before
 * it can hydrate). The JSON copy becomes a marker (src/content/shared/contentInDocument.ts);
 * the page reads the markup back when it hydrates. `/_next/data/…` files are left whole.
 */
import { CONTENT_BODY_ATTRIBUTE, CONTENT_IN_DOCUMENT } from '@/src/content/shared/contentInDocument';

const NEXT_DATA = /(<script id="__NEXT_DATA__" type="application\/json"[^>]*>)([\s\S]*?)(<\/script>)/;

/** The escaping Next.js applies to the JSON it writes into a script element. */
function escapeForScript(json: string): string {
  return json
    .replace(/&/g, '\\u0026')
    .replace(/>/g, '\\u003e')
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export type ContentOnceResult = { changed: true; html: string; savedBytes: number } | { changed: false; reason: string };

/**
 * Replaces `props.pageProps.html` in the document's `__NEXT_DATA__` by the marker, provided
 * the document really carries the content markup (its content element is present).
 */
export function shipContentOnce(document: string): ContentOnceResult {
  const match = NEXT_DATA.exec(document);
  if (!match) {
    return { changed: false, reason: 'no __NEXT_DATA__' };
  }
  const [whole, open = '', json = '', close = ''] = match;
  const data = JSON.parse(json) as { props?: { pageProps?: { html?: unknown } } };
  const pageProps = data.props?.pageProps;
  if (!pageProps || typeof pageProps.html !== 'string' || pageProps.html === CONTENT_IN_DOCUMENT) {
    return { changed: false, reason: 'no content HTML in the page data' };
  }
  if (!document.includes(`${CONTENT_BODY_ATTRIBUTE}=""`)) {
    return { changed: false, reason: `no ${CONTENT_BODY_ATTRIBUTE} element in the document` };
  }
  pageProps.html = CONTENT_IN_DOCUMENT;
  const replaced = `${open}${escapeForScript(JSON.stringify(data))}${close}`;
  return {
    changed: true,
    html: document.slice(0, match.index) + replaced + document.slice(match.index + whole.length),
    savedBytes: Buffer.byteLength(whole) - Buffer.byteLength(replaced),
  };
}
