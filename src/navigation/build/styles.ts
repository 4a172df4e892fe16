/**
 * Build time: the styles of the breadcrumbs, the previous / next links and the table of contents, compiled
 * into static CSS (src/layout/build/shellStyles.ts).
 */
import type { StaticStyles } from '@/src/theme/build/staticStyles';
import { APP_BAR_HEIGHT_PX, TOC_WIDTH_PX, durations, focusRing, mq, radius, spacing, vars } from '@/src/theme/tokens';
import { navigationClasses as c } from '../classes';

export const navigationStyles: StaticStyles = {
  // One line of small links above the title (the page's own step in the primary colour).
  [`.${c.breadcrumbs}`]: {
    margin: spacing(0, 0, 1),
    fontSize: '0.8125rem',
    lineHeight: 1.5,
    '& ol': { display: 'flex', flexWrap: 'wrap', alignItems: 'center', margin: 0, padding: 0, listStyle: 'none' },
    '& li': { display: 'inline-flex', alignItems: 'center', minWidth: 0 },
    '& a, & span': { color: vars.palette.text.secondary, fontWeight: 500, textDecoration: 'none', borderRadius: 4 },
    '& a:hover': { color: vars.palette.text.primary, textDecoration: 'underline' },
    '& a:focus-visible': focusRing(2),
    '& a[aria-current="page"]': { color: vars.palette.primary.main, fontWeight: 650 },
    '& .separator': { flexShrink: 0, marginInline: 4, color: vars.palette.text.secondary },
    // The chevron points along the reading direction.
    '[dir="rtl"] & .separator': { transform: 'scaleX(-1)' },
  },
  [`.${c.prevNext}`]: {
    display: 'grid',
    gridTemplateColumns: '1fr 1fr',
    gap: spacing(2),
    marginTop: spacing(6),
    '& a': {
      display: 'flex',
      flexDirection: 'column',
      gap: 2,
      padding: spacing(1.5, 2),
      border: `1px solid ${vars.palette.divider}`,
      borderRadius: radius,
      color: vars.palette.text.primary,
      textDecoration: 'none',
      fontWeight: 600,
      transition: `border-color ${durations.shortest}ms`,
      '&:hover': { borderColor: vars.palette.primary.main },
      '&:focus-visible': focusRing(2),
    },
    '& .next': { gridColumn: 2, textAlign: 'end' },
    // Arrows point along the reading direction.
    '& .arrow': { display: 'inline-block' },
    '[dir="rtl"] & .arrow': { transform: 'scaleX(-1)' },
    '& .label': { fontSize: '0.75rem', fontWeight: 500, color: vars.palette.text.secondary },
  },
  [`.${c.toc}`]: {
    display: 'none',
    position: 'sticky',
    top: APP_BAR_HEIGHT_PX,
    flexShrink: 0,
    width: TOC_WIDTH_PX,
    maxHeight: `calc(100vh - ${APP_BAR_HEIGHT_PX}px)`,
    overflowY: 'auto',
    paddingBlock: spacing(5, 4),
    paddingInline: spacing(1, 2),
    fontSize: '0.8125rem',
    scrollbarWidth: 'thin',
    [mq.up('md')]: { display: 'block' },
    '& .toc-title': {
      margin: spacing(0, 0, 1),
      paddingInlineStart: 12,
      fontSize: '0.75rem',
      fontWeight: 700,
      letterSpacing: '0.06em',
      textTransform: 'uppercase',
      color: vars.palette.text.primary,
    },
    '& ul': { listStyle: 'none', margin: 0, padding: 0 },
    '& ul ul a': { paddingInlineStart: 24 },
    '& a': {
      display: 'block',
      paddingBlock: 4,
      paddingInline: '12px 8px',
      borderInlineStart: `2px solid ${vars.palette.divider}`,
      color: vars.palette.text.secondary,
      textDecoration: 'none',
      lineHeight: 1.5,
      '&:hover': { color: vars.palette.text.primary },
      '&:focus-visible': focusRing(-2),
    },
    // Colour only: a bolder weight would re-wrap a long entry and move the ones below it.
    '& a[aria-current="location"]': {
      color: vars.palette.primary.main,
      borderInlineStartColor: vars.palette.primary.main,
    },
  },
};
