/**
 * Server-only: the "Inter Fallback" face, a local Arial (or its metric twins Liberation Sans
 * and Arimo, as on Linux) scaled and re-spaced to Inter's metrics by capsize, the same
 * computation Next.js's font tooling does. Text set in it takes the room Inter would, so a
 * reader who gets the fallback (see fonts.css) sees the same line breaks.
 */
import { createFontStack } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import inter from '@capsizecss/metrics/inter';
import { FALLBACK_FONT_FAMILY } from './tokens';

/** Local fonts with Arial's metrics, tried in order. */
const ARIAL_LIKE = ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans', 'Arimo', 'Helvetica'];

export function fontFallbackCss(): string {
  const { fontFaces } = createFontStack([inter, arial], { fontFaceFormat: 'styleObject' });
  const face = fontFaces[0]?.['@font-face'];
  if (!face) {
    throw new Error('capsize returned no fallback font face for Inter.');
  }
  const declarations = [
    `font-family:"${FALLBACK_FONT_FAMILY}"`,
    `src:${ARIAL_LIKE.map((name) => `local("${name}")`).join(',')}`,
    `ascent-override:${face.ascentOverride}`,
    `descent-override:${face.descentOverride}`,
    `line-gap-override:${face.lineGapOverride}`,
    `size-adjust:${face.sizeAdjust}`,
  ];
  return `@font-face{${declarations.join(';')}}`;
}
