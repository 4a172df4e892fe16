import styled from '@emotion/styled';
import { durations, focusRing, vars, zIndex } from '@/src/theme/tokens';

export const MAIN_CONTENT_ID = 'main-content';

/** First stop of the keyboard: jumps past the app bar and the drawer to the page's content. */
export const SkipLink = styled('a')({
  position: 'fixed',
  insetInlineStart: 16,
  top: -100,
  zIndex: zIndex.tooltip,
  padding: '10px 16px',
  borderRadius: 10,
  backgroundColor: vars.palette.primary.main,
  color: vars.palette.primary.contrastText,
  fontWeight: 600,
  textDecoration: 'none',
  transition: `top ${durations.shortest}ms`,
  '&:focus': { top: 10, ...focusRing(2, vars.palette.text.primary) },
});
