// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FEEDBACK_STORAGE_KEY, readVote, rememberVote } from '@/src/feedback/storage';

const PAGE = '/x/react-data-grid/sorting/';

describe('feedback votes in localStorage', () => {
  beforeEach(() => {
    window.localStorage.clear();
  });

  it('nothing stored: not voted', () => {
    expect(readVote(PAGE)).toBeNull();
  });

  it('remembers one vote per page, keyed by the pathname', () => {
    rememberVote(PAGE, 'yes');
    rememberVote('/zh/x/react-data-grid/sorting/', 'no');
    expect(readVote(PAGE)).toBe('yes');
    expect(readVote('/zh/x/react-data-grid/sorting/')).toBe('no');
    expect(readVote('/x/react-data-grid/filtering/')).toBeNull();
    expect(JSON.parse(window.localStorage.getItem(FEEDBACK_STORAGE_KEY) ?? '')).toEqual({
      [PAGE]: 'yes',
      '/zh/x/react-data-grid/sorting/': 'no',
    });
  });

  it.each([
    ['not JSON', '{oops'],
    ['a number', '42'],
    ['null', 'null'],
    ['a string', '"yes"'],
    ['an array', `["${PAGE}"]`],
    ['a vote that is not one', JSON.stringify({ [PAGE]: 'maybe' })],
    ['a vote of the wrong type', JSON.stringify({ [PAGE]: true })],
    ['a nested object', JSON.stringify({ [PAGE]: { vote: 'yes' } })],
    ['a prototype key', '{"__proto__": "yes", "constructor": "no"}'],
  ])('garbage (%s) reads as not voted', (_, stored) => {
    window.localStorage.setItem(FEEDBACK_STORAGE_KEY, stored);
    expect(readVote(PAGE)).toBeNull();
    expect(readVote('__proto__')).toBeNull();
    expect(readVote('toString')).toBeNull();
  });

  it('garbage is replaced by the next vote; valid votes of other pages stay', () => {
    window.localStorage.setItem(FEEDBACK_STORAGE_KEY, JSON.stringify({ '/x/a/': 'no', '/x/b/': 'perhaps', '/x/c/': 7 }));
    rememberVote(PAGE, 'yes');
    expect(JSON.parse(window.localStorage.getItem(FEEDBACK_STORAGE_KEY) ?? '')).toEqual({ '/x/a/': 'no', [PAGE]: 'yes' });
  });

  it('storage that throws reads as not voted, and a vote is not an error', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    expect(readVote(PAGE)).toBeNull();
    expect(() => rememberVote(PAGE, 'no')).not.toThrow();
    expect(readVote(PAGE)).toBeNull();
  });

  it('a window without localStorage at all reads as not voted', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('Access is denied', 'SecurityError');
    });
    expect(readVote(PAGE)).toBeNull();
    expect(() => rememberVote(PAGE, 'yes')).not.toThrow();
  });
});
