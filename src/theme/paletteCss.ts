import { createTheme } from '@mui/material/styles';
import { CONTRAST_THRESHOLD, TONAL_OFFSET } from '@/src/config/constants';
import { toCss } from './toCss';
import type { PaletteColors } from './themeReducer';

const OVERRIDDEN = /^--mui-palette-(primary|secondary)-/;

/**
 * CSS that re-colours the whole site with the reader's colours: Material UI computes the
 * light, dark and contrast variants, and only the primary / secondary variables are kept,
 * for the light scheme (`:root, .light`) and the dark one (`.dark`).
 */
export function paletteOverridesCss(colors: PaletteColors): string {
  const palette = { ...colors, contrastThreshold: CONTRAST_THRESHOLD, tonalOffset: TONAL_OFFSET };
  const theme = createTheme({
    cssVariables: { colorSchemeSelector: 'class' },
    colorSchemes: { light: { palette }, dark: { palette } },
  });
  return theme
    .generateStyleSheets()
    .flatMap((sheet) =>
      Object.entries(sheet as Record<string, Record<string, string | number>>).map(([selector, declarations]) => {
        const kept = Object.fromEntries(Object.entries(declarations).filter(([name]) => OVERRIDDEN.test(name)));
        return Object.keys(kept).length > 0 ? toCss({ [selector]: kept }) : '';
      }),
    )
    .join('');
}
