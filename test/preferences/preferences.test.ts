// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseCookies, preferenceCookie, readCookie } from '@/src/preferences/cookies';
import { readStorage, writeStorage } from '@/src/preferences/storage';
import {
  parseCodeStyling,
  parseCodeVariant,
  parseDirection,
  parseMode,
  resolveMode,
} from '@/src/preferences/values';
import { parsePaletteColors } from '@/src/theme/paletteColors';

describe('parsers fall back to the defaults on garbage', () => {
  it.each([
    [parseMode, 'dark', 'dark'],
    [parseMode, 'light', 'light'],
    [parseMode, 'DARK', 'system'],
    [parseMode, null, 'system'],
    [parseMode, '{"a":1}', 'system'],
    [parseDirection, 'rtl', 'rtl'],
    [parseDirection, 'up', 'ltr'],
    [parseDirection, undefined, 'ltr'],
    [parseCodeVariant, 'JS', 'JS'],
    [parseCodeVariant, 'js', 'TS'],
    [parseCodeVariant, '', 'TS'],
    [parseCodeStyling, 'tailwind', 'tailwind'],
    [parseCodeStyling, 'css', 'css'],
    [parseCodeStyling, 'sass', 'system'],
  ] as const)('%o(%j) -> %s', (parse, input, expected) => {
    expect((parse as (value: unknown) => string)(input)).toBe(expected);
  });

  it.each([
    ['system', true, 'dark'],
    ['system', false, 'light'],
    ['light', true, 'light'],
    ['dark', false, 'dark'],
  ] as const)('mode %s with a dark system %s resolves to %s', (mode, systemDark, resolved) => {
    expect(resolveMode(mode, systemDark)).toBe(resolved);
  });
});

describe('cookies', () => {
  it('writes year-long, site-wide preference cookies', () => {
    expect(preferenceCookie('codeVariant', 'JS')).toBe('codeVariant=JS;path=/;max-age=31536000;samesite=lax');
    expect(preferenceCookie('paletteColors', '{"primary":{"main":"#fff"}}')).toBe(
      'paletteColors=%7B%22primary%22%3A%7B%22main%22%3A%22%23fff%22%7D%7D;path=/;max-age=31536000;samesite=lax',
    );
  });

  it.each([
    ['codeVariant=JS; codeStyling=css', 'codeVariant', 'JS'],
    ['a=1;codeStyling=tailwind', 'codeStyling', 'tailwind'],
    ['paletteColors=%7B%22a%22%7D', 'paletteColors', '{"a"}'],
    ['broken=%E0%A4%A', 'broken', '%E0%A4%A'],
    ['=x; novalue; codeVariant=TS', 'codeVariant', 'TS'],
    ['', 'codeVariant', undefined],
  ])('parses %j', (header, name, value) => {
    expect(parseCookies(header).get(name)).toBe(value);
  });

  it('reads document.cookie in the browser', () => {
    document.cookie = 'codeVariant=JS;path=/';
    expect(readCookie('codeVariant')).toBe('JS');
  });

  it('throws when called on the server', () => {
    vi.stubGlobal('document', undefined);
    expect(() => readCookie('codeVariant')).toThrow('readCookie("codeVariant") was called on the server');
    vi.unstubAllGlobals();
  });
});

describe('storage', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    window.localStorage.clear();
  });

  it('reads and writes', () => {
    writeStorage('k', 'v');
    expect(readStorage('k')).toBe('v');
    writeStorage('k', null);
    expect(readStorage('k')).toBeNull();
  });

  it('treats a throwing localStorage as empty and ignores writes', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(readStorage('mode')).toBeNull();
    expect(() => writeStorage('mode', 'dark')).not.toThrow();
    expect(parseMode(readStorage('mode'))).toBe('system');
  });
});

describe('parsePaletteColors', () => {
  it.each([
    [undefined, {}],
    ['', {}],
    ['not json', {}],
    ['[1,2]', {}],
    ['{"primary":{"main":"#0d9488"}}', { primary: { main: '#0d9488' } }],
    ['{"primary":{"main":3},"secondary":{"main":"#db2777"},"tertiary":{"main":"#000"}}', { secondary: { main: '#db2777' } }],
  ])('%j -> %j', (value, expected) => {
    expect(parsePaletteColors(value)).toEqual(expected);
  });
});

beforeEach(() => {
  document.cookie.split(';').forEach((cookie) => {
    document.cookie = `${cookie.split('=')[0]}=;max-age=0;path=/`;
  });
});
