/**
 * The reader's preferences: their allowed values, defaults, and where each is kept.
 * Parsers turn anything stored (including garbage) into a valid value.
 */
import { DARK_BACKGROUND } from '@/src/config/shellColors';

export const MODES = ['light', 'system', 'dark'] as const;
export type Mode = (typeof MODES)[number];
export type ResolvedMode = 'light' | 'dark';
export const DEFAULT_MODE: Mode = 'system';

export const DIRECTIONS = ['ltr', 'rtl'] as const;
export type Direction = (typeof DIRECTIONS)[number];
export const DEFAULT_DIRECTION: Direction = 'ltr';

export const CODE_VARIANTS = ['TS', 'JS'] as const;
export type CodeVariant = (typeof CODE_VARIANTS)[number];
export const DEFAULT_CODE_VARIANT: CodeVariant = 'TS';

/**
 * The stylings a demo can come in besides its main file's (MUI System): each is a file beside
 * the main one named after it (`Name.css.tsx`, `Name.tailwind.tsx`; scripts/content/demoFiles.ts
 * derives the file patterns from this list), in this order in the demo toolbar.
 */
export const STYLING_VARIANTS = ['css', 'tailwind'] as const;
export type StylingVariant = (typeof STYLING_VARIANTS)[number];

/** Every code styling a reader can prefer: MUI System (every demo has it), then the variants. */
export const CODE_STYLINGS = ['system', ...STYLING_VARIANTS] as const;
export type CodeStyling = (typeof CODE_STYLINGS)[number];
export const DEFAULT_CODE_STYLING: CodeStyling = 'system';

/** localStorage keys (read before paint by the inline script). */
export const STORAGE_KEYS = {
  mode: 'mui-x-docs-mode',
  direction: 'mui-x-docs-direction',
  /**
   * The CSS variables derived from the reader's palette colours (the `paletteColors` cookie),
   * so they apply before paint (src/theme/storedPalette.ts).
   */
  paletteVars: 'mui-x-docs-palette-vars',
  /** Where earlier versions kept the palette as CSS text: removed wherever it is found. */
  legacyPaletteCss: 'mui-x-docs-palette-css',
} as const;

/** Cookie names (the spec's). */
export const COOKIES = {
  codeVariant: 'codeVariant',
  codeStyling: 'codeStyling',
  paletteColors: 'paletteColors',
} as const;

function oneOf<T extends string>(allowed: readonly T[], fallback: T) {
  return (value: unknown): T => (allowed as readonly unknown[]).includes(value) ? (value as T) : fallback;
}

export const parseMode = oneOf(MODES, DEFAULT_MODE);
export const parseDirection = oneOf(DIRECTIONS, DEFAULT_DIRECTION);
export const parseCodeVariant = oneOf(CODE_VARIANTS, DEFAULT_CODE_VARIANT);
export const parseCodeStyling = oneOf(CODE_STYLINGS, DEFAULT_CODE_STYLING);

export function resolveMode(mode: Mode, systemDark: boolean): ResolvedMode {
  if (mode === 'system') {
    return systemDark ? 'dark' : 'light';
  }
  return mode;
}

/** `<meta name="theme-color">` per resolved mode: the app bar's background. */
export const THEME_COLORS: Record<ResolvedMode, string> = {
  light: '#ffffff',
  dark: DARK_BACKGROUND,
};

export const SYSTEM_DARK_QUERY = '(prefers-color-scheme: dark)';
