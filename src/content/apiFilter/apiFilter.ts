/**
 * The API member filter at work (its own chunk, loaded by ./useApiFilter.ts when the reader
 * reaches the box): narrows the rows of the reference's tables (props, slots, CSS classes,
 * methods, events, selectors) and the selector lists to those whose text holds every word typed,
 * updates each section's count (`Props (12 of 124)`), hides a section left without a match, shows
 * the number of matches under the box and announces it once typing pauses, and keeps the
 * filter in the address (`?filter=`). Everything it acts on is the server's markup
 * (scripts/compiler/api/filterBox.tsx and ApiReference.tsx): no React, a few kB.
 */
import { tocMirror } from './toc';
import { API_FILTER } from '@/src/config/apiFilter';
import { interpolate } from '@/src/i18n/translate';
import {
  API_COUNT_ATTRIBUTE,
  API_FILTER_ATTRIBUTE,
  API_FILTER_READY_ATTRIBUTE,
  API_FILTER_STRING_KEYS,
  apiFilterParts as parts,
  type ApiFilterStrings,
} from '../shared/apiFilterMarkup';
import { filterFromSearch, pathWithFilter } from './address';
import { later, nextAnnouncement, type Timers } from './later';
import { filterWords, matchesFilter, normalizeFilterText } from './match';

/** Used when the box's strings are unreadable (they come from the build, so this is a safety net). */
const FALLBACK_STRINGS: ApiFilterStrings = {
  count: '{shown} of {total}',
  all: 'All {total} shown',
  some: 'Showing {shown} of {total}',
  none: 'Nothing matches “{query}”.',
  one: '1 match',
  many: '{count} matches',
};

/** The box's strings (JSON in its attribute), each missing or malformed one replaced by the fallback. */
export function readStrings(json: string | null): ApiFilterStrings {
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(json ?? 'null');
  } catch {
    parsed = null;
  }
  const record = typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  const strings = { ...FALLBACK_STRINGS };
  for (const key of API_FILTER_STRING_KEYS) {
    const value = record[key];
    if (typeof value === 'string') strings[key] = value;
  }
  return strings;
}

/** A row (counted in its section) or a selector of a list (shown or hidden, not counted). */
interface Item {
  element: HTMLElement;
  text: string;
  counted: boolean;
}

/** A section of the reference (or a group inside one) holding items, with its heading's count. */
interface Section {
  element: HTMLElement;
  items: Item[];
  count: HTMLElement | null;
  total: number;
}

export interface FilterWindow {
  location: { href: string; search: string };
  history: {
    state: unknown;
    replaceState: (state: unknown, unused: string, url: string) => void;
  };
  addEventListener: (type: 'hashchange', listener: () => void) => void;
  removeEventListener: (type: 'hashchange', listener: () => void) => void;
  timers: Timers;
}

function browserWindow(): FilterWindow {
  return {
    location: window.location,
    history: window.history,
    addEventListener: (type, listener) => window.addEventListener(type, listener),
    removeEventListener: (type, listener) => window.removeEventListener(type, listener),
    timers: {
      setTimeout: (callback, ms) => window.setTimeout(callback, ms),
      clearTimeout: (id) => window.clearTimeout(id),
    },
  };
}

/**
 * Next.js keeps the page's address in its history entry (`as`) and goes back to it on
 * back / forward: the entry is replaced with the same state at the new address.
 */
function replaceAddress(win: FilterWindow, path: string): void {
  const state = win.history.state;
  const next = typeof state === 'object' && state !== null && 'as' in state ? { ...state, as: path } : state;
  win.history.replaceState(next, '', path);
}

/** The id a URL's hash names ('' for none; a malformed escape is taken as written). */
function hashId(href: string): string {
  const raw = href.split('#')[1] ?? '';
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

const setHidden = (element: HTMLElement, hidden: boolean) => {
  if (element.hidden !== hidden) element.hidden = hidden;
};

/**
 * Starts the filter of the box (an element carrying `data-api-filter`); returns the function
 * that stops it. What was typed before the script arrived is kept; otherwise the address's
 * `?filter=` fills the box.
 */
export function startApiFilter(box: HTMLElement, win: FilterWindow = browserWindow()): () => void {
  const input = box.querySelector<HTMLInputElement>(`#${parts.input}`);
  const scope = box.closest<HTMLElement>('.api') ?? box.parentElement;
  if (!input || !scope) return () => undefined;
  const strings = readStrings(box.getAttribute(API_FILTER_ATTRIBUTE));
  const statusText = box.querySelector<HTMLElement>(`.${parts.statusText}`);
  const clearAll = box.querySelector<HTMLElement>(`.${parts.clearAll}`);
  const live = box.querySelector<HTMLElement>(`#${parts.live}`);

  const item = (element: HTMLElement, counted: boolean): Item => ({
    element,
    text: normalizeFilterText(element.textContent ?? ''),
    counted,
  });
  const items = [
    ...[...scope.querySelectorAll<HTMLElement>('.api-table tbody > tr')].map((row) => item(row, true)),
    ...[...scope.querySelectorAll<HTMLElement>('.api-selectors li')].map((selector) => item(selector, false)),
  ];
  const total = items.filter((entry) => entry.counted).length;
  const sections: Section[] = [...scope.querySelectorAll<HTMLElement>('section')]
    .map((element) => {
      const inside = items.filter((entry) => element.contains(entry.element));
      const count = element.querySelector<HTMLElement>(`:scope > :is(h2, h3) [${API_COUNT_ATTRIBUTE}]`);
      return {
        element,
        items: inside,
        count,
        total: inside.filter((entry) => entry.counted).length,
      };
    })
    .filter((section) => section.items.length > 0);
  const selectorLists = [...scope.querySelectorAll<HTMLElement>('.api-selectors')].map((element) => ({
    element,
    items: items.filter((entry) => element.contains(entry.element)),
  }));
  const indexes = [...scope.querySelectorAll<HTMLElement>('.api-index')];

  const toc = tocMirror(scope, (shown, sectionTotal) => interpolate(strings.count, { shown, total: sectionTotal }));
  const headingId = (section: HTMLElement) => section.querySelector(':scope > :is(h2, h3)')?.id ?? '';

  const announce = later(API_FILTER.announceDelayMs, win.timers);
  const writeAddress = later(API_FILTER.addressDelayMs, win.timers);
  let applied = '';

  const apply = (query: string, byReader: boolean) => {
    const words = filterWords(query);
    const filtering = words.length > 0;
    let shown = 0;
    let visible = 0;
    for (const entry of items) {
      const match = matchesFilter(words, entry.text);
      setHidden(entry.element, !match);
      if (entry.element.id) toc.member(entry.element.id, match);
      if (match) {
        visible += 1;
        if (entry.counted) shown += 1;
      }
    }
    for (const section of sections) {
      const sectionShown = section.items.filter((entry) => entry.counted && !entry.element.hidden).length;
      setHidden(section.element, filtering && section.items.every((entry) => entry.element.hidden));
      toc.section(headingId(section.element), filtering ? { shown: sectionShown, total: section.total } : null);
      if (section.count) {
        section.count.textContent = filtering
          ? interpolate(strings.count, {
              shown: sectionShown,
              total: section.total,
            })
          : String(section.total);
      }
    }
    for (const list of selectorLists) setHidden(list.element, filtering && list.items.every((entry) => entry.element.hidden));
    // The index of every anchor would list what the filter hides.
    for (const index of indexes) setHidden(index, filtering);

    const shownQuery = query.trim().slice(0, API_FILTER.maxQueryLength);
    const none = filtering && visible === 0;
    const status = !filtering
      ? interpolate(strings.all, { total })
      : none
        ? interpolate(strings.none, { query: shownQuery })
        : interpolate(strings.some, { shown, total });
    if (statusText) statusText.textContent = status;
    if (clearAll) setHidden(clearAll, !none);

    if (byReader) {
      if (live) {
        const message = !filtering
          ? status
          : none
            ? status
            : interpolate(shown === 1 ? strings.one : strings.many, {
                count: shown,
              });
        announce.run(() => {
          live.textContent = nextAnnouncement(live.textContent ?? '', message);
        });
      }
      if (query.trim() !== applied.trim()) writeAddress.run(() => replaceAddress(win, pathWithFilter(win.location.href, query)));
    }
    applied = query;
  };

  const onInput = () => apply(input.value, true);
  const clear = () => {
    input.value = '';
    apply('', true);
    input.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && input.value) {
      // The box's own Escape: not the page's (a dialog or drawer closing).
      event.preventDefault();
      event.stopPropagation();
      clear();
    }
  };
  const onClick = (event: MouseEvent) => {
    const button = (event.target as Element | null)?.closest?.(`.${parts.clear}, .${parts.clearAll}`);
    if (button) clear();
  };
  // A link to a row the filter hides (the table of contents lists them all): the filter is cleared
  // and the row brought into view.
  const onHashChange = () => {
    const id = hashId(win.location.href);
    const target = id ? scope.ownerDocument.getElementById(id) : null;
    if (!target || !scope.contains(target) || !target.closest('[hidden]')) return;
    input.value = '';
    apply('', true);
    target.scrollIntoView();
  };

  input.addEventListener('input', onInput);
  input.addEventListener('keydown', onKeyDown);
  box.addEventListener('click', onClick);
  win.addEventListener('hashchange', onHashChange);
  box.setAttribute(API_FILTER_READY_ATTRIBUTE, '');

  // Typed before the script arrived: the reader's query, applied as typed. Otherwise the address's.
  if (input.value) {
    apply(input.value, true);
  } else {
    const fromAddress = filterFromSearch(win.location.search);
    if (fromAddress) {
      input.value = fromAddress;
      apply(fromAddress, false);
    }
  }

  return () => {
    announce.cancel();
    writeAddress.cancel();
    input.removeEventListener('input', onInput);
    input.removeEventListener('keydown', onKeyDown);
    box.removeEventListener('click', onClick);
    win.removeEventListener('hashchange', onHashChange);
    box.removeAttribute(API_FILTER_READY_ATTRIBUTE);
  };
}
