// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DOCS_VERSION, type Language } from '@/src/config/site';
import type { SubmitOptions } from '@/src/feedback/client';
import { COMMENT_MAX_LENGTH } from '@/src/feedback/client';
import { COUNTER_ANNOUNCE_DELAY_MS } from '@/src/feedback/CommentForm';
import { PageFeedback } from '@/src/feedback/PageFeedback';
import { FEEDBACK_STORAGE_KEY } from '@/src/feedback/storage';
import { I18nProvider } from '@/src/i18n/I18nProvider';
import zh from '@/translations/translations-zh.json';

const ENDPOINT = 'https://feedback.example.invalid/submit';
const PAGE = '/x/react-data-grid/sorting/';
type Fetch = SubmitOptions['fetch'];

function renderShell({ endpoint = '', fetch, language = 'en' }: { endpoint?: string; fetch?: Fetch; language?: Language } = {}) {
  return render(
    <I18nProvider language={language} pack={language === 'zh' ? { dictionary: zh, navTitles: {} } : null}>
      <PageFeedback
        pathname="/x/react-data-grid/sorting"
        language={language}
        title="Data Grid - Sorting"
        endpoint={endpoint}
        issuesUrl="https://github.com/mui/mui-x/issues/new"
        fetch={fetch}
      />
    </I18nProvider>,
  );
}

const section = () => document.querySelector('[data-feedback]') as HTMLElement;

/** Renders the feedback and waits for its widget (fetched after hydration) to take over. */
async function renderFeedback(options: Parameters<typeof renderShell>[0] = {}) {
  const result = renderShell(options);
  await waitFor(() => expect(section().hasAttribute('data-ready')).toBe(true));
  return result;
}

const yes = () => screen.getByRole('button', { name: 'Yes' });
const no = () => screen.getByRole('button', { name: 'No' });
const commentBox = () => screen.findByRole('textbox', { name: 'Tell us more (optional)' });
const bodies = (fetch: Fetch) => vi.mocked(fetch).mock.calls.map(([, init]) => JSON.parse(String(init.body)) as Record<string, unknown>);

function typeInto(textarea: HTMLElement, text: string) {
  fireEvent.change(textarea, { target: { value: text } });
}

describe('PageFeedback', () => {
  const gtag = vi.fn();

  beforeEach(() => {
    window.localStorage.clear();
    gtag.mockReset();
    window.gtag = gtag;
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  const feedbackEvents = () => gtag.mock.calls.filter((call) => call[0] === 'event' && call[1] === 'feedback');

  it('asks the question with two toggle buttons, none pressed', async () => {
    await renderFeedback();
    const region = screen.getByRole('region', { name: 'Was this page helpful?' });
    expect(within(region).getByRole('group', { name: 'Was this page helpful?' })).toBeTruthy();
    for (const button of [yes(), no()]) {
      expect(button.getAttribute('aria-pressed')).toBe('false');
      expect(button.hasAttribute('aria-disabled')).toBe(false);
    }
    expect(region.hasAttribute('data-pagefind-ignore')).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('a vote goes to analytics (page and vote only), is remembered, thanked, and opens the comment box with the focus', async () => {
    await renderFeedback();
    fireEvent.click(no());
    expect(no().getAttribute('aria-pressed')).toBe('true');
    expect(yes().getAttribute('aria-pressed')).toBe('false');
    expect(yes().getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('Thank you for your feedback!');
    expect(feedbackEvents()).toEqual([['event', 'feedback', { page: PAGE, vote: 'no' }]]);
    expect(JSON.parse(window.localStorage.getItem(FEEDBACK_STORAGE_KEY) ?? '')).toEqual({ [PAGE]: 'no' });
    const textarea = await commentBox();
    await waitFor(() => expect(document.activeElement).toBe(textarea));
  });

  it('one vote per page: a second click changes nothing and sends nothing', async () => {
    await renderFeedback();
    fireEvent.click(yes());
    fireEvent.click(no());
    fireEvent.click(yes());
    expect(yes().getAttribute('aria-pressed')).toBe('true');
    expect(no().getAttribute('aria-pressed')).toBe('false');
    expect(feedbackEvents()).toHaveLength(1);
    await commentBox();
  });

  it('a remembered vote shows pressed, thanked, with "Add a comment", and sends nothing again', async () => {
    window.localStorage.setItem(FEEDBACK_STORAGE_KEY, JSON.stringify({ [PAGE]: 'yes' }));
    const fetch = vi.fn<Fetch>(async () => ({ ok: true, status: 200 }));
    await renderFeedback({ endpoint: ENDPOINT, fetch });
    expect(yes().getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('Thank you for your feedback!')).toBeTruthy();
    // Not news: nothing in the live region.
    expect(screen.getByRole('status').textContent).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Add a comment' }));
    const textarea = await commentBox();
    // The form's code loads on demand; its focus effect may run just after the textarea shows.
    await waitFor(() => expect(document.activeElement).toBe(textarea));
    expect(fetch).not.toHaveBeenCalled();
    expect(feedbackEvents()).toHaveLength(0);
  });

  it.each([
    ['throws', () => {
      vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
        throw new DOMException('denied', 'SecurityError');
      });
      vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
        throw new DOMException('denied', 'SecurityError');
      });
    }],
    ['holds garbage', () => window.localStorage.setItem(FEEDBACK_STORAGE_KEY, '{"/x/react-data-grid/sorting/": "maybe"')],
  ])('storage that %s: not voted, and voting still works', async (_, setUp) => {
    setUp();
    await renderFeedback();
    expect(yes().getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(yes());
    expect(yes().getAttribute('aria-pressed')).toBe('true');
    expect(feedbackEvents()).toHaveLength(1);
    await commentBox();
  });

  describe('without an endpoint', () => {
    it('offers a new issue with the page, the vote and the comment; nothing is posted', async () => {
      const fetch = vi.fn<Fetch>();
      await renderFeedback({ fetch });
      fireEvent.click(no());
      typeInto(await commentBox(), 'Needs an example with a custom comparator.');
      const link = screen.getByRole('link', { name: 'Open an issue with your comment (opens in a new tab)' });
      expect(link.getAttribute('target')).toBe('_blank');
      const url = new URL(link.getAttribute('href') ?? '');
      expect(url.origin + url.pathname).toBe('https://github.com/mui/mui-x/issues/new');
      const body = url.searchParams.get('body') ?? '';
      expect(body).toContain(`**Page:** https://mui.com${PAGE}`);
      expect(body).toContain(`**Version:** ${DOCS_VERSION}`);
      expect(body).toContain('**Was this page helpful?** No');
      expect(body.endsWith('Needs an example with a custom comparator.')).toBe(true);
      expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
      expect(fetch).not.toHaveBeenCalled();
    });
  });

  describe('the counter', () => {
    it('shows the length out of 1000, and the textarea holds no more', async () => {
      await renderFeedback();
      fireEvent.click(yes());
      const textarea = (await commentBox()) as HTMLTextAreaElement;
      expect(textarea.maxLength).toBe(COMMENT_MAX_LENGTH);
      const counter = () => document.querySelector('[data-counter]')?.textContent;
      expect(counter()).toBe('0/1000');
      typeInto(textarea, 'Hello');
      expect(counter()).toBe('5/1000');
      typeInto(textarea, 'x'.repeat(COMMENT_MAX_LENGTH + 20));
      expect(textarea.value).toHaveLength(COMMENT_MAX_LENGTH);
      expect(counter()).toBe('1000/1000');
    });

    it('is announced politely once typing pauses, not at every keystroke', async () => {
      await renderFeedback();
      fireEvent.click(yes());
      const textarea = await commentBox();
      const live = document.querySelector('[aria-live="polite"]');
      expect(live?.textContent).toBe('');
      vi.useFakeTimers();
      typeInto(textarea, 'Goo');
      act(() => vi.advanceTimersByTime(COUNTER_ANNOUNCE_DELAY_MS - 1));
      typeInto(textarea, 'Good');
      act(() => vi.advanceTimersByTime(COUNTER_ANNOUNCE_DELAY_MS - 1));
      expect(live?.textContent).toBe('');
      act(() => vi.advanceTimersByTime(1));
      expect(live?.textContent).toBe('996 characters left');
    });
  });

  describe('with an endpoint', () => {
    it('posts the vote at once, then the comment when sent, and confirms with the focus on it', async () => {
      const fetch = vi.fn<Fetch>(async () => ({ ok: true, status: 200 }));
      await renderFeedback({ endpoint: ENDPOINT, fetch });
      fireEvent.click(yes());
      const textarea = await commentBox();
      await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
      expect(bodies(fetch)[0]).toEqual({ page: PAGE, language: 'en', vote: 'yes', comment: '', version: DOCS_VERSION });
      typeInto(textarea, 'Clear and complete.');
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
      const sent = await screen.findByText('Your comment was sent. Thank you!');
      // The focus moves to the confirmation once it is on screen (an effect after that commit).
      await waitFor(() => expect(document.activeElement).toBe(sent));
      expect(bodies(fetch)[1]).toEqual({ page: PAGE, language: 'en', vote: 'yes', comment: 'Clear and complete.', version: DOCS_VERSION });
      expect(screen.queryByRole('textbox')).toBeNull();
      // The comment never reaches analytics.
      expect(JSON.stringify(gtag.mock.calls)).not.toContain('Clear and complete');
    });

    it('a failed send shows a message and Retry, keeps the comment, and a retry can succeed', async () => {
      const fetch = vi
        .fn<Fetch>()
        .mockResolvedValueOnce({ ok: true, status: 200 })
        .mockResolvedValueOnce({ ok: false, status: 500 })
        .mockRejectedValueOnce(new TypeError('Failed to fetch'))
        .mockResolvedValueOnce({ ok: true, status: 200 });
      await renderFeedback({ endpoint: ENDPOINT, fetch });
      fireEvent.click(no());
      const textarea = (await commentBox()) as HTMLTextAreaElement;
      await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
      typeInto(textarea, 'The sorting model example throws.');
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
      const alert = await screen.findByText(/could not be sent/);
      expect(alert.getAttribute('role')).toBe('alert');
      expect(textarea.value).toBe('The sorting model example throws.');
      // A network error on the retry: still kept, still offered.
      fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
      await waitFor(() => expect(fetch).toHaveBeenCalledTimes(3));
      await screen.findByRole('button', { name: 'Retry' });
      expect(screen.getByRole('alert').textContent).toMatch(/could not be sent/);
      expect(textarea.value).toBe('The sorting model example throws.');
      fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
      await screen.findByText('Your comment was sent. Thank you!');
      expect(bodies(fetch).slice(1).map((body) => body.comment)).toEqual(Array(3).fill('The sorting model example throws.'));
    });

    it('a failed vote post is reported, and Retry resends the vote with whatever was written', async () => {
      const fetch = vi.fn<Fetch>().mockResolvedValueOnce({ ok: false, status: 503 }).mockResolvedValueOnce({ ok: true, status: 200 });
      await renderFeedback({ endpoint: ENDPOINT, fetch });
      fireEvent.click(no());
      await screen.findByText(/could not be sent/);
      fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
      await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
      await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(''));
      expect(bodies(fetch)).toEqual([
        { page: PAGE, language: 'en', vote: 'no', comment: '', version: DOCS_VERSION },
        { page: PAGE, language: 'en', vote: 'no', comment: '', version: DOCS_VERSION },
      ]);
    });

    it('Send with an empty comment asks for one and posts nothing more', async () => {
      const fetch = vi.fn<Fetch>(async () => ({ ok: true, status: 200 }));
      await renderFeedback({ endpoint: ENDPOINT, fetch });
      fireEvent.click(yes());
      const textarea = await commentBox();
      await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
      typeInto(textarea, '   ');
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
      expect(screen.getByRole('alert').textContent).toBe('Write a comment first.');
      expect(document.activeElement).toBe(textarea);
      expect(fetch).toHaveBeenCalledTimes(1);
    });
  });

  it('speaks Chinese on Chinese pages', async () => {
    await renderFeedback({ language: 'zh' });
    expect(screen.getByRole('region', { name: '此页面对你有帮助吗？' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '没有帮助' }));
    expect(screen.getByRole('status').textContent).toBe('感谢你的反馈！');
    await screen.findByRole('textbox', { name: '告诉我们更多（可选）' });
    expect(feedbackEvents()).toEqual([['event', 'feedback', { page: '/zh/x/react-data-grid/sorting/', vote: 'no' }]]);
  });
});
