/**
 * Build time: the printed page. Paper gets the article alone: no app bar, drawer, table of
 * contents, ads, feedback, page actions, previous / next or buttons; demos as their whole source
 * (CSS alone: the server's frame of a demo not yet run holds its source, as the live demo's code
 * panel does); every link of the content followed by its address; code and tables
 * wrapped to the page's width instead of scrolling. Colours are the light scheme's (the dark
 * scheme's rules apply on screen only, src/theme/tokens.ts).
 */
import { adClasses } from '@/src/ads/classes';
import { SITE_ORIGIN } from '@/src/config/site';
import { CONTENT_BODY_ATTRIBUTE } from '@/src/content/shared/contentInDocument';
import { navigationClasses } from '@/src/navigation/classes';
import type { StaticStyles } from '@/src/theme/build/staticStyles';
import { twinsClasses } from '@/src/twins/classes';
import { noScriptClasses } from '@/src/ui/noScript';
import { layoutClasses as c } from '../classes';

/** A demo's placeholder, as the compiler writes it (scripts/compiler/islands.ts). */
const DEMO_PLACEHOLDER = '.island[data-island="demo"]';
/** In a demo, what paper leaves out: the live area (or the server's space for it), the toolbar, "Expand code". */
const DEMO_LEFT_OUT = ['.demo-static-live', '.demo-static-toolbar', '.demo-live', '[role="toolbar"]', '.demo-expand', '.demo-noscript'];
/** A demo's source: in the server's frame, and in the live demo's code panel. */
const DEMO_SOURCE = ['.demo-static-code', '.demo-code-body'];

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
  '@media print': {
    [LEFT_OUT.join(', ')]: { display: 'none !important' },
    [`.${c.body}, .${c.layout}`]: { display: 'block', padding: 0 },
    [`.${c.article}`]: { padding: 0 },
    // The live demo (or its "Loading" note) gives way to its whole source.
    [DEMO_PLACEHOLDER]: { minHeight: '0 !important', '&::before': { display: 'none !important' } },
    [DEMO_LEFT_OUT.map((part) => `${DEMO_PLACEHOLDER} ${part}`).join(', ')]: { display: 'none !important' },
    [DEMO_SOURCE.map((part) => `${DEMO_PLACEHOLDER} ${part}`).join(', ')]: { height: 'auto !important', overflow: 'visible !important' },
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
