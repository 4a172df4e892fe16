import styled from '@emotion/styled';
import { useRouter } from 'next/router';
import { Fragment, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { browserHasPrivacySignal } from '@/src/analytics/privacy';
import { sendEvent } from '@/src/analytics/send';
import { SEARCH } from '@/src/config/constants';
import { PRODUCTS } from '@/src/config/products';
import { useFeatureTranslate } from '@/src/i18n/featureStrings';
import { SEARCH_STRINGS } from './strings';
import { useNavTitle, useTranslate, useUserLanguage } from '@/src/i18n/I18nProvider';
import { localizePath } from '@/src/i18n/paths';
import { interpolate } from '@/src/i18n/translate';
import { useFullNavTree } from '@/src/navigation/fullTree';
import { useNavTree } from '@/src/navigation/NavTreeProvider';
import { PlanIcon } from '@/src/navigation/PageMarkers';
import { flattenPages, pageToTitle } from '@/src/navigation/tree';
import type { Plan } from '@/src/navigation/types';
import { alpha, dark, focusRing, mq, radius, spacing, vars, visuallyHidden } from '@/src/theme/tokens';
import { searchEvent } from './analytics';
import { GENERAL_PRODUCT, POPULAR_PATHNAMES } from './config';
import { loadSearchRuntime } from './engine';
import { searchProductOf } from './product';
import { addRecent, clearRecent, readRecent } from './recent';
import { countEntries, excerptParts, groupHits } from './results';
import { useSearchResults } from './useSearchResults';
import { queryAtCap } from './query';
import { useTypedAhead } from './useTypedAhead';
import { readFilterChoice, writeFilterChoice } from './filters';
import { SearchFilters } from './SearchFilters';
import type { SearchFilterChoice } from './run';
import { SiteCacheProvider } from '@/src/theme/SiteCacheProvider';

/** Called on first intent (hover or focus of the button): fetches the runtime and the index's entry files. */
export function warmUp(): void {
  void loadSearchRuntime().catch(() => undefined);
}

type ResultKind = 'page' | 'section' | 'member';

/** One entry of the listbox: a link to a page or section, or a recent search to run again. */
type Option =
  | { type: 'link'; key: string; href: string; title: string; context?: string; excerpt?: string; plan?: Plan | null; kind: ResultKind }
  | { type: 'recent'; key: string; query: string };

interface OptionGroup {
  key: string;
  label: string;
  options: Option[];
}

const Dialog = styled('dialog')({
  padding: 0,
  border: 'none',
  color: vars.palette.text.primary,
  backgroundColor: vars.palette.background.paper,
  // Full screen on phones; a centred panel from sm up.
  width: '100%',
  maxWidth: '100%',
  height: '100dvh',
  maxHeight: '100dvh',
  margin: 0,
  overflow: 'hidden',
  '&[open]': { display: 'flex', flexDirection: 'column' },
  '&::backdrop': { backgroundColor: 'rgba(15, 23, 42, 0.5)', backdropFilter: 'blur(2px)' },
  [mq.up('sm')]: {
    width: 'min(640px, calc(100% - 32px))',
    height: 'auto',
    maxHeight: 'min(680px, 80dvh)',
    margin: '10dvh auto auto',
    borderRadius: radius,
    border: `1px solid ${vars.palette.divider}`,
    boxShadow: '0 24px 48px rgba(0, 0, 0, 0.24)',
  },
  '& .visually-hidden': visuallyHidden,
  '& .search-row': {
    display: 'flex',
    alignItems: 'center',
    gap: spacing(1),
    padding: spacing(1, 1.5),
    borderBottom: `1px solid ${vars.palette.divider}`,
    color: vars.palette.text.secondary,
  },
  '& input': {
    flex: 1,
    minWidth: 0,
    height: 44,
    border: 'none',
    background: 'transparent',
    color: vars.palette.text.primary,
    font: 'inherit',
    fontSize: '1.0625rem',
    '&::placeholder': { color: vars.palette.text.secondary, opacity: 1 },
    '&:focus': { outline: 'none' },
    '&::-webkit-search-cancel-button': { display: 'none' },
  },
  '& .search-row:focus-within': { boxShadow: `inset 0 -2px 0 ${vars.palette.primary.main}` },
  '& .close': {
    flexShrink: 0,
    padding: '4px 8px',
    border: `1px solid ${vars.palette.divider}`,
    borderRadius: 8,
    background: 'transparent',
    color: vars.palette.text.secondary,
    font: 'inherit',
    fontSize: '0.75rem',
    fontWeight: 600,
    cursor: 'pointer',
    '&:hover': { color: vars.palette.text.primary, backgroundColor: vars.palette.action.hover },
    '&:focus-visible': focusRing(),
  },
  '& .query-note': {
    margin: 0,
    padding: spacing(0.75, 2),
    borderBottom: `1px solid ${vars.palette.divider}`,
    color: vars.palette.text.secondary,
    fontSize: '0.8125rem',
    '&:empty': { display: 'none' },
  },
  '& .body': {
    flex: 1,
    minHeight: 0,
    overflowY: 'auto',
    overscrollBehavior: 'contain',
    padding: spacing(1, 1, 1.5),
    '&:focus-visible': focusRing(-2),
  },
  '& .message': { margin: spacing(2, 1.5), color: vars.palette.text.secondary, fontSize: '0.9375rem' },
  '& .group-label': {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    padding: spacing(1.5, 1.5, 0.5),
    fontSize: '0.75rem',
    fontWeight: 700,
    letterSpacing: '0.04em',
    textTransform: 'uppercase',
    color: vars.palette.text.secondary,
  },
  '& .option': {
    display: 'block',
    padding: spacing(1, 1.5),
    borderRadius: 8,
    color: vars.palette.text.primary,
    textDecoration: 'none',
    cursor: 'pointer',
    scrollMarginBlock: 8,
    '&[data-kind="section"], &[data-kind="member"]': {
      marginInlineStart: spacing(1.5),
      borderInlineStart: `2px solid ${vars.palette.divider}`,
      borderStartStartRadius: 0,
      borderEndStartRadius: 0,
    },
    '&[aria-selected="true"]': {
      backgroundColor: alpha(vars.palette.primary.mainChannel, 0.1),
      outline: `1px solid ${alpha(vars.palette.primary.mainChannel, 0.5)}`,
      ...dark({ backgroundColor: alpha(vars.palette.primary.mainChannel, 0.2) }),
    },
  },
  // The context (page title) wraps under a long name rather than squeezing it into a column.
  '& .title': { display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 6, fontWeight: 600, fontSize: '0.9375rem', lineHeight: 1.4 },
  '& .member': { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: '0.875rem', overflowWrap: 'anywhere' },
  '& .context': { color: vars.palette.text.secondary, fontWeight: 500, fontSize: '0.8125rem' },
  '& .excerpt': {
    display: '-webkit-box',
    WebkitLineClamp: 2,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
    marginTop: 2,
    fontSize: '0.8125rem',
    lineHeight: 1.5,
    color: vars.palette.text.secondary,
  },
  // Matches: bold on a tint, so they read as highlights, not as links (and not by colour alone).
  '& mark': {
    padding: '0 1px',
    borderRadius: 2,
    backgroundColor: alpha(vars.palette.primary.mainChannel, 0.1),
    color: vars.palette.text.primary,
    fontWeight: 650,
    ...dark({ backgroundColor: alpha(vars.palette.primary.mainChannel, 0.25) }),
  },
  '& .clear': {
    padding: '2px 6px',
    border: 'none',
    borderRadius: 6,
    background: 'transparent',
    color: vars.palette.text.secondary,
    font: 'inherit',
    fontSize: '0.75rem',
    fontWeight: 600,
    letterSpacing: 0,
    textTransform: 'none',
    cursor: 'pointer',
    '&:hover': { color: vars.palette.text.primary, backgroundColor: vars.palette.action.hover },
    '&:focus-visible': focusRing(),
  },
  '& .footer': {
    display: 'none',
    gap: spacing(2),
    padding: spacing(1, 2),
    borderTop: `1px solid ${vars.palette.divider}`,
    fontSize: '0.75rem',
    color: vars.palette.text.secondary,
    [mq.up('sm')]: { display: 'flex' },
  },
  '& kbd': {
    display: 'inline-block',
    minWidth: 20,
    marginInlineEnd: 4,
    padding: '0 4px',
    border: `1px solid ${vars.palette.divider}`,
    borderRadius: 4,
    font: 'inherit',
    textAlign: 'center',
  },
});

function Excerpt({ html }: { html: string }) {
  return (
    <span className="excerpt">
      {excerptParts(html).map((part, index) => (part.mark ? <mark key={index}>{part.text}</mark> : <Fragment key={index}>{part.text}</Fragment>))}
    </span>
  );
}

interface SearchDialogProps {
  /** Closes the dialog; `restoreFocus` is false when the reader opened a result. */
  onClose: (restoreFocus: boolean) => void;
  /** Text typed before the dialog appeared (its code loads on demand), used as the first query. */
  takePending?: () => string;
}

/**
 * The search dialog (combobox + listbox): results as the reader types, grouped by product with
 * the current product first; arrow keys move, Enter opens, Escape closes. Results are links,
 * so opening one is the site's own client-side navigation (src/navigation/useGuardedNavigation).
 */
function SearchDialogContent({ onClose, takePending }: SearchDialogProps) {
  const t = useTranslate();
  const ts = useFeatureTranslate(SEARCH_STRINGS);
  const language = useUserLanguage();
  const navTitle = useNavTitle();
  const router = useRouter();
  const currentProduct = searchProductOf(router.asPath);
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [query, setQuery, catchUpTyping] = useTypedAhead(takePending);
  const [recent, setRecent] = useState<string[]>(readRecent);
  const [active, setActive] = useState(0);
  // The product and plan filters, as the reader left them in this session.
  const [filters, setFilters] = useState<SearchFilterChoice>(readFilterChoice);
  const chooseFilters = (next: SearchFilterChoice) => {
    setFilters(next);
    writeFilterChoice(next);
  };
  const filtered = filters.product !== null || filters.plan !== null;
  const results = useSearchResults(query, currentProduct, filters);
  const closing = useRef(false);

  // A layout effect: the query catches up on keys typed while the dialog rendered, and React
  // applies it before the browser handles another key, which then types into the right value.
  useLayoutEffect(() => {
    const element = dialog.current;
    if (element && !element.open) {
      element.showModal();
    }
    input.current?.focus();
    catchUpTyping();
    // Opened by the shortcut rather than the button: the runtime starts loading now, while the reader types.
    warmUp();
    return () => element?.close();
  }, [catchUpTyping]);

  // Popular pages may sit in groups the page's data leaves closed: the whole tree loads with the dialog.
  const pageTree = useNavTree();
  const navTree = useFullNavTree() ?? pageTree;
  const popular = useMemo<Option[]>(() => {
    const flat = flattenPages(navTree);
    return POPULAR_PATHNAMES.flatMap((pathname) => {
      const page = flat.find((candidate) => candidate.pathname === pathname);
      return page
        ? [{ type: 'link', key: `popular:${pathname}`, href: localizePath(pathname, language), title: navTitle(pathname) ?? pageToTitle(page), plan: page.plan ?? null, kind: 'page' } satisfies Option]
        : [];
    });
  }, [navTree, language, navTitle]);

  const trimmed = query.trim();
  const groups = useMemo<OptionGroup[]>(() => {
    if (!trimmed || results.status === 'error') {
      return trimmed
        ? []
        : [
            ...(recent.length > 0
              ? [{ key: 'recent', label: ts('search.recent'), options: recent.map((item): Option => ({ type: 'recent', key: `recent:${item}`, query: item })) }]
              : []),
            { key: 'popular', label: ts('search.popular'), options: popular },
          ];
    }
    if (results.hits.length === 0) {
      return results.status === 'done' ? [{ key: 'popular', label: ts('search.popular'), options: popular }] : [];
    }
    return groupHits(results.hits, currentProduct).map((group) => ({
      key: group.product,
      label: group.product === GENERAL_PRODUCT ? ts('search.general') : (PRODUCTS.find((product) => product.slug === group.product)?.name ?? group.product),
      options: group.hits.flatMap((hit): Option[] => [
        { type: 'link', key: hit.url, href: hit.url, title: hit.title, excerpt: hit.excerpt, plan: hit.plan, kind: 'page' },
        ...hit.sections.map((section): Option => ({
          type: 'link',
          key: section.url,
          href: section.url,
          title: section.title,
          context: hit.title,
          excerpt: section.excerpt,
          kind: section.member ? 'member' : 'section',
        })),
      ]),
    }));
  }, [trimmed, results, recent, popular, currentProduct, ts]);

  const options = useMemo(() => groups.flatMap((group) => group.options), [groups]);
  /** Each group's position in the flat list of options (the listbox's order). */
  const offsets = useMemo(() => groups.map((_, groupIndex) => groups.slice(0, groupIndex).reduce((sum, group) => sum + group.options.length, 0)), [groups]);
  const activeIndex = options.length === 0 ? -1 : Math.min(active, options.length - 1);
  const optionId = (index: number) => `${id}-option-${index}`;
  const resultCount = trimmed && results.status === 'done' ? countEntries(groupHits(results.hits, currentProduct)) : 0;

  // A new set of options starts at its first entry.
  const optionsKey = options.map((option) => option.key).join('\n');
  const [shownKey, setShownKey] = useState(optionsKey);
  if (shownKey !== optionsKey) {
    setShownKey(optionsKey);
    setActive(0);
  }

  useEffect(() => {
    if (activeIndex >= 0) {
      document.getElementById(optionId(activeIndex))?.scrollIntoView({ block: 'nearest' });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- optionId derives from id only
  }, [activeIndex, id]);

  const report = (openedPosition: number | null, openedKind?: ResultKind) => {
    const event = searchEvent({ query, resultCount, openedPosition, openedKind, privacySignal: browserHasPrivacySignal() });
    if (event) {
      sendEvent(event);
    }
  };

  const close = () => {
    if (!closing.current) {
      closing.current = true;
      report(null);
      // Out of the modal state first: focus can only go back to the page once it is no longer inert.
      dialog.current?.close();
      onClose(true);
    }
  };

  const onLinkClick = (event: MouseEvent<HTMLAnchorElement>, option: Extract<Option, { type: 'link' }>) => {
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey || event.button !== 0) {
      return; // A new tab or window: the dialog stays.
    }
    closing.current = true;
    if (trimmed) {
      setRecent(addRecent(trimmed));
    }
    const linkOptions = options.filter((candidate) => candidate.type === 'link');
    report(trimmed ? linkOptions.indexOf(option) + 1 : null, option.kind);
    onClose(false);
  };

  const activate = (index: number) => {
    const option = options[index];
    if (!option) {
      return;
    }
    if (option.type === 'recent') {
      setQuery(option.query);
      input.current?.focus();
      return;
    }
    document.getElementById(optionId(index))?.click();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) {
      return;
    }
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (options.length > 0) {
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((activeIndex + step + options.length) % options.length);
      }
    } else if (event.key === 'Enter') {
      event.preventDefault();
      activate(activeIndex);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    }
  };

  let status = '';
  if (trimmed) {
    if (results.status === 'error') {
      status = ts('search.unavailable');
    } else if (results.status === 'done' && results.hits.length === 0) {
      status = interpolate(ts(filtered ? 'search.noResultsFiltered' : 'search.noResults'), { query: trimmed });
    } else if (results.status === 'done') {
      status = interpolate(ts('search.resultCount'), { count: resultCount });
    } else {
      status = ts('search.loading');
    }
  }
  const showStatus = trimmed && (results.status === 'error' || results.hits.length === 0);
  const listboxId = `${id}-listbox`;

  return (
    <Dialog
      ref={dialog}
      aria-labelledby={`${id}-title`}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) {
          close(); // The backdrop.
        }
      }}
    >
      <h2 id={`${id}-title`} className="visually-hidden">
        {t('search.open')}
      </h2>
      <div className="search-row">
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M10.5 4a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13zM20 20l-4.8-4.8" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <input
          ref={input}
          type="text"
          role="combobox"
          aria-label={ts('search.label')}
          placeholder={ts('search.label')}
          aria-expanded={options.length > 0 ? 'true' : 'false'}
          aria-controls={listboxId}
          aria-autocomplete="list"
          aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
          autoComplete="off"
          autoCorrect="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="search"
          value={query}
          maxLength={SEARCH.maxQueryLength}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <button type="button" className="close" onClick={close}>
          {ts('search.close')}
        </button>
      </div>
      <SearchFilters value={filters} onChange={chooseFilters} />
      {/* A note, announced, once the query is as long as the search reads (a paste is cut there). */}
      <p className="query-note" role="status">
        {queryAtCap(query) ? interpolate(ts('search.queryCapped'), { max: SEARCH.maxQueryLength }) : ''}
      </p>
      {/* The query as corrected for typos, when a word of it was: its results come first. */}
      <p className="query-note" role="status">
        {trimmed && results.status === 'done' && results.corrected ? interpolate(ts('search.corrected'), { query: results.corrected }) : ''}
      </p>
      {/* Focusable, so that a keyboard can scroll a list longer than the dialog (axe scrollable-region-focusable). */}
      <div className="body" tabIndex={0}>
        <p className={showStatus ? 'message' : 'visually-hidden'} role="status">
          {status}
        </p>
        <div role="listbox" id={listboxId} aria-label={ts('search.label')}>
          {groups.map((group, groupIndex) => (
            <div key={group.key} role="group" aria-labelledby={`${id}-group-${group.key}`}>
              <div className="group-label">
                <span id={`${id}-group-${group.key}`}>{group.label}</span>
              </div>
              {group.options.map((option, indexInGroup) => {
                const optionIndex = (offsets[groupIndex] ?? 0) + indexInGroup;
                const selected = optionIndex === activeIndex;
                const common = {
                  id: optionId(optionIndex),
                  role: 'option',
                  'aria-selected': selected ? ('true' as const) : ('false' as const),
                  className: 'option',
                  onMouseMove: () => (selected ? undefined : setActive(optionIndex)),
                };
                if (option.type === 'recent') {
                  return (
                    <div key={option.key} {...common} data-kind="recent" onClick={() => activate(optionIndex)}>
                      <span className="title">{option.query}</span>
                    </div>
                  );
                }
                return (
                  <a key={option.key} {...common} href={option.href} tabIndex={-1} data-kind={option.kind} onClick={(event) => onLinkClick(event, option)}>
                    <span className="title">
                      <span className={option.kind === 'member' ? 'member' : undefined}>{option.title}</span>
                      {option.plan ? <PlanIcon plan={option.plan} /> : null}
                      {option.context ? <span className="context">· {option.context}</span> : null}
                    </span>
                    {option.excerpt ? <Excerpt html={option.excerpt} /> : null}
                  </a>
                );
              })}
            </div>
          ))}
        </div>
        {!trimmed && recent.length > 0 ? (
          <button
            type="button"
            className="clear"
            onClick={() => {
              clearRecent();
              setRecent([]);
              input.current?.focus();
            }}
          >
            {ts('search.clearRecent')}
          </button>
        ) : null}
      </div>
      <div className="footer" aria-hidden="true">
        <span>
          <kbd>↑</kbd>
          <kbd>↓</kbd>
          {ts('search.hintMove')}
        </span>
        <span>
          <kbd>↵</kbd>
          {ts('search.hintOpen')}
        </span>
        <span>
          <kbd>Esc</kbd>
          {ts('search.hintClose')}
        </span>
      </div>
    </Dialog>
  );
}

/** The dialog with emotion's cache for its styles (loaded with it: the shell has none). */
export default function SearchDialog(props: SearchDialogProps) {
  return (
    <SiteCacheProvider>
      <SearchDialogContent {...props} />
    </SiteCacheProvider>
  );
}
