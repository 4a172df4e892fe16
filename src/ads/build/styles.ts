/**
 * Build time: the styles of the ad slot (its box is in the HTML with its height reserved, so
 * nothing moves when the ad arrives) and of the ads it may hold: ours (`.ad-display`) and the
 * network's (`#carbonads`: image and text in `.carbon-wrap`, then the network's own credit
 * line). Compiled into static CSS (src/layout/build/shellStyles.ts).
 */
import { AD } from '@/src/config/constants';
import type { CSSObject, StaticStyles } from '@/src/theme/build/staticStyles';
import { mq, radius, spacing, vars } from '@/src/theme/tokens';
import { adClasses as c } from '../classes';

const IMAGE = { width: AD.imageWidthPx, height: AD.imageHeightPx };

const BOX = {
  maxWidth: 520,
  padding: spacing(1.25),
  borderRadius: radius,
  border: `1px solid ${vars.palette.divider}`,
  backgroundColor: vars.palette.background.paper,
  fontSize: '0.8125rem',
  lineHeight: 1.45,
} as const;

const POWERED_BY = {
  fontSize: '0.6875rem',
  letterSpacing: '0.02em',
  textTransform: 'uppercase',
  color: vars.palette.text.secondary,
  textDecoration: 'none',
} as const;

/**
 * Styles the ads the slot may hold: ours (`.ad-display`) and the network's (`#carbonads`:
 * image and text in `.carbon-wrap`, then the network's own credit line).
 */
const runtime: CSSObject = {
  '& .ad-display': { ...BOX, display: 'flex', alignItems: 'flex-start', gap: spacing(1.5) },
  '& .ad-shape-inline': { alignItems: 'center' },
  '& .ad-image, & .carbon-img': { flexShrink: 0, display: 'block', lineHeight: 0, '& img': { ...IMAGE, borderRadius: 6 } },
  '& .ad-body': { display: 'flex', flexDirection: 'column', gap: spacing(0.75), minWidth: 0 },
  '& .ad-description': { color: vars.palette.text.primary, textDecoration: 'none' },
  '& a.ad-description:hover': { textDecoration: 'underline' },
  '& .ad-description a': { color: vars.palette.primary.main },
  '& .ad-message .ad-description': { color: vars.palette.text.secondary },
  '& .ad-poweredby': POWERED_BY,
  '& #carbonads > span': { ...BOX, display: 'block', position: 'relative' },
  '& .carbon-wrap': { display: 'flex', alignItems: 'flex-start', gap: spacing(1.5) },
  '& .carbon-text': { color: vars.palette.text.primary, textDecoration: 'none', '&:hover': { textDecoration: 'underline' } },
  '& .carbon-poweredby': { ...POWERED_BY, position: 'absolute', insetInlineEnd: spacing(1.25), bottom: spacing(1) },
};

export const adStyles: StaticStyles = {
  [`.${c.slot}`]: {
    minHeight: AD.slotMinHeightSmallPx,
    margin: spacing(AD.slotMarginSpacing, 0),
    [mq.up('sm')]: { minHeight: AD.slotMinHeightPx },
  },
  [`.${c.runtime}`]: runtime,
};
