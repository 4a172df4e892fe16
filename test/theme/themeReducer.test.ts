import { describe, expect, it } from 'vitest';
import { INITIAL_THEME_STATE, themeReducer, type ThemeAction, type ThemeState } from '@/src/theme/themeReducer';

const custom: ThemeState = {
  dense: true,
  direction: 'rtl',
  paletteColors: { primary: { main: '#0d9488' } },
  spacing: 6,
  paletteMode: 'dark',
};

describe('themeReducer', () => {
  it('starts from the spec defaults', () => {
    expect(INITIAL_THEME_STATE).toEqual({ dense: false, direction: 'ltr', paletteColors: {}, spacing: 8, paletteMode: 'light' });
  });

  it.each<[string, ThemeState, ThemeAction, Partial<ThemeState>]>([
    ['SET_SPACING', INITIAL_THEME_STATE, { type: 'SET_SPACING', payload: 12 }, { spacing: 12 }],
    ['INCREASE_SPACING', INITIAL_THEME_STATE, { type: 'INCREASE_SPACING' }, { spacing: 9 }],
    ['DECREASE_SPACING', INITIAL_THEME_STATE, { type: 'DECREASE_SPACING' }, { spacing: 7 }],
    ['SET_DENSE', INITIAL_THEME_STATE, { type: 'SET_DENSE', payload: true }, { dense: true }],
    ['RESET_DENSITY', custom, { type: 'RESET_DENSITY' }, { dense: false, spacing: 8 }],
    ['RESET_COLORS', custom, { type: 'RESET_COLORS' }, { paletteColors: {} }],
    ['CHANGE paletteMode', INITIAL_THEME_STATE, { type: 'CHANGE', payload: { paletteMode: 'dark' } }, { paletteMode: 'dark' }],
    ['CHANGE direction', INITIAL_THEME_STATE, { type: 'CHANGE', payload: { direction: 'rtl' } }, { direction: 'rtl' }],
    [
      'CHANGE paletteColors',
      INITIAL_THEME_STATE,
      { type: 'CHANGE', payload: { paletteColors: { secondary: { main: '#db2777' } } } },
      { paletteColors: { secondary: { main: '#db2777' } } },
    ],
  ])('%s', (_label, state, action, changes) => {
    const next = themeReducer(state, action);
    expect(next).toEqual({ ...state, ...changes });
    expect(next).not.toBe(state);
    // The previous state is never mutated.
    expect(state).toEqual(state === custom ? custom : INITIAL_THEME_STATE);
  });

  it.each<[string, ThemeAction]>([
    ['an empty change', { type: 'CHANGE', payload: {} }],
    ['the same mode', { type: 'CHANGE', payload: { paletteMode: 'dark' } }],
    ['the same direction and mode', { type: 'CHANGE', payload: { direction: 'rtl', paletteMode: 'dark' } }],
    ['equal colours in a new object', { type: 'CHANGE', payload: { paletteColors: { primary: { main: '#0d9488' } } } }],
  ])('CHANGE with %s returns the same state object', (_label, action) => {
    expect(themeReducer(custom, action)).toBe(custom);
  });

  it('throws on an unknown action type', () => {
    expect(() => themeReducer(INITIAL_THEME_STATE, { type: 'TOGGLE_MODE' } as unknown as ThemeAction)).toThrow(
      'Unrecognized type TOGGLE_MODE',
    );
  });
});
