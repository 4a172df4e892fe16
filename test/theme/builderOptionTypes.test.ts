import { describe, expect, it } from 'vitest';
import { buildTheme, validateThemeOptions } from '@/src/themeBuilder/options';
import { THEME_OPTION_KEYS } from '@/src/themeBuilder/optionTypes';
import { INITIAL_THEME_STATE } from '@/src/theme/themeReducer';

describe('theme option types', () => {
  it('names the options the builder reads', () => {
    expect(THEME_OPTION_KEYS).toEqual([
      'breakpoints',
      'components',
      'direction',
      'mixins',
      'palette',
      'shadows',
      'shape',
      'spacing',
      'transitions',
      'typography',
      'zIndex',
    ]);
  });

  // Every option the builder reads, null: Material UI took `zIndex` and `shadows` and then threw
  // while rendering (the island's error replaced the builder); the others made createTheme throw.
  it.each(THEME_OPTION_KEYS)('%s: null is refused with a message naming it', (key) => {
    const problems = validateThemeOptions({ [key]: null });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^"?${key}"? must be .*; it is null\\.$`));
    expect(buildTheme(INITIAL_THEME_STATE, { [key]: null }).ok).toBe(false);
  });

  it.each([
    [{ zIndex: { modal: 'high' } }, 'zIndex.modal must be a number; it is a string.'],
    [{ zIndex: { modal: 1e400 } }, 'zIndex.modal must be a number; it is a number too large to compute with.'],
    [{ shadows: ['none'] }, 'shadows must be an array of 25 box shadows (strings), one per elevation; it is an array of 1.'],
    [{ shadows: [...Array<string>(24).fill('none'), 3] }, 'shadows[24] must be a string; it is a number.'],
    [{ shape: { borderRadius: null } }, 'shape.borderRadius must be a number or a string; it is null.'],
    [{ spacing: [4, null] }, 'spacing must be a number (pixels per unit), a CSS length or an array of them; it is an array.'],
    [{ typography: { h1: 5 } }, 'typography.h1 must be an object of CSS properties; it is a number.'],
    [{ typography: { fontWeightBold: true } }, 'typography.fontWeightBold must be a number or a string; it is a boolean.'],
    [{ breakpoints: { values: { md: '900px' } } }, 'breakpoints.values.md must be a number; it is a string.'],
    [{ transitions: { duration: { short: null } } }, 'transitions.duration.short must be a number; it is null.'],
    [{ transitions: { easing: { sharp: 1 } } }, 'transitions.easing.sharp must be a string; it is a number.'],
    [{ components: { MuiButton: null } }, 'components.MuiButton must be an object with "defaultProps", "styleOverrides" or "variants"; it is null.'],
    [{ components: { MuiButton: { defaultProps: [] } } }, 'components.MuiButton.defaultProps must be an object of props; it is an array.'],
    [{ components: { MuiButton: { styleOverrides: { root: 1 } } } }, 'components.MuiButton.styleOverrides.root must be an object of CSS properties; it is a number.'],
    [{ components: { MuiButton: { variants: [{ props: null, style: {} }] } } }, 'components.MuiButton.variants[0].props must be an object of props; it is null.'],
    [{ mixins: { toolbar: 'tall' } }, 'mixins.toolbar must be an object of CSS properties; it is a string.'],
    [{ direction: 'up' }, 'direction must be "ltr" or "rtl"; it is a string.'],
    [{ applyStyles: null }, '"applyStyles" is not a theme option this builder reads'],
    [{ palette: { getContrastText: null } }, 'palette.getContrastText is a function Material UI provides; remove it.'],
    [{ palette: { text: { primary: null } } }, 'palette.text.primary must be a colour such as "#2553eb"; it is null.'],
    [{ palette: { action: { hoverOpacity: 2 } } }, 'palette.action.hoverOpacity must be an opacity from 0 to 1; it is a number.'],
    [{ palette: { divider: 5 } }, 'palette.divider must be a colour such as "#2553eb"; it is a number.'],
    [{ components: { MuiTypography: { defaultProps: { dangerouslySetInnerHTML: { __html: '<img src=x onerror=alert(1)>' } } } } }, 'components.MuiTypography.defaultProps.dangerouslySetInnerHTML: the builder does not render HTML from theme options. Remove it.'],
  ])('%j', (options, message) => {
    expect(validateThemeOptions(options).join('\n')).toContain(message);
    expect(buildTheme(INITIAL_THEME_STATE, options).ok).toBe(false);
  });

  it('accepts a theme that uses every option the builder reads', () => {
    const options = {
      breakpoints: { values: { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } },
      components: {
        MuiButton: {
          defaultProps: { disableElevation: true },
          styleOverrides: { root: { '&:hover': { boxShadow: 'none' }, '& .MuiButton-startIcon': { marginInlineEnd: 4 } } },
          variants: [{ props: { variant: 'outlined' }, style: { borderWidth: 2 } }],
        },
      },
      direction: 'rtl',
      mixins: { toolbar: { minHeight: 48 } },
      palette: { primary: { main: 'rgb(255 0 0 / 50%)' }, action: { hoverOpacity: 0.1 } },
      shadows: Array.from({ length: 25 }, (_, index) => (index === 0 ? 'none' : `0 ${index}px ${index * 2}px rgba(0,0,0,0.2)`)),
      shape: { borderRadius: '6px' },
      spacing: [0, 4, 8, 16, 32],
      transitions: { duration: { short: 200 }, easing: { sharp: 'cubic-bezier(0.4, 0, 0.6, 1)' } },
      typography: { fontFamily: 'Inter, sans-serif', fontSize: 15, fontWeightBold: 650, h1: { fontSize: '3rem' } },
      zIndex: { modal: 1400 },
    };
    expect(validateThemeOptions(options)).toEqual([]);
    const result = buildTheme(INITIAL_THEME_STATE, options);
    expect(result.ok && result.theme.palette.primary.main).toBe('rgba(255, 0, 0, 0.5)');
    expect(result.ok && result.theme.palette.primary.dark).toBe('rgba(178, 0, 0, 0.5)');
  });
});
