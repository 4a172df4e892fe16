import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  COMMENT_MAX_LENGTH,
  SUBMIT_TIMEOUT_MS,
  feedbackEvent,
  issueUrl,
  normalizeComment,
  submitFeedback,
  type FeedbackSubmission,
  type SubmitOptions,
} from '@/src/feedback/client';

const ENDPOINT = 'https://feedback.example.invalid/submit';
const SUBMISSION: FeedbackSubmission = {
  page: '/x/react-data-grid/sorting/',
  language: 'en',
  vote: 'no',
  comment: '  The multi-sorting section needs an example.  ',
  version: '7.23.6',
};

type Fetch = SubmitOptions['fetch'];
const answering = (status: number): Fetch => vi.fn(async () => ({ ok: status >= 200 && status < 300, status }));

describe('submitFeedback', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('posts the submission as JSON, with the comment trimmed, without credentials', async () => {
    const fetch = answering(200);
    expect(await submitFeedback(SUBMISSION, { endpoint: ENDPOINT, fetch })).toEqual({ status: 'sent' });
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = vi.mocked(fetch).mock.calls[0] ?? [];
    expect(url).toBe(ENDPOINT);
    expect(init).toMatchObject({ method: 'POST', headers: { 'content-type': 'application/json' }, credentials: 'omit' });
    expect(JSON.parse(String(init?.body))).toEqual({
      page: '/x/react-data-grid/sorting/',
      language: 'en',
      vote: 'no',
      comment: 'The multi-sorting section needs an example.',
      version: '7.23.6',
    });
  });

  it.each([200, 201, 204])('an answer %i is a success', async (status) => {
    expect(await submitFeedback(SUBMISSION, { endpoint: ENDPOINT, fetch: answering(status) })).toEqual({ status: 'sent' });
  });

  it.each([400, 404, 413, 500, 503])('an answer %i is a failure with its status', async (status) => {
    expect(await submitFeedback(SUBMISSION, { endpoint: ENDPOINT, fetch: answering(status) })).toEqual({ status: 'failed', reason: status });
  });

  it('a network error is a failure, never an exception', async () => {
    const fetch: Fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await submitFeedback(SUBMISSION, { endpoint: ENDPOINT, fetch })).toEqual({ status: 'failed', reason: 'network' });
  });

  it('an answer that never comes is a failure after the timeout, and the request is aborted', async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    const fetch: Fetch = (_url, init) =>
      new Promise((_resolve, reject) => {
        signal = init.signal ?? undefined;
        signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
      });
    const outcome = submitFeedback(SUBMISSION, { endpoint: ENDPOINT, fetch });
    await vi.advanceTimersByTimeAsync(SUBMIT_TIMEOUT_MS - 1);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toEqual({ status: 'failed', reason: 'timeout' });
    expect(signal?.aborted).toBe(true);
  });

  it('a retry after a failure is a new request that can succeed', async () => {
    const fetch = vi.fn<Fetch>().mockResolvedValueOnce({ ok: false, status: 500 }).mockResolvedValueOnce({ ok: true, status: 200 });
    expect(await submitFeedback(SUBMISSION, { endpoint: ENDPOINT, fetch })).toEqual({ status: 'failed', reason: 500 });
    expect(await submitFeedback(SUBMISSION, { endpoint: ENDPOINT, fetch })).toEqual({ status: 'sent' });
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(fetch.mock.calls[0]?.[1].body).toBe(fetch.mock.calls[1]?.[1].body);
  });

  it.each(['', '   '])('without an endpoint (%j) nothing is requested', async (endpoint) => {
    const fetch = answering(200);
    expect(await submitFeedback(SUBMISSION, { endpoint, fetch })).toEqual({ status: 'not-configured' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('never sends more than the comment limit', async () => {
    const fetch = answering(200);
    await submitFeedback({ ...SUBMISSION, comment: 'x'.repeat(COMMENT_MAX_LENGTH + 50) }, { endpoint: ENDPOINT, fetch });
    const body = JSON.parse(String(vi.mocked(fetch).mock.calls[0]?.[1].body)) as FeedbackSubmission;
    expect(body.comment).toHaveLength(COMMENT_MAX_LENGTH);
  });
});

describe('normalizeComment', () => {
  it.each([
    ['', ''],
    ['  \n ', ''],
    [' fine ', 'fine'],
    ['a'.repeat(COMMENT_MAX_LENGTH), 'a'.repeat(COMMENT_MAX_LENGTH)],
    ['a'.repeat(COMMENT_MAX_LENGTH + 1), 'a'.repeat(COMMENT_MAX_LENGTH)],
  ])('%j', (input, expected) => {
    expect(normalizeComment(input)).toBe(expected);
  });
});

describe('feedbackEvent', () => {
  it.each([
    ['/x/react-data-grid/sorting/', 'yes'],
    ['/zh/x/introduction/', 'no'],
  ] as const)('%s, %s: the page and the vote, nothing else', (page, vote) => {
    expect(feedbackEvent(page, vote)).toEqual({ name: 'feedback', params: { page, vote } });
  });
});

describe('issueUrl', () => {
  const input = {
    issuesUrl: 'https://github.com/mui/mui-x/issues/new',
    pageUrl: 'https://mui.com/x/react-data-grid/sorting/',
    title: 'Data Grid - Sorting',
    vote: 'no' as const,
    comment: 'Sorting & filtering: what about "null" values? 100% unclear #1',
    version: '7.23.6',
  };

  it('fills the title and a body with the page, version, vote and comment, all encoded', () => {
    const url = new URL(issueUrl(input));
    expect(url.origin + url.pathname).toBe('https://github.com/mui/mui-x/issues/new');
    expect([...url.searchParams.keys()]).toEqual(['title', 'body']);
    expect(url.searchParams.get('title')).toBe('[docs] Feedback on "Data Grid - Sorting"');
    expect(url.searchParams.get('body')).toBe(
      [
        '**Page:** https://mui.com/x/react-data-grid/sorting/',
        '**Version:** 7.23.6',
        '**Was this page helpful?** No',
        '',
        'Sorting & filtering: what about "null" values? 100% unclear #1',
      ].join('\n'),
    );
    expect(url.hash).toBe('');
  });

  it('an empty comment leaves a prompt for the reader in the body', () => {
    const body = new URL(issueUrl({ ...input, vote: 'yes', comment: '   ' })).searchParams.get('body') ?? '';
    expect(body).toContain('**Was this page helpful?** Yes');
    expect(body.endsWith('<!-- What could be better on this page? -->')).toBe(true);
  });

  it('keeps the parameters of a configured issues URL (a template)', () => {
    const url = new URL(issueUrl({ ...input, issuesUrl: 'https://git.example.invalid/docs/issues/new?template=docs.yml' }));
    expect(url.host).toBe('git.example.invalid');
    expect(url.searchParams.get('template')).toBe('docs.yml');
    expect(url.searchParams.get('title')).toContain('Data Grid - Sorting');
  });

  it('an unparsable issues URL falls back to the default repository', () => {
    expect(issueUrl({ ...input, issuesUrl: 'not a url' })).toMatch(/^https:\/\/github\.com\/mui\/mui-x\/issues\/new\?title=/);
  });

  it('carries a comment of the full length', () => {
    const comment = '文'.repeat(COMMENT_MAX_LENGTH);
    expect(new URL(issueUrl({ ...input, comment })).searchParams.get('body')?.endsWith(comment)).toBe(true);
  });
});
