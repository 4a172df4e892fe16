/** What the reader had done with the drawer on screen, carried over to the whole tree's drawer. */
export interface DrawerHandover {
  /** Groups open, by `data-group` (their pathname). */
  openGroups: string[];
  /** The group whose heading had focus, or the one just opened; focus goes back to its heading. */
  focusedGroup: string | null;
}

/**
 * Reads the drawer's state from its DOM before the whole tree replaces it (see DrawerNavTree).
 * Its own small chunk: only a reader who opens a closed product, or leaves the products shown,
 * loads it. It imports nothing, so it shares no module with the pages' first JavaScript.
 */
export function readDrawerHandover(root: Element, opened: Element | null): DrawerHandover {
  const groupOf = (element: Element | null) => element?.closest('details')?.getAttribute('data-group') ?? null;
  const openGroups = [...root.querySelectorAll('details[open][data-group]')].flatMap((group) => group.getAttribute('data-group') ?? []);
  const focused = document.activeElement && root.contains(document.activeElement) ? document.activeElement : null;
  return { openGroups, focusedGroup: focused?.matches('summary') ? groupOf(focused) : groupOf(opened) };
}
