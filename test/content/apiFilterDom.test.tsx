// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPageBody } from '@/scripts/compiler/api/ApiReference';
import { apiTranslate } from '@/scripts/compiler/api/strings';
import { API_FILTER } from '@/src/config/apiFilter';
import type { Language } from '@/src/config/site';
import { startApiFilter, readStrings, type FilterWindow } from '@/src/content/apiFilter/apiFilter';
import type { ApiMember, ApiPageData } from '@/src/content/shared/apiData';
import { API_FILTER_ATTRIBUTE, API_FILTER_READY_ATTRIBUTE } from '@/src/content/shared/apiFilterMarkup';
import { I18nProvider } from '@/src/i18n/I18nProvider';

const member = (name: string, type: string, description: string, extra: Partial<ApiMember> = {}): ApiMember => ({
  name,
  type,
  descriptionHtml: `<p>${description}</p>`,
  required: false,
  ...extra,
});

const WIDGET: ApiPageData = {
  name: 'Widget',
  product: 'data-grid',
  kind: 'component',
  packageName: '@fixture/widgets',
  version: '1.0.0',
  exportName: 'Widget',
  imports: ['@fixture/widgets'],
  descriptionHtml: '',
  members: [
    member('rows', 'GridRowsProp', 'The rows of the grid.'),
    member('onRowClick', '(params: GridRowParams) => void', 'Called when a row is clicked.'),
    member('checkboxSelection', 'boolean', 'Adds a column of checkboxes.', { default: 'false' }),
    member('sortModel', 'GridSortModel', 'The sorting of the rows.', { plan: 'pro' }),
  ],
  slots: [
    { name: 'toolbar', defaultComponent: 'GridToolbar', descriptionHtml: '<p>The toolbar above the rows.</p>' },
    { name: 'footer', defaultComponent: 'GridFooter', descriptionHtml: '<p>The footer.</p>' },
  ],
  classes: [{ key: 'root', className: 'MuiWidget-root', descriptionHtml: '<p>Styles applied to the root element.</p>' }],
  groups: [],
  inherits: [],
};

/** The page as the build renders it (English reference; the box in the reader's language). */
function renderPage(language: Language) {
  const { body } = apiPageBody(WIDGET, { t: apiTranslate('en'), language }, [], ['<pre>import</pre>'], undefined);
  document.body.innerHTML = renderToStaticMarkup(
    <I18nProvider language="en" pack={null}>
      <div className="api api-page">{body}</div>
    </I18nProvider>,
  );
}

interface Harness {
  win: FilterWindow;
  replaced: { state: unknown; url: string }[];
}

function harness(href: string, state: unknown = { as: '/x/api/data-grid/widget/', url: '/x/[...slug]', __N: true }): Harness {
  const replaced: Harness['replaced'] = [];
  const location = { href, search: new URL(href).search };
  const history = {
    state,
    replaceState: (next: unknown, _unused: string, url: string) => {
      history.state = next;
      replaced.push({ state: next, url });
      location.href = new URL(url, location.href).href;
      location.search = new URL(location.href).search;
    },
  };
  const win: FilterWindow = {
    location,
    history,
    addEventListener: (type, listener) => window.addEventListener(type, listener),
    removeEventListener: (type, listener) => window.removeEventListener(type, listener),
    timers: { setTimeout: (callback, ms) => Number(setTimeout(callback, ms)), clearTimeout: (id) => clearTimeout(id) },
  };
  return { win, replaced };
}

const box = () => document.querySelector<HTMLElement>(`[${API_FILTER_ATTRIBUTE}]`) as HTMLElement;
const input = () => document.getElementById('api-filter-input') as HTMLInputElement;
const type = (value: string) => {
  input().value = value;
  input().dispatchEvent(new Event('input', { bubbles: true }));
};
const visibleRows = () => [...document.querySelectorAll<HTMLElement>('tbody > tr')].filter((row) => !row.closest('[hidden]')).map((row) => row.id);
const heading = (id: string) => document.getElementById(id)?.textContent?.replace(/#$/, '');
const status = () => document.querySelector('.api-filter-status-text')?.textContent;
const live = () => document.getElementById('api-filter-live')?.textContent;

describe('the API member filter on a rendered API page', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('renders a labelled box above the members, with the total and the counts in the headings', () => {
    renderPage('en');
    const label = document.querySelector('label[for="api-filter-input"]');
    expect(label?.textContent).toBe('Filter the members');
    expect(box().getAttribute('lang')).toBe('en');
    expect(box().hasAttribute('data-pagefind-ignore')).toBe(true);
    expect(status()).toBe('All 7 shown');
    expect(heading('props')).toBe('Props (4)');
    expect(heading('slots')).toBe('Slots (2)');
    // Above the first section of members, below the import lines.
    const order = [...document.querySelectorAll('#import, .api-filter, #props')].map((element) => element.id || element.className);
    expect(order).toEqual(['import', 'api-filter', 'props']);
  });

  it('narrows the rows as the reader types, counts per section, hides an empty section', () => {
    renderPage('en');
    const { win } = harness('https://x.test/x/api/data-grid/widget/');
    startApiFilter(box(), win);
    expect(box().hasAttribute(API_FILTER_READY_ATTRIBUTE)).toBe(true);

    type('ROWS');
    expect(visibleRows()).toEqual(['prop-rows', 'prop-sortModel', 'slot-toolbar']);
    expect(heading('props')).toBe('Props (2 of 4)');
    expect(heading('slots')).toBe('Slots (1 of 2)');
    expect(document.getElementById('classes')?.closest('section')?.hidden).toBe(true);
    expect(status()).toBe('Showing 3 of 7');

    // Several words: every one must match (a type and a word of the description).
    type('gridrowparams clicked');
    expect(visibleRows()).toEqual(['prop-onRowClick']);
    expect(heading('props')).toBe('Props (1 of 4)');

    // The plan mark and a default value are part of a row's text.
    type('pro plan');
    expect(visibleRows()).toEqual(['prop-sortModel']);
    type('false');
    expect(visibleRows()).toEqual(['prop-checkboxSelection']);
  });

  it('keeps the table of contents in step: only the members shown, and the sections\u2019 counts', () => {
    renderPage('en');
    // The "Contents" column as the page renders it, outside the reference.
    const nav = document.createElement('nav');
    nav.innerHTML =
      '<ul><li><a href="#props">Props (4)</a><ul><li><a href="#prop-rows">rows</a></li><li><a href="#prop-onRowClick">onRowClick</a></li></ul></li>' +
      '<li><a href="#classes">CSS classes (1)</a></li></ul>';
    document.body.append(nav);
    const { win } = harness('https://x.test/x/api/data-grid/widget/');
    startApiFilter(box(), win);
    const entries = () => [...nav.querySelectorAll('a')].filter((link) => !link.closest('[hidden]')).map((link) => link.textContent);

    type('ROWS');
    expect(entries()).toEqual(['Props (2 of 4)', 'rows', 'CSS classes (0 of 1)']);
    type('');
    expect(entries()).toEqual(['Props (4)', 'rows', 'onRowClick', 'CSS classes (1)']);
  });

  it('shows the "no match" line with a way to clear, and clears with Escape and the buttons', () => {
    renderPage('en');
    const { win } = harness('https://x.test/x/api/data-grid/widget/');
    startApiFilter(box(), win);
    const clearAll = document.querySelector<HTMLButtonElement>('.api-filter-clear-all') as HTMLButtonElement;
    expect(clearAll.hidden).toBe(true);

    type('nothing-like-this');
    expect(visibleRows()).toEqual([]);
    expect(status()).toBe('No member matches “nothing-like-this”.');
    expect(clearAll.hidden).toBe(false);
    expect(clearAll.textContent).toBe('Clear the filter');
    clearAll.click();
    expect(input().value).toBe('');
    expect(document.activeElement).toBe(input());
    expect(visibleRows()).toHaveLength(7);
    expect(heading('props')).toBe('Props (4)');
    expect(status()).toBe('All 7 shown');

    type('footer');
    const escape = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    input().dispatchEvent(escape);
    expect(escape.defaultPrevented).toBe(true);
    expect(input().value).toBe('');
    expect(visibleRows()).toHaveLength(7);
    // An empty box leaves Escape to the page.
    const again = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    input().dispatchEvent(again);
    expect(again.defaultPrevented).toBe(false);

    type('footer');
    document.querySelector<HTMLButtonElement>('.api-filter-clear')?.click();
    expect(input().value).toBe('');
  });

  it('announces the number of matches once typing pauses, and writes the address', () => {
    renderPage('en');
    const { win, replaced } = harness('https://x.test/x/api/data-grid/widget/#prop-rows');
    startApiFilter(box(), win);
    type('r');
    type('ro');
    type('row');
    vi.advanceTimersByTime(API_FILTER.addressDelayMs);
    expect(replaced.map((entry) => entry.url)).toEqual(['/x/api/data-grid/widget/?filter=row#prop-rows']);
    // Next.js's entry keeps its state, at the new address (back / forward return here).
    expect(replaced[0]?.state).toEqual({ as: '/x/api/data-grid/widget/?filter=row#prop-rows', url: '/x/[...slug]', __N: true });
    expect(live()).toBe('');
    vi.advanceTimersByTime(API_FILTER.announceDelayMs - API_FILTER.addressDelayMs - 1);
    expect(live()).toBe('');
    vi.advanceTimersByTime(1);
    expect(live()).toBe('4 matches');

    type('checkbox');
    vi.advanceTimersByTime(API_FILTER.announceDelayMs);
    expect(live()).toBe('1 match');
    type('nothing-like-this');
    vi.advanceTimersByTime(API_FILTER.announceDelayMs);
    expect(live()).toBe('No member matches “nothing-like-this”.');
    type('');
    vi.advanceTimersByTime(API_FILTER.announceDelayMs);
    expect(live()).toBe('All 7 shown');
    expect(replaced.at(-1)?.url).toBe('/x/api/data-grid/widget/#prop-rows');
  });

  it('restores the filter from the address, without announcing it or rewriting the address', () => {
    renderPage('zh');
    const { win, replaced } = harness('https://x.test/zh/x/api/data-grid/widget/?filter=toolbar');
    startApiFilter(box(), win);
    expect(input().value).toBe('toolbar');
    expect(visibleRows()).toEqual(['slot-toolbar']);
    // The box speaks Chinese; the English headings keep English counts.
    expect(box().getAttribute('lang')).toBe('zh');
    expect(document.querySelector('label')?.textContent).toBe('筛选成员');
    expect(status()).toBe('显示 7 项中的 1 项');
    expect(heading('slots')).toBe('Slots (1 of 2)');
    vi.advanceTimersByTime(API_FILTER.announceDelayMs * 2);
    expect(live()).toBe('');
    expect(replaced).toEqual([]);
  });

  it('keeps what was typed before its script arrived', () => {
    renderPage('en');
    input().value = 'footer';
    const { win, replaced } = harness('https://x.test/x/api/data-grid/widget/?filter=toolbar');
    startApiFilter(box(), win);
    expect(input().value).toBe('footer');
    expect(visibleRows()).toEqual(['slot-footer']);
    vi.advanceTimersByTime(API_FILTER.announceDelayMs);
    expect(replaced.map((entry) => entry.url)).toEqual(['/x/api/data-grid/widget/?filter=footer']);
  });

  it('clears itself when a link leads to a row it hides, and stops when asked', () => {
    renderPage('en');
    const { win } = harness('https://x.test/x/api/data-grid/widget/');
    const scrolled: string[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this.id);
    };
    const stop = startApiFilter(box(), win);
    type('toolbar');
    win.location.href = 'https://x.test/x/api/data-grid/widget/#class-root';
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(input().value).toBe('');
    expect(visibleRows()).toHaveLength(7);
    expect(scrolled).toEqual(['class-root']);

    stop();
    expect(box().hasAttribute(API_FILTER_READY_ATTRIBUTE)).toBe(false);
    type('toolbar');
    expect(visibleRows()).toHaveLength(7);
  });

  it('falls back to its own strings when the box’s are unreadable', () => {
    expect(readStrings('not json').some).toBe('Showing {shown} of {total}');
    expect(readStrings('{"some":"{shown}/{total}","one":3}')).toMatchObject({ some: '{shown}/{total}', one: '1 match' });
    expect(readStrings(null).count).toBe('{shown} of {total}');
  });
});
