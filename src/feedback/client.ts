/**
 * "Was this page helpful?": what is sent where, as functions of their inputs. The network is
 * injected (`fetch`), so every outcome can be tested without one.
 *
 * - Analytics gets a `feedback` event with the page and the vote, never the comment.
 * - The feedback endpoint, when one is configured, gets each submission as JSON: the vote
 *   when it is cast (with an empty comment), then the vote again with the comment when the
 *   reader sends one.
 * - Without an endpoint, the reader's comment goes into a prefilled "new issue" link.
 */
import { DEFAULT_FEEDBACK_ISSUES_URL } from '@/src/config/site';
import type { Vote } from './vote';

export { feedbackEvent, isVote, type Vote } from './vote';

/** The longest comment, in UTF-16 code units (what `<textarea maxLength>` counts). */
export const COMMENT_MAX_LENGTH = 1000;

/** A submission that has not been answered by then counts as failed. */
export const SUBMIT_TIMEOUT_MS = 15_000;

export interface FeedbackSubmission {
  /** The page's pathname as the reader sees it, e.g. `/zh/x/react-data-grid/sorting/`. */
  page: string;
  language: string;
  vote: Vote;
  comment: string;
  /** The documented version (DOCS_VERSION). */
  version: string;
}

export type SubmitOutcome =
  | { status: 'sent' }
  /** No endpoint configured: nothing was requested. */
  | { status: 'not-configured' }
  /** `reason` is the HTTP status of a non-2xx answer, or what kept the answer from arriving. */
  | { status: 'failed'; reason: number | 'network' | 'timeout' };

export interface SubmitOptions {
  /** The feedback endpoint; empty means none is configured. */
  endpoint: string;
  fetch: (input: string, init: RequestInit) => Promise<Pick<Response, 'ok' | 'status'>>;
  timeoutMs?: number;
}

/** The comment as it is sent: trimmed, and never longer than the limit. */
export function normalizeComment(comment: string): string {
  return comment.trim().slice(0, COMMENT_MAX_LENGTH);
}

/** Posts one submission to the endpoint. Never throws: a failure is an outcome. */
export async function submitFeedback(submission: FeedbackSubmission, options: SubmitOptions): Promise<SubmitOutcome> {
  const endpoint = options.endpoint.trim();
  if (!endpoint) {
    return { status: 'not-configured' };
  }
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? SUBMIT_TIMEOUT_MS);
  try {
    const response = await options.fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...submission, comment: normalizeComment(submission.comment) }),
      credentials: 'omit',
      signal: controller.signal,
    });
    return response.ok ? { status: 'sent' } : { status: 'failed', reason: response.status };
  } catch {
    return { status: 'failed', reason: controller.signal.aborted ? 'timeout' : 'network' };
  } finally {
    clearTimeout(timer);
  }
}

export interface IssueInput {
  /** The repository's "new issue" URL; an unparsable one falls back to DEFAULT_FEEDBACK_ISSUES_URL. */
  issuesUrl: string;
  /** The page's full URL. */
  pageUrl: string;
  title: string;
  vote: Vote;
  comment: string;
  version: string;
}

/**
 * A "new issue" link with the page and the reader's comment filled in (GitHub reads `title`
 * and `body` from the query). Parameters already in the issues URL, such as a template, stay.
 */
export function issueUrl(input: IssueInput): string {
  let url: URL;
  try {
    url = new URL(input.issuesUrl);
  } catch {
    url = new URL(DEFAULT_FEEDBACK_ISSUES_URL);
  }
  const comment = normalizeComment(input.comment);
  const body = [
    `**Page:** ${input.pageUrl}`,
    `**Version:** ${input.version}`,
    `**Was this page helpful?** ${input.vote === 'yes' ? 'Yes' : 'No'}`,
    '',
    comment || '<!-- What could be better on this page? -->',
  ].join('\n');
  const params = new URLSearchParams(url.search);
  params.set('title', `[docs] Feedback on "${input.title}"`);
  params.set('body', body);
  url.search = params.toString();
  return url.toString();
}
