/**
 * The types of the theme options the builder reads, checked before createTheme: Material UI
 * takes `{"zIndex":null}` or `{"shadows":5}` without a word and then fails (or draws nonsense)
 * while rendering. Each problem names the option's path and says what it should be.
 * `palette` has its own, colour-aware checks (./options.ts).
 */

type Check = (value: unknown, path: string) => string[];

/** How a value is named in a message: "null", "an array", "a number"… */
export function describe(value: unknown): string {
  if (value === null) {
    return 'null';
  }
  if (typeof value === 'number' && !Number.isFinite(value)) {
    return 'a number too large to compute with';
  }
  return Array.isArray(value) ? 'an array' : `a ${typeof value}`;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A check that the value is of a kind, named in the message as `expected`. */
const kind =
  (expected: string, accepts: (value: unknown) => boolean): Check =>
  (value, path) =>
    accepts(value) ? [] : [`${path} must be ${expected}; it is ${describe(value)}.`];

const number = kind('a number', (value) => typeof value === 'number' && Number.isFinite(value));
const string = kind('a string', (value) => typeof value === 'string');
const numberOrString = kind('a number or a string', (value) => (typeof value === 'number' && Number.isFinite(value)) || typeof value === 'string');
/** CSS in object form (its keys and values are checked by the selector and CSS checks of ./options.ts). */
const styles = kind('an object of CSS properties', isRecord);
const props = kind('an object of props', isRecord);

/** An object whose known fields are checked by `fields`, and every other field by `rest`. */
function object(expected: string, fields: Readonly<Record<string, Check>>, rest?: Check): Check {
  return (value, path) => {
    if (!isRecord(value)) {
      return [`${path} must be ${expected}; it is ${describe(value)}.`];
    }
    return Object.entries(value).flatMap(([key, child]) => {
      const check = Object.hasOwn(fields, key) ? fields[key] : rest;
      return check ? check(child, `${path}.${key}`) : [];
    });
  };
}

function arrayOf(expected: string, item: Check, length?: number): Check {
  return (value, path) => {
    if (!Array.isArray(value) || (length !== undefined && value.length !== length)) {
      return [`${path} must be ${expected}; it is ${Array.isArray(value) ? `an array of ${value.length}` : describe(value)}.`];
    }
    return value.flatMap((child, index) => item(child, `${path}[${index}]`));
  };
}

function either(expected: string, ...checks: Check[]): Check {
  return (value, path) => (checks.some((check) => check(value, path).length === 0) ? [] : [`${path} must be ${expected}; it is ${describe(value)}.`]);
}

/** Material UI's theme has exactly this many elevations (0 to 24). */
const SHADOW_COUNT = 25;

const FONT_WEIGHTS = ['fontWeightLight', 'fontWeightRegular', 'fontWeightMedium', 'fontWeightBold'] as const;

/** The options the builder reads, with the type of each; `palette` is checked in ./options.ts. */
const THEME_OPTIONS: Readonly<Record<string, Check>> = {
  breakpoints: object('an object such as { "values": { "md": 900 } }', {
    values: object('an object of widths in pixels such as { "md": 900 }', {}, number),
    unit: string,
    step: number,
    keys: arrayOf('an array of breakpoint names', string),
  }),
  components: object(
    'an object of components such as { "MuiButton": { "defaultProps": { … } } }',
    {},
    object('an object with "defaultProps", "styleOverrides" or "variants"', {
      defaultProps: props,
      styleOverrides: object('an object of slots such as { "root": { … } }', {}, styles),
      variants: arrayOf('an array of { "props": { … }, "style": { … } }', object('an object with "props" and "style"', { props, style: styles })),
    }),
  ),
  direction: kind('"ltr" or "rtl"', (value) => value === 'ltr' || value === 'rtl'),
  mixins: object('an object of style mixins such as { "toolbar": { … } }', {}, styles),
  shadows: arrayOf(`an array of ${SHADOW_COUNT} box shadows (strings), one per elevation`, string, SHADOW_COUNT),
  shape: object('an object such as { "borderRadius": 8 }', { borderRadius: numberOrString }),
  spacing: either('a number (pixels per unit), a CSS length or an array of them', number, string, arrayOf('an array', numberOrString)),
  transitions: object('an object such as { "duration": { "short": 250 } }', {
    duration: object('an object of durations in milliseconds', {}, number),
    easing: object('an object of easing functions (strings)', {}, string),
  }),
  typography: object(
    'an object such as { "fontSize": 14, "h1": { … } }',
    {
      fontFamily: string,
      fontSize: number,
      htmlFontSize: number,
      ...Object.fromEntries(FONT_WEIGHTS.map((key) => [key, numberOrString])),
    },
    styles,
  ),
  zIndex: object('an object of numbers such as { "modal": 1300 }', {}, number),
};

/** The top-level options the builder reads (palette included). */
export const THEME_OPTION_KEYS: readonly string[] = [...Object.keys(THEME_OPTIONS), 'palette'].sort();

/**
 * Every option whose type is wrong, and every top-level key the builder does not read (an
 * unknown key such as `vars` or `applyStyles` reaches Material UI's components as is).
 */
export function optionTypeProblems(options: Readonly<Record<string, unknown>>): string[] {
  return Object.entries(options).flatMap(([key, value]) => {
    if (key === 'palette' || key === 'cssVariables') {
      return [];
    }
    const check = THEME_OPTIONS[key];
    return check
      ? check(value, key)
      : [`"${key}" is not a theme option this builder reads (${THEME_OPTION_KEYS.join(', ')}); remove it.`];
  });
}
