import { describe, expect, it } from 'vitest';
import { codePaletteRules, DARK_CODE_COLORS, LIGHT_CODE_COLORS, tokenClasses } from '@/src/content/build/codePalette';

describe('highlighted code colours as classes', () => {
  const light = LIGHT_CODE_COLORS.indexOf('#CF222E');
  const dark = DARK_CODE_COLORS.indexOf('#FF7B72');

  it('reads both palettes from the themes', () => {
    expect(light).toBeGreaterThan(-1);
    expect(dark).toBeGreaterThan(-1);
    expect(new Set(LIGHT_CODE_COLORS).size).toBe(LIGHT_CODE_COLORS.length);
  });

  it.each([
    ['both colours in the palettes', 'color:#CF222E;--shiki-dark:#FF7B72', { classes: [`l${light}`, `d${dark}`], style: '' }],
    ['lower-case colours', 'color:#cf222e;--shiki-dark:#ff7b72', { classes: [`l${light}`, `d${dark}`], style: '' }],
    ['a colour outside the palette stays inline', 'color:#123456;--shiki-dark:#FF7B72', { classes: [`d${dark}`], style: 'color:#123456' }],
    ['a font style stays inline', 'color:#CF222E;--shiki-dark:#FF7B72;font-style:italic', { classes: [`l${light}`, `d${dark}`], style: 'font-style:italic' }],
  ])('%s', (_label, style, expected) => {
    expect(tokenClasses(style)).toEqual(expected);
  });

  it('defines each class once, the dark ones under .dark', () => {
    const rules = codePaletteRules();
    expect(rules[`.shiki .l${light}`]).toEqual({ color: '#CF222E' });
    expect(rules[`.dark .shiki .d${dark}`]).toEqual({ color: '#FF7B72' });
  });
});
