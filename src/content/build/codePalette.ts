/**
 * Build time: the colours of highlighted code as classes. Shiki writes each token's colours as
 * an inline style (`color:#CF222E;--shiki-dark:#FF7B72`, 44 characters on every token); the
 * compiler replaces it by two short classes (`l1 d1`), one per colour of the light and of the
 * dark theme, which the content's style sheet defines once. Both palettes are read from the
 * themes themselves, so a class means the same colour in every build; a colour outside them
 * stays inline.
 */
import githubDark from '@shikijs/themes/github-dark-default';
import githubLight from '@shikijs/themes/github-light-default';

/** The Shiki themes of every highlighted code block: light colours inline, dark ones as `--shiki-dark` variables. */
export const CODE_THEMES = { light: 'github-light-default', dark: 'github-dark-default' } as const;

interface ThemeColors {
  colors?: Record<string, string>;
  tokenColors?: readonly { settings?: { foreground?: string } }[];
}

/** Every foreground colour of a theme (its text colour first), upper case, each once. */
function paletteOf(theme: ThemeColors): string[] {
  const colors = [theme.colors?.['editor.foreground'], ...(theme.tokenColors ?? []).map((entry) => entry.settings?.foreground)];
  return [...new Set(colors.filter((color): color is string => typeof color === 'string').map((color) => color.toUpperCase()))];
}

export const LIGHT_CODE_COLORS = paletteOf(githubLight as ThemeColors);
export const DARK_CODE_COLORS = paletteOf(githubDark as ThemeColors);

const LIGHT_CLASS = 'l';
const DARK_CLASS = 'd';

/** A token in the code's own text colour in both themes (each palette's first colour). */
export const DEFAULT_TOKEN_CLASSES = [`${LIGHT_CLASS}0`, `${DARK_CLASS}0`] as const;

/**
 * A token's Shiki style as palette classes, and what stays inline (a colour outside the
 * palettes, a font style).
 */
export function tokenClasses(style: string): { classes: string[]; style: string } {
  const classes: string[] = [];
  const rest: string[] = [];
  for (const declaration of style.split(';').map((part) => part.trim()).filter(Boolean)) {
    const [property = '', value = ''] = declaration.split(':').map((part) => part.trim());
    const light = property === 'color' ? LIGHT_CODE_COLORS.indexOf(value.toUpperCase()) : -1;
    const dark = property === '--shiki-dark' ? DARK_CODE_COLORS.indexOf(value.toUpperCase()) : -1;
    if (light !== -1) {
      classes.push(`${LIGHT_CLASS}${light}`);
    } else if (dark !== -1) {
      classes.push(`${DARK_CLASS}${dark}`);
    } else {
      rest.push(`${property}:${value}`);
    }
  }
  return { classes, style: rest.join(';') };
}

/** The palettes' rules, for the content's style sheet (under `.shiki`; the dark ones under `.dark`). */
export function codePaletteRules(): Record<string, { color: string }> {
  return Object.fromEntries([
    ...LIGHT_CODE_COLORS.map((color, index) => [`.shiki .${LIGHT_CLASS}${index}`, { color }]),
    ...DARK_CODE_COLORS.map((color, index) => [`.dark .shiki .${DARK_CLASS}${index}`, { color }]),
  ]);
}
