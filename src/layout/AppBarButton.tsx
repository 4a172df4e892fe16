import styled from '@emotion/styled';
import { durations, vars, focusRing } from '@/src/theme/tokens';

/** The app bar's buttons: plain <button>s, styled once. */
export const AppBarButton = styled('button')({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  height: 36,
  minWidth: 36,
  justifyContent: 'center',
  padding: '0 10px',
  border: `1px solid ${vars.palette.divider}`,
  borderRadius: 10,
  background: 'transparent',
  color: vars.palette.text.primary,
  font: 'inherit',
  fontSize: '0.8125rem',
  fontWeight: 600,
  cursor: 'pointer',
  transition: `background-color ${durations.shortest}ms`,
  '&:hover': { backgroundColor: vars.palette.action.hover },
  '&:focus-visible': focusRing(2),
  '& svg': { flexShrink: 0 },
});
