import type { PaletteColors } from './themeReducer';

const KEYS = ['primary', 'secondary'] as const;

/** Reads the `paletteColors` cookie; anything malformed counts as "no colours picked". */
export function parsePaletteColors(value: string | undefined): PaletteColors {
  if (!value) {
    return {};
  }
  try {
    const parsed: unknown = JSON.parse(value);
    const colors: PaletteColors = {};
    for (const key of KEYS) {
      const main = (parsed as Record<string, { main?: unknown } | undefined>)?.[key]?.main;
      if (typeof main === 'string' && main.trim() !== '') {
        colors[key] = { main };
      }
    }
    return colors;
  } catch {
    return {};
  }
}
