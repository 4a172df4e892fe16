import { describe, expect, it } from 'vitest';
import { localizeHtmlLinks } from '@/src/content/build/renderPage';

describe('localizeHtmlLinks (directive HTML of an English file shown on a Chinese page)', () => {
  it.each([
    ['<a href="/x/api/data-grid/grid-api/#method-sortColumn">', 'zh', '<a href="/zh/x/api/data-grid/grid-api/#method-sortColumn">'],
    ['<a href="/x/api/data-grid/grid-col-def/"><code>GridColDef</code></a>', 'zh', '<a href="/zh/x/api/data-grid/grid-col-def/"><code>GridColDef</code></a>'],
    ['<a href="/x/api/data-grid/grid-api/#method-sortColumn">', 'en', '<a href="/x/api/data-grid/grid-api/#method-sortColumn">'],
    ['<a href="/zh/x/introduction/">', 'zh', '<a href="/zh/x/introduction/">'],
    ['<a href="https://mui.com/x/">', 'zh', '<a href="https://mui.com/x/">'],
    ['<link href="/x/sw.js">', 'zh', '<link href="/x/sw.js">'],
    // Code is escaped: a quoted href inside it is text, not a link.
    ['<code>&lt;a href=&quot;/x/page/&quot;&gt;</code>', 'zh', '<code>&lt;a href=&quot;/x/page/&quot;&gt;</code>'],
  ] as const)('%s in %s', (html, language, expected) => {
    expect(localizeHtmlLinks(html, language)).toBe(expected);
  });
});
