/**
 * Fetches a page's markdown twin, once per URL (a failed fetch is tried again next time).
 * Loaded on the reader's first intent to copy, so none of it is in a page's first load.
 */
const twins = new Map<string, Promise<string | null>>();

export function loadTwin(href: string): Promise<string | null> {
  let text = twins.get(href);
  if (!text) {
    text = fetch(href)
      .then((response) => (response.ok ? response.text() : null))
      .catch(() => null);
    twins.set(href, text);
    void text.then((value) => {
      if (value === null) {
        twins.delete(href);
      }
    });
  }
  return text;
}
