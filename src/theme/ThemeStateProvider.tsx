import { createContext, useContext, useEffect, useReducer, type Dispatch, type ReactNode } from 'react';
import { deleteCookie, readCookie, writeCookie } from '@/src/preferences/cookies';
import { preferencesStore } from '@/src/preferences/store';
import { writeStorage } from '@/src/preferences/storage';
import { COOKIES, STORAGE_KEYS } from '@/src/preferences/values';
import { parsePaletteColors } from './paletteColors';
import type { PaletteVars } from './storedPalette';
import { INITIAL_THEME_STATE, themeReducer, type ThemeAction, type ThemeState } from './themeReducer';

const ThemeStateContext = createContext<ThemeState | null>(null);
const ThemeDispatchContext = createContext<Dispatch<ThemeAction> | null>(null);

const PROVIDER_NAME = 'ThemeStateProvider';

/** On the client, the state starts from what the reader chose before. */
function initialState(): ThemeState {
  if (typeof window === 'undefined') {
    return INITIAL_THEME_STATE;
  }
  const preferences = preferencesStore.getSnapshot();
  return {
    ...INITIAL_THEME_STATE,
    paletteMode: preferences.resolvedMode,
    direction: preferences.direction,
    paletteColors: parsePaletteColors(readCookie(COOKIES.paletteColors)),
  };
}

/** Sets the reader's palette variables on <html>, one property at a time (never as CSS text). */
function applyPaletteVars(vars: PaletteVars | null): void {
  const style = document.documentElement.style;
  for (const name of [...style].filter((property) => PALETTE_PROPERTY.test(property))) {
    style.removeProperty(name);
  }
  for (const [name, value] of Object.entries(vars ?? {})) {
    style.setProperty(name, value);
  }
}

const PALETTE_PROPERTY = /^--mui-palette-(primary|secondary)-/;

/**
 * The site's theme state (spec: dense, direction, paletteColors, spacing, paletteMode).
 * Mode and direction follow the reader's preferences; palette colours are applied to the
 * whole site as CSS variable overrides and remembered in the `paletteColors` cookie (the one
 * source of truth; see ./storedPalette.ts).
 */
export function ThemeStateProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(themeReducer, undefined, initialState);

  useEffect(
    () =>
      preferencesStore.subscribe(() => {
        const { resolvedMode, direction } = preferencesStore.getSnapshot();
        dispatch({ type: 'CHANGE', payload: { paletteMode: resolvedMode, direction } });
      }),
    [],
  );

  const colorsKey = JSON.stringify(state.paletteColors);
  useEffect(() => {
    const colors = JSON.parse(colorsKey) as ThemeState['paletteColors'];
    if (Object.keys(colors).length === 0) {
      // Default colours: no copy of a previous choice survives anywhere (cookie, cache, page).
      if (readCookie(COOKIES.paletteColors) !== undefined) {
        deleteCookie(COOKIES.paletteColors);
      }
      writeStorage(STORAGE_KEYS.paletteVars, null);
      writeStorage(STORAGE_KEYS.legacyPaletteCss, null);
      applyPaletteVars(null);
      return;
    }
    let cancelled = false;
    // The colour maths (Material UI's palette) loads only when someone picked colours.
    void import('./paletteCss').then(({ paletteVars }) => {
      if (cancelled) {
        return;
      }
      const vars = paletteVars(colors);
      applyPaletteVars(vars);
      // The cookie is the source of truth; the cache is tagged with the cookie it belongs to.
      writeCookie(COOKIES.paletteColors, colorsKey);
      writeStorage(STORAGE_KEYS.paletteVars, JSON.stringify({ for: colorsKey, vars }));
    });
    return () => {
      cancelled = true;
    };
  }, [colorsKey]);

  return (
    <ThemeDispatchContext.Provider value={dispatch}>
      <ThemeStateContext.Provider value={state}>{children}</ThemeStateContext.Provider>
    </ThemeDispatchContext.Provider>
  );
}

export function useThemeState(): ThemeState {
  const state = useContext(ThemeStateContext);
  if (!state) {
    throw new Error(`useThemeState must be used inside a <${PROVIDER_NAME}>.`);
  }
  return state;
}

export function useChangeTheme(): Dispatch<ThemeAction> {
  const dispatch = useContext(ThemeDispatchContext);
  if (!dispatch) {
    throw new Error(`useChangeTheme must be used inside a <${PROVIDER_NAME}>.`);
  }
  return dispatch;
}
