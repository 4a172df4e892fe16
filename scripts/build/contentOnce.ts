/**
 * After `next build`: each exported docs page carries its content HTML once, as markup. While the
 * document renders, its `__NEXT_DATA__` copy became a marker (src/layout/build/contentOnce.ts;
 * on a demo page it had been over 100 kB of JSON the browser parses before it can hydrate), and
 * the page reads the markup back when it hydrates. Checked here on every document, where the
 * rows its table of contents lists under API sections leave the JSON the same way.
 * `/_next/data/…` files are left whole.
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

export type ContentOnceResult =
  /** The page has no content (a redirect, the 404). */
  | { kind: 'none' }
  /** The content travels once; `html` is the document, with the table of contents' API rows left out when it carries them all. */
  | { kind: 'once'; html: string; savedBytes: number; tocCarried: boolean }
  /** The page would render wrongly: the reason. */
  | { kind: 'broken'; reason: string };

/** Checks that the document carries its content HTML once, and leaves its API rows out of its `__NEXT_DATA__`. */
export function contentOnceIn(document: string): ContentOnceResult {
  const match = NEXT_DATA.exec(document);
  if (!match) {
    return { kind: 'none' };
  }
  const [whole, open = '', json = '', close = ''] = match;
  const data = JSON.parse(json) as { props?: { pageProps?: { html?: unknown; toc?: unknown } } };
  const pageProps = data.props?.pageProps;
  if (!pageProps || typeof pageProps.html !== 'string') {
    return { kind: 'none' };
  }
  if (pageProps.html !== CONTENT_IN_DOCUMENT) {
    return { kind: 'broken', reason: '__NEXT_DATA__ carries the content HTML a second time (pages/_document.tsx swaps it for the marker)' };
  }
  if (!document.includes(`${CONTENT_BODY_ATTRIBUTE}=""`)) {
    return { kind: 'broken', reason: `no ${CONTENT_BODY_ATTRIBUTE} element to read the content back from` };
  }
  if (!tocOnce(pageProps, document)) {
    return { kind: 'once', html: document, savedBytes: 0, tocCarried: false };
  }
  const replaced = `${open}${escapeForScript(JSON.stringify(data))}${close}`;
  return {
    kind: 'once',
    html: document.slice(0, match.index) + replaced + document.slice(match.index + whole.length),
    savedBytes: Buffer.byteLength(whole) - Buffer.byteLength(replaced),
    tocCarried: true,
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
