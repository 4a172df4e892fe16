import { afterEach, describe, expect, it, vi } from 'vitest';
import { SEARCH } from '@/src/config/constants';
import { addRecent, parseRecent, readRecent } from '@/src/search/recent';
import { isSearchShortcut } from '@/src/search/shortcut';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('recent searches', () => {
  it.each([
    ['nothing stored', null, []],
    ['not JSON', '{oops', []],
    ['not a list', '{"a":1}', []],
    ['only non-empty strings', '["sort", 3, "", "filter"]', ['sort', 'filter']],
  ])('parses %s', (_, stored, expected) => {
    expect(parseRecent(stored)).toEqual(expected);
  });

  it('keeps the newest first, once each (case-insensitively), capped', () => {
    vi.stubGlobal('window', { localStorage: memoryStorage() });
    for (const query of ['a', 'b', 'A', 'c', 'd', 'e', 'f']) {
      addRecent(query);
    }
    expect(readRecent()).toEqual(['f', 'e', 'd', 'c', 'A'].slice(0, SEARCH.maxRecent));
  });

  it('storage that throws reads as none and writes nothing', () => {
    const throwing = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    vi.stubGlobal('window', { localStorage: { getItem: throwing, setItem: throwing, removeItem: throwing } });
    expect(readRecent()).toEqual([]);
    expect(addRecent('sort')).toEqual(['sort']);
  });
});

describe('isSearchShortcut', () => {
  const input = { closest: () => ({}) } as unknown as EventTarget;
  const page = { closest: () => null } as unknown as EventTarget;
  const key = (overrides: Partial<Parameters<typeof isSearchShortcut>[0]>) => ({
    key: 'k',
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    shiftKey: false,
    target: page,
    ...overrides,
  });
  it.each([
    ['Ctrl+K', key({ ctrlKey: true }), true],
    ['⌘K', key({ metaKey: true }), true],
    ['Ctrl+K in a field', key({ ctrlKey: true, target: input }), true],
    ['K alone', key({}), false],
    ['Ctrl+Shift+K', key({ ctrlKey: true, shiftKey: true }), false],
    ['"/" on the page', key({ key: '/' }), true],
    ['"/" in a field', key({ key: '/', target: input }), false],
    ['Ctrl+/', key({ key: '/', ctrlKey: true }), false],
  ])('%s', (_, event, expected) => {
    expect(isSearchShortcut(event)).toBe(expected);
  });
});
