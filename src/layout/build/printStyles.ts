/**
 * Build time: the printed page. Paper gets the article alone: no app bar, drawer, table of
 * contents, ads, feedback, page actions, previous / next or buttons; demos as their source (the
 * copy made before printing, src/layout/printDemoSources.ts, or without JavaScript the
 * `<noscript>` itself); every link of the content followed by its address; code and tables
 * wrapped to the page's width instead of scrolling. Colours are the light scheme's (the dark
 * scheme's rules apply on screen only, src/theme/tokens.ts).
 */
import { adClasses } from '@/src/ads/classes';
import { SITE_ORIGIN } from '@/src/config/site';
import { CONTENT_BODY_ATTRIBUTE } from '@/src/content/shared/contentInDocument';
import { COPY_ATTRIBUTE } from '@/src/islands/noScriptFallback';
import { navigationClasses } from '@/src/navigation/classes';
import type { StaticStyles } from '@/src/theme/build/staticStyles';
import { twinsClasses } from '@/src/twins/classes';
import { noScriptClasses } from '@/src/ui/noScript';
import { layoutClasses as c } from '../classes';
import { DEMO_PLACEHOLDER, PRINT_SOURCE_ATTRIBUTE } from '../printDemoSources';

/** What a printed page leaves out: the shell around the article and whatever is there to be clicked. */
const LEFT_OUT = [
  `.${c.skipLink}`,
  `.${c.header}`,
  `.${c.sidebar}`,
  `.${navigationClasses.toc}`,
  `.${navigationClasses.prevNext}`,
  `.${adClasses.slot}`,
  '[data-feedback]',
  `.${twinsClasses.pageActions}`,
  `.${c.backToTop}`,
  `.${noScriptClasses.links}`,
  `.${c.pageFooter} a`,
  '.anchor-link',
  'button',
];

const CONTENT = `[${CONTENT_BODY_ATTRIBUTE}]`;

export const printStyles: StaticStyles = {
  // On screen, the copy of a demo's source made for printing stays out of sight.
  [`[${PRINT_SOURCE_ATTRIBUTE}]`]: { '@media not print': { display: 'none' } },
  '@media print': {
    [LEFT_OUT.join(', ')]: { display: 'none !important' },
    [`.${c.body}, .${c.layout}`]: { display: 'block', padding: 0 },
    [`.${c.article}`]: { padding: 0 },
    // The live demo (or its "Loading" note) gives way to its source.
    [DEMO_PLACEHOLDER]: { minHeight: '0 !important', '&::before': { display: 'none !important' } },
    [`${DEMO_PLACEHOLDER} > :not(noscript, [${PRINT_SOURCE_ATTRIBUTE}], [${COPY_ATTRIBUTE}])`]: { display: 'none !important' },
    // The note above the source speaks to readers without JavaScript, not to paper.
    [`${DEMO_PLACEHOLDER} .demo-noscript`]: { display: 'none' },
    'pre, pre code': { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', minWidth: '0 !important' },
    '.table-scroll': { overflow: 'visible' },
    'h1, h2, h3, h4': { breakAfter: 'avoid' },
    'tr, img, .callout': { breakInside: 'avoid' },
    // Links say where they lead: site paths as addresses on the production origin.
    [`${CONTENT} a[href^="http"]::after`]: { content: '" (" attr(href) ")"' },
    [`${CONTENT} a[href^="/"]:not([href^="//"])::after`]: { content: `" (${SITE_ORIGIN}" attr(href) ")"` },
    [`${CONTENT} a[href]::after`]: { fontSize: '0.85em', fontWeight: 400, overflowWrap: 'anywhere' },
  },
};
