import styled from '@emotion/styled';
import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { useUserLanguage } from '@/src/i18n/I18nProvider';
import { localizePath } from '@/src/i18n/paths';
import { MarkerChip, PlanIcon } from './PageMarkers';
import { usePageTitle } from './pageTitle';
import { isExternal, walkTree } from './tree';
import type { NavEntry } from './types';
import { alpha, durations, spacing, vars, focusRing } from '@/src/theme/tokens';

const Root = styled('ul')({
  listStyle: 'none',
  margin: 0,
  padding: spacing(1.5, 1.5, 4),
  fontSize: '0.875rem',
  '& ul': { listStyle: 'none', margin: 0, padding: 0 },
  '& summary': {
    listStyle: 'none',
    cursor: 'pointer',
    display: 'flex',
    alignItems: 'center',
    gap: 6,
    borderRadius: 8,
    padding: '6px 8px',
    paddingInlineStart: 'calc(8px + var(--depth) * 12px)',
    color: vars.palette.text.primary,
    userSelect: 'none',
    '&::-webkit-details-marker': { display: 'none' },
    '&:hover': { backgroundColor: vars.palette.action.hover },
    '&:focus-visible': focusRing(-2),
  },
  '& summary[data-depth="0"]': { fontWeight: 650, marginTop: 6 },
  '& summary[data-depth]:not([data-depth="0"])': { fontWeight: 500 },
  '& .nav-chevron': {
    marginInlineStart: 'auto',
    flexShrink: 0,
    color: vars.palette.text.secondary,
    transition: `transform ${durations.shortest}ms`,
  },
  // Closed groups point to the end of the line (left in rtl); open ones point down.
  '[dir="rtl"] & details:not([open]) > summary > .nav-chevron': { transform: 'scaleX(-1)' },
  '& details[open] > summary > .nav-chevron': { transform: 'rotate(90deg)' },
  '& .nav-subheader': {
    padding: '14px 8px 4px',
    paddingInlineStart: 'calc(8px + var(--depth) * 12px)',
    fontSize: '0.6875rem',
    fontWeight: 700,
    letterSpacing: '0.06em',
    textTransform: 'uppercase',
    color: vars.palette.text.secondary,
  },
  '& .nav-item': {
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    gap: 4,
    borderRadius: 8,
    paddingInlineEnd: 6,
    '&:hover': { backgroundColor: vars.palette.action.hover },
  },
  '& .nav-item[data-active]': {
    backgroundColor: alpha(vars.palette.primary.mainChannel, 0.1),
    '& > a': { color: vars.palette.primary.main, fontWeight: 600 },
  },
  '& .nav-link': {
    flex: 1,
    minWidth: 0,
    display: 'flex',
    alignItems: 'center',
    gap: 6,
    padding: '5px 8px',
    paddingInlineStart: 'calc(8px + var(--depth) * 12px)',
    borderRadius: 8,
    color: vars.palette.text.secondary,
    textDecoration: 'none',
    lineHeight: 1.6,
    '&:hover': { color: vars.palette.text.primary },
    '&:focus-visible': focusRing(-2),
  },
});

function Chevron() {
  return (
    <svg className="nav-chevron" width="14" height="14" viewBox="0 0 16 16" aria-hidden="true">
      <path d="M6 3.5 10.5 8 6 12.5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}

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
}

interface EntriesProps {
  entries: readonly NavEntry[];
  depth: number;
  activePathname: string | null;
  expanded: ReadonlySet<string>;
  onToggle: (pathname: string, open: boolean) => void;
  onNavigate?: () => void;
}

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
            onToggle={(event: SyntheticEvent<HTMLDetailsElement>) => {
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
    const active = entry.pathname === activePathname;
    const external = isExternal(entry);
    return [
      <li key={entry.pathname} className="nav-item" data-active={active ? '' : undefined}>
        {external ? (
          <a className="nav-link" href={entry.pathname} style={depthStyle} target="_blank" rel="noopener">
            {title}
          </a>
        ) : (
          // A plain anchor, not next/link: the drawer holds hundreds of links, and each <Link>
          // costs hooks and URL parsing at hydration. Client-side navigation comes from the
          // page-wide listener of useGuardedNavigation, which handles every internal link.
          <a
            className="nav-link"
            href={localizePath(entry.pathname, language)}
            aria-current={active ? 'page' : undefined}
            style={depthStyle}
            onClick={onNavigate}
          >
            <span>{title}</span>
            {entry.newFeature ? <MarkerChip kind="new" /> : null}
            {entry.planned ? <MarkerChip kind="planned" /> : null}
            {entry.unstable ? <MarkerChip kind="preview" /> : null}
            {entry.plan ? <PlanIcon plan={entry.plan} /> : null}
          </a>
        )}
      </li>,
    ];
  });
}

/**
 * The drawer's tree: groups are disclosure widgets (native <details>, so they work with the
 * keyboard before any script runs); the groups around the active page start open, and the
 * active entry is scrolled into view inside its scroll container.
 */
export function NavTree({ pages, activePathname, onNavigate }: NavTreeProps) {
  const rootRef = useRef<HTMLUListElement>(null);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(
    () => new Set(groupsContaining(pages, activePathname)),
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
    const active = rootRef.current?.querySelector<HTMLElement>('[aria-current="page"]');
    const container = rootRef.current?.closest<HTMLElement>('[data-nav-scroll]');
    if (!active || !container) {
      return;
    }
    const activeBox = active.getBoundingClientRect();
    const containerBox = container.getBoundingClientRect();
    if (activeBox.top < containerBox.top || activeBox.bottom > containerBox.bottom) {
      container.scrollTop += activeBox.top - containerBox.top - containerBox.height / 3;
    }
  }, [activePathname]);

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
    <Root ref={rootRef}>
      <Entries
        entries={pages}
        depth={0}
        activePathname={activePathname}
        expanded={expanded}
        onToggle={onToggle}
        onNavigate={onNavigate}
      />
    </Root>
  );
}
