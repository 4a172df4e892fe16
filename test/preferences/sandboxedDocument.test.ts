// @vitest-environment jsdom
/**
 * A page inside `<iframe sandbox="allow-scripts">` has no origin of its own: every read or
 * write of `document.cookie`, `localStorage` or `sessionStorage` throws a SecurityError. The
 * readers behind the preferences, palette, feedback, recent searches and per-session choices
 * must give their defaults instead of throwing out of a component.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deleteCookie, readCookie, writeCookie } from '@/src/preferences/cookies';
import { sessionStorageOrNull } from '@/src/preferences/sessionDecision';
import { readStorage, writeStorage } from '@/src/preferences/storage';
import { DEFAULT_PREFERENCES, preferencesStore } from '@/src/preferences/store';
import { readVote, rememberVote } from '@/src/feedback/storage';
import { addRecent, readRecent } from '@/src/search/recent';
import { storedPaletteColors } from '@/src/theme/sitePalette';

const securityError = () => {
  throw new DOMException('The document is sandboxed and lacks the allow-same-origin flag.', 'SecurityError');
};

/** Makes this document behave like an opaque-origin (sandboxed) one for cookies and storage. */
function sandbox(): () => void {
  const names = ['localStorage', 'sessionStorage'] as const;
  const saved = names.map((name) => Object.getOwnPropertyDescriptor(window, name));
  Object.defineProperty(document, 'cookie', { configurable: true, get: securityError, set: securityError });
  for (const name of names) {
    Object.defineProperty(window, name, { configurable: true, get: securityError });
  }
  return () => {
    // The own property shadows Document.prototype's accessor; deleting it restores the real one.
    Reflect.deleteProperty(document, 'cookie');
    names.forEach((name, index) => {
      const descriptor = saved[index];
      if (descriptor) Object.defineProperty(window, name, descriptor);
      else Reflect.deleteProperty(window, name);
    });
  };
}

describe('in a sandboxed document', () => {
  let restore: () => void = () => undefined;
  beforeEach(() => {
    preferencesStore.reset();
    restore = sandbox();
  });
  afterEach(() => {
    restore();
    preferencesStore.reset();
  });

  it('really throws on document.cookie (the fixture works)', () => {
    expect(() => document.cookie).toThrow('sandboxed');
    expect(() => window.localStorage).toThrow('sandboxed');
  });

  it.each([
    ['readCookie', () => readCookie('codeVariant'), undefined],
    ['writeCookie', () => writeCookie('codeVariant', 'JS'), undefined],
    ['deleteCookie', () => deleteCookie('codeVariant'), undefined],
    ['readStorage', () => readStorage('mode'), null],
    ['writeStorage', () => writeStorage('mode', 'dark'), undefined],
    ['sessionStorageOrNull', () => sessionStorageOrNull(), null],
    ['readVote', () => readVote('/x/introduction/'), null],
    ['rememberVote', () => rememberVote('/x/introduction/', 'yes'), undefined],
    ['readRecent', () => readRecent(), []],
    ['storedPaletteColors', () => storedPaletteColors(), {}],
  ] as const)('%s gives its default', (_, run, expected) => {
    expect(run()).toEqual(expected);
  });

  it('addRecent keeps the query for this page', () => {
    expect(addRecent('sorting')).toEqual(['sorting']);
  });

  it('the preferences store reads the defaults and changes apply to the page', () => {
    expect(preferencesStore.getSnapshot()).toEqual({ ...DEFAULT_PREFERENCES, resolvedMode: preferencesStore.getSnapshot().resolvedMode });
    expect(() => preferencesStore.setCodeVariant('JS')).not.toThrow();
    expect(() => preferencesStore.setMode('dark')).not.toThrow();
    expect(preferencesStore.getSnapshot()).toMatchObject({ codeVariant: 'JS', mode: 'dark', resolvedMode: 'dark' });
    expect(document.documentElement.dataset.mode).toBe('dark');
  });
});
