/**
 * Build time only: style objects (the same objects emotion takes, written with the theme's
 * tokens) turned into static CSS. The shell is styled this way: its CSS is in every page's
 * <head> from the first byte, and no style code or style runtime is part of its JavaScript.
 * Emotion stays for Material UI and for what loads on demand (demos, menus, dialogs).
 */
import type { CSSObject } from '@emotion/serialize';
import { serializeStyles } from '@emotion/serialize';
import { compile, serialize, stringify } from 'stylis';

export type { CSSObject };

/** Rules by selector, usually one class of the shell (`.docs-header`); `&` refers to it. */
export type StaticStyles = Record<string, CSSObject>;

/**
 * One rule as CSS: emotion's own serialiser (units, unitless properties, nesting as written)
 * and stylis (which resolves `&` and nested at-rules), so the result is what emotion would
 * have inserted, minus the generated class name.
 */
export function ruleToCss(selector: string, styles: CSSObject): string {
  const { styles: body } = serializeStyles([styles]);
  return serialize(compile(`${selector}{${body}}`), stringify);
}

/** Every rule of a style sheet, in the order written. */
export function staticCss(sheet: StaticStyles): string {
  return Object.entries(sheet)
    .map(([selector, styles]) => ruleToCss(selector, styles))
    .join('');
}
