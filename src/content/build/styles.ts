/**
 * Build time: the typography of compiled markdown (one style block for every element a page
 * can contain) and the failure note of an island, compiled into static CSS
 * (src/layout/build/shellStyles.ts).
 */
import type { CSSObject, StaticStyles } from '@/src/theme/build/staticStyles';
import { APP_BAR_HEIGHT_PX, MONO_FONT_FAMILY, alpha, dark, durations, mq, radius, spacing, vars, focusRing } from '@/src/theme/tokens';
import { DEMO_CODE_LINE_HEIGHT, DEMO_CODE_PADDING, DEMO_MARGIN, DEMO_TOOLBAR_HEIGHT } from '@/src/demos/layout';
import { COPY_ATTRIBUTE } from '@/src/islands/noScriptFallback';
import { CALLOUT_TYPES } from '../callouts';
import { contentClasses as c } from '../classes';
import { ISLAND_LIVE_ATTRIBUTE, islandClasses } from '@/src/islands/classes';
import { codePaletteRules } from './codePalette';
import { ISLANDS } from '@/src/islands/definitions';
import { FIRST_SCREEN_BLOCKS } from '../shared/firstScreen';

/** A block of code: the page's own, and a demo's source shown without JavaScript. */
const codeBox: CSSObject = {
  padding: spacing(2, 2.5),
  borderRadius: radius,
  border: `1px solid ${vars.palette.divider}`,
  overflowX: 'auto',
  fontSize: '0.8125rem',
  lineHeight: 1.65,
  fontFamily: MONO_FONT_FAMILY,
  '& code': { fontFamily: 'inherit' },
};

/** Each island's placeholder keeps the space its component will fill, so nothing shifts. */
const islandSpace = Object.fromEntries(
  Object.entries(ISLANDS).map(([name, { minHeight }]) => [
    `& .island[data-island="${name}"]`,
    { minHeight: minHeight.xs, [mq.up('md')]: { minHeight: minHeight.md } },
  ]),
);

/**
 * Prose styles stop at island boundaries: a demo's list, link or code element is the
 * component's own business. Each selector's subject gets `:not(.island *)`.
 */
const OUTSIDE_ISLANDS = ':not(.island *)';
const KEEP = new Set(['& > :first-child']);

/** The selectors of a selector list: split at its commas, not at those inside `:is(...)`. */
function topLevelParts(selectorList: string): string[] {
  const parts = [''];
  let depth = 0;
  for (const character of selectorList) {
    depth += character === '(' ? 1 : character === ')' ? -1 : 0;
    if (character === ',' && depth === 0) parts.push('');
    else parts[parts.length - 1] += character;
  }
  return parts;
}

export function outsideIslands(styles: CSSObject): CSSObject {
  return Object.fromEntries(
    Object.entries(styles).map(([key, value]) => {
      if (!key.startsWith('& ') || KEEP.has(key) || key.includes('.island')) {
        return [key, value];
      }
      const scoped = topLevelParts(key)
        .map((part) => `${part.trim()}${OUTSIDE_ISLANDS}`)
        .join(', ');
      return [scoped, value];
    }),
  );
}

/**
 * Each block of the page (paragraph, heading, list, code, table, demo…) is skipped by the
 * browser (neither styled nor laid out) while it is far from the viewport, so that opening a
 * page lays out its first screen rather than all of it. Every block, not only the prose: a
 * block that is not skipped moves when those above it get their real height, and the browser
 * counts that as a layout shift (it does not count the skipped blocks' own). The reservation
 * is a guess of each block's height until it has been rendered once, its real height after;
 * an island's placeholder keeps its min-height.
 */
const SKIPPED_OFF_SCREEN: [selector: string, estimatedHeightPx: number][] = [
  // Not an API reference (a whole API page is one such block): with it contained, a link to
  // one of its rows from the section's index landed off screen on a phone (e2e/api.spec.ts).
  // Nor a mounted island (ISLAND_LIVE_ATTRIBUTE): its component keeps its real size.
  [`:not(.api, [${ISLAND_LIVE_ATTRIBUTE}])`, 80],
  [':is(h2, h3, h4)', 32],
  [':is(pre, .code-block, .table-scroll)', 160],
];
// The first blocks (FIRST_SCREEN_BLOCKS) are never skipped: they are on the first screen, and a
// skipped block is painted a frame late (the first paragraph, often the page's largest paint,
// would come after the first paint).
const skippedOffScreen = Object.fromEntries(
  SKIPPED_OFF_SCREEN.map(([selector, height]) => [
    `& > :nth-child(n + ${FIRST_SCREEN_BLOCKS + 1})${selector}`,
    {
      contentVisibility: 'auto',
      containIntrinsicBlockSize: `auto ${height}px`,
      // The containment clips what a block paints outside its box: room for focus rings.
      overflowClipMargin: '8px',
    },
  ]),
);

/** The last element of a list's last item (the list may itself end its parent item). */
const LIST_END = ':is(ul, ol) > li:last-child > :last-child';

/** Typography of compiled markdown: one style block for every element a page can contain. */
const markdownBody: CSSObject = outsideIslands({
  fontSize: '1rem',
  lineHeight: 1.7,
  color: vars.palette.text.primary,
  overflowWrap: 'break-word',
  '& > :first-child': { marginTop: 0 },
  ...skippedOffScreen,
  ...islandSpace,
  '& .island[data-island="demo"]': { margin: `${DEMO_MARGIN}px 0` },
  // A demo's frame as the server renders it (scripts/compiler/demos.ts): the same boxes as the
  // live demo's (src/demos/Demo.tsx), so nothing moves when the demo takes it over.
  '& .island .demo-static': { border: `1px solid ${vars.palette.divider}`, borderRadius: radius, overflow: 'hidden' },
  '& .island .demo-static-toolbar': { height: DEMO_TOOLBAR_HEIGHT, borderBlock: `1px solid ${vars.palette.divider}` },
  // The frame's source panel has its height set, so the browser may skip it off screen whatever
  // the block's place: a demo in the first blocks (never skipped as a whole) no longer styles and
  // lays out hundreds of tokens that are below the fold.
  // Printed, every panel is drawn whole (the print styles give it its full height).
  '& .island .demo-static-code': { overflow: 'hidden', contentVisibility: 'auto', '@media print': { contentVisibility: 'visible' } },
  '& .island .demo-static-code pre': {
    margin: 0,
    border: 0,
    borderRadius: 0,
    padding: `${DEMO_CODE_PADDING / 2}px ${spacing(2.5)}`,
    lineHeight: `${DEMO_CODE_LINE_HEIGHT}px`,
    fontSize: '0.8125rem',
    fontFamily: MONO_FONT_FAMILY,
    overflow: 'hidden',
  },
  // Without JavaScript a demo's placeholder shows a note and the demo's whole source.
  '& .island .demo-noscript': { margin: spacing(0, 0, 1), fontSize: '0.875rem', color: vars.palette.text.secondary },
  '.no-js & .island .demo-static-live, .no-js & .island .demo-static-toolbar': { display: 'none' },
  '.no-js & .island .demo-static-code': { height: 'auto !important', contentVisibility: 'visible' },
  '.no-js & .island .demo-static-code pre': { overflowX: 'auto' },
  // Other islands' sources, also when the page's code could not run and the source was copied out of its <noscript>.
  [`& .island > pre, & .island noscript pre, & .island [${COPY_ATTRIBUTE}] pre`]: { ...codeBox, margin: 0 },
  '& p, & ul, & ol, & blockquote, & .table-scroll, & pre, & aside': { margin: spacing(0, 0, 2.5) },
  '& h2, & h3, & h4': {
    position: 'relative',
    scrollMarginTop: APP_BAR_HEIGHT_PX + 16,
    fontWeight: 700,
    letterSpacing: '-0.01em',
    lineHeight: 1.3,
    color: vars.palette.text.primary,
  },
  '& h2': { fontSize: '1.5rem', margin: spacing(6, 0, 2) },
  '& h3': { fontSize: '1.1875rem', margin: spacing(4, 0, 1.5) },
  '& h4': { fontSize: '1rem', margin: spacing(3, 0, 1) },
  '& .anchor-link': {
    marginInlineStart: 8,
    padding: '0 4px',
    borderRadius: 6,
    color: vars.palette.text.secondary,
    textDecoration: 'none',
    fontWeight: 500,
    opacity: 0,
    transition: `opacity ${durations.shortest}ms`,
    '&:focus-visible': { opacity: 1, ...focusRing(0) },
  },
  '& :is(h2, h3, h4):hover .anchor-link': { opacity: 1 },
  '& a:not(.anchor-link)': {
    color: vars.palette.primary.main,
    fontWeight: 500,
    textDecoration: 'underline',
    textDecorationColor: alpha(vars.palette.primary.mainChannel, 0.4),
    textUnderlineOffset: 3,
    '&:hover': { textDecorationColor: 'currentColor' },
    '&:focus-visible': { ...focusRing(0), borderRadius: 2 },
  },
  '& ul, & ol': { paddingInlineStart: spacing(3) },
  // What ends a list (a nested list, a code block) has its margin collapse with the list's
  // own; the containment of skipped blocks (above) would keep it inside the list as a gap, so
  // it goes, two levels deep.
  [`& > ${LIST_END}, & > :is(ul, ol) > li:last-child > ${LIST_END}`]: { marginBottom: 0 },
  '& li + li': { marginTop: 4 },
  '& li > p': { margin: 0 },
  '& strong': { fontWeight: 650 },
  '& :not(pre) > code': {
    padding: '1px 5px',
    borderRadius: 6,
    fontFamily: MONO_FONT_FAMILY,
    fontSize: '0.875em',
    backgroundColor: vars.palette.action.hover,
    border: `1px solid ${vars.palette.divider}`,
  },
  // A key of the keyboard written as `<kbd>Enter</kbd>` in prose: a key cap.
  '& :is(p, li, td, th) > kbd, & :is(p, li, td, th) > :is(strong, em) > kbd': {
    display: 'inline-block',
    padding: '0 5px',
    borderRadius: 5,
    fontFamily: MONO_FONT_FAMILY,
    fontSize: '0.8125em',
    lineHeight: 1.6,
    backgroundColor: vars.palette.background.paper,
    border: `1px solid ${vars.palette.divider}`,
    borderBottomWidth: 2,
  },
  '& pre': { ...codeBox, '&:focus-visible': focusRing(2) },
  // Shiki writes the dark colours as variables; the dark scheme switches to them.
  ...dark({
    '& pre.shiki': { backgroundColor: 'var(--shiki-dark-bg) !important' },
    // The block's own text colour, and a token whose colour is outside the palette (inline).
    '& pre.shiki, & pre.shiki span[style*="--shiki-dark"]': { color: 'var(--shiki-dark) !important' },
  }),
  '& .code-block': {
    position: 'relative',
    margin: spacing(0, 0, 2.5),
    '& pre': { margin: 0 },
    '& pre code': { display: 'block', minWidth: 'max-content' },
    '& .line.highlighted': {
      display: 'inline-block',
      width: '100%',
      backgroundColor: alpha(vars.palette.primary.mainChannel, 0.12),
    },
  },
  '& .code-title': {
    padding: spacing(0.75, 2),
    border: `1px solid ${vars.palette.divider}`,
    borderBottom: 0,
    borderRadius: `${radius}px ${radius}px 0 0`,
    fontFamily: MONO_FONT_FAMILY,
    fontSize: '0.8125rem',
    color: vars.palette.text.secondary,
    backgroundColor: vars.palette.action.hover,
    '& + pre': { borderStartStartRadius: 0, borderStartEndRadius: 0 },
  },
  '& .copy-button': {
    position: 'absolute',
    insetInlineEnd: 8,
    top: 8,
    display: 'inline-flex',
    alignItems: 'center',
    gap: 6,
    padding: '3px 8px',
    border: `1px solid ${vars.palette.divider}`,
    borderRadius: 8,
    backgroundColor: vars.palette.background.paper,
    color: vars.palette.text.secondary,
    font: 'inherit',
    fontSize: '0.75rem',
    fontWeight: 600,
    cursor: 'pointer',
    opacity: 0,
    transition: `opacity ${durations.shortest}ms`,
    '&:hover': { color: vars.palette.text.primary },
    '&:focus-visible': { opacity: 1, ...focusRing(2) },
    '&[data-copied]': { opacity: 1, color: vars.palette.primary.main },
    '& kbd': { fontFamily: 'inherit', fontWeight: 500, opacity: 0.75 },
    '& .hint-mac': { display: 'none' },
    '[data-os="apple"] & .hint-mac': { display: 'inline' },
    '[data-os="apple"] & .hint-other': { display: 'none' },
  },
  '& .code-block:hover .copy-button, & .code-block:focus-within .copy-button': { opacity: 1 },
  '@media (hover: none)': { '& .copy-button': { opacity: 1 } },
  '& blockquote': {
    padding: spacing(0.5, 2),
    borderInlineStart: `3px solid ${vars.palette.divider}`,
    color: vars.palette.text.secondary,
  },
  '& .table-scroll': { overflowX: 'auto', borderRadius: 4, '&:focus-visible': focusRing(2) },
  '& table': {
    width: '100%',
    borderCollapse: 'collapse',
    fontSize: '0.875rem',
    '& th, & td': {
      padding: spacing(1, 1.5),
      borderBottom: `1px solid ${vars.palette.divider}`,
      textAlign: 'start',
      verticalAlign: 'top',
    },
    '& th': { fontWeight: 650, whiteSpace: 'nowrap' },
  },
  '& hr': { border: 0, borderTop: `1px solid ${vars.palette.divider}`, margin: spacing(4, 0) },
  '& img': { maxWidth: '100%', height: 'auto' },
  '& aside.callout': {
    display: 'flex',
    gap: spacing(1.5),
    padding: spacing(1.5, 2),
    borderRadius: radius,
    border: '1px solid var(--callout-border)',
    backgroundColor: 'var(--callout-bg)',
    '& .callout-icon': { flexShrink: 0, marginTop: 3, color: 'var(--callout-accent)' },
    '& .callout-body': { minWidth: 0, '& > :last-child': { marginBottom: 0 } },
    '& .callout-title': { fontWeight: 650, marginBottom: 4 },
  },
  // Each callout takes its colour from the theme's palette entry of the same name.
  ...Object.fromEntries(
    CALLOUT_TYPES.map((type) => [
      `& aside[data-callout="${type}"]`,
      {
        '--callout-accent': vars.palette[type].main,
        '--callout-bg': alpha(vars.palette[type].mainChannel, 0.06),
        '--callout-border': alpha(vars.palette[type].mainChannel, 0.3),
        ...dark({ '--callout-bg': alpha(vars.palette[type].mainChannel, 0.12), '--callout-border': alpha(vars.palette[type].mainChannel, 0.4) }),
      },
    ]),
  ),
  '& .visually-hidden': {
    position: 'absolute',
    width: 1,
    height: 1,
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
  },
});

export const contentStyles: StaticStyles = {
  [`.${c.markdownBody}`]: markdownBody,
  // Highlighted code's token colours (classes the compiler writes instead of inline styles).
  ...codePaletteRules(),
  [`.${islandClasses.failure}`]: {
    margin: 0,
    padding: spacing(2),
    borderRadius: radius,
    border: `1px dashed ${vars.palette.divider}`,
    color: vars.palette.text.secondary,
  },
};
