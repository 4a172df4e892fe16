import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { DrawerHandover } from './drawerHandover';
import { loadFullNavTree } from './fullTree';
import { useFeatureTranslate } from '@/src/i18n/featureStrings';
import { useUserLanguage } from '@/src/i18n/I18nProvider';
import { localizePath } from '@/src/i18n/paths';
import { useAdoptedMarkup } from '@/src/islands/island';
import { CloseIcon } from '@/src/ui/icons';
import { noScriptClasses } from '@/src/ui/noScript';
import { PART_STRINGS } from './partStrings';
import { clientOnly } from '@/src/loading/clientOnly';
import { whenIdle } from '@/src/loading/whenIdle';
import type { NavEntry } from './types';
import { NAV_TREE_CLASS, OPENED_FOR_PAGE_ATTRIBUTE, scrollActiveIntoView } from './navTreeDom';

/**
 * NavTree's code: the server renders the drawer with it, while the browser adopts that markup
 * and fetches NavTree only when React has to render a tree (another language, the whole tree).
 * The client build drops the server branch, with the module (Next.js's compiler replaces
 * `typeof window` in each build).
 */
const LazyNavTree = clientOnly(() => import('./NavTree').then((module) => ({ default: module.NavTree })));
const NavTree = typeof window === 'undefined' ? (await import('./NavTree')).NavTree : LazyNavTree;

/** A page change outside the products shown brings the whole tree at the browser's first idle moment, or after this long. */
const FULL_TREE_WITHIN_MS = 1000;

/** Attribute on the drawer's list whose value is the language it was rendered in. */
const MARKER_ATTRIBUTE = 'data-nav-tree';

interface AdoptedTree {
  language: string;
  html: string;
}

/**
 * The drawer's list in the markup the island adopted at hydration (src/islands/island.tsx),
 * with the language it was rendered in; null when there is none (a page reached from one
 * without a drawer).
 */
function adoptedTree(markup: string | null): AdoptedTree | null {
  if (markup === null || typeof document === 'undefined') {
    return null;
  }
  const template = document.createElement('template');
  template.innerHTML = markup;
  const element = template.content.querySelector(`[${MARKER_ATTRIBUTE}]`);
  const language = element?.getAttribute(MARKER_ATTRIBUTE);
  return element && language ? { language, html: element.innerHTML } : null;
}

/**
 * Moves the active state (link, entry, open groups) to the link to `href`, in the DOM; false
 * when the link is not there (it sits in a group the page's data left closed).
 */
function showActive(root: HTMLElement, href: string | null): boolean {
  for (const link of root.querySelectorAll('a[aria-current="page"]')) {
    link.removeAttribute('aria-current');
    link.parentElement?.removeAttribute('data-active');
  }
  const link = href ? root.querySelector(`a.nav-link[href="${CSS.escape(href)}"]`) : null;
  if (!link) {
    return href === null;
  }
  link.setAttribute('aria-current', 'page');
  link.parentElement?.setAttribute('data-active', '');
  for (let group = link.closest('details'); group; group = group.parentElement?.closest('details') ?? null) {
    if (!group.open) {
      group.setAttribute(OPENED_FOR_PAGE_ATTRIBUTE, '');
      group.open = true;
    }
  }
  return true;
}

interface DrawerNavTreeProps {
  pages: readonly NavEntry[];
  /** Tree pathname of the page being read, or null on pages outside the tree. */
  activePathname: string | null;
  /**
   * Where the no-JavaScript close link points (the main landmark): given by the frame, so that
   * the constant stays in the frame's code and the drawer's chunk does not share a module for it.
   */
  closeHref: string;
}

/**
 * The permanent drawer's tree, an island (src/layout/frameIslands.tsx). The server renders the
 * tree of the page's data (its own product in full, other products closed with their first
 * page; it works without JavaScript), and once its code has arrived it keeps showing the markup
 * the island adopted (useAdoptedMarkup) instead of rendering the tree element by element. Groups open
 * and close natively (<details>); a page change moves the active state in the DOM. React
 * renders the tree itself when the language changes, when no rendered drawer was delivered,
 * and with the whole tree (loaded once, as its own chunk) when the reader opens a closed
 * product or a page change leads outside the products shown.
 */
export function DrawerNavTree({ pages, activePathname, closeHref }: DrawerNavTreeProps) {
  const language = useUserLanguage();
  const markup = useAdoptedMarkup();
  const [adopted] = useState(() => adoptedTree(markup));
  const tp = useFeatureTranslate(PART_STRINGS);
  // The whole tree and the drawer's state to carry over, once asked for and loaded (null before),
  // with the page it was rendered for, and whether the reader asked for it by opening a product
  // (the drawer then stays where they are) or a page change did (its entry is scrolled into view).
  const [full, setFull] = useState<(DrawerHandover & { pages: readonly NavEntry[]; activePathname: string | null; byReader: boolean }) | null>(null);
  const switching = useRef(false);
  const rootRef = useRef<HTMLUListElement>(null);
  const latestActive = useRef(activePathname);
  const frozen = full === null && adopted !== null && adopted.language === language;
  const activeHref = activePathname === null ? null : localizePath(activePathname, language);

  useEffect(() => {
    latestActive.current = activePathname;
  }, [activePathname]);

  /** Replaces the drawer on screen with the whole tree (once; a failed load lets a later need retry). */
  const switchToFull = (root: Element, opened: Element | null) => {
    if (switching.current) {
      return;
    }
    switching.current = true;
    Promise.all([import('./drawerHandover'), loadFullNavTree(), LazyNavTree.preload()])
      .then(([{ readDrawerHandover }, tree]) => setFull({ ...readDrawerHandover(root, opened), pages: tree, activePathname: latestActive.current, byReader: opened !== null }))
      .catch(() => (switching.current = false));
  };

  useEffect(() => {
    if (!frozen || !rootRef.current) {
      return undefined;
    }
    if (showActive(rootRef.current, activeHref)) {
      return scrollActiveIntoView(rootRef.current);
    }
    // The page is in a product the drawer shows closed: the whole tree replaces it once the new
    // page is on screen and the browser is idle, not in the frames that draw the page.
    const root = rootRef.current;
    return whenIdle(() => switchToFull(root, null), FULL_TREE_WITHIN_MS);
  }, [frozen, activeHref]);

  useEffect(() => {
    // The whole tree is rendered once; a page change then moves its active state in the DOM, as
    // on the delivered drawer (React rendering its hundreds of entries again cost the new page's
    // first frame several milliseconds on a phone).
    const root = rootRef.current;
    if (!full || !root || (root.querySelector('a[aria-current="page"]')?.getAttribute('href') ?? null) === activeHref) {
      return undefined;
    }
    showActive(root, activeHref);
    return scrollActiveIntoView(root);
  }, [full, language, activeHref]);

  useEffect(() => {
    // The reader was on a group's heading when the tree was replaced: stay there.
    const group = full?.focusedGroup;
    if (group) {
      document.querySelector<HTMLElement>(`[${MARKER_ATTRIBUTE}] details[data-group="${CSS.escape(group)}"] > summary`)?.focus();
    }
    if (full) {
      return;
    }
    // A closed product opened: <details> toggle events do not bubble, so listen on their way down.
    const onToggle = ({ target }: Event) => {
      const root = target instanceof HTMLDetailsElement && target.open && target.hasAttribute('data-pruned') ? target.closest(`[${MARKER_ATTRIBUTE}]`) : null;
      if (root) {
        switchToFull(root, target as Element);
      }
    };
    document.addEventListener('toggle', onToggle, true);
    return () => document.removeEventListener('toggle', onToggle, true);
  }, [full]);

  // Without JavaScript the phone drawer is the target of the app bar's menu link: this link, its
  // first row (shown only then, src/layout/build/styles.ts), moves the target away and closes it.
  // Part of the island's server markup, so it costs the page's first JavaScript nothing.
  const close = (
    <a className={noScriptClasses.close} href={closeHref}>
      <CloseIcon />
      {tp('parts.closeNavigation')}
    </a>
  );
  const fullTree = useMemo(
    () =>
      full && <NavTree pages={full.pages} activePathname={full.activePathname} marker={language} initiallyOpen={full.openGroups} keepScroll={full.byReader} listRef={rootRef} />,
    [full, language],
  );
  let tree: ReactNode;
  if (fullTree) {
    tree = fullTree;
  } else if (!frozen) {
    tree = <NavTree pages={pages} activePathname={activePathname} marker={language} />;
  } else {
    // The same string React was given stays the same, so React never writes this list again; if
    // the page had to be rendered from scratch, it is the markup the document had.
    tree = <ul ref={rootRef} className={NAV_TREE_CLASS} {...{ [MARKER_ATTRIBUTE]: language }} dangerouslySetInnerHTML={{ __html: adopted.html }} />;
  }
  return (
    <>
      {close}
      {tree}
    </>
  );
}
