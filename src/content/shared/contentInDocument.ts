/**
 * The content HTML of a docs page travels once. The exported document carries it as markup;
 * its `__NEXT_DATA__` copy is replaced while the document renders (src/layout/build/contentOnce.ts)
 * by this marker, and the page reads the markup back from the document when it hydrates. The JSON a
 * client-side navigation fetches (`/_next/data/…`) keeps the HTML, as it has no document.
 */
export const CONTENT_IN_DOCUMENT = '<!--content-in-document-->';

/** The attribute on the element whose inner HTML is the page's content. */
export const CONTENT_BODY_ATTRIBUTE = 'data-content-body';
