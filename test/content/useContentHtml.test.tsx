// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CONTENT_IN_DOCUMENT } from '@/src/content/shared/contentInDocument';
import { useContentHtml } from '@/src/content/useContentHtml';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('useContentHtml', () => {
  it('reads the content back from the document when the page data holds the marker', () => {
    document.body.innerHTML = '<main><div data-content-body=""><h2 id="x">Sorting</h2><p>Text</p></div></main>';
    const { result } = renderHook(() => useContentHtml(CONTENT_IN_DOCUMENT));
    expect(result.current).toBe('<h2 id="x">Sorting</h2><p>Text</p>');
  });

  it('keeps what it read even after islands have rendered into the content', () => {
    document.body.innerHTML = '<div data-content-body=""><div id="demo"></div></div>';
    const { result, rerender } = renderHook(() => useContentHtml(CONTENT_IN_DOCUMENT));
    document.getElementById('demo')?.append('a live demo');
    rerender();
    expect(result.current).toBe('<div id="demo"></div>');
  });

  it('uses the HTML of the page data after a client-side navigation', () => {
    document.body.innerHTML = '<div data-content-body=""><p>First page</p></div>';
    const { result, rerender } = renderHook(({ html }) => useContentHtml(html), { initialProps: { html: CONTENT_IN_DOCUMENT } });
    rerender({ html: '<p>Second page</p>' });
    expect(result.current).toBe('<p>Second page</p>');
  });

  it('is empty, not a crash, when the document has no content element', () => {
    const { result } = renderHook(() => useContentHtml(CONTENT_IN_DOCUMENT));
    expect(result.current).toBe('');
  });
});
