import styled from '@emotion/styled';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { DOCS_VERSION, SITE_ORIGIN, type Language } from '@/src/config/site';
import { useFeatureTranslate } from '@/src/i18n/featureStrings';
import { STRINGS } from './strings';
import { interpolate } from '@/src/i18n/translate';
import { SiteCacheProvider } from '@/src/theme/SiteCacheProvider';
import { alpha, focusRing, radius, spacing, vars, visuallyHidden } from '@/src/theme/tokens';
import { COMMENT_MAX_LENGTH, issueUrl, normalizeComment, submitFeedback, type SubmitOptions, type Vote } from './client';

/** How long typing pauses before the characters left are announced to screen readers. */
export const COUNTER_ANNOUNCE_DELAY_MS = 800;

const Root = styled('div')({
  marginTop: spacing(1),
  '& form, & .fields': { display: 'flex', flexDirection: 'column', gap: spacing(1), alignItems: 'stretch' },
  '& label': { fontSize: '0.875rem', fontWeight: 600 },
  '& textarea': {
    boxSizing: 'border-box',
    width: '100%',
    minHeight: 96,
    padding: spacing(1, 1.5),
    border: `1px solid ${vars.palette.divider}`,
    borderRadius: 10,
    background: vars.palette.background.paper,
    color: vars.palette.text.primary,
    font: 'inherit',
    fontSize: '0.875rem',
    lineHeight: 1.5,
    resize: 'vertical',
    '&:focus-visible': { ...focusRing(0), borderColor: vars.palette.primary.main },
  },
  '& .meta': {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: spacing(1),
    fontSize: '0.8125rem',
    color: vars.palette.text.secondary,
  },
  '& .counter': { fontVariantNumeric: 'tabular-nums', marginInlineStart: 'auto' },
  '& .hint': { margin: 0, fontSize: '0.8125rem', lineHeight: 1.5, color: vars.palette.text.secondary },
  '& .action': {
    alignSelf: 'flex-start',
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: 36,
    padding: spacing(0, 2),
    border: 0,
    borderRadius: 10,
    backgroundColor: vars.palette.primary.main,
    color: vars.palette.primary.contrastText,
    font: 'inherit',
    fontSize: '0.875rem',
    fontWeight: 600,
    textDecoration: 'none',
    cursor: 'pointer',
    '&:focus-visible': focusRing(2),
    '&[aria-disabled="true"]': { cursor: 'progress' },
  },
  '& .error': {
    margin: 0,
    padding: spacing(1, 1.5),
    borderRadius: radius,
    border: `1px solid ${alpha(vars.palette.error.mainChannel, 0.5)}`,
    backgroundColor: alpha(vars.palette.error.mainChannel, 0.06),
    fontSize: '0.875rem',
    lineHeight: 1.5,
    color: vars.palette.text.primary,
  },
  '& .sent': { margin: 0, fontSize: '0.875rem', lineHeight: 1.5, outline: 'none' },
  '& .visually-hidden': visuallyHidden,
});

export interface CommentFormProps {
  /** The page's pathname as the reader sees it. */
  page: string;
  language: Language;
  title: string;
  vote: Vote;
  /** Post the vote as soon as the form mounts (it was just cast). */
  sendVote: boolean;
  /** The feedback endpoint; empty: the comment goes into a "new issue" link instead. */
  endpoint: string;
  issuesUrl: string;
  fetch?: SubmitOptions['fetch'];
}

/**
 * The optional comment after a vote: a textarea with a live counter, then either a Send button
 * (with an endpoint) or a prefilled "new issue" link (without one). A failed submission keeps
 * the text and turns Send into Retry.
 */
function CommentFormContent({ page, language, title, vote, sendVote, endpoint, issuesUrl, fetch: fetcher }: CommentFormProps) {
  const tf = useFeatureTranslate(STRINGS);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const sentMessage = useRef<HTMLParagraphElement>(null);
  const [comment, setComment] = useState('');
  const [announcement, setAnnouncement] = useState('');
  /** A send the reader asked for is under way (the automatic vote post is silent). */
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);
  const [empty, setEmpty] = useState(false);
  const [sent, setSent] = useState(false);
  const typed = useRef(false);
  const votePosted = useRef(false);
  const configured = endpoint.trim() !== '';

  const post = (text: string) =>
    submitFeedback(
      { page, language, vote, comment: text, version: DOCS_VERSION },
      { endpoint, fetch: fetcher ?? ((input, init) => window.fetch(input, init)) },
    ).then((outcome) => outcome.status === 'sent');

  /** Send or Retry: the vote with whatever the reader wrote. */
  const sendNow = async (text: string) => {
    setSending(true);
    // Cleared while sending, so that a second failure is announced again.
    setFailed(false);
    const ok = await post(text);
    setSending(false);
    setFailed(!ok);
    if (ok && text) {
      setSent(true);
    }
  };

  // A vote just cast reaches the endpoint at once, with no comment: most readers stop there.
  useEffect(() => {
    if (sendVote && configured && !votePosted.current) {
      votePosted.current = true;
      void post('').then((ok) => {
        // Only a failure is news; a success must not hide the failure of a comment sent meanwhile.
        if (!ok) setFailed(true);
      });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per mount: the vote does not change while the form is shown, and re-running this for a new `post` (a new closure each render) would post the vote again
  }, []);

  // The reader just asked for the form (by voting or "Add a comment"): the textarea takes the
  // focus, unless the reader has moved on to something else meanwhile.
  useEffect(() => {
    const active = document.activeElement;
    const section = root.current?.closest('[data-feedback]');
    if (!active || active === document.body || section?.contains(active)) {
      textarea.current?.focus();
    }
  }, []);

  useEffect(() => {
    if (sent) sentMessage.current?.focus();
  }, [sent]);

  // The counter is read out once typing pauses, not at every keystroke.
  useEffect(() => {
    if (!typed.current) return undefined;
    const timer = setTimeout(
      () => setAnnouncement(interpolate(tf('feedback.remaining'), { count: COMMENT_MAX_LENGTH - comment.length })),
      COUNTER_ANNOUNCE_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [comment, tf]);

  if (sent) {
    return (
      <Root ref={root}>
        <p className="sent" ref={sentMessage} tabIndex={-1}>
          {tf('feedback.sent')}
        </p>
      </Root>
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const text = normalizeComment(comment);
    // Retrying a failed vote needs no comment; a first send does.
    if (!text && !failed) {
      setEmpty(true);
      textarea.current?.focus();
      return;
    }
    setEmpty(false);
    void sendNow(text);
  };

  const fields = (
    <>
      <label htmlFor={`${id}-comment`}>{tf('feedback.commentLabel')}</label>
      <textarea
        id={`${id}-comment`}
        ref={textarea}
        rows={4}
        maxLength={COMMENT_MAX_LENGTH}
        value={comment}
        aria-describedby={empty ? `${id}-message` : undefined}
        onChange={(event) => {
          typed.current = true;
          setEmpty(false);
          setComment(event.target.value.slice(0, COMMENT_MAX_LENGTH));
        }}
      />
      <div className="meta">
        <span className="counter" aria-hidden="true" data-counter="">
          {interpolate(tf('feedback.counter'), { count: comment.length, max: COMMENT_MAX_LENGTH })}
        </span>
        <span className="visually-hidden" aria-live="polite">
          {announcement}
        </span>
      </div>
    </>
  );

  if (!configured) {
    const href = issueUrl({ issuesUrl, pageUrl: `${SITE_ORIGIN}${page}`, title, vote, comment, version: DOCS_VERSION });
    return (
      <Root ref={root}>
        <div className="fields">
          {fields}
          <p className="hint">{tf('feedback.issueHint')}</p>
          <a className="action" href={href} target="_blank" rel="noopener">
            {tf('feedback.openIssue')}{' '}
            <span className="visually-hidden">{tf('feedback.newTab')}</span>
          </a>
        </div>
      </Root>
    );
  }

  const label = sending ? tf('feedback.sending') : failed ? tf('feedback.retry') : tf('feedback.send');
  return (
    <Root ref={root}>
      <form onSubmit={onSubmit} noValidate>
        {fields}
        <p id={`${id}-message`} className={failed || empty ? 'error' : 'visually-hidden'} role="alert">
          {failed ? tf('feedback.failed') : empty ? tf('feedback.empty') : ''}
        </p>
        <button type="submit" className="action" aria-disabled={sending ? true : undefined}>
          {label}
        </button>
      </form>
    </Root>
  );
}

/** The form with emotion's cache for its styles (loaded with it: the shell has none). */
export function CommentForm(props: CommentFormProps) {
  return (
    <SiteCacheProvider>
      <CommentFormContent {...props} />
    </SiteCacheProvider>
  );
}
