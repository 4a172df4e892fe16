// @vitest-environment jsdom
/**
 * The theme builder's inputs: the colour fields and the options JSON. Whatever is typed, the
 * builder never throws; a colour it accepts has finite channels all the way to the site's CSS
 * variables; options it accepts build a theme; a selector it accepts selects nothing outside
 * the component.
 */
import fc from 'fast-check';
import { compile, serialize, stringify } from 'stylis';
import { describe, expect, it } from 'vitest';
import { buildTheme, colorProblem, parseThemeOptions } from '@/src/themeBuilder/options';
import { THEME_OPTION_KEYS } from '@/src/themeBuilder/optionTypes';
import { selectorProblem } from '@/src/themeBuilder/selectors';
import { canonicalColor, colorChannels } from '@/src/theme/color';
import { paletteVars } from '@/src/theme/paletteCss';
import { INITIAL_THEME_STATE } from '@/src/theme/themeReducer';
import { anyText, check, colourText } from './fuzz';

describe('colours', () => {
  it('colorProblem never throws; an accepted colour computes finite site variables', () => {
    check(
      fc.property(colourText, (typed) => {
        const problem = colorProblem(typed);
        if (problem !== null) {
          expect(problem.length).toBeGreaterThan(0);
          return;
        }
        const canonical = canonicalColor(typed);
        expect(canonical).not.toBeNull();
        expect(colorChannels(canonical)?.every((channel) => Number.isFinite(channel))).toBe(true);
        const vars = paletteVars({ primary: { main: typed } });
        expect(Object.keys(vars).length).toBeGreaterThan(0);
        expect(Object.values(vars).join(' ')).not.toMatch(/NaN|Infinity|undefined/);
      }),
    );
  });
});

/** Theme options: random JSON, and the builder's own keys holding values of every type. */
const options = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }),
  fc.dictionary(fc.constantFrom(...THEME_OPTION_KEYS), fc.jsonValue({ maxDepth: 3 }), { maxKeys: 3 }),
  fc
    .tuple(fc.constantFrom(...THEME_OPTION_KEYS), fc.constantFrom('main', 'modal', 'borderRadius', 'fontSize', 'values', 'MuiButton', 'h1', 'duration', '0'), fc.jsonValue({ maxDepth: 2 }))
    .map(([key, inner, value]) => ({ [key]: { [inner]: value } })),
  fc.record({ palette: fc.dictionary(fc.constantFrom('primary', 'secondary', 'text', 'background', 'action', 'divider', 'grey', 'mode', 'error'), fc.oneof(colourText, fc.record({ main: colourText }), fc.jsonValue({ maxDepth: 2 }))) }),
);

describe('theme options', () => {
  it('parseThemeOptions reads any text without throwing', () => {
    check(
      fc.property(fc.oneof(anyText, fc.json({ maxDepth: 6 }), fc.string({ unit: fc.constantFrom('{', '}', '[', ']', '"', '\\', ':', ',', '1') , maxLength: 400 })), (text) => {
        const parsed = parseThemeOptions(text);
        expect(parsed.error === null || typeof parsed.error === 'string').toBe(true);
      }),
    );
  });

  it('buildTheme never throws: a theme with computable colours, or messages', () => {
    check(
      fc.property(options, (value) => {
        const result = buildTheme(INITIAL_THEME_STATE, value);
        if (!result.ok) {
          expect(result.problems.length).toBeGreaterThan(0);
          for (const problem of result.problems) expect(typeof problem).toBe('string');
          return;
        }
        for (const key of ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const) {
          const color = result.theme.palette[key];
          for (const shade of [color.main, color.light, color.dark, color.contrastText]) {
            expect(shade).not.toMatch(/NaN|Infinity/);
          }
        }
      }),
    );
  });
});

/**
 * Selector keys from the parts a reader (or an attacker) combines: the component (`&`),
 * combinators, functional pseudo-classes and elements outside the preview.
 */
const selectorKey = fc
  .array(
    fc.constantFrom('&', '&', ' ', ' ', '>', '~', '+', ',', ':has(', ':is(', ':not(', ':where(', ')', 'html', 'body', 'div', '*', '.inner', '#after', '[id]', ':hover', '::before', '@media (min-width:0px)', '@font-face', 'span'),
    { minLength: 1, maxLength: 7 },
  )
  .map((parts) => parts.join(''));

describe('style override selectors', () => {
  it('an accepted selector matches only the component and what is inside it', () => {
    document.body.innerHTML = '<div id="before"></div><div class="css-x"><span class="inner"></span><div><i></i></div></div><div id="after"></div><span id="sibling"></span>';
    const component = document.querySelector('.css-x') as Element;
    const inside = (element: Element) => component === element || component.contains(element);
    check(
      fc.property(selectorKey, (key) => {
        if (selectorProblem(key) !== null) return;
        // What emotion writes for a nested key of the component's styles.
        const css = serialize(compile(`.css-x{${key}{color:red}}`), stringify);
        for (const [, selector] of css.matchAll(/(?:^|})([^{}@]+)\{color:red;\}/g)) {
          let matched: Element[] = [];
          try {
            matched = [...document.querySelectorAll(selector ?? '')];
          } catch {
            // Not a selector the browser reads: it matches nothing.
          }
          expect(matched.filter((element) => !inside(element)).map((element) => `${key} -> ${selector}: ${element.outerHTML}`)).toEqual([]);
        }
      }),
      500,
    );
  });
});
