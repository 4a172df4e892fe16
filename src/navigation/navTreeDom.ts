import styles from './navTree.module.css';

/**
 * What works on the drawer's markup without NavTree's code: the browser adopts the server's
 * drawer at first load (DrawerNavTree) and loads NavTree only when React has to render a tree.
 */

/**
 * Set on a group that a page change opened in the DOM (DrawerNavTree's showActive): NavTree lets
 * that toggle pass instead of re-rendering the tree to record it (its entries stay as they are;
 * the reader's own toggles are recorded).
 */
export const OPENED_FOR_PAGE_ATTRIBUTE = 'data-opened-for-page';

/** The class of the tree's list, for markup rendered outside NavTree (DrawerNavTree). */
export const NAV_TREE_CLASS = styles.root;

/**
 * Scrolls the active entry into view inside the drawer's scroll container, if it is out of view.
 * The positions come from an IntersectionObserver, computed with the frame the browser draws
 * anyway: reading them at once after a page change forced a second layout of the whole new
 * page. Returns a function that cancels it.
 */
export function scrollActiveIntoView(root: HTMLElement | null): () => void {
  const active = root?.querySelector<HTMLElement>('[aria-current="page"]');
  const container = root?.closest<HTMLElement>('[data-nav-scroll]');
  if (!active || !container || typeof IntersectionObserver === 'undefined') {
    return () => undefined;
  }
  const observer = new IntersectionObserver(
    ([entry]) => {
      observer.disconnect();
      const containerBox = entry?.rootBounds;
      if (!entry || !containerBox || entry.intersectionRatio >= 1) {
        return;
      }
      container.scrollTop += entry.boundingClientRect.top - containerBox.top - containerBox.height / 3;
    },
    { root: container },
  );
  observer.observe(active);
  return () => observer.disconnect();
}

