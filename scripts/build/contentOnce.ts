/**
 * After `next build`: each exported docs page carried its content HTML twice, as markup and
 * again inside `__NEXT_DATA__` (on a demo page over 100 kB of JSON the browser parses before
 * it can hydrate). The JSON copy becomes a marker (src/content/shared/contentInDocument.ts);
 * the page reads the markup back when it hydrates. The rows its table of contents lists under
 * API sections go the same way. `/_next/data/…` files are left whole.
 */
import { CONTENT_BODY_ATTRIBUTE, CONTENT_IN_DOCUMENT } from '@/src/content/shared/contentInDocument';
import type { TocEntry } from '@/src/content/types';

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

export type ContentOnceResult = { changed: true; html: string; savedBytes: number; tocCarried: boolean } | { changed: false; reason: string };

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
  const data = JSON.parse(json) as { props?: { pageProps?: { html?: unknown; toc?: unknown } } };
  const pageProps = data.props?.pageProps;
  if (!pageProps || typeof pageProps.html !== 'string' || pageProps.html === CONTENT_IN_DOCUMENT) {
    return { changed: false, reason: 'no content HTML in the page data' };
  }
  if (!document.includes(`${CONTENT_BODY_ATTRIBUTE}=""`)) {
    return { changed: false, reason: `no ${CONTENT_BODY_ATTRIBUTE} element in the document` };
  }
  pageProps.html = CONTENT_IN_DOCUMENT;
  const tocCarried = tocOnce(pageProps, document);
  const replaced = `${open}${escapeForScript(JSON.stringify(data))}${close}`;
  return {
    changed: true,
    html: document.slice(0, match.index) + replaced + document.slice(match.index + whole.length),
    savedBytes: Buffer.byteLength(whole) - Buffer.byteLength(replaced),
    tocCarried,
  };
}

/**
 * The rows listed under the API sections of the table of contents (TocEntry.rows; hundreds on
 * an API page) leave the page data too, provided the document's content carries each of them:
 * the page reads them back from there (src/navigation/tocRows.ts). True when any left.
 */
function tocOnce(pageProps: { toc?: unknown }, document: string): boolean {
  if (!Array.isArray(pageProps.toc)) return false;
  let left = false;
  const strip = (entries: readonly TocEntry[]): TocEntry[] =>
    entries.map((entry) => {
      if (entry.rows && entry.children.length > 0 && entry.children.every((row) => document.includes(`id="${row.id}"`))) {
        left = true;
        return { ...entry, children: [] };
      }
      return { ...entry, children: strip(entry.children) };
    });
  const toc = strip(pageProps.toc as TocEntry[]);
  if (left) pageProps.toc = toc;
  return left;
}
