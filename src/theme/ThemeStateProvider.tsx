import { createContext, useContext, useEffect, useReducer, type Dispatch, type ReactNode } from 'react';
import { preferencesStore } from '@/src/preferences/store';
import { applySitePalette, storedPaletteColors } from './sitePalette';
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
    paletteColors: storedPaletteColors(),
  };
}

/**
 * The site's theme state (spec: dense, direction, paletteColors, spacing, paletteMode), for the
 * theme builder, the one part of the site that reads or changes it (so it loads with the
 * builder, not with every page). Mode and direction follow the reader's preferences; palette
 * colours are applied to the whole site as CSS variable overrides and remembered in the
 * `paletteColors` cookie (the one source of truth; see ./sitePalette.ts).
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
    let current = true;
    // A colour chunk that fails to load leaves the colours as they were; the next choice tries again.
    applySitePalette(JSON.parse(colorsKey) as ThemeState['paletteColors'], () => current).catch(() => undefined);
    return () => {
      current = false;
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
