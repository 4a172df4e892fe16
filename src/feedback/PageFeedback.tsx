import styled from '@emotion/styled';
import { useCallback, useId, useState, useSyncExternalStore, type ComponentType } from 'react';
import { sendEvent } from '@/src/analytics/send';
import { FEEDBACK_ISSUES_URL, FEEDBACK_URL, type Language } from '@/src/config/site';
import { useTranslate } from '@/src/i18n/I18nProvider';
import { localizePath } from '@/src/i18n/paths';
import { SEARCH_IGNORE } from '@/src/search/markup';
import { alpha, durations, focusRing, mq, radius, spacing, vars } from '@/src/theme/tokens';
import type { SubmitOptions } from './client';
import type { CommentFormProps } from './CommentForm';
import { readVote, rememberVote } from './storage';
import { feedbackEvent, type Vote } from './vote';

/** The comment form (textarea, counter, sending, retry, issue link): fetched when needed. */
const loadForm = () => import('./CommentForm');
const warmUp = () => void loadForm().catch(() => undefined);

const Root = styled('section')({
  marginTop: spacing(6),
  padding: spacing(2),
  [mq.up('sm')]: { padding: spacing(2, 2.5) },
  border: `1px solid ${vars.palette.divider}`,
  borderRadius: radius,
  // Without JavaScript the buttons could do nothing.
  '.no-js &': { display: 'none' },
  '& .row': { display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: spacing(2), rowGap: spacing(1) },
  '& h2': { margin: 0, fontSize: '1rem', fontWeight: 650, lineHeight: 1.5 },
  '& .votes': { display: 'flex', gap: spacing(1) },
  '& .vote': {
    display: 'inline-flex',
    alignItems: 'center',
    gap: 6,
    height: 36,
    minWidth: 64,
    justifyContent: 'center',
    padding: '0 14px',
    border: `1px solid ${vars.palette.divider}`,
    borderRadius: 10,
    background: 'transparent',
    color: vars.palette.text.primary,
    font: 'inherit',
    fontSize: '0.875rem',
    fontWeight: 600,
    cursor: 'pointer',
    transition: `background-color ${durations.shortest}ms, border-color ${durations.shortest}ms`,
    '&:hover': { backgroundColor: vars.palette.action.hover },
    '&:focus-visible': focusRing(2),
    '&[aria-pressed="true"]': {
      borderColor: vars.palette.primary.main,
      backgroundColor: alpha(vars.palette.primary.mainChannel, 0.1),
    },
    '&[aria-disabled="true"]': { cursor: 'default' },
    '&[aria-disabled="true"]:hover': { backgroundColor: 'transparent' },
    '&[aria-disabled="true"][aria-pressed="true"]:hover': { backgroundColor: alpha(vars.palette.primary.mainChannel, 0.1) },
    '&[aria-disabled="true"][aria-pressed="false"]': { color: vars.palette.text.secondary },
    '& svg': { flexShrink: 0 },
  },
  '& .status': {
    minHeight: '1.5rem',
    margin: spacing(1, 0, 0),
    fontSize: '0.875rem',
    lineHeight: 1.5,
    color: vars.palette.text.secondary,
  },
  '& .link-button': {
    marginInlineStart: spacing(1),
    padding: 0,
    border: 0,
    background: 'none',
    color: vars.palette.primary.main,
    font: 'inherit',
    fontWeight: 600,
    textDecoration: 'underline',
    cursor: 'pointer',
    '&:focus-visible': focusRing(2),
  },
});

function subscribeToStorage(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

function CheckIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true">
      <path d="M3 8.5l3.2 3L13 4.5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export interface PageFeedbackProps {
  /** The page's pathname in the nav tree, e.g. `/x/react-data-grid/sorting`. */
  pathname: string;
  language: Language;
  /** The page's title, for the prefilled issue. */
  title: string;
  /** Deployment settings, overridable for tests. */
  endpoint?: string;
  issuesUrl?: string;
  fetch?: SubmitOptions['fetch'];
}

/**
 * "Was this page helpful?" at the end of a docs page: Yes / No (one vote per page, remembered
 * on the device), then an optional comment. Remounted for each page.
 */
export function PageFeedback(props: PageFeedbackProps) {
  const page = localizePath(props.pathname, props.language);
  return <Feedback key={page} page={page} {...props} />;
}

type FormState ={ kind: 'closed' } | { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; Form: ComponentType<CommentFormProps> };

function Feedback({
  page,
  language,
  title,
  endpoint = FEEDBACK_URL,
  issuesUrl = FEEDBACK_ISSUES_URL,
  fetch: fetcher,
}: PageFeedbackProps & { page: string }) {
  const t = useTranslate();
  const headingId = useId();
  // The remembered vote is read after hydration (the server knows nothing of the reader), and
  // follows a vote cast in another tab. A vote cast here shows even when storage fails.
  const remembered = useSyncExternalStore(subscribeToStorage, () => readVote(page), () => null);
  const [castVote, setCastVote] = useState<Vote | null>(null);
  const vote = castVote ?? remembered;
  /** True when the vote was cast in this view (not remembered from an earlier one). */
  const [justVoted, setJustVoted] = useState(false);
  const [formState, setForm] = useState<FormState>({ kind: 'closed' });

  const openForm = useCallback(() => {
    setForm({ kind: 'loading' });
    loadForm().then(
      (module) => setForm({ kind: 'ready', Form: module.CommentForm }),
      () => setForm({ kind: 'failed' }),
    );
  }, []);

  const cast = (choice: Vote) => {
    if (vote) return;
    setCastVote(choice);
    setJustVoted(true);
    rememberVote(page, choice);
    sendEvent(feedbackEvent(page, choice));
    openForm();
  };

  const thanks = t('feedback.thanks');
  return (
    <Root aria-labelledby={headingId} data-feedback="" {...SEARCH_IGNORE}>
      <div className="row">
        <h2 id={headingId}>{t('feedback.question')}</h2>
        <div className="votes" role="group" aria-labelledby={headingId}>
          {(['yes', 'no'] as const).map((choice) => (
            <button
              key={choice}
              type="button"
              className="vote"
              aria-pressed={vote === choice}
              aria-disabled={vote ? true : undefined}
              onClick={() => cast(choice)}
              onPointerEnter={warmUp}
              onFocus={warmUp}
            >
              {vote === choice ? <CheckIcon /> : null}
              {t(choice === 'yes' ? 'feedback.yes' : 'feedback.no')}
            </button>
          ))}
        </div>
      </div>
      {/* Always one line: a hint, then the thank-you in its place, so nothing below moves. */}
      <div className="status">
        {vote ? null : <span>{t('feedback.hint')}</span>}
        {/* Announced when the reader votes; a vote remembered from an earlier visit is not news. */}
        <span role="status">{justVoted ? thanks : ''}</span>
        {vote && !justVoted ? <span>{thanks}</span> : null}
        {vote && !justVoted && formState.kind === 'closed' ? (
          <button type="button" className="link-button" onClick={openForm} onPointerEnter={warmUp} onFocus={warmUp}>
            {t('feedback.addComment')}
          </button>
        ) : null}
      </div>
      {vote && formState.kind === 'ready' ? (
        <formState.Form
          page={page}
          language={language}
          title={title}
          vote={vote}
          sendVote={justVoted}
          endpoint={endpoint}
          issuesUrl={issuesUrl}
          fetch={fetcher}
        />
      ) : null}
      {formState.kind === 'failed' ? (
        <p className="status error" role="alert">
          {t('feedback.formFailed')}
          <button type="button" className="link-button" onClick={openForm}>
            {t('feedback.retry')}
          </button>
        </p>
      ) : null}
    </Root>
  );
}
