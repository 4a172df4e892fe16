// @vitest-environment jsdom
/**
 * Cookies, storage and the URL: whatever a reader's browser holds (values written by earlier
 * versions, extensions, other sites' scripts on a shared host, hand edits), every reader of
 * the site returns a valid value and never throws.
 */
import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { SEARCH } from '@/src/config/constants';
import { variantFromHash } from '@/src/demos/variantFromHash';
import { decodeHash } from '@/src/islands/hash';
import { readVote, rememberVote, FEEDBACK_STORAGE_KEY } from '@/src/feedback/storage';
import { localizePath, pathnameToLanguage } from '@/src/i18n/paths';
import { pageLayout } from '@/src/layout/pageLayout';
import { keepHashTargetInPlace } from '@/src/navigation/hashTarget';
import { parseCookies } from '@/src/preferences/cookies';
import { bodyScript, headScript } from '@/src/theme/noFlashScript';
import { sessionDecision } from '@/src/preferences/sessionDecision';
import {
  CODE_STYLINGS,
  CODE_VARIANTS,
  COOKIES,
  DIRECTIONS,
  MODES,
  STORAGE_KEYS,
  parseCodeStyling,
  parseCodeVariant,
  parseDirection,
  parseMode,
} from '@/src/preferences/values';
import { parseRecent } from '@/src/search/recent';
import { colorChannels, isColor } from '@/src/theme/color';
import { parsePaletteColors } from '@/src/theme/paletteColors';
import { readStoredColors, readStoredVars } from '@/src/theme/storedPalette';
import { anyText, check, colourText, hostileText } from './fuzz';

const PALETTE_VAR = /^--mui-palette-(primary|secondary)-(main|light|dark|contrastText)(Channel)?$/;

/** A cookie header: known and unknown names, any values, encoded or not, odd separators. */
const cookieHeader = fc
  .array(
    fc.tuple(
      fc.oneof(fc.constantFrom(...Object.values(COOKIES)), anyText),
      fc.oneof(hostileText, colourText.map((colour) => JSON.stringify({ primary: { main: colour } }))),
      fc.boolean(),
    ),
    { maxLength: 6 },
  )
  .chain((pairs) =>
    fc.constantFrom('; ', ';', ' ;', ';;').map((separator) =>
      pairs.map(([name, value, encode]) => `${name}=${encode ? encodeURIComponent(value) : value}`).join(separator),
    ),
  );

describe('cookies', () => {
  it('parseCookies reads any header without throwing; the preferences read from it are valid', () => {
    check(
      fc.property(fc.oneof(cookieHeader, anyText), (header) => {
        const cookies = parseCookies(header);
        for (const [name, value] of cookies) {
          expect(typeof name).toBe('string');
          expect(typeof value).toBe('string');
        }
        expect(CODE_VARIANTS).toContain(parseCodeVariant(cookies.get(COOKIES.codeVariant)));
        expect(CODE_STYLINGS).toContain(parseCodeStyling(cookies.get(COOKIES.codeStyling)));
      }),
    );
  });

  it('parsePaletteColors gives only canonical colours with finite channels, whatever the cookie holds', () => {
    check(
      fc.property(
        fc.oneof(
          hostileText,
          fc.record({ primary: fc.record({ main: colourText }), secondary: fc.record({ main: colourText }) }, { requiredKeys: [] }).map((value) => JSON.stringify(value)),
        ),
        (value) => {
          const colors = parsePaletteColors(value);
          for (const [key, entry] of Object.entries(colors)) {
            expect(['primary', 'secondary']).toContain(key);
            const channels = colorChannels(entry?.main);
            expect(channels).not.toBeNull();
            expect(channels?.every(Number.isFinite)).toBe(true);
          }
        },
      ),
    );
  });
});

describe('storage', () => {
  beforeEach(() => {
    window.localStorage.clear();
  });

  it('mode and direction read as one of their values', () => {
    check(
      fc.property(fc.oneof(hostileText, fc.constant(null)), (value) => {
        expect(MODES).toContain(parseMode(value));
        expect(DIRECTIONS).toContain(parseDirection(value));
      }),
    );
  });

  it('the palette readers return null or only what the palette can have', () => {
    check(
      fc.property(
        fc.oneof(hostileText, fc.dictionary(fc.oneof(fc.constantFrom('--mui-palette-primary-main', '--mui-palette-primary-mainChannel'), anyText), fc.oneof(colourText, anyText)).map((vars) => JSON.stringify({ for: 'k', vars }))),
        fc.oneof(fc.constant('k'), hostileText),
        (cache, cookie) => {
          const colors = readStoredColors(cache, isColor);
          if (colors) {
            expect(Object.keys(colors).every((key) => key === 'primary' || key === 'secondary')).toBe(true);
          }
          const vars = readStoredVars(cache, cookie, isColor);
          for (const [name, value] of Object.entries(vars ?? {})) {
            expect(name).toMatch(PALETTE_VAR);
            expect(value).not.toMatch(/[;{}]|NaN|Infinity/);
          }
        },
      ),
    );
  });

  it('feedback votes: anything stored reads as a vote or none, and a new vote is kept', () => {
    check(
      fc.property(hostileText, anyText, fc.constantFrom('yes', 'no'), (stored, page, vote) => {
        window.localStorage.setItem(FEEDBACK_STORAGE_KEY, stored);
        expect([null, 'yes', 'no']).toContain(readVote(page));
        rememberVote(page, vote);
        expect(readVote(page)).toBe(vote);
      }),
    );
  });

  it('recent searches: a list of non-empty queries, at most SEARCH.maxRecent, each capped', () => {
    check(
      fc.property(fc.oneof(hostileText, fc.array(fc.oneof(anyText, fc.string({ minLength: 190, maxLength: 2_000 }), fc.jsonValue())).map((list) => JSON.stringify(list))), (stored) => {
        const recent = parseRecent(stored);
        expect(recent.length).toBeLessThanOrEqual(SEARCH.maxRecent);
        for (const query of recent) {
          expect(query.trim()).not.toBe('');
          expect(query.length).toBeLessThanOrEqual(SEARCH.maxQueryLength);
        }
      }),
    );
  });

  it('a per-session choice is always one of the allowed values', () => {
    check(
      fc.property(fc.oneof(hostileText, fc.constant(null)), fc.boolean(), (stored, throws) => {
        const storage = {
          getItem: () => {
            if (throws) throw new DOMException('denied', 'SecurityError');
            return stored;
          },
          setItem: () => undefined,
        };
        expect(['inline', 'image']).toContain(sessionDecision(storage, 'adShape', ['inline', 'image'] as const, () => 'image'));
      }),
    );
  });

  it('the head script, before paint, turns any stored values into a valid scheme, direction and palette', () => {
    const run = () => {
      new Function(headScript())();
      new Function(bodyScript())();
    };
    check(
      fc.property(hostileText, hostileText, hostileText, fc.oneof(hostileText, colourText.map((main) => JSON.stringify({ primary: { main } }))), (mode, direction, vars, palette) => {
        const root = document.documentElement;
        root.removeAttribute('style');
        root.className = '';
        window.localStorage.setItem(STORAGE_KEYS.mode, mode);
        window.localStorage.setItem(STORAGE_KEYS.direction, direction);
        window.localStorage.setItem(STORAGE_KEYS.paletteVars, vars);
        document.cookie = `${COOKIES.paletteColors}=${encodeURIComponent(palette)};path=/`;
        expect(run).not.toThrow();
        expect(['light', 'dark'].filter((scheme) => root.classList.contains(scheme))).toHaveLength(1);
        expect(DIRECTIONS).toContain(root.dir);
        for (const name of [...root.style].filter((property) => property.startsWith('--'))) {
          expect(name).toMatch(PALETTE_VAR);
          expect(root.style.getPropertyValue(name)).not.toMatch(/NaN|Infinity/);
        }
      }),
      60,
    );
  });
});

describe('the URL', () => {
  it("a hash never breaks a demo's variant, and the hash target follower never throws", () => {
    check(
      fc.property(fc.oneof(hostileText, anyText.map((text) => `#${text}`)), fc.constantFrom('InitialSort', 'BasicGrid'), (hash, name) => {
        expect(['TS', 'JS', null]).toContain(variantFromHash(hash, name));
        const decoded = decodeHash(hash);
        expect(decoded === null || typeof decoded === 'string').toBe(true);
        const listeners: string[] = [];
        const stop = keepHashTargetInPlace({
          location: { hash },
          scrollBy: () => undefined,
          requestAnimationFrame: () => 0,
          cancelAnimationFrame: () => undefined,
          addEventListener: (type) => listeners.push(type),
          removeEventListener: () => undefined,
          document: { getElementById: (id) => document.getElementById(id) },
        });
        stop();
      }),
    );
  });

  it('any path and query: the language and layout of the page are among the known ones', () => {
    check(
      fc.property(
        fc.oneof(anyText, fc.tuple(fc.constantFrom('/x/', '/zh/x/', '/', '//', '/zh/'), anyText, fc.oneof(fc.constant(''), anyText.map((query) => `?${query}`))).map((parts) => parts.join(''))),
        (path) => {
          expect(['en', 'zh']).toContain(pathnameToLanguage(path).userLanguage);
          expect(typeof localizePath(path, 'zh')).toBe('string');
          expect(typeof pageLayout(path)).toBe('string');
        },
      ),
    );
  });
});
