import { describe, expect, it } from 'vitest';
import {
  BREAKPOINTS,
  CONTRAST_THRESHOLD,
  SITE_BORDER_RADIUS_PX,
  SPACING_UNIT_PX,
  TONAL_OFFSET,
  TRANSITION_DURATIONS_MS,
  Z_INDEX,
} from '@/src/config/constants';
import { brandTheme } from '@/src/theme/brandTheme';
import { themeVariablesCss } from '@/src/theme/documentStyles';
import { toCss } from '@/src/theme/toCss';
import { alpha, dark, mq, spacing, vars } from '@/src/theme/tokens';

function referencedVariables(value: unknown): string[] {
  if (typeof value === 'string') {
    return [...value.matchAll(/var\((--[\w-]+)\)/g)].map((match) => match[1] ?? '');
  }
  return Object.values(value as object).flatMap(referencedVariables);
}

/** The declarations of one rule of the generated CSS, as a map. */
function rule(css: string, selector: string): Map<string, string> {
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const body = new RegExp(`(?:^|[{}])\\s*${escaped}\\{([^}]*)\\}`).exec(css)?.[1] ?? '';
  return new Map(
    body
      .split(';')
      .filter(Boolean)
      .map((declaration) => {
        const index = declaration.indexOf(':');
        return [declaration.slice(0, index), declaration.slice(index + 1)] as [string, string];
      }),
  );
}

describe('site theme stylesheet', () => {
  const css = themeVariablesCss();
  // Light colours apply by default (:root) and under .light; the first :root rule holds the rest.
  const light = rule(css, ':root, .light');
  const darkScheme = rule(css, '.dark');

  it('defines, in light and dark, every variable the shell refers to', () => {
    const used = referencedVariables(vars);
    expect(used.length).toBeGreaterThan(8);
    for (const name of used) {
      expect(light.has(name), `${name} in :root`).toBe(true);
      expect(darkScheme.has(name), `${name} in .dark`).toBe(true);
    }
  });

  it('applies the dark scheme on screen only: a page prints in the light one', () => {
    expect(css).toMatch(/@media not print\{\s*\.dark\{/);
  });

  it('gives the dark scheme its own colours', () => {
    expect(light.get('--mui-palette-background-default')).toBe('#fff');
    expect(darkScheme.get('--mui-palette-background-default')).not.toBe('#fff');
    expect(light.get('--mui-palette-primary-main')).not.toBe(darkScheme.get('--mui-palette-primary-main'));
  });
});

describe('brand theme', () => {
  it('uses the specification constants', () => {
    expect(brandTheme.breakpoints.values).toEqual(BREAKPOINTS);
    expect(brandTheme.shape.borderRadius).toBe(SITE_BORDER_RADIUS_PX);
    expect(brandTheme.spacing(1)).toBe(`calc(1 * var(--mui-spacing, ${SPACING_UNIT_PX}px))`);
    expect(brandTheme.zIndex).toMatchObject(Z_INDEX);
    expect(brandTheme.transitions.duration).toMatchObject(TRANSITION_DURATIONS_MS);
    expect(brandTheme.typography.fontSize).toBe(14);
    expect(brandTheme.typography.htmlFontSize).toBe(16);
    expect(brandTheme.palette.contrastThreshold).toBe(CONTRAST_THRESHOLD);
    expect(brandTheme.palette.tonalOffset).toBe(TONAL_OFFSET);
  });
});

describe('tokens', () => {
  it.each([
    [spacing(1), '8px'],
    [spacing(0, 2), '0px 16px'],
    [spacing(1.5, 2, 4), '12px 16px 32px'],
    [mq.up('lg'), '@media (min-width:1200px)'],
    [mq.down('sm'), '@media (max-width:599.95px)'],
    [alpha(vars.palette.primary.mainChannel, 0.1), 'rgba(var(--mui-palette-primary-mainChannel) / 0.1)'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('scopes dark styles under the .dark class, on screen', () => {
    // On screen only: printed pages use the light scheme.
    expect(dark({ color: 'white' })).toEqual({ '@media not print': { '.dark &': { color: 'white' } } });
  });
});

describe('toCss', () => {
  it('serialises rules, custom properties and nested at-rules', () => {
    expect(
      toCss({
        ':root': { '--mui-a': '1px', colorScheme: 'light' },
        '@media (prefers-color-scheme: dark)': { ':root': { colorScheme: 'dark' } },
      }),
    ).toBe(':root{--mui-a:1px;color-scheme:light}@media (prefers-color-scheme: dark){:root{color-scheme:dark}}');
  });
});
