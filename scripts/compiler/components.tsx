import type { Components } from 'hast-util-to-jsx-runtime';
import { isCalloutType, type CalloutType } from '@/src/content/callouts';
import type { ComponentProps, ReactNode } from 'react';
import { useFeatureTranslate } from '@/src/i18n/featureStrings';
import { CONTENT_STRINGS } from './strings';
import { useTranslate, useUserLanguage } from '@/src/i18n/I18nProvider';
import { localizePath } from '@/src/i18n/paths';
import { SEARCH_IGNORE } from '@/src/config/searchMarkup';

/**
 * How markdown elements render (the compiler renders a page's HTML tree through React with
 * these). Build-time only: pages are HTML, so these never ship to the browser. Internal links keep the reader's language (a Chinese
 * route showing English text still links to Chinese pages); the page navigates them
 * client-side with one delegated listener.
 */
function ContentLink({ href = '', children, ...other }: ComponentProps<'a'>) {
  const language = useUserLanguage();
  return (
    <a href={localizePath(href, language)} {...other}>
      {children}
    </a>
  );
}

export function makeHeading(Tag: 'h2' | 'h3' | 'h4') {
  return function Heading({ id, children, ...other }: ComponentProps<'h2'>) {
    const tc = useFeatureTranslate(CONTENT_STRINGS);
    return (
      <Tag id={id} {...other}>
        {children}
        {id ? (
          <a className="anchor-link" href={`#${id}`} aria-label={tc('content.headingLink')} {...SEARCH_IGNORE}>
            #
          </a>
        ) : null}
      </Tag>
    );
  };
}

const CALLOUT_ICONS: Record<CalloutType, ReactNode> = {
  info: <path d="M12 8h.01M11 12h1v5h1M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z" />,
  success: <path d="M8 12.5l2.5 2.5L16 9.5M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z" />,
  warning: <path d="M12 9v4M12 17h.01M10.3 3.9 2.4 18a2 2 0 0 0 1.7 3h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z" />,
  error: <path d="M12 8v5M12 16.5h.01M8.5 3h7L21 8.5v7L15.5 21h-7L3 15.5v-7z" />,
};

/** `:::info` and friends. The type is spoken first, so a screen reader hears "Warning: …". */
function Callout({ children, className, ...other }: ComponentProps<'aside'> & { 'data-callout'?: string }) {
  const tc = useFeatureTranslate(CONTENT_STRINGS);
  const named = other['data-callout'] ?? '';
  const type: CalloutType = isCalloutType(named) ? named : 'info';
  return (
    <aside className={className} {...other}>
      <svg className="callout-icon" width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
        <g fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
          {CALLOUT_ICONS[type]}
        </g>
      </svg>
      <div className="callout-body">
        <span className="visually-hidden">{tc(`content.callout.${type}`)}: </span>
        {children}
      </div>
    </aside>
  );
}

/** Wide tables scroll sideways; the scroller is focusable so keyboard users can scroll it too. */
function Table(props: ComponentProps<'table'>) {
  return (
    <div className="table-scroll" tabIndex={0}>
      <table {...props} />
    </div>
  );
}

/**
 * A code block with its optional title and a copy button. The button works through one
 * listener for the whole page (src/code/useCodeCopy.ts); both shortcut hints are rendered
 * and CSS shows the one for the reader's platform (set on <html> before paint).
 */
export function CopyButton() {
  const t = useTranslate();
  return (
    <button
      type="button"
      className="copy-button"
      {...SEARCH_IGNORE}
      aria-label={t('copyCode')}
      data-ga-event-category="code"
      data-ga-event-action="copy-click"
    >
      <span className="copy-label">{t('copy')}</span>
      <kbd className="copy-hint hint-mac" aria-hidden="true">
        ⌘C
      </kbd>
      <kbd className="copy-hint hint-other" aria-hidden="true">
        Ctrl+C
      </kbd>
    </button>
  );
}

/** Marks a `pre` that is part of a bigger piece (a demo's code panel): no wrapper, no copy button of its own. */
export const BARE_CODE_ATTRIBUTE = 'data-bare';

function CodeBlock({ children, ...props }: ComponentProps<'pre'> & { 'data-title'?: string; [BARE_CODE_ATTRIBUTE]?: string }) {
  const title = props['data-title'];
  if (props[BARE_CODE_ATTRIBUTE] !== undefined) {
    return <pre {...props}>{children}</pre>;
  }
  return (
    <div className="code-block">
      {title ? <div className="code-title">{title}</div> : null}
      <pre {...props}>{children}</pre>
      <CopyButton />
    </div>
  );
}

export const contentComponents: Partial<Components> = {
  a: ContentLink,
  h2: makeHeading('h2'),
  h3: makeHeading('h3'),
  h4: makeHeading('h4'),
  aside: Callout,
  table: Table,
  pre: CodeBlock,
};
