/**
 * Server-only: the CSS that _document writes into every page's <head>. The Material UI theme
 * is turned into CSS variables (light on :root, dark under .dark) plus a small baseline, so
 * the browser gets the theme as static CSS and never runs the theme code.
 */
import { BASE_FONT_SIZE_PX } from '@/src/config/constants';
import { LANGUAGE_TAGS } from '@/src/config/site';
import en from '@/translations/demo.json';
import zh from '@/translations/demo-zh.json';
import { brandTheme } from './brandTheme';
import { fontFallbackCss } from './fontFallback';
import { toCss, type StyleObject } from './toCss';
import { FONT_FAMILY } from './tokens';

export function themeVariablesCss(): string {
  return brandTheme
    .generateStyleSheets()
    .map((sheet) => {
      const css = toCss(sheet as StyleObject);
      // The dark scheme's variables apply on screen only: a page prints in the light scheme.
      return Object.keys(sheet).includes('.dark') ? `@media not print{${css}}` : css;
    })
    .join('\n');
}

/** The live area of a demo the server rendered, until the demo takes it over. */
const WAITING_DEMO = '.island .demo-static-live';

/**
 * Until a demo runs, its live area says it is coming instead of staying blank: CSS in the
 * page's <head>, so it shows from the first paint and costs no JavaScript (the demo then says
 * the same until its own chunk arrives). The text is the language's `demo.loading`; without
 * JavaScript (`no-js`) the live area is hidden and the demo's source shows.
 */
export function demoLoadingCss(): string {
  const rules = [`${WAITING_DEMO}::before{display:block;padding:16px;text-align:center;color:var(--mui-palette-text-secondary)}`];
  for (const [language, strings] of [['en', en], ['zh', zh]] as const) {
    rules.push(`html[lang="${LANGUAGE_TAGS[language]}"] ${WAITING_DEMO}::before{content:${JSON.stringify(strings['demo.loading'])}}`);
  }
  rules.push(`.no-js ${WAITING_DEMO}::before{content:none}`);
  return rules.join('\n');
}

export const BASELINE_CSS = [
  fontFallbackCss(),
  '*,*::before,*::after{box-sizing:border-box}',
  'html{-webkit-font-smoothing:antialiased;-moz-osx-font-smoothing:grayscale;-webkit-text-size-adjust:100%;text-size-adjust:100%}',
  `body{margin:0;font-family:${FONT_FAMILY};font-size:${BASE_FONT_SIZE_PX}px;line-height:1.5;color:var(--mui-palette-text-primary);background-color:var(--mui-palette-background-default)}`,
  'strong,b{font-weight:700}',
  // Images with a light and a dark version: <img class="only-light-mode">, <img class="only-dark-mode">.
  'body.mode-dark .only-light-mode,body.mode-light .only-dark-mode{display:none!important}',
  '@media print{html{color-scheme:light!important}body{background-color:#fff}}',
  demoLoadingCss(),
].join('\n');
