import { createContext, useContext, useEffect, useReducer, type Dispatch, type ReactNode } from 'react';
import { readCookie, writeCookie } from '@/src/preferences/cookies';
import { preferencesStore } from '@/src/preferences/store';
import { writeStorage } from '@/src/preferences/storage';
import { COOKIES, STORAGE_KEYS } from '@/src/preferences/values';
import { parsePaletteColors } from './paletteColors';
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

function paletteStyleElement(): HTMLStyleElement {
  let element = document.getElementById('palette-overrides') as HTMLStyleElement | null;
  if (!element) {
    element = document.createElement('style');
    element.id = 'palette-overrides';
    document.head.appendChild(element);
  }
  return element;
}

/**
 * The site's theme state (spec: dense, direction, paletteColors, spacing, paletteMode).
 * Mode and direction follow the reader's preferences; palette colours are applied to the
 * whole site as CSS variable overrides and remembered in the `paletteColors` cookie.
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
    const hasColors = Object.keys(colors).length > 0;
    const known = readCookie(COOKIES.paletteColors) ?? '';
    if (!hasColors) {
      if (known) {
        writeCookie(COOKIES.paletteColors, '');
        writeStorage(STORAGE_KEYS.paletteCss, null);
        document.getElementById('palette-overrides')?.remove();
      }
      return;
    }
    let cancelled = false;
    // The colour maths (Material UI's palette) loads only when someone picked colours.
    void import('./paletteCss').then(({ paletteOverridesCss }) => {
      if (cancelled) {
        return;
      }
      const css = paletteOverridesCss(colors);
      paletteStyleElement().textContent = css;
      writeStorage(STORAGE_KEYS.paletteCss, css);
      if (known !== colorsKey) {
        writeCookie(COOKIES.paletteColors, colorsKey);
      }
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
