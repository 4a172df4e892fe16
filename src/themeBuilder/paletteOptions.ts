/**
 * The builder's checks of colours and of the `palette` option: every colour it accepts is one
 * whose channels the site computes (../color.ts), and reaches Material UI in canonical form.
 */
import { CONTRAST_THRESHOLD, TONAL_OFFSET } from '@/src/config/constants';
import { canonicalColor } from '@/src/theme/color';
import { describe } from './optionTypes';

const SUPPORTED_FORMATS = '#rgb, #rrggbb, rgb(), rgba(), hsl() or hsla()';
export const EXAMPLE_COLOR = '#2553eb';

/** Long text quoted in a message: its first 40 characters. */
export function shortened(text: string): string {
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}

/** A colour function whose values the builder could not compute with. */
const COLOR_FUNCTION = /^(?:rgba?|hsla?)\(/i;

/**
 * Null when `value` is a colour the builder accepts (the strict reader of ../color.ts, whose
 * every accepted value has finite channels), else what to change. Nothing else is used,
 * stored or applied.
 */
export function colorProblem(value: string): string | null {
  const text = value.trim();
  if (text === '') {
    return `Enter a colour, for example ${EXAMPLE_COLOR}.`;
  }
  if (canonicalColor(text) !== null) {
    return null;
  }
  if (/^[a-z]+$/i.test(text)) {
    return `Named colours such as "${shortened(text)}" are not supported. Use ${SUPPORTED_FORMATS}.`;
  }
  if (/^#[0-9a-f]*$/i.test(text)) {
    return `"${shortened(text)}" is not a hex colour: use 3, 4, 6 or 8 hex digits, for example ${EXAMPLE_COLOR}.`;
  }
  if (COLOR_FUNCTION.test(text) && text.length <= 64 && !/[;{}]/.test(text)) {
    return `"${shortened(text)}" is not a colour this builder can compute: give 3 channels and an optional alpha, each a finite number in range (rgb 0-255 or 0%-100%, a hue then saturation and lightness 0%-100%, alpha 0-1 or 0%-100%).`;
  }
  return `"${shortened(text)}" is not a colour format this builder supports. Use ${SUPPORTED_FORMATS}.`;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A colour value: a string the strict reader accepts. */
function colorValueProblems(path: string, value: unknown): string[] {
  if (typeof value !== 'string') {
    return [`${path} must be a colour such as "${EXAMPLE_COLOR}"; it is ${describe(value)}.`];
  }
  const problem = colorProblem(value);
  return problem ? [`${path}: ${problem}`] : [];
}

/** Entries of `palette.action` that are opacities (numbers from 0 to 1), not colours. */
const OPACITY = /Opacity$/;

/** `palette.text`, `background`, `action`, `common`, `grey`: objects of colours (and, in `action`, opacities). */
function colorGroupProblems(key: string, value: unknown): string[] {
  if (!isRecord(value)) {
    return [`palette.${key} must be an object of colours; it is ${describe(value)}.`];
  }
  return Object.entries(value).flatMap(([variant, shade]) => {
    const path = `palette.${key}.${variant}`;
    if (key === 'action' && OPACITY.test(variant)) {
      return typeof shade === 'number' && shade >= 0 && shade <= 1 ? [] : [`${path} must be an opacity from 0 to 1; it is ${describe(shade)}.`];
    }
    return colorValueProblems(path, shade);
  });
}

/** A colour of the palette (`primary`, `error`, or one of the reader's own): `main` and its variants. */
function paletteColorProblems(key: string, value: unknown): string[] {
  if (!isRecord(value)) {
    return [`palette.${key} must be an object with a "main" colour, for example { "main": "${EXAMPLE_COLOR}" }; it is ${describe(value)}.`];
  }
  if (!('main' in value)) {
    return [`palette.${key} has no "main" colour. Add one, for example { "main": "${EXAMPLE_COLOR}" }.`];
  }
  return Object.entries(value).flatMap(([variant, shade]) => colorValueProblems(`palette.${key}.${variant}`, shade));
}

/** Palette entries that are objects of colours. */
const COLOR_GROUPS = new Set(['text', 'background', 'action', 'common', 'grey']);
/** Palette entries Material UI computes itself (functions): a value from the reader would replace them. */
const COMPUTED = new Set(['getContrastText', 'augmentColor']);

/** What is wrong with the `palette` option, by path. */
export function paletteProblems(palette: unknown): string[] {
  if (!isRecord(palette)) {
    return [`"palette" must be an object; it is ${describe(palette)}.`];
  }
  return Object.entries(palette).flatMap(([key, value]): string[] => {
    if (key === 'contrastThreshold') {
      return value === CONTRAST_THRESHOLD ? [] : [`palette.contrastThreshold is fixed at ${CONTRAST_THRESHOLD} in this builder; remove it.`];
    }
    if (key === 'tonalOffset') {
      return value === TONAL_OFFSET ? [] : [`palette.tonalOffset is fixed at ${TONAL_OFFSET} in this builder; remove it.`];
    }
    if (key === 'mode') {
      return ["palette.mode follows the site's mode (use Settings to switch); remove it."];
    }
    if (COMPUTED.has(key)) {
      return [`palette.${key} is a function Material UI provides; remove it.`];
    }
    if (key === 'divider') {
      return colorValueProblems('palette.divider', value);
    }
    return COLOR_GROUPS.has(key) ? colorGroupProblems(key, value) : paletteColorProblems(key, value);
  });
}

/** A string colour in canonical form (../color.ts), the only form Material UI's maths reads exactly; anything else as it is. */
const canonical = (value: unknown): unknown => (typeof value === 'string' ? (canonicalColor(value) ?? value) : value);

/** Checked options with every palette colour in canonical form: `rgb(255 0 0 / 50%)` as `rgba(255, 0, 0, 0.5)`. */
export function withCanonicalColors(options: Record<string, unknown>): Record<string, unknown> {
  if (!isRecord(options.palette)) {
    return options;
  }
  const palette = Object.fromEntries(
    Object.entries(options.palette).map(([key, value]) => [
      key,
      isRecord(value) ? Object.fromEntries(Object.entries(value).map(([variant, shade]) => [variant, canonical(shade)])) : canonical(value),
    ]),
  );
  return { ...options, palette };
}
