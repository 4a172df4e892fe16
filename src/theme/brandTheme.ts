import { createTheme } from '@mui/material/styles';
import { FONT_FAMILY } from './tokens';
import {
  BASE_FONT_SIZE_PX,
  BREAKPOINTS,
  CONTRAST_THRESHOLD,
  HTML_FONT_SIZE_PX,
  SITE_BORDER_RADIUS_PX,
  SPACING_UNIT_PX,
  TONAL_OFFSET,
  TRANSITION_DURATIONS_MS,
  Z_INDEX,
} from '@/src/config/constants';

/** The site's colour scales. Each step is named once; palettes pick from here. */
export const blue = {
  50: '#eef4ff',
  100: '#dbe6fe',
  200: '#bfd3fe',
  300: '#93b4fd',
  400: '#6090fa',
  500: '#3b6ef6',
  600: '#2553eb',
  700: '#1d42d8',
  800: '#1e37af',
  900: '#1e338a',
} as const;

export const slate = {
  50: '#f7f9fb',
  100: '#eef1f5',
  200: '#dfe4ea',
  300: '#c7cfd9',
  400: '#98a4b3',
  500: '#6b7889',
  600: '#4d5969',
  700: '#384250',
  800: '#1f2631',
  900: '#131921',
  950: '#0b0f16',
} as const;

export const violet = {
  300: '#c4b5fd',
  500: '#8b5cf6',
  700: '#6d28d9',
} as const;

/**
 * The site theme: CSS variables with a class selector, so that switching between light and
 * dark is a class change on <html> and never a re-render of styles.
 */
export const brandThemeOptions = {
  cssVariables: { colorSchemeSelector: 'class' },
  colorSchemes: {
    light: {
      palette: {
        primary: { main: blue[600], light: blue[400], dark: blue[800], contrastText: '#fff' },
        secondary: { main: violet[700] },
        // Material UI's default warning (#ed6c02) and info (#0288d1) are fill colours: as text
        // (an outlined chip, a coloured cell) they reach 3.1:1 and 3.9:1 on white, under
        // WCAG's 4.5:1. These keep their hue at 5.0:1 and 5.9:1.
        warning: { main: '#b45309' },
        info: { main: '#0369a1' },
        text: { primary: slate[900], secondary: slate[600] },
        divider: slate[200],
        background: { default: '#fff', paper: '#fff' },
        grey: slate,
        contrastThreshold: CONTRAST_THRESHOLD,
        tonalOffset: TONAL_OFFSET,
      },
    },
    dark: {
      palette: {
        primary: { main: blue[300], light: blue[200], dark: blue[500], contrastText: slate[950] },
        secondary: { main: violet[300] },
        text: { primary: slate[50], secondary: slate[400] },
        divider: slate[800],
        background: { default: slate[950], paper: slate[900] },
        grey: slate,
        contrastThreshold: CONTRAST_THRESHOLD,
        tonalOffset: TONAL_OFFSET,
      },
    },
  },
  breakpoints: { values: BREAKPOINTS },
  spacing: SPACING_UNIT_PX,
  shape: { borderRadius: SITE_BORDER_RADIUS_PX },
  zIndex: Z_INDEX,
  transitions: { duration: TRANSITION_DURATIONS_MS },
  typography: {
    fontFamily: FONT_FAMILY,
    fontSize: BASE_FONT_SIZE_PX,
    htmlFontSize: HTML_FONT_SIZE_PX,
    // The site writes buttons in sentence case, like the rest of its interface.
    button: { textTransform: 'none', fontWeight: 600 },
  },
} satisfies Parameters<typeof createTheme>[0];

export const brandTheme = createTheme(brandThemeOptions);

