/**
 * Colours that code in every page's first JavaScript needs by value. They live here, apart from
 * the colour scales (src/theme/colors.ts, which takes slate 950 from here), so that a page does
 * not ship every scale for a handful of colours.
 */

/** The dark scheme's page background (slate 950), also the dark `<meta name="theme-color">`. */
export const DARK_BACKGROUND = '#0b0f16';

/** The plan markers' colours (drawer, page header, API tables), per colour scheme. */
export const PLAN_COLORS = {
  pro: { light: '#2553eb', dark: '#93b4fd' },
  premium: { light: '#b45309', dark: '#fbbf24' },
} as const;
