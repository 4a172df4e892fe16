import { createTheme, type Theme, type ThemeOptions } from '@mui/material/styles';
import { deepmerge } from '@mui/utils';
import { CONTRAST_THRESHOLD, TONAL_OFFSET } from '@/src/config/constants';
import { canonicalColor } from '@/src/theme/color';
import type { ThemeState } from '@/src/theme/themeReducer';
import { optionTypeProblems } from './optionTypes';
import { EXAMPLE_COLOR, paletteProblems, shortened, withCanonicalColors } from './paletteOptions';
import { selectorProblem } from './selectors';

export { colorProblem } from './paletteOptions';

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

/**
 * Text that can end a CSS declaration or rule (`;`, `{`, `}`) or open a comment (`/*`). Theme
 * values and style keys end up in the CSS that emotion writes for the preview, unescaped:
 * `"x;}body{display:none}x{"` as a font family would hide the whole page. No theme value or
 * selector needs these characters.
 */
const CSS_BREAKOUT = /[;{}]|\/\*/;

/** A prop that would put the reader's text into the page as HTML. */
const HTML_PROP = 'dangerouslySetInnerHTML';

/**
 * Every key and string value of the options that could break out of its CSS rule, every
 * selector that reaches outside the component it styles (./selectors.ts), and raw HTML, by
 * path. Walks without recursion; parseThemeOptions has already bounded the depth and size.
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
        } else if (key === HTML_PROP) {
          problems.push(`${childPath}: the builder does not render HTML from theme options. Remove it.`);
        } else if (!Array.isArray(value)) {
          const selector = selectorProblem(key);
          if (selector) {
            problems.push(`${childPath}: ${selector}`);
          }
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
    return [`Theme options must be a JSON object such as { "palette": { "primary": { "main": "${EXAMPLE_COLOR}" } } }.`];
  }
  const record = options as Record<string, unknown>;
  const problems: string[] = [...cssBreakouts(options), ...optionTypeProblems(record)];
  if ('cssVariables' in record) {
    problems.push(
      '"cssVariables" is not allowed here: the builder creates a plain theme for the preview, and the site applies CSS variables itself. Remove the "cssVariables" option.',
    );
  }
  if (record.palette !== undefined) {
    problems.push(...paletteProblems(record.palette));
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
    const main = canonicalColor(state.paletteColors[key]?.main);
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
  const options = deepmerge(toolOptions(state), withCanonicalColors(custom as Record<string, unknown>) as ThemeOptions);
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
