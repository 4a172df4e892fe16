// @vitest-environment jsdom
import { act, render, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTENT_IN_DOCUMENT } from '@/src/content/shared/contentInDocument';
import { loadRest } from '@/src/content/bodyRest';
import { useContentHtml } from '@/src/content/useContentHtml';


afterEach(() => {
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/x/page/');
  vi.useRealTimers();
});

describe('useContentHtml', () => {
  it('reads the content back from the document when the page data holds the marker', () => {
    document.body.innerHTML = '<main><div data-content-body=""><h2 id="x">Sorting</h2><p>Text</p></div></main>';
    const { result } = renderHook(() => useContentHtml(CONTENT_IN_DOCUMENT, { end: 10, depth: 0, pieces: [] }));
    expect(result.current.html).toBe('<h2 id="x">Sorting</h2><p>Text</p>');
    expect(result.current.complete).toBe(true);
  });

  it('keeps what it read even after islands have rendered into the content', () => {
    document.body.innerHTML = '<div data-content-body=""><div id="demo"></div></div>';
    const { result, rerender } = renderHook(() => useContentHtml(CONTENT_IN_DOCUMENT, null));
    document.getElementById('demo')?.append('a live demo');
    rerender();
    expect(result.current.html).toBe('<div id="demo"></div>');
  });

  it('uses the HTML of the page data after a client-side navigation', () => {
    document.body.innerHTML = '<div data-content-body=""><p>First page</p></div>';
    const { result, rerender } = renderHook(({ html }) => useContentHtml(html, null), { initialProps: { html: CONTENT_IN_DOCUMENT } });
    rerender({ html: '<p>Second page</p>' });
    expect(result.current.html).toBe('<p>Second page</p>');
    expect(result.current.complete).toBe(true);
  });

  it('is empty, not a crash, when the document has no content element', () => {
    const { result } = renderHook(() => useContentHtml(CONTENT_IN_DOCUMENT, null));
    expect(result.current.html).toBe('');
  });
});

describe('a long page reached client-side draws its first screen, then the rest', () => {
  const first = '<h2 id="a">First</h2><p>On the first screen.</p>';
  const rest = '<h2 id="b">Later</h2><p>Below the fold.</p>';
  const page = first + rest;
  let seen: { complete: boolean }[] = [];

  function Body({ html, end, pieces = [] }: { html: string; end: number | null; pieces?: number[] }) {
    const content = useContentHtml(html, end === null ? null : { end, depth: 0, pieces });
    seen.push({ complete: content.complete });
    return <div ref={content.attachBody} data-testid="body" dangerouslySetInnerHTML={{ __html: content.html }} />;
  }

  beforeEach(() => {
    seen = [];
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
  });

  it('renders the first blocks, adds the rest after the frame, then says it is complete', async () => {
    const view = render(<Body html={page} end={first.length} />);
    const body = view.getByTestId('body');
    expect(body.innerHTML).toBe(first);
    expect(seen.at(-1)?.complete).toBe(false);
    // Nothing more until the first screen's frame has been drawn…
    await act(async () => vi.advanceTimersByTime(0));
    expect(body.innerHTML).toBe(first);
    // …then the rest, in the task after it.
    await act(async () => vi.advanceTimersToNextFrame());
    await act(async () => vi.advanceTimersByTime(1));
    expect(body.innerHTML).toBe(page);
    expect(seen.at(-1)?.complete).toBe(true);
  });

  it('adds a long rest a piece per task, and is complete after the last', async () => {
    const later = ['<h2 id="c">Second piece</h2>', '<p>Third piece.</p>'];
    const whole = page + later.join('');
    const view = render(<Body html={whole} end={first.length} pieces={[page.length, page.length + (later[0]?.length ?? 0)]} />);
    const body = view.getByTestId('body');
    await act(async () => vi.advanceTimersToNextFrame());
    await act(async () => vi.advanceTimersToNextTimer());
    // The task after the first screen's frame adds the first piece only.
    expect(body.innerHTML).toBe(page);
    expect(seen.at(-1)?.complete).toBe(false);
    await act(async () => vi.advanceTimersToNextTimer());
    expect(body.innerHTML).toBe(page + later[0]);
    expect(seen.at(-1)?.complete).toBe(false);
    await act(async () => vi.advanceTimersToNextTimer());
    expect(body.innerHTML).toBe(whole);
    expect(seen.at(-1)?.complete).toBe(true);
  });

  it('adds the rest even without frames (a hidden tab), once', async () => {
    const view = render(<Body html={page} end={first.length} />);
    await act(async () => vi.advanceTimersByTime(250));
    await act(async () => vi.advanceTimersToNextFrame());
    await act(async () => vi.advanceTimersByTime(10));
    expect(view.getByTestId('body').innerHTML).toBe(page);
  });

  it.each([
    ['the address names an anchor', '/x/page/#b', first.length],
    ['the page is short (no split point)', '/x/page/', null],
  ])('draws it whole when %s', (_label, address, end) => {
    window.history.replaceState(null, '', address);
    const view = render(<Body html={page} end={end} />);
    expect(view.getByTestId('body').innerHTML).toBe(page);
    expect(seen.at(-1)?.complete).toBe(true);
  });

  it('draws it whole after the reader went back', () => {
    window.dispatchEvent(new PopStateEvent('popstate'));
    const view = render(<Body html={page} end={first.length} />);
    expect(view.getByTestId('body').innerHTML).toBe(page);
  });

  it('a new page replaces a half-drawn one without adding the old rest', async () => {
    const view = render(<Body html={page} end={first.length} />);
    const next = '<p>Next page</p>';
    view.rerender(<Body html={next} end={null} />);
    await act(async () => vi.advanceTimersByTime(500));
    expect(view.getByTestId('body').innerHTML).toBe(next);
  });
});

describe('a long page whose data names the rest of its body', () => {
  const first = '<h2 id="a">First</h2><p>On the first screen.</p>';
  const rest = '<h2 id="b">Later</h2><p>Below the fold.</p>';

  function Body({ url }: { url: string }) {
    const content = useContentHtml(first, { end: first.length, depth: 0, pieces: [] }, url);
    return (
      <>
        <div ref={content.attachBody} data-testid="body" dangerouslySetInnerHTML={{ __html: content.html }} />
        <p data-testid="state">{content.complete ? 'complete' : 'first screen'}</p>
      </>
    );
  }

  const answer = (status: number, body: string) => vi.fn(async () => new Response(body, { status }));

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('fetches the rest it was not given, adds it after the first screen, once', async () => {
    const fetchMock = answer(200, JSON.stringify({ html: rest }));
    vi.stubGlobal('fetch', fetchMock);
    const view = render(<Body url="/_next/static/content/one.json" />);
    expect(view.getByTestId('body').innerHTML).toBe(first);
    expect(view.getByTestId('state').textContent).toBe('first screen');
    await vi.waitFor(() => expect(view.getByTestId('state').textContent).toBe('complete'));
    expect(view.getByTestId('body').innerHTML).toBe(first + rest);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('draws the page whole at once when the rest has arrived and the address names an anchor', async () => {
    vi.stubGlobal('fetch', answer(200, JSON.stringify({ html: rest })));
    await loadRest('/_next/static/content/two.json');
    window.history.replaceState(null, '', '/x/page/#b');
    const view = render(<Body url="/_next/static/content/two.json" />);
    expect(view.getByTestId('body').innerHTML).toBe(first + rest);
    expect(view.getByTestId('state').textContent).toBe('complete');
  });

  it('loads the page in full when the rest cannot be fetched', async () => {
    vi.stubGlobal('fetch', answer(404, 'Not found'));
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload, hash: '' });
    const view = render(<Body url="/_next/static/content/gone.json" />);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(view.getByTestId('body').innerHTML).toBe(first);
  });
});
