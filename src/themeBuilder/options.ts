import { createTheme, type Theme, type ThemeOptions } from '@mui/material/styles';
import { deepmerge } from '@mui/utils';
import { CONTRAST_THRESHOLD, TONAL_OFFSET } from '@/src/config/constants';
import { isColor } from '@/src/theme/color';
import type { ThemeState } from '@/src/theme/themeReducer';

/** Theme options longer than this are not read: a theme is a few kilobytes at most. */
export const MAX_OPTIONS_LENGTH = 20_000;
/** Objects nested deeper than this are not read: theme options need about five levels. */
export const MAX_OPTIONS_DEPTH = 16;

export type ParsedOptions = { value: unknown; error: null } | { value: undefined; error: string };

/**
 * Reads the options the reader typed. Size and nesting are checked first, by a scan that
 * neither recurses nor builds anything, so no input can overflow the stack or freeze the
 * page in the steps after (validation, merging, createTheme, the generated code).
 */
export function parseThemeOptions(text: string): ParsedOptions {
  if (text.trim() === '') {
    return { value: {}, error: null };
  }
  if (text.length > MAX_OPTIONS_LENGTH) {
    return {
      value: undefined,
      error: `The options are ${text.length.toLocaleString('en')} characters long; the builder reads up to ${MAX_OPTIONS_LENGTH.toLocaleString('en')}.`,
    };
  }
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (inString) {
      if (char === '\\') index += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') {
      inString = true;
    } else if (char === '{' || char === '[') {
      depth += 1;
      if (depth > MAX_OPTIONS_DEPTH) {
        return { value: undefined, error: `Objects and arrays are nested more than ${MAX_OPTIONS_DEPTH} levels deep; theme options need far fewer.` };
      }
    } else if (char === '}' || char === ']') {
      depth -= 1;
    }
  }
  try {
    return { value: JSON.parse(text) as unknown, error: null };
  } catch (error) {
    return { value: undefined, error: (error as Error).message };
  }
}

/** The palette entries that are colours with a `main` (Material UI augments these). */
export const PALETTE_COLOR_KEYS = ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const;

/** Palette keys that are not colour objects and so need no `main`. */
const NON_COLOR_PALETTE_KEYS = new Set([
  'mode',
  'contrastThreshold',
  'tonalOffset',
  'text',
  'background',
  'action',
  'divider',
  'grey',
  'common',
  'getContrastText',
  'augmentColor',
]);

const SUPPORTED_FORMATS = '#rgb, #rrggbb, rgb(), rgba(), hsl() or hsla()';
const EXAMPLE = '#2553eb';

/** Long text quoted in a message: its first 40 characters. */
function shortened(text: string): string {
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}

/**
 * Null when `value` is a colour the builder accepts (the strict reader of ./../color.ts, which
 * Material UI can read too), else what to change. Nothing else is used, stored or applied.
 */
export function colorProblem(value: string): string | null {
  const text = value.trim();
  if (text === '') {
    return `Enter a colour, for example ${EXAMPLE}.`;
  }
  return isColor(text) ? null : `"${shortened(text)}" is not a colour format this builder supports. Use ${SUPPORTED_FORMATS}.`;
}

function describe(value: unknown): string {
  if (value === null) {
    return 'null';
  }
  return Array.isArray(value) ? 'an array' : `a ${typeof value}`;
}

/**
 * Text that can end a CSS declaration or rule (`;`, `{`, `}`) or open a comment (`/*`). Theme
 * values and style keys end up in the CSS that emotion writes for the preview, unescaped:
 * `"x;}body{display:none}x{"` as a font family would hide the whole page. No theme value or
 * selector needs these characters.
 */
const CSS_BREAKOUT = /[;{}]|\/\*/;

/** The palette entries whose string values are colours (the builder's strict formats only). */
const PALETTE_COLOR_GROUPS = new Set(['text', 'background', 'action', 'common', 'grey']);

/**
 * Every key and string value of the options that could break out of its CSS rule, by path.
 * Walks without recursion; parseThemeOptions has already bounded the depth and size.
 */
function cssBreakouts(options: object): string[] {
  const problems: string[] = [];
  const pending: { value: unknown; path: string }[] = [{ value: options, path: '' }];
  while (pending.length > 0) {
    const { value, path } = pending.pop() as { value: unknown; path: string };
    if (typeof value === 'string') {
      if (CSS_BREAKOUT.test(value)) {
        problems.push(
          `${path}: "${shortened(value)}" contains ; { } or /*, which no theme value needs and which would break out of its CSS rule. Remove them.`,
        );
      }
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, child] of Object.entries(value)) {
        const childPath = path === '' ? key : Array.isArray(value) ? `${path}[${key}]` : `${path}.${key}`;
        if (CSS_BREAKOUT.test(key)) {
          problems.push(`${childPath}: the key contains ; { } or /*, which would break out of its CSS rule. Remove them.`);
        }
        pending.push({ value: child, path: childPath });
      }
    }
  }
  return problems.sort();
}

/**
 * Checks theme options the reader typed before they reach createTheme, and says what to
 * change. An empty list means the options are fine.
 */
export function validateThemeOptions(options: unknown): string[] {
  if (typeof options !== 'object' || options === null || Array.isArray(options)) {
    return [`Theme options must be a JSON object such as { "palette": { "primary": { "main": "${EXAMPLE}" } } }.`];
  }
  const problems: string[] = cssBreakouts(options);
  const record = options as Record<string, unknown>;
  if ('cssVariables' in record) {
    problems.push(
      '"cssVariables" is not allowed here: the builder creates a plain theme for the preview, and the site applies CSS variables itself. Remove the "cssVariables" option.',
    );
  }
  const palette = record.palette;
  if (palette !== undefined) {
    if (typeof palette !== 'object' || palette === null || Array.isArray(palette)) {
      problems.push(`"palette" must be an object; it is ${describe(palette)}.`);
    } else {
      for (const [key, value] of Object.entries(palette as Record<string, unknown>)) {
        if (key === 'contrastThreshold' && value !== CONTRAST_THRESHOLD) {
          problems.push(`palette.contrastThreshold is fixed at ${CONTRAST_THRESHOLD} in this builder; remove it.`);
        } else if (key === 'tonalOffset' && value !== TONAL_OFFSET) {
          problems.push(`palette.tonalOffset is fixed at ${TONAL_OFFSET} in this builder; remove it.`);
        } else if (key === 'mode') {
          problems.push('palette.mode follows the site\'s mode (use Settings to switch); remove it.');
        } else if (key === 'divider') {
          problems.push(...colorValueProblems(`palette.${key}`, value));
        } else if (PALETTE_COLOR_GROUPS.has(key)) {
          problems.push(...colorGroupProblems(key, value));
        } else if (!NON_COLOR_PALETTE_KEYS.has(key)) {
          problems.push(...paletteColorProblems(key, value));
        }
      }
    }
  }
  return problems;
}

/** A string colour must pass the strict reader; other types are left to createTheme. */
function colorValueProblems(path: string, value: unknown): string[] {
  if (typeof value !== 'string') {
    return [];
  }
  const problem = colorProblem(value);
  return problem ? [`${path}: ${problem}`] : [];
}

/** `palette.text`, `background`, `action`, `common`, `grey`: objects whose string values are colours (numbers are opacities). */
function colorGroupProblems(key: string, value: unknown): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return [`palette.${key} must be an object; it is ${describe(value)}.`];
  }
  return Object.entries(value as Record<string, unknown>).flatMap(([variant, shade]) => colorValueProblems(`palette.${key}.${variant}`, shade));
}

function paletteColorProblems(key: string, value: unknown): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return [`palette.${key} must be an object with a "main" colour, for example { "main": "${EXAMPLE}" }; it is ${describe(value)}.`];
  }
  const color = value as Record<string, unknown>;
  if (!('main' in color)) {
    return [`palette.${key} has no "main" colour. Add one, for example { "main": "${EXAMPLE}" }.`];
  }
  const problems: string[] = [];
  for (const [variant, shade] of Object.entries(color)) {
    if (typeof shade !== 'string') {
      problems.push(`palette.${key}.${variant} must be a string such as "${EXAMPLE}"; it is ${describe(shade)}.`);
    } else {
      const problem = colorProblem(shade);
      if (problem) {
        problems.push(`palette.${key}.${variant}: ${problem}`);
      }
    }
  }
  return problems;
}

/** Components sized down in the dense theme. */
const DENSE_COMPONENTS: ThemeOptions['components'] = {
  MuiButton: { defaultProps: { size: 'small' } },
  MuiFilledInput: { defaultProps: { margin: 'dense' } },
  MuiFormControl: { defaultProps: { margin: 'dense' } },
  MuiFormHelperText: { defaultProps: { margin: 'dense' } },
  MuiIconButton: { defaultProps: { size: 'small' } },
  MuiInputBase: { defaultProps: { margin: 'dense' } },
  MuiInputLabel: { defaultProps: { margin: 'dense' } },
  MuiListItem: { defaultProps: { dense: true } },
  MuiOutlinedInput: { defaultProps: { margin: 'dense' } },
  MuiFab: { defaultProps: { size: 'small' } },
  MuiTable: { defaultProps: { size: 'small' } },
  MuiTextField: { defaultProps: { margin: 'dense', size: 'small' } },
  MuiToolbar: { defaultProps: { variant: 'dense' } },
  MuiChip: { defaultProps: { size: 'small' } },
  MuiToggleButton: { defaultProps: { size: 'small' } },
};

/** The options the builder's tools describe (colours, spacing, density). */
export function toolOptions(state: ThemeState): ThemeOptions {
  const palette: Record<string, unknown> = {};
  for (const key of ['primary', 'secondary'] as const) {
    const main = state.paletteColors[key]?.main;
    if (main) {
      palette[key] = { main };
    }
  }
  const options: ThemeOptions = {};
  if (Object.keys(palette).length > 0) {
    options.palette = palette as ThemeOptions['palette'];
  }
  if (state.spacing !== 8) {
    options.spacing = state.spacing;
  }
  if (state.dense) {
    options.components = DENSE_COMPONENTS;
  }
  return options;
}

export type BuildResult = { ok: true; theme: Theme; options: ThemeOptions } | { ok: false; problems: string[] };

/**
 * The preview theme: the tools' options with the reader's own options merged on top, in the
 * site's current mode, with the fixed contrast threshold and tonal offset, and the component
 * text of the reader's language. Never throws: problems come back as messages.
 */
export function buildTheme(state: ThemeState, custom: unknown, localization: object = {}): BuildResult {
  const problems = validateThemeOptions(custom);
  if (problems.length > 0) {
    return { ok: false, problems };
  }
  const options = deepmerge(toolOptions(state), custom as ThemeOptions);
  try {
    const theme = createTheme(
      {
        ...options,
        palette: {
          ...options.palette,
          mode: state.paletteMode,
          contrastThreshold: CONTRAST_THRESHOLD,
          tonalOffset: TONAL_OFFSET,
        },
        direction: state.direction,
      },
      localization,
    );
    return { ok: true, theme, options };
  } catch (error) {
    return {
      ok: false,
      problems: [`Material UI could not create a theme from these options: ${(error as Error).message}`],
    };
  }
}

/** The code a reader copies to get the same theme in their app. */
export function themeCode(options: ThemeOptions): string {
  const body = JSON.stringify(options, null, 2)
    .replace(/"([A-Za-z_$][\w$]*)":/g, '$1:')
    .replace(/"/g, "'");
  return `import { createTheme } from '@mui/material/styles';\n\nconst theme = createTheme(${body});\n\nexport default theme;\n`;
}
