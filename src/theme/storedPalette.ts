/**
 * The reader's palette colours, stored once: the `paletteColors` cookie holds the colours
 * (the only source of truth); localStorage keeps the CSS variables Material UI derives from
 * them (light, dark, contrast text, channels), tagged with the cookie value they were derived
 * from, so the pre-paint script can apply them without Material UI's colour code. A cache
 * whose tag does not match the cookie is stale and ignored.
 *
 * Everything stored is untrusted: colours must pass `isColor`, variable names must be the
 * palette's own, values must be colours or channel triples, and they reach the page only
 * through `style.setProperty`, which can never close a rule. The two readers below are
 * self-contained (the pre-paint script embeds their source); `isColor` is passed in.
 */

/** The colours a reader can pick for the whole site. */
export const PALETTE_KEYS = ['primary', 'secondary'] as const;
export type PaletteKey = (typeof PALETTE_KEYS)[number];
export type StoredColors = Partial<Record<PaletteKey, { main: string }>>;
export type PaletteVars = Record<string, string>;

/**
 * Reads the `paletteColors` cookie value: `{"primary":{"main":"#2553eb"}}`. Entries of other
 * keys and values that are not valid colours are dropped; null when nothing valid is left or
 * the value is malformed (then the page keeps the default colours and the copies are removed).
 */
export function readStoredColors(raw: string | null | undefined, isColor: (value: unknown) => boolean): StoredColors | null {
  if (!raw || raw.length > 512) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
  const colors: StoredColors = {};
  let found = false;
  const keys = ['primary', 'secondary'] as const;
  for (let index = 0; index < keys.length; index += 1) {
    const key = keys[index] as PaletteKey;
    const entry = (parsed as Record<string, unknown>)[key];
    const main = typeof entry === 'object' && entry !== null ? (entry as { main?: unknown }).main : undefined;
    if (isColor(main)) {
      colors[key] = { main: (main as string).trim() };
      found = true;
    }
  }
  return found ? colors : null;
}

/**
 * Reads the cached variables (`{"for": <cookie value>, "vars": {...}}`). Null unless the cache
 * was derived from exactly `cookieValue` and every name and value is one the palette can have.
 */
export function readStoredVars(
  raw: string | null | undefined,
  cookieValue: string,
  isColor: (value: unknown) => boolean,
): PaletteVars | null {
  if (!raw || raw.length > 4096) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const cache = parsed as { for?: unknown; vars?: unknown };
  if (cache.for !== cookieValue || typeof cache.vars !== 'object' || cache.vars === null) return null;
  const vars: PaletteVars = {};
  const names = Object.keys(cache.vars);
  if (names.length === 0 || names.length > 16) return null;
  for (let index = 0; index < names.length; index += 1) {
    const name = names[index] as string;
    const value = (cache.vars as Record<string, unknown>)[name];
    if (!/^--mui-palette-(primary|secondary)-(main|light|dark|contrastText)(Channel)?$/.test(name)) return null;
    const channel = /Channel$/.test(name);
    if (typeof value !== 'string') return null;
    if (channel ? !/^\d{1,3}(\.\d+)? \d{1,3}(\.\d+)? \d{1,3}(\.\d+)?$/.test(value) : !isColor(value)) return null;
    vars[name] = value;
  }
  return vars;
}
