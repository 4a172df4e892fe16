import type { TocEntry } from '@/src/content/types';

/** The entries of the anchored rows of the section `heading` opens: each row's id is `<kind>-<text>`. */
function rowsOf(heading: HTMLElement | null): TocEntry[] {
  const section = heading?.closest('section');
  if (!section) return [];
  return [...section.querySelectorAll('tr[id]')].map(({ id }) => ({ id, text: id.slice(id.indexOf('-') + 1), children: [] }));
}

/**
 * A page's table of contents with the rows of its API sections (TocEntry.rows): the data of the
 * first page of a visit leaves them out (scripts/build/contentOnce.ts), and they are read here
 * from the content in `root` (the page's document). Entries that carry their rows, as the data
 * of a client-side page change does, are kept as they are. Without the content, or a heading it
 * lacks, an entry lists no rows: the headings still list and link. A table of contents with
 * nothing to read comes back as the same array.
 */
export function tocWithRows(toc: readonly TocEntry[], root: Pick<Document, 'getElementById'>): readonly TocEntry[] {
  const missing = (entries: readonly TocEntry[]): boolean =>
    entries.some((entry) => (entry.rows && entry.children.length === 0) || missing(entry.children));
  if (!missing(toc)) return toc;
  const fill = (entries: readonly TocEntry[]): TocEntry[] =>
    entries.map((entry) =>
      entry.rows && entry.children.length === 0 ? { ...entry, children: rowsOf(root.getElementById(entry.id)) } : { ...entry, children: fill(entry.children) },
    );
  return fill(toc);
}
