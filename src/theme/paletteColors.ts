import { isColor } from './color';
import { readStoredColors } from './storedPalette';
import type { PaletteColors } from './themeReducer';

/**
 * Reads the `paletteColors` cookie; anything malformed, and any value that is not a colour
 * in an accepted format, counts as "no colours picked".
 */
export function parsePaletteColors(value: string | undefined): PaletteColors {
  return readStoredColors(value, isColor) ?? {};
}
