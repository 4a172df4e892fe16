import { useEffect, useRef, useState } from 'react';
import { useUserLanguage } from '@/src/i18n/I18nProvider';
import { localizePath } from '@/src/i18n/paths';
import { NAV_TREE_CLASS, NavTree, scrollActiveIntoView } from './NavTree';
import type { NavEntry } from './types';

/** Attribute on the drawer's list whose value is the language it was rendered in. */
const MARKER_ATTRIBUTE = 'data-nav-tree';

interface AdoptedTree {
  language: string;
  html: string;
}

/**
 * The drawer as the exported document delivered it, read once when the page first renders in
 * the browser; null when there is none (a page reached from one without a drawer).
 */
function adoptRenderedTree(): AdoptedTree | null {
  if (typeof document === 'undefined') {
    return null;
  }
  const element = document.querySelector(`[${MARKER_ATTRIBUTE}]`);
  const language = element?.getAttribute(MARKER_ATTRIBUTE);
  return element && language ? { language, html: element.innerHTML } : null;
}

/** Moves the active state (link, entry, open groups) to the link to `href`, in the DOM. */
function showActive(root: HTMLElement, href: string | null) {
  for (const link of root.querySelectorAll('a[aria-current="page"]')) {
    link.removeAttribute('aria-current');
    link.parentElement?.removeAttribute('data-active');
  }
  const link = href ? root.querySelector(`a.nav-link[href="${CSS.escape(href)}"]`) : null;
  if (!link) {
    return;
  }
  link.setAttribute('aria-current', 'page');
  link.parentElement?.setAttribute('data-active', '');
  for (let group = link.closest('details'); group; group = group.parentElement?.closest('details') ?? null) {
    group.open = true;
  }
}

interface DrawerNavTreeProps {
  pages: readonly NavEntry[];
  /** Tree pathname of the page being read, or null on pages outside the tree. */
  activePathname: string | null;
}

/**
 * The permanent drawer's tree. The server renders it in full (it works without JavaScript);
 * the browser adopts that markup as it is instead of hydrating its ~1,400 elements one by one,
 * which was the largest part of every page's hydration. Groups open and close natively
 * (<details>); a page change moves the active state in the DOM. Only when the language
 * changes, or when no rendered drawer was delivered, does React render the tree itself.
 */
export function DrawerNavTree({ pages, activePathname }: DrawerNavTreeProps) {
  const language = useUserLanguage();
  const [adopted] = useState(adoptRenderedTree);
  const rootRef = useRef<HTMLUListElement>(null);
  const frozen = adopted !== null && adopted.language === language;
  const activeHref = activePathname === null ? null : localizePath(activePathname, language);

  useEffect(() => {
    if (frozen && rootRef.current) {
      showActive(rootRef.current, activeHref);
      scrollActiveIntoView(rootRef.current);
    }
  }, [frozen, activeHref]);

  if (!frozen) {
    return <NavTree pages={pages} activePathname={activePathname} marker={language} />;
  }
  // The same string React was given stays the same, so React never writes this list again; if
  // the page had to be rendered from scratch, it is the markup the document had.
  return <ul ref={rootRef} className={NAV_TREE_CLASS} {...{ [MARKER_ATTRIBUTE]: language }} dangerouslySetInnerHTML={{ __html: adopted.html }} />;
}
