// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import type { TocEntry } from '@/src/content/types';
import { tocWithRows } from '@/src/navigation/tocRows';

const entry = (id: string, text: string, children: TocEntry[] = [], rows?: true): TocEntry => ({ id, text, children, ...(rows ? { rows } : {}) });

/** An API page's content as the compiler renders it: a section per heading, rows with ids. */
const content = `
  <section class="api-section"><h2 id="import">Import</h2></section>
  <section class="api-section"><h2 id="props">Props (3)</h2><details class="api-index"><ul><li><a href="#prop-rows">rows</a></li></ul></details>
    <table><tbody><tr id="prop-aria-label"><th><code>aria-label</code></th></tr><tr id="prop-rows"><th><code>rows</code></th></tr><tr><td>no anchor</td></tr><tr id="prop-100%"><th></th></tr></tbody></table></section>
  <section class="api-section"><h2 id="methods">Methods (1)</h2>
    <section class="api-group"><h3 id="group-GridSortApi">GridSortApi</h3><table><tbody><tr id="method-sortColumn"><th></th></tr></tbody></table></section></section>
  <section class="api-section"><h2 id="classes">CSS classes (1)</h2><table><tbody><tr id="class-header--alignCenter"><th><code>.MuiDataGrid-header--alignCenter</code></th></tr></tbody></table></section>`;

const whole = [
  entry('import', 'Import'),
  entry('props', 'Props (3)', [entry('prop-aria-label', 'aria-label'), entry('prop-rows', 'rows'), entry('prop-100%', '100%')], true),
  entry('methods', 'Methods (1)', [entry('group-GridSortApi', 'GridSortApi', [entry('method-sortColumn', 'sortColumn')], true)]),
  entry('classes', 'CSS classes (1)', [entry('class-header--alignCenter', 'header--alignCenter')], true),
];
const stripped = whole.map((item) =>
  item.rows ? { ...item, children: [] } : { ...item, children: item.children.map((child) => (child.rows ? { ...child, children: [] } : child)) },
);

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the rows of API sections read back from the content', () => {
  it('gives back every row the data left out, under nested headings too, named after their ids', () => {
    document.body.innerHTML = content;
    expect(tocWithRows(stripped, document)).toEqual(whole);
  });

  it('keeps a table of contents that carries its rows (a client-side page change) as the same array', () => {
    expect(tocWithRows(whole, document)).toBe(whole);
  });

  it('without the content, the headings stay and list no rows', () => {
    const result = tocWithRows(stripped, document);
    expect(result.map((item) => item.id)).toEqual(whole.map((item) => item.id));
    expect(result[1]?.children).toEqual([]);
    expect(result[2]?.children[0]?.children).toEqual([]);
  });
});
