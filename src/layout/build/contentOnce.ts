import { CONTENT_IN_DOCUMENT } from '@/src/content/shared/contentInDocument';

/**
 * A page's props as its document's `__NEXT_DATA__` carries them: the content HTML, which the
 * document already holds as markup, replaced by the marker (src/content/shared/contentInDocument.ts;
 * the page reads the markup back when it hydrates). Swapped while the document renders, before
 * Next.js writes `__NEXT_DATA__` and measures it against its 128 kB warning, so that what it
 * measures is what the document ships. A new object: the page's data file, written from the
 * original props, keeps the HTML (a page change renders from it). scripts/build/contentOnce.ts
 * checks that every exported document with the marker holds the content's markup.
 */
export function propsForDocument<Props>(props: Props): Props {
  if (typeof props !== 'object' || props === null) return props;
  const { pageProps } = props as { pageProps?: unknown };
  if (typeof pageProps !== 'object' || pageProps === null || typeof (pageProps as { html?: unknown }).html !== 'string') {
    return props;
  }
  return { ...props, pageProps: { ...pageProps, html: CONTENT_IN_DOCUMENT } };
}
