// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bodyScript, headScript } from '@/src/theme/noFlashScript';
import { STORAGE_KEYS, THEME_COLORS } from '@/src/preferences/values';
import { PALETTE_PENDING_ATTRIBUTE } from '@/src/theme/paletteAttribute';
import { restorePendingPalette } from '@/src/theme/sitePalette';

function setSystemDark(dark: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: dark && query.includes('dark'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

/** Executes the exact inline scripts the page ships. */
function runScripts() {
  new Function(headScript())();
  new Function(bodyScript())();
}

beforeEach(() => {
  document.head.innerHTML = `<meta name="theme-color" content="${THEME_COLORS.light}">`;
  document.documentElement.className = '';
  document.documentElement.removeAttribute('dir');
  document.body.className = '';
  document.body.removeAttribute('dir');
  window.localStorage.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the inline preference scripts', () => {
  it.each([
    // stored mode, stored direction, system dark, expected scheme, expected direction
    [null, null, false, 'light', 'ltr'],
    [null, null, true, 'dark', 'ltr'],
    ['system', 'rtl', true, 'dark', 'rtl'],
    ['dark', null, false, 'dark', 'ltr'],
    ['light', 'rtl', true, 'light', 'rtl'],
    ['garbage', 'sideways', true, 'dark', 'ltr'],
  ])('mode %s, direction %s, dark system %s -> %s %s', (mode, direction, systemDark, scheme, dir) => {
    if (mode) window.localStorage.setItem(STORAGE_KEYS.mode, mode);
    if (direction) window.localStorage.setItem(STORAGE_KEYS.direction, direction);
    setSystemDark(systemDark);
    runScripts();
    const html = document.documentElement;
    expect(html.classList.contains(scheme)).toBe(true);
    expect(html.classList.contains(scheme === 'dark' ? 'light' : 'dark')).toBe(false);
    expect(html.dir).toBe(dir);
    expect(document.body.classList.contains(`mode-${scheme}`)).toBe(true);
    expect(document.body.dir).toBe(dir);
    expect(document.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe(
      THEME_COLORS[scheme as 'light' | 'dark'],
    );
  });

  describe('the reader palette', () => {
    const colors = '{"primary":{"main":"#0d9488"}}';
    const cache = (forValue: string, vars: Record<string, string>) => JSON.stringify({ for: forValue, vars });
    const primary = () => document.documentElement.style.getPropertyValue('--mui-palette-primary-main');
    const setCookie = (value: string) => {
      document.cookie = `paletteColors=${encodeURIComponent(value)};path=/`;
    };

    beforeEach(() => {
      document.cookie = 'paletteColors=;path=/;max-age=0';
      document.documentElement.removeAttribute('style');
      document.documentElement.removeAttribute(PALETTE_PENDING_ATTRIBUTE);
      setSystemDark(false);
    });

    it('applies the cached variables of the cookie colours, property by property', () => {
      setCookie(colors);
      window.localStorage.setItem(
        STORAGE_KEYS.paletteVars,
        cache(colors, { '--mui-palette-primary-main': '#0d9488', '--mui-palette-primary-mainChannel': '13 148 136' }),
      );
      runScripts();
      expect(primary()).toBe('#0d9488');
      expect(document.documentElement.style.getPropertyValue('--mui-palette-primary-mainChannel')).toBe('13 148 136');
    });

    it.each([
      ['a CSS injection in the cookie', '{"primary":{"main":"rgb(1,2,3)}body{display:none}x{"}}', undefined],
      ['a colour that is not one', '{"primary":{"main":"notacolor"}}', undefined],
      ['only an unknown key', '{"body":{"main":"#000"}}', undefined],
      ['malformed JSON', '{"primary":', undefined],
      ['a hue too large to compute', '{"primary":{"main":"hsl(1e400 50% 50%)"}}', undefined],
      ['a valid cookie with an injected cached value', colors, { '--mui-palette-primary-main': '#fff;}body{display:none}' }],
      ['a valid cookie with a foreign variable', colors, { '--mui-palette-text-primary': '#fff' }],
      ['a valid cookie with a cache of other colours', colors, { '--mui-palette-primary-main': '#ff0000' }],
    ] as [string, string, Record<string, string> | undefined][])('drops %s: default colours, stored copies removed', (_, cookie, vars) => {
      setCookie(cookie);
      window.localStorage.setItem(STORAGE_KEYS.legacyPaletteCss, 'body{display:none}');
      window.localStorage.setItem(
        STORAGE_KEYS.paletteVars,
        vars ? cache(vars['--mui-palette-primary-main'] === '#ff0000' ? '{"primary":{"main":"#ff0000"}}' : cookie, vars) : 'x',
      );
      expect(runScripts).not.toThrow();
      expect(primary()).toBe('');
      expect(document.querySelectorAll('style')).toHaveLength(0);
      expect(window.localStorage.getItem(STORAGE_KEYS.paletteVars)).toBeNull();
      expect(window.localStorage.getItem(STORAGE_KEYS.legacyPaletteCss)).toBeNull();
      const cookieKept = document.cookie.includes('paletteColors=');
      // An invalid cookie is removed too; a valid one stays, and the page is told to derive its cache again.
      expect(cookieKept).toBe(cookie === colors);
      expect(document.documentElement.hasAttribute(PALETTE_PENDING_ATTRIBUTE)).toBe(cookie === colors);
    });

    it('the page derives the variables the head script could not restore, once hydrated', async () => {
      setCookie(colors);
      runScripts();
      expect(primary()).toBe('');
      await restorePendingPalette();
      expect(primary()).toBe('#0d9488');
      expect(document.documentElement.hasAttribute(PALETTE_PENDING_ATTRIBUTE)).toBe(false);
      // The next page load paints with them from the start.
      document.documentElement.removeAttribute('style');
      runScripts();
      expect(primary()).toBe('#0d9488');
      expect(document.documentElement.hasAttribute(PALETTE_PENDING_ATTRIBUTE)).toBe(false);
    });

    it('a colour stored by earlier versions whose cache has NaN channels is computed again, finite and canonical', async () => {
      const spaced = '{"primary":{"main":"rgb(255 0 0 / 50%)"}}';
      setCookie(spaced);
      window.localStorage.setItem(
        STORAGE_KEYS.paletteVars,
        cache(spaced, { '--mui-palette-primary-main': 'rgb(255 0 0 / 50%)', '--mui-palette-primary-dark': 'rgb(178, NaN, NaN)' }),
      );
      runScripts();
      expect(primary()).toBe('');
      expect(document.documentElement.hasAttribute(PALETTE_PENDING_ATTRIBUTE)).toBe(true);
      await restorePendingPalette();
      expect(primary()).toBe('rgba(255, 0, 0, 0.5)');
      const stored = window.localStorage.getItem(STORAGE_KEYS.paletteVars) ?? '';
      expect(stored).not.toMatch(/NaN|Infinity/);
      expect(decodeURIComponent(document.cookie)).toContain('paletteColors={"primary":{"main":"rgba(255, 0, 0, 0.5)"}}');
    });

    it('applies the cached variables without asking the page for anything', () => {
      setCookie(colors);
      window.localStorage.setItem(STORAGE_KEYS.paletteVars, cache(colors, { '--mui-palette-primary-main': '#0d9488' }));
      runScripts();
      expect(document.documentElement.hasAttribute(PALETTE_PENDING_ATTRIBUTE)).toBe(false);
    });

    it('with the cookie cleared, a cached palette is not applied and is removed', () => {
      window.localStorage.setItem(STORAGE_KEYS.paletteVars, cache(colors, { '--mui-palette-primary-main': '#0d9488' }));
      runScripts();
      expect(primary()).toBe('');
      expect(window.localStorage.getItem(STORAGE_KEYS.paletteVars)).toBeNull();
    });
  });

  it('sets the stored scheme in a sandboxed frame, where reading document.cookie throws', () => {
    window.localStorage.setItem(STORAGE_KEYS.mode, 'dark');
    Object.defineProperty(document, 'cookie', {
      configurable: true,
      get: () => {
        throw new DOMException('sandboxed', 'SecurityError');
      },
    });
    try {
      expect(runScripts).not.toThrow();
      expect(document.documentElement.classList.contains('dark')).toBe(true);
    } finally {
      Reflect.deleteProperty(document, 'cookie');
    }
  });

  it('keeps the light ltr defaults when localStorage throws', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    setSystemDark(false);
    expect(runScripts).not.toThrow();
    expect(document.documentElement.classList.contains('light')).toBe(true);
    expect(document.body.dir).toBe('ltr');
  });
});
