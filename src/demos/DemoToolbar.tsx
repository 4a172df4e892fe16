import styled from '@emotion/styled';
import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { usePreferences } from '@/src/preferences/usePreferences';
import { spacing, vars, focusRing } from '@/src/theme/tokens';
import { DEMO_TOOLBAR_HEIGHT } from './layout';

const Root = styled('div')({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'nowrap',
  overflowX: 'auto',
  gap: 4,
  height: DEMO_TOOLBAR_HEIGHT,
  padding: spacing(0, 1),
  borderBlock: `1px solid ${vars.palette.divider}`,
  '& .spacer': { flex: 1 },
  '& button': {
    flexShrink: 0,
    display: 'inline-flex',
    alignItems: 'center',
    gap: 6,
    height: 32,
    padding: '0 10px',
    border: '1px solid transparent',
    borderRadius: 8,
    background: 'transparent',
    color: vars.palette.text.secondary,
    font: 'inherit',
    fontSize: '0.8125rem',
    fontWeight: 600,
    cursor: 'pointer',
    '&:hover': { color: vars.palette.text.primary, backgroundColor: vars.palette.action.hover },
    '&:focus-visible': focusRing(0),
    '&[aria-pressed="true"]': { color: vars.palette.primary.main, borderColor: vars.palette.divider },
  },
});

/**
 * A toolbar (one tab stop; arrow keys, Home and End move between its buttons, mirrored in
 * right-to-left) whose buttons report `data-ga-event-category="demo"` clicks.
 */
export function DemoToolbar({ label, children }: { label: string; children: ReactNode }) {
  const { direction } = usePreferences();
  const ref = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const buttons = [...(ref.current?.querySelectorAll<HTMLButtonElement>('button:not(:disabled)') ?? [])];
    const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (index === -1) {
      return;
    }
    const forward = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const backward = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    const next =
      event.key === forward
        ? (index + 1) % buttons.length
        : event.key === backward
          ? (index - 1 + buttons.length) % buttons.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? buttons.length - 1
              : -1;
    if (next === -1) {
      return;
    }
    event.preventDefault();
    buttons.forEach((button, position) => button.setAttribute('tabindex', position === next ? '0' : '-1'));
    buttons[next]?.focus();
  };
  return (
    <Root
      ref={ref}
      role="toolbar"
      aria-label={label}
      onKeyDown={onKeyDown}
      onFocus={(event) => {
        // Roving tab stop: only the focused button is in the tab order.
        const target: Element = event.target;
        const buttons = [...(ref.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
        if (buttons.some((button) => button === target)) {
          buttons.forEach((button) => button.setAttribute('tabindex', button === target ? '0' : '-1'));
        }
      }}
    >
      {children}
    </Root>
  );
}

export { ToolbarButton } from '@/src/ui/ToolbarButton';
