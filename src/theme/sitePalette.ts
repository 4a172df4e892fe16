import { deleteCookie, readCookie, writeCookie } from '@/src/preferences/cookies';
import { writeStorage } from '@/src/preferences/storage';
import { COOKIES, STORAGE_KEYS } from '@/src/preferences/values';
import { isColor } from './color';
import { parsePaletteColors } from './paletteColors';
import type { PaletteColors } from './themeReducer';
import { PALETTE_PENDING_ATTRIBUTE } from './paletteAttribute';
import { readStoredVars, type PaletteVars } from './storedPalette';

/**
 * The reader's palette colours, applied to the whole site. The `paletteColors` cookie is the
 * one source of truth; the CSS variables computed from it are cached in storage, tagged with
 * the cookie they belong to, so the head script applies them before the first paint.
 */

const PALETTE_PROPERTY = /^--mui-palette-(primary|secondary)-/;


/** Sets the reader's palette variables on <html>, one property at a time (never as CSS text). */
function applyPaletteVars(vars: PaletteVars | null): void {
  const style = document.documentElement.style;
  for (const name of [...style].filter((property) => PALETTE_PROPERTY.test(property))) {
    style.removeProperty(name);
  }
  for (const [name, value] of Object.entries(vars ?? {})) {
    style.setProperty(name, value);
  }
}

/** The colours the reader chose, from the cookie; none when it is missing or invalid. */
export function storedPaletteColors(): PaletteColors {
  return parsePaletteColors(readCookie(COOKIES.paletteColors));
}

/**
 * Applies `colors` to the site and remembers them; with no colours, removes every copy of a
 * previous choice (cookie, cache, page). Resolves once applied; `isCurrent` lets a caller drop
 * a result that a newer choice has replaced while the colour maths loaded.
 */
export async function applySitePalette(chosen: PaletteColors, isCurrent: () => boolean = () => true): Promise<void> {
  // What is stored is what a page load reads back: the accepted colours, in canonical form.
  const colors = parsePaletteColors(JSON.stringify(chosen));
  const key = JSON.stringify(colors);
  if (Object.keys(colors).length === 0) {
    // Default colours: no copy of a previous choice survives anywhere (cookie, cache, page).
    if (readCookie(COOKIES.paletteColors) !== undefined) {
      deleteCookie(COOKIES.paletteColors);
    }
    writeStorage(STORAGE_KEYS.paletteVars, null);
    writeStorage(STORAGE_KEYS.legacyPaletteCss, null);
    applyPaletteVars(null);
    return;
  }
  // The colour maths (Material UI's palette) loads only when someone picked colours.
  const { paletteVars } = await import('./paletteCss');
  if (!isCurrent()) {
    return;
  }
  const cache = JSON.stringify({ for: key, vars: paletteVars(colors) });
  // Only what the next page load would accept is applied and stored (the head script reads
  // the cache with the same reader): never a colour the maths could not compute.
  const vars = readStoredVars(cache, key, isColor);
  if (!vars) {
    return;
  }
  applyPaletteVars(vars);
  writeCookie(COOKIES.paletteColors, key);
  writeStorage(STORAGE_KEYS.paletteVars, cache);
}

/**
 * On a page load whose head script found colours in the cookie but no variables for them in
 * the cache (cleared storage, another browser profile's cookie): computes and applies them.
 */
export async function restorePendingPalette(): Promise<void> {
  const root = document.documentElement;
  if (!root.hasAttribute(PALETTE_PENDING_ATTRIBUTE)) {
    return;
  }
  await applySitePalette(storedPaletteColors());
  root.removeAttribute(PALETTE_PENDING_ATTRIBUTE);
}
