/**
 * Build time: the styles of the page actions under a page's description (copy the page as
 * markdown, open the markdown twin), compiled into static CSS (src/layout/build/shellStyles.ts).
 */
import type { StaticStyles } from '@/src/theme/build/staticStyles';
import { focusRing, spacing, vars, visuallyHidden } from '@/src/theme/tokens';
import { twinsClasses as c } from '../classes';

export const twinsStyles: StaticStyles = {
  [`.${c.pageActions}`]: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: spacing(1),
    marginTop: spacing(2),
    '& .page-action': {
      display: 'inline-flex',
      alignItems: 'center',
      gap: 6,
      height: 30,
      padding: spacing(0, 1.25),
      border: `1px solid ${vars.palette.divider}`,
      borderRadius: 8,
      background: 'transparent',
      color: vars.palette.text.secondary,
      font: 'inherit',
      fontSize: '0.8125rem',
      fontWeight: 600,
      lineHeight: 1,
      textDecoration: 'none',
      whiteSpace: 'nowrap',
      cursor: 'pointer',
      '&:hover': { color: vars.palette.text.primary, backgroundColor: vars.palette.action.hover },
      '&:focus-visible': focusRing(2),
      '&[data-copied]': { color: vars.palette.primary.main },
      '& svg': { flexShrink: 0 },
    },
    '& .page-action-status': visuallyHidden,
  },
};
