import { readCookie, writeCookie } from './cookies';
import { readStorage, writeStorage } from './storage';
import {
  COOKIES,
  DEFAULT_CODE_STYLING,
  DEFAULT_CODE_VARIANT,
  DEFAULT_DIRECTION,
  DEFAULT_MODE,
  parseCodeStyling,
  parseCodeVariant,
  parseDirection,
  parseMode,
  resolveMode,
  STORAGE_KEYS,
  SYSTEM_DARK_QUERY,
  THEME_COLORS,
  type CodeStyling,
  type CodeVariant,
  type Direction,
  type Mode,
  type ResolvedMode,
} from './values';

export interface Preferences {
  mode: Mode;
  resolvedMode: ResolvedMode;
  direction: Direction;
  codeVariant: CodeVariant;
  codeStyling: CodeStyling;
}

/** What the server renders with (and what hydration sees first). */
export const DEFAULT_PREFERENCES: Preferences = {
  mode: DEFAULT_MODE,
  resolvedMode: 'light',
  direction: DEFAULT_DIRECTION,
  codeVariant: DEFAULT_CODE_VARIANT,
  codeStyling: DEFAULT_CODE_STYLING,
};

function systemIsDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(SYSTEM_DARK_QUERY).matches;
}

function readPreferences(): Preferences {
  const mode = parseMode(readStorage(STORAGE_KEYS.mode));
  return {
    mode,
    resolvedMode: resolveMode(mode, systemIsDark()),
    direction: parseDirection(readStorage(STORAGE_KEYS.direction)),
    codeVariant: parseCodeVariant(readCookie(COOKIES.codeVariant)),
    codeStyling: parseCodeStyling(readCookie(COOKIES.codeStyling)),
  };
}

/** Puts a scheme and direction on the document, as the inline script does before paint. */
export function applyToDocument(resolvedMode: ResolvedMode, direction: Direction): void {
  const html = document.documentElement;
  html.classList.remove('light', 'dark');
  html.classList.add(resolvedMode);
  html.style.colorScheme = resolvedMode;
  html.setAttribute('data-mode', resolvedMode);
  html.dir = direction;
  document.body.classList.remove('mode-light', 'mode-dark');
  document.body.classList.add(`mode-${resolvedMode}`);
  document.body.dir = direction;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLORS[resolvedMode]);
}

let state: Preferences | null = null;
const listeners = new Set<() => void>();
let stopWatchingSystem: (() => void) | null = null;

function current(): Preferences {
  state ??= readPreferences();
  return state;
}

function update(next: Partial<Preferences>): void {
  const previous = current();
  const merged = { ...previous, ...next };
  merged.resolvedMode = resolveMode(merged.mode, systemIsDark());
  state = merged;
  if (merged.resolvedMode !== previous.resolvedMode || merged.direction !== previous.direction) {
    applyToDocument(merged.resolvedMode, merged.direction);
  }
  listeners.forEach((listener) => listener());
}

/** Follows the operating system's scheme while the reader's choice is "system". */
function watchSystem(): () => void {
  if (typeof window.matchMedia !== 'function') {
    return () => {};
  }
  const query = window.matchMedia(SYSTEM_DARK_QUERY);
  const onChange = () => {
    if (current().mode === 'system') {
      update({});
    }
  };
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** The reader's preferences in the browser: read once, persisted and applied on change. */
export const preferencesStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    stopWatchingSystem ??= watchSystem();
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0 && stopWatchingSystem) {
        stopWatchingSystem();
        stopWatchingSystem = null;
      }
    };
  },
  getSnapshot: current,
  getServerSnapshot: (): Preferences => DEFAULT_PREFERENCES,

  setMode(mode: Mode): void {
    writeStorage(STORAGE_KEYS.mode, mode);
    update({ mode });
  },
  setDirection(direction: Direction): void {
    writeStorage(STORAGE_KEYS.direction, direction);
    update({ direction });
  },
  setCodeVariant(codeVariant: CodeVariant): void {
    writeCookie(COOKIES.codeVariant, codeVariant);
    update({ codeVariant });
  },
  setCodeStyling(codeStyling: CodeStyling): void {
    writeCookie(COOKIES.codeStyling, codeStyling);
    update({ codeStyling });
  },
  /** Forgets what was read, for tests. */
  reset(): void {
    state = null;
  },
};
