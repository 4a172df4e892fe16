import DOMPurify from 'dompurify';

/** What a third-party ad description may contain: text formatting, links and images. */
const ALLOWED_TAGS = ['a', 'b', 'strong', 'em', 'i', 'span', 'br', 'img'];
const ALLOWED_ATTR = ['href', 'src', 'alt', 'title', 'width', 'height'];
/** Only http(s) URLs, for links and images alike (no javascript:, data:, or relative tricks). */
const HTTP_URL = /^https?:\/\//i;

type Purifier = ReturnType<typeof DOMPurify>;
const purifiers = new WeakMap<object, Purifier>();

function getPurifier(window: Window & typeof globalThis): Purifier {
  const existing = purifiers.get(window);
  if (existing) return existing;
  const purifier = DOMPurify(window);
  purifiers.set(window, purifier);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    // DOMPurify lets images keep data: URIs whatever the URI pattern says; ads may not.
    for (const name of ['href', 'src']) {
      const value = node.getAttribute(name);
      if (value !== null && !HTTP_URL.test(value.trim())) {
        node.removeAttribute(name);
      }
    }
    if (node.tagName === 'A') {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener sponsored');
    }
  });
  return purifier;
}

/**
 * Cleans HTML written by a third party before it is shown: no scripts, styles or event
 * handlers, only http(s) links and images; links open in a new tab as sponsored links.
 */
export function sanitizeAdHtml(html: string, window: Window & typeof globalThis = globalThis.window): string {
  return getPurifier(window).sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP: HTTP_URL,
  });
}
