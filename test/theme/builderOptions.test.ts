import { describe, expect, it } from 'vitest';
import {
  buildTheme,
  colorProblem,
  MAX_OPTIONS_DEPTH,
  parseThemeOptions,
  themeCode,
  toolOptions,
  validateThemeOptions,
} from '@/src/themeBuilder/options';
import { INITIAL_THEME_STATE, type ThemeState } from '@/src/theme/themeReducer';

describe('colorProblem', () => {
  it.each(['#2553eb', '#fff', 'rgb(37, 83, 235)', 'rgba(0,0,0,0.5)', 'hsl(226, 83%, 53%)', 'hsla(0, 0%, 0%, 0.2)'])(
    'accepts %s',
    (value) => {
      expect(colorProblem(value)).toBeNull();
    },
  );

  it.each([
    ['', 'Enter a colour'],
    ['blue-ish', '"blue-ish" is not a colour format this builder supports. Use #rgb, #rrggbb, rgb(), rgba(), hsl() or hsla().'],
    ['#12345', '"#12345" is not a hex colour: use 3, 4, 6 or 8 hex digits, for example #2553eb.'],
    ['red', 'Named colours such as "red" are not supported. Use #rgb, #rrggbb, rgb(), rgba(), hsl() or hsla().'],
    ['rgb(1,2,3)}body{display:none}x{', 'is not a colour format'],
    ['color(display-p3 1 0 0)', 'is not a colour format'],
  ])('rejects %j', (value, message) => {
    expect(colorProblem(value)).toContain(message);
  });
});

describe('validateThemeOptions', () => {
  it.each([
    [{}, []],
    [{ palette: { primary: { main: '#0d9488' }, secondary: { main: 'rgb(219, 39, 119)', light: '#f472b6' } } }, []],
    [{ palette: { text: { primary: '#111' }, background: { default: '#fff' } } }, []],
    [
      { palette: { primary: { light: '#fff' } } },
      ['palette.primary has no "main" colour. Add one, for example { "main": "#2553eb" }.'],
    ],
    [{ palette: { primary: { main: 42 } } }, ['palette.primary.main must be a colour such as "#2553eb"; it is a number.']],
    [
      { palette: { success: { main: 'blue-ish' } } },
      ['palette.success.main: "blue-ish" is not a colour format this builder supports. Use #rgb, #rrggbb, rgb(), rgba(), hsl() or hsla().'],
    ],
    [
      { cssVariables: true },
      [
        '"cssVariables" is not allowed here: the builder creates a plain theme for the preview, and the site applies CSS variables itself. Remove the "cssVariables" option.',
      ],
    ],
    [{ palette: { brand: '#0d9488' } }, ['palette.brand must be an object with a "main" colour, for example { "main": "#2553eb" }; it is a string.']],
    [{ palette: { contrastThreshold: 4.5 } }, ['palette.contrastThreshold is fixed at 3 in this builder; remove it.']],
    [{ palette: { tonalOffset: 0.3 } }, ['palette.tonalOffset is fixed at 0.2 in this builder; remove it.']],
    [{ palette: 'dark' }, ['"palette" must be an object; it is a string.']],
    [[], ['Theme options must be a JSON object such as { "palette": { "primary": { "main": "#2553eb" } } }.']],
    [null, ['Theme options must be a JSON object such as { "palette": { "primary": { "main": "#2553eb" } } }.']],
  ])('%j', (options, problems) => {
    expect(validateThemeOptions(options)).toEqual(problems);
  });

  // Emotion writes theme values into the preview's CSS unescaped: any of these would close
  // the component's rule and hide the whole page (`body{display:none}`).
  it.each([
    ['a background colour', { palette: { background: { default: 'rgb(1,2,3)}body{display:none}x{' } } }, 'palette.background.default'],
    ['a text colour', { palette: { text: { primary: 'red;}body{display:none}x{' } } }, 'palette.text.primary'],
    ['the divider', { palette: { divider: '#fff}body{display:none}' } }, 'palette.divider'],
    ['a grey shade', { palette: { grey: { 500: '#fff;}body{display:none' } } }, 'palette.grey.500'],
    ['the font family', { typography: { fontFamily: 'x;}body{display:none}x{' } }, 'typography.fontFamily'],
    ['a style override value', { components: { MuiButton: { styleOverrides: { root: { color: 'red}body{display:none' } } } } }, 'components.MuiButton.styleOverrides.root.color'],
    ['a style override key', { components: { MuiButton: { styleOverrides: { root: { '}body{display:none}x{': { color: '#fff' } } } } } }, 'components.MuiButton.styleOverrides.root.}body{display:none}x{'],
    ['a comment opener', { typography: { button: { fontWeight: '700/*' } } }, 'typography.button.fontWeight'],
    ['an array item', { shadows: ['none', '0 0 1px red;}body{display:none'] }, 'shadows[1]'],
  ])('refuses CSS that breaks out of its rule: %s', (_, options, path) => {
    const problems = validateThemeOptions(options);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.some((problem) => problem.startsWith(`${path}: `))).toBe(true);
    expect(buildTheme(INITIAL_THEME_STATE, options).ok).toBe(false);
  });

  it.each([
    ['non-colour text as a background', { palette: { background: { paper: 'white' } } }, 'palette.background.paper: Named colours such as "white" are not supported.'],
    ['a named divider', { palette: { divider: 'grey' } }, 'palette.divider: Named colours such as "grey" are not supported.'],
    ['a url() as an action colour', { palette: { action: { hover: 'url(x)' } } }, 'palette.action.hover: "url(x)" is not a colour format'],
  ])('checks every palette colour with the strict reader: %s', (_, options, message) => {
    expect(validateThemeOptions(options).join('\n')).toContain(message);
  });

  it('leaves ordinary options alone: font stacks, numbers, opacities, nested selectors', () => {
    expect(
      validateThemeOptions({
        typography: { fontFamily: '"Inter", "Helvetica Neue", sans-serif', button: { textTransform: 'none', fontWeight: 600 } },
        palette: { action: { hover: 'rgba(0, 0, 0, 0.04)', hoverOpacity: 0.04 }, grey: { 100: '#f5f5f5' }, divider: 'hsl(0 0% 0% / 12%)' },
        components: { MuiButton: { styleOverrides: { root: { '&:hover': { boxShadow: '0 1px 2px rgba(0,0,0,0.2)' } } } } },
        shape: { borderRadius: 8 },
      }),
    ).toEqual([]);
  });
});

describe('buildTheme', () => {
  const state: ThemeState = { ...INITIAL_THEME_STATE, paletteColors: { primary: { main: '#0d9488' } }, spacing: 6, dense: true };

  it('applies the tools, the fixed contrast threshold and tonal offset, and the site mode', () => {
    const result = buildTheme({ ...state, paletteMode: 'dark' }, {});
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.theme.palette.primary.main).toBe('#0d9488');
    expect(result.theme.palette.mode).toBe('dark');
    expect(result.theme.palette.contrastThreshold).toBe(3);
    expect(result.theme.palette.tonalOffset).toBe(0.2);
    expect(result.theme.spacing(2)).toBe('12px');
    expect(result.theme.components?.MuiButton?.defaultProps).toEqual({ size: 'small' });
  });

  it('merges the reader options over the tools', () => {
    const result = buildTheme(state, { palette: { primary: { main: '#db2777' } }, shape: { borderRadius: 2 } });
    expect(result.ok && result.theme.palette.primary.main).toBe('#db2777');
    expect(result.ok && result.theme.shape.borderRadius).toBe(2);
  });

  it('returns messages, never throws, for bad options', () => {
    expect(buildTheme(state, { palette: { primary: { main: 'nope' } } })).toEqual({
      ok: false,
      problems: ['palette.primary.main: Named colours such as "nope" are not supported. Use #rgb, #rrggbb, rgb(), rgba(), hsl() or hsla().'],
    });
  });

  it('merges component text of a locale', () => {
    const result = buildTheme(state, {}, { components: { MuiTablePagination: { defaultProps: { labelRowsPerPage: '每页行数' } } } });
    expect(result.ok && result.theme.components?.MuiTablePagination?.defaultProps?.labelRowsPerPage).toBe('每页行数');
  });
});

describe('toolOptions and themeCode', () => {
  it('describe only what differs from the defaults', () => {
    expect(toolOptions(INITIAL_THEME_STATE)).toEqual({});
    expect(toolOptions({ ...INITIAL_THEME_STATE, spacing: 10, paletteColors: { secondary: { main: '#db2777' } } })).toEqual({
      palette: { secondary: { main: '#db2777' } },
      spacing: 10,
    });
  });

  it('prints a createTheme call', () => {
    expect(themeCode({ palette: { primary: { main: '#0d9488' } }, spacing: 6 })).toBe(
      "import { createTheme } from '@mui/material/styles';\n\nconst theme = createTheme({\n  palette: {\n    primary: {\n      main: '#0d9488'\n    }\n  },\n  spacing: 6\n});\n\nexport default theme;\n",
    );
  });
});

describe('parseThemeOptions', () => {
  const nested = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
  it.each([
    ['empty text', '', {}],
    ['an object', '{"shape":{"borderRadius":4}}', { shape: { borderRadius: 4 } }],
    ['braces inside strings do not count', `{"a":"${'{'.repeat(100)}"}`, { a: '{'.repeat(100) }],
    ['escaped quotes inside strings', '{"a":"\\"{{{{"}', { a: '"{{{{' }],
  ])('reads %s', (_, text, expected) => {
    expect(parseThemeOptions(text)).toEqual({ value: expected, error: null });
  });

  it.each([
    ['3,000 levels of nesting, without overflowing the stack', nested(3_000), 'nested more than 16 levels'],
    ['10,000 levels of nesting (over the size limit too)', nested(10_000), 'the builder reads up to 20,000'],
    ['17 levels', nested(MAX_OPTIONS_DEPTH + 1), 'nested more than 16 levels'],
    ['1 MB of text', `{"a":"${'x'.repeat(1_000_000)}"}`, 'the builder reads up to 20,000'],
    ['invalid JSON', '{"palette": ', 'JSON'],
  ])('refuses %s with a message', (_, text, message) => {
    const result = parseThemeOptions(text);
    expect(result.value).toBeUndefined();
    expect(result.error).toContain(message);
  });

  it('accepts exactly the maximum depth', () => {
    expect(parseThemeOptions(nested(MAX_OPTIONS_DEPTH)).error).toBeNull();
  });
});
