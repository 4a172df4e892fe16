/**
 * Build time: "Back to top" (src/layout/BackToTop.tsx), in CSS only. Fixed in the corner, so it
 * never moves the page. Where the browser links animations to scrolling, it stays out of sight
 * (and out of the pointer's way) until the page has scrolled BACK_TO_TOP_REVEAL_PX, so a page
 * too short to scroll that far never shows it; the keyboard still reaches it, and it shows
 * while focused. Elsewhere it is always shown. The reveal is a fade that follows the scroll
 * position, not a movement; the jump to the top is instant (no smooth scrolling to opt out of).
 */
import type { StaticStyles } from '@/src/theme/build/staticStyles';
import { focusRing, spacing, vars, zIndex } from '@/src/theme/tokens';
import { layoutClasses as c } from '../classes';

/** Scrolled this far, the link has faded in; it starts fading in at half of it. */
const BACK_TO_TOP_REVEAL_PX = 480;

const REVEAL = 'docs-back-to-top-reveal';

export const backToTopStyles: StaticStyles = {
  [`.${c.backToTop}`]: {
    position: 'fixed',
    insetBlockEnd: spacing(3),
    insetInlineEnd: spacing(3),
    zIndex: zIndex.fab,
    display: 'inline-flex',
    alignItems: 'center',
    gap: 6,
    padding: spacing(0.75, 1.5),
    border: `1px solid ${vars.palette.divider}`,
    borderRadius: 999,
    backgroundColor: vars.palette.background.paper,
    boxShadow: '0 4px 16px rgba(0, 0, 0, 0.12)',
    color: vars.palette.text.primary,
    fontSize: '0.8125rem',
    fontWeight: 600,
    textDecoration: 'none',
    '&:hover': { color: vars.palette.primary.main, borderColor: vars.palette.primary.main },
    '&:focus-visible': focusRing(2),
    '@supports (animation-timeline: scroll())': {
      // Hidden where the timeline is inactive too: a page that cannot scroll at all.
      opacity: 0,
      pointerEvents: 'none',
      animation: `${REVEAL} linear both`,
      animationTimeline: 'scroll(root block)',
      animationRange: `${BACK_TO_TOP_REVEAL_PX / 2}px ${BACK_TO_TOP_REVEAL_PX}px`,
      // Focused by the keyboard before the page was scrolled: shown.
      '&:focus-visible': { animation: 'none', opacity: 1, pointerEvents: 'auto' },
    },
  },
  [`@keyframes ${REVEAL}`]: {
    from: { opacity: 0, pointerEvents: 'none' },
    to: { opacity: 1, pointerEvents: 'auto' },
  },
};
