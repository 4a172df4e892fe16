/**
 * Build time: the API reference's styles (scripts/compiler/api/ renders the markup they style),
 * compiled to CSS for the site's style sheet.
 */
import { ruleToCss, type CSSObject } from '@/src/theme/build/staticStyles';
import { PLAN_COLORS } from '@/src/config/shellColors';
import {
  API_FILTER_PENDING_ATTRIBUTE,
  API_FILTER_PENDING_MAX_MS,
  API_FILTER_READY_ATTRIBUTE,
  apiFilterParts,
} from '@/src/content/shared/apiFilterMarkup';
import { APP_BAR_HEIGHT_PX, MONO_FONT_FAMILY, alpha, dark, focusRing, mq, spacing, vars } from '@/src/theme/tokens';

/** Below this width of the content column, API tables stack one block per row. */
const STACK_BELOW_PX = 640;

/**
 * The member filter's box (./filterBox.tsx): the same size before and after its script
 * arrives, and kept in place, invisible, without JavaScript (nothing below it moves either way).
 * What the filter hides is `hidden`, which wins over the stacked rows' `display: block`.
 */
const filterStyles: CSSObject = {
  '& [hidden]': { display: 'none !important' },
  '& .api-filter': {
    margin: spacing(3, 0, 1),
    '.no-js &': { visibility: 'hidden' },
    '@media print': { display: 'none' },
    '& > label': { display: 'block', margin: spacing(0, 0, 0.75), fontSize: '0.875rem', fontWeight: 600 },
  },
  '& .api-filter-field': {
    display: 'flex',
    alignItems: 'center',
    gap: spacing(1),
    height: 42,
    paddingInline: spacing(1.5, 0.5),
    border: `1px solid ${vars.palette.divider}`,
    borderRadius: 10,
    backgroundColor: vars.palette.background.paper,
    color: vars.palette.text.secondary,
    cursor: 'text',
    '&:hover': { borderColor: vars.palette.text.secondary },
    '&:focus-within': { borderColor: vars.palette.primary.main, ...focusRing(0) },
    '& > svg': { flexShrink: 0 },
    '& input': {
      flex: 1,
      minWidth: 0,
      height: '100%',
      padding: 0,
      border: 0,
      outline: 0,
      background: 'none',
      color: vars.palette.text.primary,
      font: 'inherit',
      // 16 px: a phone does not zoom into the field.
      fontSize: '1rem',
      '&::placeholder': { color: vars.palette.text.secondary, opacity: 1 },
      '&::-webkit-search-cancel-button': { appearance: 'none' },
    },
  },
  '& .api-filter-clear, & .api-filter-clear-all': {
    padding: spacing(0.5, 1),
    border: 0,
    borderRadius: 6,
    background: 'none',
    color: vars.palette.primary.main,
    font: 'inherit',
    fontSize: '0.8125rem',
    fontWeight: 600,
    cursor: 'pointer',
    '&:hover': { backgroundColor: vars.palette.action.hover },
    '&:focus-visible': focusRing(0),
  },
  // Shown while there is something to clear; its space is kept, so the field never changes width.
  '& .api-filter input:placeholder-shown + .api-filter-clear': { visibility: 'hidden' },
  '& .api-filter-clear-all': { padding: spacing(0.25, 0.75), textDecoration: 'underline', textUnderlineOffset: 3 },
  '& .api-filter-status': { margin: spacing(0.75, 0, 0), minHeight: 24, fontSize: '0.8125rem', lineHeight: '24px', color: vars.palette.text.secondary },
};

/**
 * Styles of the generated API reference (API pages, `::api-methods`, API sections of prose
 * pages), written like the site's other styles and compiled at build time into a <style>
 * element that travels with that HTML (see ApiStyle): pages without API content do not pay for
 * them, and no script is involved.
 */
const apiStyles: CSSObject = {
  '& .api-lead': { fontSize: '1.0625rem' },
  '& .api-section > p, & .api-inherits': { color: vars.palette.text.secondary },
  '& .api-table-wrap': {
    containerType: 'inline-size',
    margin: spacing(0, 0, 3),
  },
  '& .api-table': {
    width: '100%',
    borderCollapse: 'collapse',
    // Fixed column widths (from the header row): long types wrap instead of widening a column.
    tableLayout: 'fixed',
    fontSize: '0.875rem',
    // `tbody td` rather than `td`: these win over the markdown body's generic table styles.
    '& thead th, & tbody th, & tbody td': {
      padding: spacing(1, 1.5),
      borderBottom: `1px solid ${vars.palette.divider}`,
      textAlign: 'start',
      verticalAlign: 'top',
    },
    '& thead th:first-of-type': { width: '23%' },
    '&[data-columns="4"] thead th:nth-of-type(2)': { width: '24%' },
    // Wide enough for a short default ('client', 'string') to stay whole.
    '&[data-columns="4"] thead th:nth-of-type(3)': { width: '15%' },
    '&[data-columns="3"] thead th:nth-of-type(2)': { width: '30%' },
    '& thead th': { fontWeight: 650, whiteSpace: 'nowrap' },
    // Code reads left to right on right-to-left pages too (what `dir="ltr"` does elsewhere).
    '& code': { direction: 'ltr', unicodeBidi: 'isolate', overflowWrap: 'anywhere' },
    '& tbody th': {
      fontWeight: 400,
      whiteSpace: 'normal',
      '& > a:first-of-type': {
        textDecoration: 'none',
        '& code': { fontWeight: 600, color: vars.palette.text.primary },
        '&:hover code': { textDecoration: 'underline' },
      },
    },
    '& tr[data-deprecated] th > a code': { textDecoration: 'line-through' },
    '& tr': { scrollMarginTop: APP_BAR_HEIGHT_PX + 16 },
    '& tr:target': { backgroundColor: alpha(vars.palette.primary.mainChannel, 0.08) },
    '& td:last-child > :last-child, & td:last-child > div > :last-child': { marginBottom: 0 },
    '& td p, & td ul': { margin: spacing(0, 0, 0.75) },
    '& td ul': { paddingInlineStart: spacing(2.5) },
    '& td pre': {
      margin: spacing(0.5, 0, 0.75),
      padding: spacing(1, 1.25),
      whiteSpace: 'pre-wrap',
      overflowWrap: 'anywhere',
      overflowX: 'visible',
      fontSize: '0.8125rem',
      lineHeight: 1.55,
      backgroundColor: vars.palette.action.hover,
      '& code': { border: 0, padding: 0, background: 'none' },
    },
    '& td details > summary': {
      cursor: 'pointer',
      borderRadius: 4,
      '&:focus-visible': focusRing(2),
      '&::marker': { color: vars.palette.text.secondary },
    },
    '& td details[open] > summary code': { opacity: 0.6 },
    [`@container (max-width: ${STACK_BELOW_PX}px)`]: {
      '&, & tbody': { display: 'block' },
      '& thead': { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' },
      '& tbody tr': {
        display: 'block',
        padding: spacing(1.5, 0),
        borderBottom: `1px solid ${vars.palette.divider}`,
        // A phone lays out only the rows near the screen (a DataGrid page has over 120 props):
        // the others keep their last measured height, or this estimate until they are seen.
        contentVisibility: 'auto',
        containIntrinsicSize: 'auto 140px',
      },
      '& tbody th, & tbody td': { display: 'block', padding: spacing(0.25, 0), border: 0 },
      // Each value gets its column's name, from the table's --api-label-<n> variables.
      '& td:not(:last-child)::before': { fontWeight: 600, fontSize: '0.8125rem', color: vars.palette.text.secondary },
      '& td:nth-of-type(1):not(:last-child)::before': { content: 'var(--api-label-1) ": "' },
      '& td:nth-of-type(2):not(:last-child)::before': { content: 'var(--api-label-2) ": "' },
      '& tbody td.api-empty': { display: 'none' },
      '& tbody td:last-child': { paddingTop: spacing(0.5) },
      '& td details': { display: 'inline' },
    },
  },
  // No default: a dash, drawn here and silent for screen readers (the cell is empty markup).
  '& td.api-empty::before': { content: '"–" / ""' },
  '& .api-required': { marginInlineStart: 2, color: vars.palette.primary.main, fontWeight: 700 },
  '& .api-deprecated': { margin: spacing(0, 0, 0.5), color: vars.palette.text.secondary },
  '& .api-plan': {
    display: 'inline-block',
    marginInlineStart: 6,
    padding: '0 6px',
    borderRadius: 999,
    border: '1px solid currentColor',
    fontSize: '0.6875rem',
    fontWeight: 650,
    lineHeight: '16px',
    verticalAlign: 'middle',
    whiteSpace: 'nowrap',
  },
  '& .api-plan[data-plan="pro"]': { color: PLAN_COLORS.pro.light, ...dark({ color: PLAN_COLORS.pro.dark }) },
  '& .api-plan[data-plan="premium"]': { color: PLAN_COLORS.premium.light, ...dark({ color: PLAN_COLORS.premium.dark }) },
  '& .api-signature': { fontSize: '0.8125rem' },
  '& .api-label': { margin: spacing(0.5, 0, 0), fontWeight: 600 },
  '& .api-signature ul': { margin: spacing(0.5, 0, 0), '& li + li': { marginTop: 2 } },
  '& .api-muted': { color: vars.palette.text.secondary },
  '& .api-selectors': {
    fontSize: '0.875rem',
    '& > p': { margin: spacing(0, 0, 0.5), fontWeight: 600 },
    '& li + li': { marginTop: 2 },
  },
  '& .api-index': {
    margin: spacing(0, 0, 2),
    fontSize: '0.8125rem',
    '& > summary': {
      cursor: 'pointer',
      color: vars.palette.primary.main,
      fontWeight: 600,
      borderRadius: 4,
      '&:focus-visible': focusRing(2),
    },
    '& ul': {
      display: 'flex',
      flexWrap: 'wrap',
      gap: spacing(0.5, 1.5),
      listStyle: 'none',
      margin: spacing(1, 0, 0),
      padding: spacing(1.25, 1.5),
      maxHeight: '18em',
      overflowY: 'auto',
      borderRadius: 8,
      border: `1px solid ${vars.palette.divider}`,
    },
    '& li + li': { marginTop: 0 },
    '& a': { textDecoration: 'none', fontFamily: MONO_FONT_FAMILY, direction: 'ltr', unicodeBidi: 'isolate' },
  },
  // From md up the contents column lists the same anchors (TOC_CSS), so the page does not repeat them.
  '&.api-page .api-index': { [mq.up('md')]: { display: 'none' } },
  // Without JavaScript the column lists sections only (the rows come with the scroll-spy's code).
  '.no-js &.api-page .api-index': { display: 'block' },
  '& .api-group': { '& h3 .api-plan': { fontSize: '0.75rem' } },
  '& .api-list': {
    paddingInlineStart: spacing(2.5),
    '& .api-count': { color: vars.palette.text.secondary, fontSize: '0.875rem' },
  },
  '& .api-methods-more': { fontSize: '0.875rem', color: vars.palette.text.secondary },
  ...filterStyles,
};

/** The API styles as CSS, scoped to `.api` (the element around every piece of API content). */
const API_CSS = ruleToCss('.api', apiStyles);

/** A list of the table of contents whose links go to rows of an API table (apiPageBody's anchor entries). */
const ROW_LINK = ':is([href^="#prop-"], [href^="#slot-"], [href^="#class-"], [href^="#method-"], [href^="#property-"])';
const ANCHOR_LIST = `ul:has(> li > a${ROW_LINK})`;

/**
 * The table of contents of an API page (the site's Toc, src/navigation/Toc.tsx, which has no
 * API-specific code or script): the props, slots, classes or members listed under their
 * section are folded away except in the section being read (the scroll-spy marks a heading or
 * a row of it), where they show as a compact list of names that scrolls within 40% of the
 * screen. A list also opens while the keyboard focus is on its section's link or in the list,
 * so Tab goes from the section's link through its names, then on to the next section.
 * Applies only to pages with `.api-page` content.
 */
const tocStyles: CSSObject = {
  [`& ${ANCHOR_LIST}`]: { display: 'none' },
  [`& li:has(a[aria-current]) > ${ANCHOR_LIST}, & li:focus-within > ${ANCHOR_LIST}`]: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: '0 12px',
    maxHeight: '40vh',
    overflowY: 'auto',
    margin: spacing(0.25, 0, 0.5),
    padding: spacing(0.5, 1, 0.75, 3),
    borderInlineStart: `2px solid ${vars.palette.divider}`,
    scrollbarWidth: 'thin',
    // A name longer than the column (clipboardCopyCellDelimiter) wraps rather than being cut.
    '& > li': { maxWidth: '100%' },
    '& > li > a': {
      overflowWrap: 'anywhere',
      // 24 px tall lines: each name is a target of the minimum size (WCAG 2.5.8, axe target-size).
      display: 'inline-block',
      padding: 0,
      border: 0,
      fontFamily: MONO_FONT_FAMILY,
      fontSize: '0.75rem',
      lineHeight: '24px',
      direction: 'ltr',
      unicodeBidi: 'isolate',
      borderRadius: 2,
      '&:focus-visible': focusRing(1),
    },
    '& > li > a[aria-current="location"]': { color: vars.palette.primary.main, textDecoration: 'underline', textUnderlineOffset: 3 },
  },
  // The section stays marked while one of its rows is the current one.
  [`& li:has(> ul > li > a${ROW_LINK}[aria-current]) > a`]: {
    color: vars.palette.primary.main,
    borderInlineStartColor: vars.palette.primary.main,
  },
};

const TOC_CSS = ruleToCss(':root:has(.api-page) .toc-title ~ ul', tocStyles);

/**
 * Opened with `?filter=` (API_FILTER_PENDING_ATTRIBUTE): the members wait, invisible and in their
 * place, for the filter to narrow them; an animation shows them anyway after
 * API_FILTER_PENDING_MAX_MS, should the filter's script not arrive.
 */
const PENDING_CSS =
  `[${API_FILTER_PENDING_ATTRIBUTE}] .api .${apiFilterParts.box}:not([${API_FILTER_READY_ATTRIBUTE}]) ~ *` +
  `{visibility:hidden;animation:api-filter-wait 0s linear ${API_FILTER_PENDING_MAX_MS}ms forwards}` +
  '@keyframes api-filter-wait{to{visibility:visible}}';

/**
 * The API reference's styles as CSS (tables, the member filter, an API page's table of contents):
 * part of the site's style sheet (src/layout/build/siteStylesheet.ts), which every page has
 * cached after the first, rather than a `<style>` in each page that shows API content.
 */
export const API_STYLES_CSS = API_CSS + TOC_CSS + PENDING_CSS;
