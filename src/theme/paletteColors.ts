import { canonicalColor, isColor } from './color';
import { readStoredColors } from './storedPalette';
import type { PaletteColors } from './themeReducer';

/**
 * Reads the `paletteColors` cookie; anything malformed, and any value that is not a colour
 * in an accepted format, counts as "no colours picked". Colours come back in their canonical
 * form (./color.ts), the only form the site computes with and stores.
 */
export function parsePaletteColors(value: string | undefined): PaletteColors {
  const colors: PaletteColors = {};
  for (const [key, entry] of Object.entries(readStoredColors(value, isColor) ?? {})) {
    const main = canonicalColor(entry.main);
    if (main !== null) {
      colors[key as keyof PaletteColors] = { main };
    }
  }
  return colors;
}
