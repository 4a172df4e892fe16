import { describe, expect, it } from 'vitest';
import type { LanguageRecord } from '@/src/content/record';
import { filtersFor, membersToHeadings, middleCellsIgnored, prepareForIndex, searchDocument, withoutNoise, withoutNoScript } from '@/scripts/search/prepare';

describe('the indexer’s copy of a page', () => {
  it('is the page record’s title, description and body in an indexed article, in the language’s index', () => {
    const page = { meta: { title: 'Sorting <grid>', description: 'Sort & order.' }, html: '<p>Body</p>' } as LanguageRecord;
    const document = searchDocument(page, 'zh');
    expect(document).toContain('<html lang="zh">');
    expect(document).toContain('<article data-pagefind-body=""><h1>Sorting &lt;grid></h1><p class="description">Sort &amp; order.</p><p>Body</p></article>');
    // A page's record prepared for the index gets its filters inside the article.
    expect(prepareForIndex(document, '/zh/x/react-data-grid/sorting/')?.html).toContain('<article data-pagefind-body=""><span data-pagefind-filter=');
  });

  it.each([
    ['/x/react-data-grid/sorting/', { product: 'data-grid', kind: 'guide', plan: 'community' }],
    ['/x/react-data-grid/row-grouping/', { product: 'data-grid', kind: 'guide', plan: 'premium' }],
    ['/zh/x/api/data-grid/data-grid-premium/', { product: 'data-grid', kind: 'api', plan: 'premium' }],
    ['/x/api/data-grid/data-grid-pro/', { product: 'data-grid', kind: 'api', plan: 'pro' }],
    ['/x/api/charts/bar-chart/', { product: 'charts', kind: 'api', plan: 'community' }],
    ['/x/introduction/licensing/', { product: 'general', kind: 'guide', plan: 'community' }],
  ])('filters of %s', (url, filters) => {
    expect(filtersFor(url)).toEqual(filters);
  });

  it('turns each marked API row into a heading named by the member, with its anchor', () => {
    const row = (id: string, name: string) =>
      `<tr id="${id}" data-search-member="${name}"><th scope="row"><a href="#${id}"><code>check<wbr/>box</code></a><span class="api-plan">Pro</span></th><td>boolean</td></tr>`;
    const { html, members } = membersToHeadings(`<table>${row('prop-checkbox', 'checkbox')}${row('class-root', '.MuiX-root')}</table>`);
    expect(members).toBe(2);
    expect(html).toBe(
      '<table><tr><th scope="row"><h6 id="prop-checkbox" data-pagefind-weight="7">checkbox</h6></th><td>boolean</td></tr>' +
        '<tr><th scope="row"><h6 id="class-root" data-pagefind-weight="7">.MuiX-root</h6></th><td>boolean</td></tr></table>',
    );
  });

  it('names a member with an empty marker by the first code of its name cell, not its plan chip', () => {
    const row = (id: string, name: string) =>
      `<tr id="${id}" data-search-member=""><th scope="row"><a href="#${id}"><code>${name}</code></a><span class="api-plan">Premium<span class="visually-hidden"> (Premium plan)</span></span></th><td>d</td></tr>`;
    const { html, members } = membersToHeadings(`<table>${row('prop-rowGrouping', 'row<wbr/>Grouping')}${row('class-root', '.MuiDataGrid-root')}</table>`);
    expect(members).toBe(2);
    expect(html).toContain('<h6 id="prop-rowGrouping" data-pagefind-weight="7">rowGrouping</h6>');
    expect(html).toContain('<h6 id="class-root" data-pagefind-weight="7">.MuiDataGrid-root</h6>');
    // Without a code element, the cell's whole text is the name.
    expect(membersToHeadings('<tr id="slot-x" data-search-member=""><th>toolbar</th><td>d</td></tr>').html).toContain('>toolbar</h6>');
  });

  it('keeps only the description of a member row in the index (type and default ignored)', () => {
    const row =
      '<tr id="prop-density" data-search-member="density"><th scope="row"><code>density</code></th><td><code>GridDensity</code></td><td><code>"standard"</code></td><td><p>The density.</p></td></tr>';
    expect(membersToHeadings(`<table>${row}</table>`).html).toBe(
      '<table><tr><th scope="row"><h6 id="prop-density" data-pagefind-weight="7">density</h6></th>' +
        '<td data-pagefind-ignore=""><code>GridDensity</code></td><td data-pagefind-ignore=""><code>"standard"</code></td><td><p>The density.</p></td></tr></table>',
    );
  });

  it.each([
    ['no cells', '', ''],
    ['one cell (the description) is kept', '<td>d</td>', '<td>d</td>'],
    ['all but the last are ignored', '<td>a</td><td class="x">b</td><td>c</td>', '<td data-pagefind-ignore="">a</td><td data-pagefind-ignore="" class="x">b</td><td>c</td>'],
  ])('middleCellsIgnored: %s', (_, cells, expected) => {
    expect(middleCellsIgnored(cells)).toBe(expected);
  });

  it('leaves rows without an anchor alone (a table shown on another page)', () => {
    const html = '<tr data-search-member="sortModel"><th>sortModel</th></tr>';
    expect(membersToHeadings(html)).toEqual({ html, members: 0 });
  });

  it('drops demo fallbacks and adds the filters inside the indexed body; pages without one are skipped', () => {
    const page = '<html lang="en"><body><nav>menu</nav><article data-pagefind-body=""><h1>T</h1><noscript><pre>import x</pre></noscript><p>text</p></article></body></html>';
    expect(withoutNoScript(page)).not.toContain('import x');
    const prepared = prepareForIndex(page, '/x/react-charts/bars/');
    expect(prepared?.html).toContain('<article data-pagefind-body=""><span data-pagefind-filter="product:charts"></span><span data-pagefind-filter="kind:guide"></span><span data-pagefind-filter="plan:community"></span><h1>');
    expect(prepared?.html).not.toContain('<noscript>');
    expect(prepareForIndex('<html><body><p>offline</p></body></html>', '/x/offline/')).toBeNull();
  });

  it.each([
    ['a code block', '<pre class="shiki" tabindex="0"><code>import x</code></pre>', '<pre data-pagefind-ignore="" class="shiki" tabindex="0"><code>import x</code></pre>'],
    ['a bare code block', '<pre><code>x</code></pre>', '<pre data-pagefind-ignore=""><code>x</code></pre>'],
    ['an empty API cell', '<td class="api-empty"><span aria-hidden="true">–</span></td>', '<td data-pagefind-ignore="" class="api-empty"><span aria-hidden="true">–</span></td>'],
    ['a filled cell (kept)', '<td><code>boolean</code></td>', '<td><code>boolean</code></td>'],
    ['a preformatted-looking tag name (kept)', '<prefix-box>text</prefix-box>', '<prefix-box>text</prefix-box>'],
  ])('leaves noise out of the index: %s', (_, html, expected) => {
    expect(withoutNoise(html)).toBe(expected);
  });

  it('the prepared page carries the noise marks', () => {
    const page = '<html lang="en"><body><article data-pagefind-body=""><h1>T</h1><p>text</p><pre><code>import x</code></pre></article></body></html>';
    expect(prepareForIndex(page, '/x/react-charts/bars/')?.html).toContain('<pre data-pagefind-ignore=""><code>import x</code></pre>');
  });
});
