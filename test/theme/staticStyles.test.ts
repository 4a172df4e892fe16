import { describe, expect, it } from 'vitest';
import { adClasses } from '@/src/ads/classes';
import { contentClasses } from '@/src/content/classes';
import { layoutClasses } from '@/src/layout/classes';
import { navigationClasses } from '@/src/navigation/classes';
import { searchClasses } from '@/src/search/classes';
import { SHELL_CSS } from '@/src/layout/build/shellStyles';
import { ruleToCss, staticCss } from '@/src/theme/build/staticStyles';
import { twinsClasses } from '@/src/twins/classes';
import { uiClasses } from '@/src/ui/classes';
import { islandClasses } from '@/src/islands/classes';

describe('ruleToCss', () => {
  it.each([
    ['pixels for numbers', { gap: 6, padding: 0 }, '.a{gap:6px;padding:0;}'],
    ['unitless properties as numbers', { flex: 1, fontWeight: 700, lineHeight: 1.5, zIndex: 3 }, '.a{flex:1;font-weight:700;line-height:1.5;z-index:3;}'],
    ['states and children through &', { '&:hover': { color: 'red' }, '& > span': { display: 'none' } }, '.a:hover{color:red;}.a>span{display:none;}'],
    ['an ancestor before &', { '.no-js &': { display: 'none' } }, '.no-js .a{display:none;}'],
    ['media queries around the rule', { '@media (min-width:600px)': { padding: 3 } }, '@media (min-width:600px){.a{padding:3px;}}'],
    ['custom properties as written', { '--callout-bg': 'red' }, '.a{--callout-bg:red;}'],
  ])('writes %s', (_, styles, css) => {
    expect(ruleToCss('.a', styles)).toBe(css);
  });
});

describe('staticCss', () => {
  it('keeps the order of the rules, so a later one refines an earlier one', () => {
    expect(staticCss({ '.button': { display: 'inline-flex' }, '.menu-button': { display: 'none' } })).toBe(
      '.button{display:inline-flex;}.menu-button{display:none;}',
    );
  });
});

describe('SHELL_CSS', () => {
  const classes = [layoutClasses, navigationClasses, contentClasses, searchClasses, twinsClasses, adClasses, uiClasses, islandClasses].flatMap((group) =>
    Object.values(group),
  );

  it.each(classes)('styles .%s, which a component of the shell sets', (name) => {
    expect(SHELL_CSS).toMatch(new RegExp(`\\.${name}[{:\\[ >]`));
  });

  it('puts the app bar button before the buttons that refine it', () => {
    expect(SHELL_CSS.indexOf(`.${uiClasses.appBarButton}{`)).toBeLessThan(SHELL_CSS.indexOf(`.${searchClasses.button}{`));
    expect(SHELL_CSS.indexOf(`.${uiClasses.appBarButton}{`)).toBeLessThan(SHELL_CSS.indexOf(`.${layoutClasses.menuButton}`));
  });
});
