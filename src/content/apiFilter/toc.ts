/**
 * The page's table of contents follows the API filter: it lists a member only while the filter
 * shows it, and a section's entry carries the section's count (`Props (12 of 122)`), as the
 * section's heading does. The table of contents is any list of links to the reference's ids
 * outside the reference itself (the "Contents" column).
 */

/** How a section's count reads while filtering (`12 of 122`). */
type CountText = (shown: number, total: number) => string;

/** A count at the end of an entry: `Props (122)`. */
const TRAILING_COUNT = /\s*\([^()]*\)$/;

export interface TocMirror {
  /** Shows or hides the entry of the element with this id. */
  member(id: string, shown: boolean): void;
  /** Writes a section's count into its entry: `null` while not filtering (its own text again). */
  section(id: string, count: { shown: number; total: number } | null): void;
}

export function tocMirror(scope: HTMLElement, countText: CountText): TocMirror {
  const links = new Map<string, HTMLAnchorElement>();
  for (const link of scope.ownerDocument.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')) {
    if (scope.contains(link)) continue;
    const id = link.getAttribute('href')?.slice(1) ?? '';
    if (id && !links.has(id)) links.set(id, link);
  }
  const original = new Map<HTMLAnchorElement, string>();
  return {
    member(id, shown) {
      const item = links.get(id)?.closest('li');
      if (item && item.hidden === shown) item.hidden = !shown;
    },
    section(id, count) {
      const link = links.get(id);
      if (!link) return;
      const text = original.get(link) ?? link.textContent ?? '';
      original.set(link, text);
      const next = count && TRAILING_COUNT.test(text) ? text.replace(TRAILING_COUNT, ` (${countText(count.shown, count.total)})`) : text;
      if (link.textContent !== next) link.textContent = next;
    },
  };
}
