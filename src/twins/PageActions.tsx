import { useState } from 'react';
import { useCopyFeedback } from '@/src/code/useCopyFeedback';
import { COPY_FEEDBACK_MS } from '@/src/config/constants';
import type { Language } from '@/src/config/site';
import { useFeatureTranslate } from '@/src/i18n/featureStrings';
import { TWINS_STRINGS } from './strings';
import { SEARCH_IGNORE } from '@/src/config/searchMarkup';
import { twinsClasses } from './classes';
import { twinPath } from './paths';

function Icon({ d }: { d: string }) {
  return (
    <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={d} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

const COPY_ICON = 'M9 9h10a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H9a1 1 0 0 1-1-1V10a1 1 0 0 1 1-1zM5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1';
const MARKDOWN_ICON = 'M3 6h18v12H3zM6 15V9l2.5 3L11 9v6M15 9v6m0 0-2-2m2 2 2-2';

/** The twin's text, or null when it (or the code that loads it) cannot be fetched. */
function twinText(href: string): Promise<string | null> {
  return import('./loadTwin').then(({ loadTwin }) => loadTwin(href)).catch(() => null);
}

/**
 * "Copy page" and "View as markdown" in a docs page's header: the page's markdown twin
 * (`/x/…/name.md`, written by scripts/twins after the build) copied to the clipboard, or opened.
 * The twin (and the few lines that fetch it) load on first intent (pointer over, focus), so the
 * click can write the clipboard at once. A failed fetch says so until the next try; a refused
 * clipboard shows nothing, as with code blocks.
 */
export function PageActions({ pathname, language }: { pathname: string; language: Language }) {
  const t = useFeatureTranslate(TWINS_STRINGS);
  const href = twinPath(pathname, language);
  const [copied, copy] = useCopyFeedback(COPY_FEEDBACK_MS);
  const [failed, setFailed] = useState(false);
  const status = copied ? t('twins.copiedStatus') : failed ? t('twins.copyFailed') : '';

  return (
    <div className={twinsClasses.pageActions} {...SEARCH_IGNORE}>
      <button
        type="button"
        className="page-action"
        data-copied={copied ? '' : undefined}
        data-ga-event-category="page"
        data-ga-event-action="copy-markdown"
        onPointerEnter={() => void twinText(href)}
        onFocus={() => void twinText(href)}
        onClick={() => {
          setFailed(false);
          void twinText(href).then((text) => (text === null ? setFailed(true) : copy(text)));
        }}
      >
        <Icon d={COPY_ICON} />
        {copied ? t('twins.copied') : failed ? t('twins.copyFailed') : t('twins.copyPage')}
      </button>
      {/* A file, not a page: the site's navigator leaves it to the browser (data-full-load). */}
      <a
        className="page-action"
        href={href}
        type="text/markdown"
        data-full-load=""
        data-ga-event-category="page"
        data-ga-event-action="view-markdown"
      >
        <Icon d={MARKDOWN_ICON} />
        {t('twins.viewMarkdown')}
      </a>
      <span className="page-action-status" role="status">
        {status}
      </span>
    </div>
  );
}
