import { createTheme } from '@mui/material/styles';
import { CONTRAST_THRESHOLD, TONAL_OFFSET } from '@/src/config/constants';
import { canonicalColor } from './color';
import type { PaletteVars } from './storedPalette';
import type { PaletteColors } from './themeReducer';

const OVERRIDDEN = /^--mui-palette-(primary|secondary)-/;

/**
 * The CSS variables that re-colour the whole site with the reader's colours: Material UI
 * computes the light, dark and contrast variants and their channels; only the primary /
 * secondary variables are kept. Both colour schemes get the same values. Colours that are not
 * accepted ones (./color.ts) are left out; the others reach Material UI in canonical form.
 */
export function paletteVars(colors: PaletteColors): PaletteVars {
  const palette: Record<string, unknown> = { contrastThreshold: CONTRAST_THRESHOLD, tonalOffset: TONAL_OFFSET };
  for (const [key, entry] of Object.entries(colors)) {
    const main = canonicalColor(entry?.main);
    if (main !== null) {
      palette[key] = { main };
    }
  }
  const theme = createTheme({
    cssVariables: { colorSchemeSelector: 'class' },
    colorSchemes: { light: { palette } },
  });
  const vars: PaletteVars = {};
  for (const sheet of theme.generateStyleSheets() as Record<string, Record<string, string | number>>[]) {
    for (const declarations of Object.values(sheet)) {
      for (const [name, value] of Object.entries(declarations)) {
        if (OVERRIDDEN.test(name)) {
          vars[name] = String(value);
        }
      }
    }
  }
  return vars;
}
