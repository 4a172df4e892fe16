import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type ComponentType } from 'react';
import { sendEvent } from '@/src/analytics/send';
import { FEEDBACK_ISSUES_URL, FEEDBACK_URL } from '@/src/config/site';
import { useFeatureTranslate } from '@/src/i18n/featureStrings';
import { STRINGS } from './strings';
import type { CommentFormProps } from './CommentForm';
import styles from './feedback.module.css';
import type { PageFeedbackProps } from './PageFeedback';
import { readVote, rememberVote } from './storage';
import { feedbackEvent, type Vote } from './vote';

/** The comment form (textarea, counter, sending, retry, issue link): fetched on the first vote. */
const loadForm = () => import('./CommentForm');
const warmUp = () => void loadForm().catch(() => undefined);

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

export interface FeedbackWidgetProps extends PageFeedbackProps {
  /** The page's pathname as the reader sees it, e.g. `/zh/x/react-data-grid/sorting/`. */
  page: string;
  /** The shell's heading, which names the section and the buttons' group. */
  headingId: string;
  /** A vote clicked in the shell before this code arrived. */
  earlyVote: Vote | null;
}

type FormState = { kind: 'closed' } | { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; Form: ComponentType<CommentFormProps> };

/**
 * Yes / No (one vote per page, remembered on the device), then an optional comment. Renders
 * inside PageFeedback's section, in the same layout as its shell.
 */
export function FeedbackWidget({
  page,
  headingId,
  earlyVote,
  language,
  title,
  endpoint = FEEDBACK_URL,
  issuesUrl = FEEDBACK_ISSUES_URL,
  fetch: fetcher,
}: FeedbackWidgetProps) {
  const tf = useFeatureTranslate(STRINGS);
  // The remembered vote follows a vote cast in another tab. A vote cast here shows even when
  // storage fails.
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

  // A click on the shell before this code arrived counts (unless the page was voted on before).
  const earlyCast = useRef(false);
  useEffect(() => {
    if (earlyVote && !earlyCast.current) {
      earlyCast.current = true;
      cast(earlyVote);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once: the shell's click happened before this mounted and does not change
  }, []);

  const thanks = tf('feedback.thanks');
  return (
    <>
      <div className={styles.row}>
        <h2 id={headingId}>{tf('feedback.question')}</h2>
        <div className={styles.votes} role="group" aria-labelledby={headingId}>
          {(['yes', 'no'] as const).map((choice) => (
            <button
              key={choice}
              type="button"
              className={styles.vote}
              aria-pressed={vote === choice}
              aria-disabled={vote ? true : undefined}
              onClick={() => cast(choice)}
              onPointerEnter={warmUp}
              onFocus={warmUp}
            >
              {vote === choice ? <CheckIcon /> : null}
              {tf(choice === 'yes' ? 'feedback.yes' : 'feedback.no')}
            </button>
          ))}
        </div>
      </div>
      <div className={styles.status}>
        {vote ? null : <span>{tf('feedback.hint')}</span>}
        {/* Announced when the reader votes; a vote remembered from an earlier visit is not news. */}
        <span role="status">{justVoted ? thanks : ''}</span>
        {vote && !justVoted ? <span>{thanks}</span> : null}
        {vote && !justVoted && formState.kind === 'closed' ? (
          <button type="button" className={styles.linkButton} onClick={openForm} onPointerEnter={warmUp} onFocus={warmUp}>
            {tf('feedback.addComment')}
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
        <p className={styles.status} role="alert">
          {tf('feedback.formFailed')}
          <button type="button" className={styles.linkButton} onClick={openForm}>
            {tf('feedback.retry')}
          </button>
        </p>
      ) : null}
    </>
  );
}
