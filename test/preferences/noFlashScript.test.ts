// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bodyScript, headScript } from '@/src/preferences/noFlashScript';
import { STORAGE_KEYS, THEME_COLORS } from '@/src/preferences/values';

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

  it('restores the reader palette colours as a style element', () => {
    window.localStorage.setItem(STORAGE_KEYS.paletteCss, ':root{--mui-palette-primary-main:#0d9488}');
    setSystemDark(false);
    runScripts();
    expect(document.getElementById('palette-overrides')?.textContent).toBe(':root{--mui-palette-primary-main:#0d9488}');
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
