import { useState } from 'react';
import { CONTENT_BODY_ATTRIBUTE, CONTENT_IN_DOCUMENT } from './shared/contentInDocument';

/** The markup of the page's content element, as the exported document delivered it. */
function contentFromDocument(): string {
  if (typeof document === 'undefined') {
    return '';
  }
  return document.querySelector(`[${CONTENT_BODY_ATTRIBUTE}]`)?.innerHTML ?? '';
}

/**
 * The content HTML to render. On the first page of a visit the page data holds a marker
 * instead (scripts/build/contentOnce.ts): the HTML is read back from the document, once,
 * before anything renders into it (islands mount after hydration). Pages reached by a
 * client-side navigation carry their HTML in the data.
 */
export function useContentHtml(html: string): string {
  const [fromDocument] = useState(() => (html === CONTENT_IN_DOCUMENT ? contentFromDocument() : null));
  return html === CONTENT_IN_DOCUMENT ? (fromDocument ?? contentFromDocument()) : html;
}
