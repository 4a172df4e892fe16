import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useContentHtml } from '@/src/content/useContentHtml';

function Body({ html, end }: { html: string; end: number }) {
  const content = useContentHtml(html, { end, depth: 0, pieces: [] });
  return <div data-complete={String(content.complete)} dangerouslySetInnerHTML={{ __html: content.html }} />;
}

describe('the server render of a long page', () => {
  it('carries the whole body, not only its first screen', () => {
    const first = '<h2 id="a">First</h2>';
    const rest = '<h2 id="b">Rest</h2>';
    expect(renderToStaticMarkup(<Body html={first + rest} end={first.length} />)).toBe(`<div data-complete="true">${first}${rest}</div>`);
  });
});
