import { SPACING_UNIT_PX } from '@/src/config/constants';
import type { Direction, ResolvedMode } from '@/src/preferences/values';

/** Colours the reader picked in the theme builder, e.g. `{ primary: { main: '#0d9488' } }`. */
export type PaletteColors = Partial<Record<'primary' | 'secondary', { main: string }>>;

export interface ThemeState {
  dense: boolean;
  direction: Direction;
  paletteColors: PaletteColors;
  spacing: number;
  paletteMode: ResolvedMode;
}

export const INITIAL_THEME_STATE: ThemeState = {
  dense: false,
  direction: 'ltr',
  paletteColors: {},
  spacing: SPACING_UNIT_PX,
  paletteMode: 'light',
};

export type ThemeAction =
  | { type: 'SET_SPACING'; payload: number }
  | { type: 'INCREASE_SPACING' }
  | { type: 'DECREASE_SPACING' }
  | { type: 'SET_DENSE'; payload: boolean }
  | { type: 'RESET_DENSITY' }
  | { type: 'RESET_COLORS' }
  | { type: 'CHANGE'; payload: Partial<Pick<ThemeState, 'paletteMode' | 'direction' | 'paletteColors'>> };

function sameColors(a: PaletteColors, b: PaletteColors): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export function themeReducer(state: ThemeState, action: ThemeAction): ThemeState {
  switch (action.type) {
    case 'SET_SPACING':
      return { ...state, spacing: action.payload };
    case 'INCREASE_SPACING':
      return { ...state, spacing: state.spacing + 1 };
    case 'DECREASE_SPACING':
      return { ...state, spacing: state.spacing - 1 };
    case 'SET_DENSE':
      return { ...state, dense: action.payload };
    case 'RESET_DENSITY':
      return { ...state, dense: false, spacing: SPACING_UNIT_PX };
    case 'RESET_COLORS':
      return { ...state, paletteColors: {} };
    case 'CHANGE': {
      const { paletteMode = state.paletteMode, direction = state.direction, paletteColors = state.paletteColors } =
        action.payload;
      if (paletteMode === state.paletteMode && direction === state.direction && sameColors(paletteColors, state.paletteColors)) {
        return state;
      }
      return { ...state, paletteMode, direction, paletteColors };
    }
    default:
      throw new Error(`Unrecognized type ${(action as { type: unknown }).type}`);
  }
}
