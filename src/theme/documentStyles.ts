/**
 * Server-only: the CSS that _document writes into every page's <head>. The Material UI theme
 * is turned into CSS variables (light on :root, dark under .dark) plus a small baseline, so
 * the browser gets the theme as static CSS and never runs the theme code.
 */
import { BASE_FONT_SIZE_PX } from '@/src/config/constants';
import { brandTheme } from './brandTheme';
import { FONT_FAMILY } from './tokens';

type StyleObject = { [key: string]: string | number | StyleObject };

function kebab(property: string): string {
  return property.startsWith('--') ? property : property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/** Serialises `{ selector: { property: value } }` objects (nested at-rules allowed) to CSS. */
export function toCss(sheet: StyleObject): string {
  return Object.entries(sheet)
    .map(([selector, body]) => {
      if (typeof body !== 'object') {
        return '';
      }
      const declarations = Object.entries(body)
        .filter(([, value]) => typeof value !== 'object')
        .map(([property, value]) => `${kebab(property)}:${value}`)
        .join(';');
      const nested = Object.entries(body).filter(([, value]) => typeof value === 'object') as [string, StyleObject][];
      const nestedCss = nested.map(([key, value]) => toCss({ [key]: value })).join('');
      if (selector.startsWith('@')) {
        return `${selector}{${declarations}${toCss(body as StyleObject)}}`;
      }
      return `${declarations ? `${selector}{${declarations}}` : ''}${nestedCss}`;
    })
    .join('');
}

export function themeVariablesCss(): string {
  return brandTheme
    .generateStyleSheets()
    .map((sheet) => toCss(sheet as StyleObject))
    .join('\n');
}

export const BASELINE_CSS = [
  '*,*::before,*::after{box-sizing:border-box}',
  'html{-webkit-font-smoothing:antialiased;-moz-osx-font-smoothing:grayscale;-webkit-text-size-adjust:100%;text-size-adjust:100%}',
  `body{margin:0;font-family:${FONT_FAMILY};font-size:${BASE_FONT_SIZE_PX}px;line-height:1.5;color:var(--mui-palette-text-primary);background-color:var(--mui-palette-background-default)}`,
  'strong,b{font-weight:700}',
  '@media print{body{background-color:#fff}}',
].join('\n');
