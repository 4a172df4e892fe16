import { styled } from '@mui/material/styles';

export const MAIN_CONTENT_ID = 'main-content';

/** First stop of the keyboard: jumps past the app bar and the drawer to the page's content. */
export const SkipLink = styled('a')(({ theme }) => ({
  position: 'fixed',
  insetInlineStart: 16,
  top: -100,
  zIndex: theme.zIndex.tooltip,
  padding: '10px 16px',
  borderRadius: 10,
  backgroundColor: theme.vars.palette.primary.main,
  color: theme.vars.palette.primary.contrastText,
  fontWeight: 600,
  textDecoration: 'none',
  transition: `top ${theme.transitions.duration.shortest}ms`,
  '&:focus': { top: 10, outline: `2px solid ${theme.vars.palette.text.primary}`, outlineOffset: 2 },
}));
