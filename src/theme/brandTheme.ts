import { createTheme } from '@mui/material/styles';
import { blue, slate, violet } from './colors';
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

