import { memo, useEffect, useRef, useState, type RefObject, type SyntheticEvent } from 'react';
import { useUserLanguage } from '@/src/i18n/I18nProvider';
import { localizePath } from '@/src/i18n/paths';
import type { Language } from '@/src/config/site';
import { MarkerChip, PlanIcon } from './PageMarkers';
import { usePageTitle } from './pageTitle';
import { isExternal, walkTree } from './tree';
import type { NavEntry } from './types';
import { OPENED_FOR_PAGE_ATTRIBUTE, scrollActiveIntoView } from './navTreeDom';
import styles from './navTree.module.css';


/** Memoised: it has no props, so the groups' re-renders skip it. */
const Chevron = memo(function Chevron() {
  return (
    <svg className="nav-chevron" width="14" height="14" viewBox="0 0 16 16" aria-hidden="true">
      <path d="M6 3.5 10.5 8 6 12.5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
});

/** Pathnames of the groups that contain `pathname`. */
function groupsContaining(pages: readonly NavEntry[], pathname: string | null): string[] {
  const result: string[] = [];
  if (pathname === null) {
    return result;
  }
  walkTree(pages, (page, ancestors) => {
    if (!page.children && page.pathname === pathname) {
      result.push(...ancestors.map((ancestor) => ancestor.pathname));
    }
  });
  return result;
}

interface NavTreeProps {
  pages: readonly NavEntry[];
  /** Tree pathname of the page being read, or null on pages outside the tree. */
  activePathname: string | null;
  /** Called when a page link is followed (the phone drawer closes itself). */
  onNavigate?: () => void;
  /** Marks the rendered list so the browser can adopt it as rendered (see DrawerNavTree). */
  marker?: string;
  /** Groups open at first besides those around the active page (those the reader had opened). */
  initiallyOpen?: readonly string[];
  /** Leaves the drawer's scroll position alone on first render (the tree replaced one on screen). */
  keepScroll?: boolean;
  /** Receives the tree's list element (DrawerNavTree moves the active state in it). */
  listRef?: RefObject<HTMLUListElement | null>;
}

interface EntriesProps {
  entries: readonly NavEntry[];
  depth: number;
  activePathname: string | null;
  expanded: ReadonlySet<string>;
  onToggle: (pathname: string, open: boolean) => void;
  onNavigate?: () => void;
}

interface NavItemProps {
  entry: NavEntry;
  depth: number;
  title: string;
  language: Language;
  active: boolean;
  onNavigate: (() => void) | undefined;
}

/**
 * One page's entry. Memoised: opening or closing a group re-renders the groups, and each of the
 * hundreds of entries whose props did not change is skipped (the whole tree re-rendered in 23 ms
 * on a phone when a page change opened a group).
 */
const NavItem = memo(function NavItem({ entry, depth, title, language, active, onNavigate }: NavItemProps) {
  const depthStyle = { '--depth': depth } as React.CSSProperties;
  return (
    <li className="nav-item" data-active={active ? '' : undefined}>
      {isExternal(entry) ? (
        <a className="nav-link" href={entry.pathname} style={depthStyle} target="_blank" rel="noopener">
          {title}
        </a>
      ) : (
        // A plain anchor, not next/link: the drawer holds hundreds of links, and each <Link>
        // costs hooks and URL parsing at hydration. Client-side navigation comes from the
        // page-wide listener of useGuardedNavigation, which handles every internal link.
        <a className="nav-link" href={localizePath(entry.pathname, language)} aria-current={active ? 'page' : undefined} style={depthStyle} onClick={onNavigate}>
          <span>{title}</span>
          {entry.newFeature ? <MarkerChip kind="new" /> : null}
          {entry.planned ? <MarkerChip kind="planned" /> : null}
          {entry.unstable ? <MarkerChip kind="preview" /> : null}
          {entry.plan ? <PlanIcon plan={entry.plan} /> : null}
        </a>
      )}
    </li>
  );
});

function Entries({ entries, depth, ...shared }: EntriesProps) {
  const language = useUserLanguage();
  const pageTitle = usePageTitle();
  const { activePathname, expanded, onToggle, onNavigate } = shared;
  const depthStyle = { '--depth': depth } as React.CSSProperties;

  return entries.flatMap((entry) => {
    const title = pageTitle(entry);
    if (entry.subheader && entry.children) {
      return [
        <li key={entry.pathname} className="nav-subheader" style={depthStyle}>
          {title}
        </li>,
        <Entries key={`${entry.pathname}-children`} entries={entry.children} depth={depth} {...shared} />,
      ];
    }
    if (entry.children) {
      const open = expanded.has(entry.pathname);
      return [
        <li key={entry.pathname}>
          <details
            open={open}
            data-group={entry.pathname}
            data-pruned={entry.pruned ? '' : undefined}
            onToggle={(event: SyntheticEvent<HTMLDetailsElement>) => {
              // React passes a nested group's toggle up the tree too: only this group's counts.
              if (event.target !== event.currentTarget) {
                return;
              }
              if (event.currentTarget.hasAttribute(OPENED_FOR_PAGE_ATTRIBUTE)) {
                event.currentTarget.removeAttribute(OPENED_FOR_PAGE_ATTRIBUTE);
                return;
              }
              const isOpen = event.currentTarget.open;
              if (isOpen !== open) {
                onToggle(entry.pathname, isOpen);
              }
            }}
          >
            <summary data-depth={depth} style={depthStyle}>
              <span>{title}</span>
              {entry.newFeature ? <MarkerChip kind="new" /> : null}
              {entry.planned ? <MarkerChip kind="planned" /> : null}
              {entry.unstable ? <MarkerChip kind="preview" /> : null}
              {entry.plan ? <PlanIcon plan={entry.plan} /> : null}
              <Chevron />
            </summary>
            <ul>
              <Entries entries={entry.children} depth={depth + 1} {...shared} />
            </ul>
          </details>
        </li>,
      ];
    }
    return [
      <NavItem
        key={entry.pathname}
        entry={entry}
        depth={depth}
        title={title}
        language={language}
        active={entry.pathname === activePathname}
        onNavigate={onNavigate}
      />,
    ];
  });
}

/**
 * The drawer's tree: groups are disclosure widgets (native <details>, so they work with the
 * keyboard before any script runs); the groups around the active page start open, and the
 * active entry is scrolled into view inside its scroll container.
 */
export function NavTree({ pages, activePathname, onNavigate, marker, initiallyOpen = [], keepScroll = false, listRef }: NavTreeProps) {
  const ownRef = useRef<HTMLUListElement>(null);
  const rootRef = listRef ?? ownRef;
  const skipScroll = useRef(keepScroll);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(
    () => new Set([...initiallyOpen, ...groupsContaining(pages, activePathname)]),
  );
  // On navigation, open the groups around the new page (keeping what the reader opened).
  const [expandedFor, setExpandedFor] = useState(activePathname);
  if (expandedFor !== activePathname) {
    setExpandedFor(activePathname);
    const ancestors = groupsContaining(pages, activePathname);
    if (!ancestors.every((pathname) => expanded.has(pathname))) {
      setExpanded(new Set([...expanded, ...ancestors]));
    }
  }

  useEffect(() => {
    if (skipScroll.current) {
      skipScroll.current = false;
      return;
    }
    return scrollActiveIntoView(rootRef.current);
  }, [activePathname, rootRef]);

  const onToggle = (pathname: string, open: boolean) => {
    setExpanded((previous) => {
      const next = new Set(previous);
      if (open) {
        next.add(pathname);
      } else {
        next.delete(pathname);
      }
      return next;
    });
  };

  return (
    <ul ref={rootRef} className={styles.root} data-nav-tree={marker}>
      <Entries
        entries={pages}
        depth={0}
        activePathname={activePathname}
        expanded={expanded}
        onToggle={onToggle}
        onNavigate={onNavigate}
      />
    </ul>
  );
}
